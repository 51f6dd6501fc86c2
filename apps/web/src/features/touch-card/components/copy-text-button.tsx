import { notify } from '../../../shared/api/notifier';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface Props {
  text: string;
  label: string;
  className?: string;
  /** After a successful copy (analytics). */
  onCopied?: () => void;
}

/**
 * Copies `text`; the clipboard code loads on the tap that needs it. Nothing to copy is a failed
 * copy: "copied" is never said over an empty clipboard (issue 27).
 */
export function CopyTextButton({ text, label, className, onCopied }: Props) {
  const { t } = useTranslation('touch-card');
  const copy = () =>
    import('../../../shared/clipboard')
      .then(({ copyText }) => (text.trim() ? copyText(text) : Promise.reject(new Error('nothing to copy'))))
      .then(
        () => {
          notify(t('messages.copied'));
          onCopied?.();
        },
        () => notify(t('messages.copyFailed')),
      );
  return (
    <button type="button" className={className} onClick={copy}>
      {label}
    </button>
  );
}
