import { lazy, Suspense } from 'react';
import { usePlayerLabels } from './player-labels';
import type { VideoPlayerModalProps } from './video-player-modal';

const VideoPlayerModal = lazy(() => import('./video-player-modal'));

function TranslatedPlayer(props: Omit<VideoPlayerModalProps, 'labels'>) {
  return <VideoPlayerModal {...props} labels={usePlayerLabels()} />;
}

/**
 * The player modal, loaded on first open: pages pay nothing for it until a tap. Its words are
 * translated here, in the page's chunk (player-labels.ts says why).
 */
export function LazyVideoPlayerModal(props: Omit<VideoPlayerModalProps, 'labels'>) {
  return (
    <Suspense fallback={null}>
      <TranslatedPlayer {...props} />
    </Suspense>
  );
}
