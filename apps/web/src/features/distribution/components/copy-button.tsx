import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/api/notifier';
import styles from './video-card.module.css';

interface Props {
  text: string;
  /** What is copied, for the button's accessible name ("copy video title"). */
  what: string;
  children?: string;
  /** After a successful copy (analytics). */
  onCopied?: () => void;
}

export function CopyButton({ text, what, children, onCopied }: Props) {
  const { t } = useTranslation('distribution');
  // The copy code loads on the tap that needs it.
  const copy = () =>
    import('../../../shared/clipboard')
      .then(({ copyText }) => copyText(text))
      .then(
        () => {
          notify(t('card.copied'));
          onCopied?.();
        },
        () => notify(t('messages.copyFailed')),
      );
  return (
    <button type="button" className={styles.copy} aria-label={t('card.copyLabel', { what })} onClick={copy}>
      {children ?? t('card.copy')}
    </button>
  );
}
