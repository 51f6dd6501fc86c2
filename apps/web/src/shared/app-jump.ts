import { JUMP_FAIL_TOAST_MS } from '@vidmatrix/contract/distribution-routes';

/**
 * Opens an app link (`snssdk1128://…`, `weixin://`) by clicking a temporary anchor: browsers
 * treat that like the visitor's own tap, where assigning `location` is refused or prompts twice.
 */
export function clickLink(href: string, options: { download?: string; newTab?: boolean } = {}): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.rel = 'noopener';
  if (options.download !== undefined) anchor.download = options.download;
  if (options.newTab) anchor.target = '_blank';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

export interface JumpWatchOptions {
  /** Shown when the page is still visible after the delay (the app did not open). */
  onFail: () => void;
  delayMs?: number;
  doc?: Document;
}

/**
 * After an app link was opened: if the page is still visible `delayMs` later, the app did not
 * open (spec §4: "jump failed, check the app is installed"). The page going hidden means the app
 * took over, and coming back then must not show the toast, so hiding cancels the watch.
 * Returns a cancel function.
 */
export function watchJump({
  onFail,
  delayMs = JUMP_FAIL_TOAST_MS,
  doc = document,
}: JumpWatchOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    doc.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', stop);
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') stop();
  };
  timer = setTimeout(() => {
    const stillHere = doc.visibilityState !== 'hidden';
    stop();
    if (stillHere) onFail();
  }, delayMs);
  doc.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', stop);
  return stop;
}

/** Opens `href` and watches for the jump to fail. Returns the watch's cancel function. */
export function openAppLink(href: string, options: JumpWatchOptions): () => void {
  clickLink(href);
  return watchJump(options);
}
