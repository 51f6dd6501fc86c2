import { BOOT_START_ATTRIBUTE, type AppStart } from '@vidmatrix/contract/boot-scripts';

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
 * `go()`, which adds `links` to the head once: the app starts. Called when the first paint is in,
 * and by a timer at the latest APP_WAIT_MS from now, whatever happens to the rest of the script.
 */
export function appStarter(links: readonly AppStart[]): () => void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const [rel, href] of links) document.head.append(startTag(rel, href));
  };
  setTimeout(go, APP_WAIT_MS);
  return go;
}
