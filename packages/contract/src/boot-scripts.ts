/**
 * The HTML's boot scripts (decision 019): small TypeScript modules of the web app (apps/web
 * src/boot/) that its build bundles on their own, each into one self-contained script, for the
 * server to inline in the pages that paint before the app has loaded. The build writes this
 * manifest beside its others; the server reads the scripts from it. Zod-free: the scripts import it.
 */
import type { DISTRIBUTION_PLATFORMS } from './distribution-routes';

export const BOOT_SCRIPTS_FILE = '.vite/boot-scripts.json';

export type BootScriptName = 'claim' | 'cover' | 'tap';

/** A page that carries a boot script: its path, and its sub-paths too unless spec §2 marks it exact. */
export interface BootPath {
  path: string;
  exact: boolean;
}

/** Whether `pathname` opens the page at `route`, as the app's router matches it. */
export const opensPage = (pathname: string, { path, exact }: BootPath): boolean =>
  pathname === path || (!exact && pathname.startsWith(`${path}/`));

export interface BootScript {
  /** The bundled script: the exact text of its inline <script> element. */
  code: string;
  /** `'sha256-…'` of `code`: the page's Content-Security-Policy allows the script by it. */
  hash: string;
  /** The pages that carry it; empty when the reply decides (the cover, the tap). */
  paths: BootPath[];
}

export type BootScriptsManifest = Record<BootScriptName, BootScript>;

/** What a boot script starts once the page's first paint is in: the app's entry or a preload. */
export type AppStart = readonly [rel: 'script' | 'modulepreload' | 'preload', href: string];

/** The attribute carrying the JSON `AppStart[]` on a boot script's element (`data-start`). */
export const BOOT_START_ATTRIBUTE = 'data-start';

/**
 * The attribute carrying, on the boot claim's element, the running activity a matrix link names
 * (JSON BootActivity, as share_url_info answers it): a link without a platform claims on the
 * activity's first, and the server knows them, so the claim need not wait for the app to ask.
 */
export const BOOT_ACTIVITY_ATTRIBUTE = 'data-activity';

/** BOOT_ACTIVITY_ATTRIBUTE's JSON: the activity's id and its platforms, in the activity's order. */
export interface BootActivity {
  activity_id: number;
  platforms: (typeof DISTRIBUTION_PLATFORMS)[number][];
}

/**
 * The attribute carrying the page's own address on the tap script's element (`data-target`):
 * `/n/<code>` answers with its target page's HTML, and the script makes that address the
 * document's before anything reads it (decision 025). Data, not script text: one CSP hash.
 */
export const BOOT_TARGET_ATTRIBUTE = 'data-target';

/**
 * The `elementtiming` name of a first screen's largest image (the server's, or the cover the boot
 * claim paints): the boot script starts the app once Chromium reports that image presented.
 */
export const BOOT_PAINT_TIMING = 'boot-largest';

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
  'academy:chapter.backToCourse',
  'academy:course.speaker',
  'academy:course.classHours',
  'academy:course.duration',
  'academy:course.updated',
  'academy:course.progress',
  'academy:course.start',
  'academy:course.continue',
  'common:figures.s',
  'common:figures.min',
  'common:figures.h',
  'share:script.sharedBy',
  'share:script.aiLabel',
  'share:script.aiTemplate',
  'share:script.type_shot',
  'share:script.type_whole',
  'share:script.orientation',
  'share:script.wordCount',
  'share:script.duration',
  'share:script.seconds',
  'share:script.lines',
  'share:script.reference_video',
  'share:script.basic_info',
  'share:script.other_info',
  'share:script.scene_requirements',
  'share:script.content_points',
  'share:script.contentLines',
] as const;

export type BootWord = (typeof BOOT_WORDS)[number];

export const BOOT_WORDS_FILE = '.vite/boot-words.json';

/** BOOT_WORDS_FILE: per language of the app, each word's text. */
export type BootWordsManifest = Record<string, Record<BootWord, string>>;
