import { BOOT_PAINT_TIMING, BOOT_START_ATTRIBUTE, type AppStart } from '@vidmatrix/contract/boot-scripts';

/**
 * The app's own scripts wait for the page's first cover (or the claim's failure), at most this
 * long: on a slow line they would otherwise share its bandwidth and connections with the cover.
 */
const APP_WAIT_MS = 2000;

/** The app's entry, its preloads and the page's preloads the server left to this script, in order. */
export function startList(script: HTMLOrSVGScriptElement | null = document.currentScript): AppStart[] {
  const json = script?.getAttribute(BOOT_START_ATTRIBUTE);
  return json ? (JSON.parse(json) as AppStart[]) : [];
}

/** The element that starts one of them; crossorigin as Vite's own tags in index.html. */
function startTag(rel: AppStart[0], href: string): HTMLElement {
  if (rel === 'script') {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = href;
    return script;
  }
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'style';
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * The longest wait for the largest image's paint report (it never comes for an image that failed
 * or was not painted); where the browser has no Element Timing, one frame and this long at most.
 */
const PAINT_WAIT_MS = 400;
const FRAME_WAIT_MS = 100;

const hasElementTiming = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes?.includes('element') ?? false);

/**
 * Runs `fn` once the first screen's largest image (BOOT_PAINT_TIMING) is on screen. A loaded
 * image is presented a frame or more later, and a request started before that counts towards the
 * largest paint in Lighthouse's simulation: with the chapter page's scripts started at its poster's
 * load (~60 ms before it was presented) its LCP read 1.13 s instead of ~0.85 s (decision 019).
 */
function afterPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (hasElementTiming()) {
    const observer = new PerformanceObserver((list) => {
      if (
        !list
          .getEntries()
          .some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === BOOT_PAINT_TIMING)
      )
        return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'element', buffered: true });
    setTimeout(run, PAINT_WAIT_MS);
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
    setTimeout(run, FRAME_WAIT_MS);
  }
}

/**
 * `go()`, which adds `links` to the head once, after the next paint: the app starts. Called when
 * the first paint's images are in, and by a timer at the latest APP_WAIT_MS from now, whatever
 * happens to the rest of the script.
 */
export function appStarter(links: readonly AppStart[]): () => void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    afterPaint(() => {
      for (const [rel, href] of links) document.head.append(startTag(rel, href));
    });
  };
  setTimeout(go, APP_WAIT_MS);
  return go;
}
