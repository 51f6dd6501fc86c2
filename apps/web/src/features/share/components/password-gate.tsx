import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Refusal } from '../use-share-access';
import styles from './share.module.css';

interface Props {
  refusal: Refusal | null;
  checking: boolean;
  onSubmit: (password: string) => void;
}

const DIGITS = 4;

/**
 * The 4-digit password gate: one input with the phone's numeric keypad (`inputMode`, `pattern`)
 * and one-time-code autofill, drawn as four boxes; it submits by itself on the fourth digit. The
 * gate remounts it after each refusal (key), so the next try starts empty and focused.
 */
export function PasswordGate({ refusal, checking, onSubmit }: Props) {
  const { t } = useTranslation('share');
  const [value, setValue] = useState('');

  const change = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, DIGITS);
    setValue(digits);
    if (digits.length === DIGITS && !checking) onSubmit(digits);
  };

  const message =
    refusal?.reason === 'wrong'
      ? t('gate.wrong', { count: refusal.triesLeft })
      : refusal?.reason === 'wait'
        ? t('gate.wait', { minutes: Math.max(1, Math.ceil(refusal.seconds / 60)) })
        : null;

  return (
    <main className={styles.gate}>
      <h1 className={styles.gateTitle}>{t('gate.title')}</h1>
      <p className={styles.muted}>{t('gate.hint')}</p>
      <label className={styles.code}>
        <span className={styles.visuallyHidden}>{t('gate.label')}</span>
        <input
          className={styles.codeInput}
          value={value}
          onChange={(e) => change(e.target.value)}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          maxLength={DIGITS}
          autoFocus
          disabled={checking}
          aria-invalid={refusal !== null}
          aria-describedby="share-gate-message"
        />
        <span className={styles.boxes} aria-hidden="true">
          {Array.from({ length: DIGITS }, (_, i) => (
            <span key={i} className={styles.box} data-active={i === value.length || undefined}>
              {value[i] ?? ''}
            </span>
          ))}
        </span>
      </label>
      <p id="share-gate-message" className={styles.error} role="alert">
        {checking ? t('gate.checking') : message}
      </p>
    </main>
  );
}
