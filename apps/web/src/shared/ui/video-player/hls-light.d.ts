// hls.js ships types for its full build only; the light build has the same API minus features
// the lessons do not use (subtitles, alternate audio, DRM).
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
