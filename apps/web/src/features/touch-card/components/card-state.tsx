import { useTranslation } from '../../../shared/i18n/use-translation';
import VisitorHelp from '../../../shared/ui/visitor-help';
import styles from './card-state.module.css';

interface Props {
  /** `invalid`: unknown, unbound or another brand's code (spec §8 "NFC card info not obtained"). */
  state: 'invalid' | 'failed';
  onRetry?: () => void;
}

/** The touch-card pages without a card: what happened, then the visitor pages' next steps. */
export function CardState({ state, onRetry }: Props) {
  const { t } = useTranslation('touch-card');
  return (
    <main className={styles.page}>
      <p className={styles.message} role="alert">
        {t(state === 'invalid' ? 'messages.cardInvalid' : 'messages.loadFailed')}
      </p>
      <VisitorHelp hint="" onRetry={state === 'failed' ? onRetry : undefined} />
    </main>
  );
}
