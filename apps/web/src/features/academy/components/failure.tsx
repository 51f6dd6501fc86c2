import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../academy.module.css';

/** A course, chapter or configuration failure (spec §8) with a retry. */
export function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('academy');
  return (
    <div className={styles.failure}>
      <p className={styles.alert} role="alert">
        {text}
      </p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
