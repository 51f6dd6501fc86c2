import {
  BOOT_CARD_LIST,
  BOOT_VIDEO_BOX,
  BOOT_WORDS_FILE,
  type BootActivity,
  type BootWordsManifest,
} from '@vidmatrix/contract/boot-scripts';
import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { Language } from '@vidmatrix/contract/languages';
import { STORE_PAGE_PATH } from '@vidmatrix/contract/touch-card-rules';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from '../http/origin';
import { mediaLinks } from '../shared/media-links';
import { academyBootScreen, chapterBootScreen } from '../modules/academy/service';
import { matrixBootActivity } from '../modules/distribution/service';
import { shareBootCover, shareBootScript } from '../modules/share/service';
import { storeBootCard, type StoreBootCard } from '../modules/touch-card/service';
import { academyScreen, chapterScreen } from './academy-screens';
import type { FirstScreen } from './boot-scripts';
import { img, text, type Words } from './screen-markup';
import { scriptScreen } from './script-screen';
import { escapeHtml } from './web-html';

// What the share, touch-card, download and receive pages paint from their HTML before the app
// (decision 019), in the boxes and classes of apps/web/index.html that the pages' own CSS
// composes, so the page replaces it without a move. Texts and addresses escaped here; words from
// the web build, in the language of the link or the brand (a choice stored in the browser alone
// shows once the app has loaded).

/** The share page's first cover, in the box of its list's first card. */
const shareCoverScreen = (cover: string): FirstScreen => ({
  preload: cover,
  box: 'app-cover',
  markup: img(cover, '', true),
});

/** /PenCardPage: the store's logo, title and business line. */
export const storeScreen = (card: StoreBootCard): FirstScreen => ({
  preload: card.logo_url,
  box: 'app-store',
  markup:
    img(card.logo_url, ' class="app-store-logo"', true) +
    text('app-store-title', card.title) +
    (card.main_business ? text('app-store-business', card.main_business) : ''),
});

/** /CardWriterPage: the writer's header — logo, its translated title, the store's name. */
function writerScreen(card: StoreBootCard, words: Words | undefined): FirstScreen | undefined {
  if (!words) return undefined;
  const logo = img(card.logo_url, ' class="app-visitor-logo" width="40" height="40"', true);
  const title = text('app-writer-title', words['touch-card:writer.title']);
  return {
    preload: card.logo_url,
    box: 'app-first app-visitor-page',
    markup: `<div class="app-visitor-header">${logo}<div>${title}${text('app-writer-store', card.title)}</div></div>`,
  };
}

/** /AddWxPage: the header and the merchant's WeChat QR code under its heading; none without a code. */
function addWxScreen(card: StoreBootCard, words: Words | undefined): FirstScreen | undefined {
  const qr = card.wechat_qr_url;
  if (!words || !qr) return undefined;
  const logo = img(card.logo_url, ' class="app-visitor-logo" width="48" height="48"');
  const heading = text('app-wx-heading', words['touch-card:addWx.title']);
  return {
    preload: qr,
    box: 'app-first app-visitor-page app-wx-page',
    markup:
      `<div class="app-visitor-header">${logo}${text('app-wx-title', card.title)}</div>` +
      `<div class="app-wx-card">${heading}${img(qr, ' class="app-wx-qr"', true)}</div>`,
  };
}

const demoBadge = (words: Words) =>
  `<div class="app-demo-badge" hidden>${escapeHtml(words['distribution:card.demoPlatform'])}</div>`;

/**
 * A claim page's first screen, before its claim (no lookup: the claim is the visitor's own, sent
 * by the boot claim from the browser, which paints the covers into it): the page's heading, its
 * demo badge hidden until the claim says so, and the empty video box (the download page) or card
 * list under its select-all box (the receive page).
 */
export function claimScreenOf(path: string, words: Words | undefined): FirstScreen | undefined {
  if (!words) return undefined;
  if (path === PAGE_PATHS.publishVideoDownload) {
    return {
      box: 'app-first app-claim-page app-download-page',
      markup:
        text('app-download-heading', words['distribution:download.title']) +
        demoBadge(words) +
        `<div class="${BOOT_VIDEO_BOX}"></div>`,
    };
  }
  if (path === PAGE_PATHS.receiveVideos) {
    const selectAll = escapeHtml(words['distribution:receive.selectAll']);
    return {
      box: 'app-first app-claim-page app-receive-page',
      markup:
        text('app-receive-heading', words['distribution:receive.title']) +
        demoBadge(words) +
        `<div class="app-receive-toolbar"><label class="app-receive-check"><input type="checkbox" disabled>` +
        `<span>${selectAll}</span></label></div><ul class="${BOOT_CARD_LIST}"></ul>`,
    };
  }
  return undefined;
}

/** The touch-card pages' first screens, by page; the words of the page's language. */
const CARD_SCREENS: Record<
  string,
  (card: StoreBootCard, words: Words | undefined) => FirstScreen | undefined
> = {
  [STORE_PAGE_PATH]: storeScreen,
  [PAGE_PATHS.cardWriter]: writerScreen,
  [PAGE_PATHS.addWx]: addWxScreen,
};

/** The web build's words (BOOT_WORDS_FILE), read once with the build. */
export async function loadBootWords(distDir: string): Promise<Partial<BootWordsManifest>> {
  try {
    return JSON.parse(await readFile(join(distDir, BOOT_WORDS_FILE), 'utf8')) as BootWordsManifest;
  } catch {
    return {};
  }
}

/**
 * Asks the modules what the page at `path` paints first: the share module its open link's first
 * cover, the touch-card module the card its pages show, the academy module the lesson's poster
 * or the list's header and first page (`banner`: the configured academy banner). Undefined for
 * any other page, and when the lookup fails: the page then loads as before, never failing for it.
 */
export async function firstScreenOf(
  app: FastifyInstance,
  request: FastifyRequest,
  [path, query]: [string, Record<string, unknown>],
  { words, language, banner }: { words: Partial<BootWordsManifest>; language: Language; banner?: string },
): Promise<FirstScreen | undefined> {
  const brandKey = request.brand.key;
  try {
    const cardScreen = CARD_SCREENS[path];
    if (cardScreen) {
      const imageUrl = (key: string) => app.storage.url(key, '');
      const card = await storeBootCard(app.db, query.code, brandKey, imageUrl);
      return card && cardScreen(card, words[language]);
    }
    const media = mediaLinks(app, request);
    const chapter = await chapterBootScreen({ db: app.db, brandKey, media }, [path, query]);
    if (chapter) return chapterScreen(chapter, words[language]);
    const academy = await academyBootScreen({ db: app.db, brandKey, media, banner, language }, [path, query]);
    if (academy) return academyScreen(academy, words[language], language);
    const script = await shareBootScript({ db: app.db, brandKey }, path, query);
    if (script) return scriptScreen(script, words[language]);
    const cover = await shareBootCover({ db: app.db, brandKey, origin: originOf(request) }, path, query);
    return cover === undefined ? undefined : shareCoverScreen(cover);
  } catch (err) {
    request.log.warn({ err }, 'first screen lookup failed');
    return undefined;
  }
}

/**
 * The running activity a claim page's boot claim may need beside its link (the matrix page's,
 * whose link names no platform: the distribution module answers it). Undefined for the other
 * claim pages, and when the lookup fails: the boot claim then leaves it to the app.
 */
export async function claimActivityOf(
  app: FastifyInstance,
  request: FastifyRequest,
  page: [string, Record<string, unknown>],
): Promise<BootActivity | undefined> {
  try {
    return await matrixBootActivity(app.db, request.brand.key, page);
  } catch (err) {
    request.log.warn({ err }, 'boot activity lookup failed');
    return undefined;
  }
}
