import type Hls from 'hls.js';

/** What a video can be played from: an HLS master playlist when one is ready, and always an MP4. */
export interface PlaySources {
  hls?: string | null;
  mp4: string;
}

/** How the player plays it: the browser's own HLS, hls.js over Media Source, or the MP4. */
export type SourcePlan = 'native-hls' | 'hls.js' | 'mp4';

export interface PlayEnvironment {
  /** `video.canPlayType('application/vnd.apple.mpegurl')` is not empty (Safari, iOS, some Androids). */
  nativeHls: boolean;
  /** Media Source Extensions (or Safari's ManagedMediaSource): what hls.js needs. */
  mediaSource: boolean;
}

/**
 * Native HLS first: it costs no script and is what iOS allows. Else hls.js where Media Source
 * exists, else the MP4. No playlist (not packaged yet): the MP4.
 */
export function planSource(sources: PlaySources, env: PlayEnvironment): SourcePlan {
  if (!sources.hls) return 'mp4';
  if (env.nativeHls) return 'native-hls';
  return env.mediaSource ? 'hls.js' : 'mp4';
}

function playEnvironment(video: HTMLVideoElement): PlayEnvironment {
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mediaSource: 'MediaSource' in window || 'ManagedMediaSource' in window,
  };
}

/** A source attached to a `<video>`: `fallback` after a media error, `destroy` on unmount. */
export interface AttachedSource {
  plan: SourcePlan;
  /** Switches to the MP4 at the same position; false when the MP4 is what failed. */
  fallback: () => boolean;
  destroy: () => void;
}

/**
 * hls.js's light build (no subtitles, alternate audio or DRM, which lessons do not use), loaded
 * only when a page plays a playlist in a browser without native HLS: no other page downloads it.
 */
const loadHls = () => import('hls.js/light');

/**
 * Plays `sources` in `video` as `planSource` says. hls.js picks the rendition from the measured
 * bandwidth, capped at the player's size; a fatal HLS error, or a failed import, goes on with the
 * MP4 from the same second.
 */
export function attachSource(
  video: HTMLVideoElement,
  sources: PlaySources,
  env: PlayEnvironment = playEnvironment(video),
): AttachedSource {
  const plan = planSource(sources, env);
  let hls: Hls | undefined;
  let onMp4 = plan === 'mp4';
  let destroyed = false;

  const switchToMp4 = () => {
    const at = video.currentTime;
    hls?.destroy();
    hls = undefined;
    onMp4 = true;
    video.src = sources.mp4;
    if (at > 0) {
      video.addEventListener('loadedmetadata', () => void (video.currentTime = at), { once: true });
    }
  };

  if (plan === 'mp4') video.src = sources.mp4;
  else if (plan === 'native-hls') video.src = sources.hls!;
  else {
    loadHls()
      .then(({ default: HlsPlayer }) => {
        if (destroyed) return;
        if (!HlsPlayer.isSupported()) return switchToMp4();
        const instance = new HlsPlayer({ capLevelToPlayerSize: true, startLevel: -1 });
        hls = instance;
        instance.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal && !destroyed) switchToMp4();
        });
        instance.loadSource(sources.hls!);
        instance.attachMedia(video);
      })
      .catch(() => {
        if (!destroyed) switchToMp4();
      });
  }

  return {
    plan,
    fallback: () => {
      if (onMp4) return false;
      switchToMp4();
      return true;
    },
    destroy: () => {
      destroyed = true;
      hls?.destroy();
      hls = undefined;
    },
  };
}
