import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PlayerLabels, VideoPlayerModalProps } from './video-player-modal';

const VideoPlayerModal = lazy(() => import('./video-player-modal'));

function TranslatedPlayer(props: Omit<VideoPlayerModalProps, 'labels'>) {
  const { i18n } = useTranslation('player');
  // The namespace is loaded by now (useTranslation suspends until it is): its messages are the labels.
  const labels = i18n.getResourceBundle(i18n.language, 'player') as PlayerLabels;
  return <VideoPlayerModal {...props} labels={labels} />;
}

/**
 * The player modal, loaded on first open: pages pay nothing for it until a tap. Its words are
 * translated here, in the page's chunk: a `useTranslation` inside the lazily loaded modal made
 * the bundler move React and i18next out of the entry into chunks of their own (~2 KB gzip
 * more on every page).
 */
export function LazyVideoPlayerModal(props: Omit<VideoPlayerModalProps, 'labels'>) {
  return (
    <Suspense fallback={null}>
      <TranslatedPlayer {...props} />
    </Suspense>
  );
}
