import { useTranslation } from '../../i18n/use-translation';
import type { PlayerLabels } from './player-controls';

/**
 * The player's words in the page's language. Called by the page that shows the player (in its
 * own chunk): a `useTranslation` inside the lazily loaded modal made the bundler move React and
 * i18next out of the entry into chunks of their own (~2 KB gzip more on every page).
 */
export function usePlayerLabels(): PlayerLabels {
  const { i18n } = useTranslation('player');
  // The namespace is loaded by now (useTranslation suspends until it is): its messages are the labels.
  return i18n.getResourceBundle(i18n.language, 'player') as PlayerLabels;
}
