/**
 * The HTML's boot scripts (decision 019): small TypeScript modules of the web app (apps/web
 * src/boot/) that its build bundles on their own, each into one self-contained script, for the
 * server to inline in the pages that paint before the app has loaded. The build writes this
 * manifest beside its others; the server reads the scripts from it. Zod-free: the scripts import it.
 */
export const BOOT_SCRIPTS_FILE = '.vite/boot-scripts.json';

export type BootScriptName = 'claim' | 'cover' | 'tap';

export interface BootScript {
  /** The bundled script: the exact text of its inline <script> element. */
  code: string;
  /** `'sha256-…'` of `code`: the page's Content-Security-Policy allows the script by it. */
  hash: string;
  /** The pages (and their sub-paths) that carry it; empty when the reply decides (the cover, the tap). */
  paths: string[];
}

export type BootScriptsManifest = Record<BootScriptName, BootScript>;

/** What a boot script starts once the page's first paint is in: the app's entry or a preload. */
export type AppStart = readonly [rel: 'script' | 'modulepreload' | 'preload', href: string];

/** The attribute carrying the JSON `AppStart[]` on a boot script's element (`data-start`). */
export const BOOT_START_ATTRIBUTE = 'data-start';

/**
 * The attribute carrying the page's own address on the tap script's element (`data-target`):
 * `/n/<code>` answers with its target page's HTML, and the script makes that address the
 * document's before anything reads it (decision 025). Data, not script text: one CSP hash.
 */
export const BOOT_TARGET_ATTRIBUTE = 'data-target';

/**
 * The id of the share page's first cover in its HTML: the server paints it, the cover script
 * waits for it, and the page removes it once its own list shows the same image.
 */
export const BOOT_COVER_ID = 'boot-cover';

/**
 * The class of the empty video box in the download page's first screen (the server writes it):
 * the boot claim paints the claimed video's cover in it.
 */
export const BOOT_VIDEO_BOX = 'app-download-video';

/** The class of the empty card list in the receive page's first screen: the boot claim fills it. */
export const BOOT_CARD_LIST = 'app-receive-cards';

/**
 * The web app's own words some pages' first screens need from the server (decision 019), as
 * `namespace:key` of its locale files. The web build writes them per language into
 * BOOT_WORDS_FILE; the server reads them from there, never from a copy in its own catalog.
 */
export const BOOT_WORDS = [
  'touch-card:writer.title',
  'touch-card:addWx.title',
  'distribution:download.title',
  'distribution:card.demoPlatform',
  'distribution:receive.title',
  'distribution:receive.selectAll',
] as const;

export type BootWord = (typeof BOOT_WORDS)[number];

export const BOOT_WORDS_FILE = '.vite/boot-words.json';

/** BOOT_WORDS_FILE: per language of the app, each word's text. */
export type BootWordsManifest = Record<string, Record<BootWord, string>>;
