import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../platform-auth.module.css';

/** Copies `text`; says whether it worked beside the button (read out by screen readers too). */
export function CopyLinkButton({ text }: { text: string }) {
  const { t } = useTranslation('platform-auth');
  const [result, setResult] = useState<'copied' | 'copyFailed' | null>(null);
  const copy = () =>
    // The Clipboard API needs a secure context; without it the link stays on screen to copy by hand.
    void (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setResult('copied'),
      () => setResult('copyFailed'),
    );
  return (
    <>
      <button type="button" className={styles.button} onClick={copy}>
        {t('copyLink')}
      </button>
      <p className={styles.muted} role="status">
        {result ? t(result) : ''}
      </p>
    </>
  );
}
