import { APP_WAIT_MS, START_APP, withoutAppScripts, type AppStart } from './boot-claim';
import { escapeHtml, serializeForScript, withEarlyHeadTag } from './web-html';

/**
 * Starts the app's scripts and the page's preloads once the HTML's cover has loaded (or failed),
 * at most APP_WAIT_MS later: on slow 4G and HTTP/1.1 a dozen script requests would otherwise go
 * ahead of the cover, the page's largest paint (as the distribution pages' boot-claim.ts).
 * Static text, so one CSP hash serves every page.
 */
export const BOOT_COVER_SCRIPT = `(()=>{const d=JSON.parse(document.currentScript.dataset.start);${START_APP}
setTimeout(go,${APP_WAIT_MS});const m=document.querySelector('#boot-cover img');if(!m||m.complete)go();else m.onload=m.onerror=go})()`;

/**
 * A page's first cover painted from the HTML (decision 019, the share page): a preload at the
 * top of the head and the image in the box the page's first card puts it (apps/web/index.html
 * `.app-cover`), outside #root so React's first commit keeps it; the page removes it when its
 * own list shows the same image. The app's entry and its preloads, and the page's `links`, are
 * started by the script after the image.
 */
export function withBootCover(html: string, src: string, links: readonly AppStart[]): string {
  const app = withoutAppScripts(html);
  const href = escapeHtml(src);
  const start = escapeHtml(serializeForScript({ pl: [...app.scripts, ...links] }));
  const preload = `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
  const body =
    `<div id="boot-cover" class="app-cover"><img src="${href}" alt="" fetchpriority="high"></div>\n    ` +
    `<script data-start="${start}">${BOOT_COVER_SCRIPT}</script>`;
  return withEarlyHeadTag(app.html, preload).replace('</body>', () => `  ${body}\n  </body>`);
}
