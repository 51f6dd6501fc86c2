import { useTranslation } from '../i18n/use-translation';
import styles from './legal-links.module.css';

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The field's problem ("please agree…"), already as text. */
  error?: string | undefined;
}

/**
 * "I have read and agree to the Privacy Policy and User Agreement" where a phone number is
 * collected (issue 28). The documents open in a new tab, so what was typed stays.
 */
export function ConsentCheckbox({ id, checked, onChange, error }: Props) {
  const { t } = useTranslation('legal-links');
  const link = (path: string, text: string) => (
    <a href={path} target="_blank" rel="noopener">
      {text}
    </a>
  );
  return (
    <div>
      <label className={styles.consent} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          {t('consent.prefix')} {link('/privacy', t('consent.privacy'))} {t('consent.and')}{' '}
          {link('/terms', t('consent.terms'))}
        </span>
      </label>
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
