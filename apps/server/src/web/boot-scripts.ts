import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BOOT_ACTIVITY_ATTRIBUTE,
  BOOT_COVER_ID,
  BOOT_SCRIPTS_FILE,
  BOOT_START_ATTRIBUTE,
  BOOT_TARGET_ATTRIBUTE,
  opensPage,
  type AppStart,
  type BootActivity,
  type BootScript,
  type BootScriptsManifest,
} from '@vidmatrix/contract/boot-scripts';
import { escapeHtml, serializeForScript, withEarlyHeadTag, withTagAfterBrand } from './web-html';

/**
 * The web build's boot scripts (apps/web src/boot/, bundled by its build/boot-scripts.ts): the
 * code the server inlines, as built, never a copy of it. A build without the manifest (an older
 * build) gets none, and its pages load their app as Vite wrote them.
 */
export async function loadBootScripts(distDir: string): Promise<Partial<BootScriptsManifest>> {
  try {
    return JSON.parse(await readFile(join(distDir, BOOT_SCRIPTS_FILE), 'utf8')) as BootScriptsManifest;
  } catch {
    return {};
  }
}

/** Whether the page at `path` carries `script` (one of its pages, as the app's router opens them). */
export const carries = (script: BootScript | undefined, path: string): script is BootScript =>
  !!script?.paths.some((page) => opensPage(path, page));

/** The built index.html's entry script and the modulepreloads Vite put beside it. */
const APP_TAGS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The page without its entry script and the entry's preloads, and those, in order, for a boot script. */
function withoutAppScripts(html: string): { html: string; scripts: AppStart[] } {
  const scripts: AppStart[] = [];
  const rest = html.replace(APP_TAGS, (_, src?: string, href?: string) => {
    scripts.push(src ? ['script', src] : ['modulepreload', href!]);
    return '';
  });
  return { html: rest, scripts };
}

/** A data attribute of a boot script's element: JSON, escaped for the attribute. */
const dataAttribute = (name: string, value: unknown) => ` ${name}="${escapeHtml(serializeForScript(value))}"`;

/** The inline element: the script as built (one CSP hash per build), what it starts (and knows) as data. */
const scriptTag = (script: BootScript, start: readonly AppStart[], activity?: BootActivity) =>
  `<script${dataAttribute(BOOT_START_ATTRIBUTE, start)}${activity ? dataAttribute(BOOT_ACTIVITY_ATTRIBUTE, activity) : ''}>${script.code}</script>`;

/**
 * A distribution page whose first claim leaves with its HTML (decision 019): the claim script
 * right after the brand's (it reads `window.__BRAND__`), before any stylesheet, which a
 * parser-inserted script would wait for. It reads the link (and the matrix page's `activity`),
 * sends the claim, paints its cover, and then starts the app's scripts and the page's `links`,
 * taken out of the head here.
 */
export function withBootClaim(
  html: string,
  script: BootScript,
  links: readonly AppStart[],
  activity?: BootActivity,
): string {
  const app = withoutAppScripts(html);
  return withTagAfterBrand(app.html, scriptTag(script, [...app.scripts, ...links], activity));
}

/** What a page paints from its HTML before its app (decision 019). */
export interface FirstScreen {
  /** The page's largest image, when the server knows it: preloaded first in the head. */
  preload?: string;
  /** The box's classes in apps/web/index.html: the place the page's own first screen has. */
  box: string;
  /** Its markup, texts and addresses escaped (web/first-screens.ts); the cover script waits for its images. */
  markup: string;
}

/** The first screen's element, after #root so React's first commit keeps it. */
const screenTag = ({ box, markup }: FirstScreen) =>
  `<div id="${BOOT_COVER_ID}" class="${box}">${markup}</div>`;

const beforeBodyEnd = (html: string, tags: string) => html.replace('</body>', () => `  ${tags}\n  </body>`);

/**
 * A page's first screen painted from the HTML (decision 019: the share page's first cover, the
 * touch-card pages' header and QR code): a preload at the top of the head and the screen in the
 * box the page puts it (apps/web/index.html); the page removes it when its own view shows the
 * same. The cover script after it starts the app's entry, its preloads and the page's `links`
 * once its images are in.
 */
export function withBootCover(
  html: string,
  script: BootScript,
  screen: FirstScreen,
  links: readonly AppStart[],
): string {
  const app = withoutAppScripts(html);
  const start = scriptTag(script, [...app.scripts, ...links]);
  const page = beforeBodyEnd(app.html, `${screenTag(screen)}\n    ${start}`);
  if (!screen.preload) return page;
  return withEarlyHeadTag(
    page,
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(screen.preload)}">`,
  );
}

/** A claim page's first screen without images of its own: its boot claim paints the cover into it. */
export const withFirstScreen = (html: string, screen: FirstScreen) => beforeBodyEnd(html, screenTag(screen));

/**
 * The page `/n/<code>` answers with instead of redirecting (decision 025): the tap script at the
 * very top of the head, before any other script, stylesheet or preload, with the page's own
 * address as its data (the script's text, and so its CSP hash, is the same for every card). It
 * replaces the tap URL in the address bar, so the router, the boot claim and analytics read the
 * target's as after a redirect. Added last: nothing else goes above it.
 */
export function withBootTap(html: string, script: BootScript, target: string): string {
  return withEarlyHeadTag(
    html,
    `<script ${BOOT_TARGET_ATTRIBUTE}="${escapeHtml(target)}">${script.code}</script>`,
  );
}
