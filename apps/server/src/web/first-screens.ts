import {
  BOOT_CARD_LIST,
  BOOT_PAINT_TIMING,
  BOOT_VIDEO_BOX,
  BOOT_WORDS_FILE,
  type BootActivity,
  type BootWordsManifest,
} from '@vidmatrix/contract/boot-scripts';
import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { Language } from '@vidmatrix/contract/languages';
import { SCRIPT_TEXT_FIELDS, scriptAiLabel } from '@vidmatrix/contract/script-view';
import { STORE_PAGE_PATH } from '@vidmatrix/contract/touch-card-rules';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from '../http/origin';
import { mediaLinks } from '../shared/media-links';
import {
  academyBootScreen,
  chapterBootScreen,
  type AcademyBootScreen,
  type ChapterBootScreen,
} from '../modules/academy/service';
import { matrixBootActivity } from '../modules/distribution/service';
import { shareBootCover, shareBootScript, type ScriptBootScreen } from '../modules/share/service';
import { storeBootCard, type StoreBootCard } from '../modules/touch-card/service';
import type { FirstScreen } from './boot-scripts';
import { escapeHtml } from './web-html';

// What the share, touch-card, download and receive pages paint from their HTML before the app
// (decision 019), in the boxes and classes of apps/web/index.html that the pages' own CSS
// composes, so the page replaces it without a move. Texts and addresses escaped here; words from
// the web build, in the language of the link or the brand (a choice stored in the browser alone
// shows once the app has loaded).

/** An image of a first screen; the page's largest one fetched first and its paint reported (start-app.ts). */
function img(src: string, attrs = '', largest = false): string {
  const first = largest ? ` fetchpriority="high" elementtiming="${BOOT_PAINT_TIMING}"` : '';
  return `<img${attrs} src="${escapeHtml(src)}" alt=""${first}>`;
}

/** The words of one language; none from an older build, whose pages then paint none that need them. */
type Words = BootWordsManifest[string];

const text = (cls: string, value: string) => `<div class="${cls}">${escapeHtml(value)}</div>`;

/** A word with its `{{name}}` placeholders filled, as the app's i18n fills them. */
const fill = (word: string, values: Record<string, string | number>) =>
  word.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

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

/**
 * /traffic_chapter_detail: the link back to the course and the lesson's poster where its player
 * shows it (the player's own image until it plays); none without the words.
 */
function chapterScreen(chapter: ChapterBootScreen, words: Words | undefined): FirstScreen | undefined {
  if (!words) return undefined;
  const back = fill(words['academy:chapter.backToCourse'], { title: chapter.course_title });
  return {
    preload: chapter.poster,
    box: 'app-first app-academy-page',
    markup:
      text('app-academy-back', back) +
      `<div class="app-lesson-player">${img(chapter.poster, ' class="app-player-video"', true)}</div>`,
  };
}

/**
 * /trafficAcademy: the header and the list's first card (its cover, title and speaker where the
 * card shows them), over the page until the app shows its own (the app's header, words and
 * loading state differ until its calls are in); none without the words.
 */
function academyScreen(
  { header, course }: AcademyBootScreen,
  words: Words | undefined,
): FirstScreen | undefined {
  if (!words) return undefined;
  const cover = course?.cover ? img(course.cover, ' class="app-course-cover"', true) : '';
  const speaker = course?.speaker
    ? `<p class="app-academy-muted">${escapeHtml(fill(words['academy:course.speaker'], { name: course.speaker }))}</p>`
    : '';
  const card =
    course &&
    `<ul class="app-course-list"><li class="app-course-card"><div class="app-course-link">${cover}` +
      `<div class="app-course-body"><h2 class="app-course-title">${escapeHtml(course.title)}</h2>${speaker}</div></div></li></ul>`;
  return {
    preload: course?.cover || header.banner || undefined,
    box: 'app-first app-first-whole app-academy-page',
    markup:
      `<header class="app-academy-banner">` +
      (header.banner ? img(header.banner, ' class="app-academy-banner-image"') : '') +
      `<h1 class="app-academy-title">${escapeHtml(header.title)}</h1>` +
      (header.subtitle ? `<p class="app-academy-muted">${escapeHtml(header.subtitle)}</p>` : '') +
      `</header>${card ?? ''}`,
  };
}

/**
 * /shareScriptDetail: the script's title and label, who shares it, its facts and its plain-text
 * fields, as the page shows them (contract script-view), up to its rich text, which only the
 * app's sanitiser may render; none without the words.
 */
function scriptScreen(
  { team_name, script }: ScriptBootScreen,
  words: Words | undefined,
): FirstScreen | undefined {
  if (!words) return undefined;
  const label = scriptAiLabel(script);
  const title =
    escapeHtml(script.title) +
    (label ? ` <span class="app-script-ai">${escapeHtml(words[`share:script.${label}`])}</span>` : '');
  const facts = [
    words[`share:script.type_${script.type}`],
    `${words['share:script.orientation']} ${script.orientation}`,
    `${words['share:script.wordCount']} ${script.word_count}`,
    `${words['share:script.duration']} ${fill(words['share:script.seconds'], { count: script.expected_duration_seconds })}`,
  ];
  const field = (word: string, value: string) =>
    `<div class="app-script-field"><dt>${escapeHtml(word)}</dt><dd>${value}</dd></div>`;
  const fields = SCRIPT_TEXT_FIELDS.flatMap(([word, key]) =>
    script[key] ? [field(words[`share:script.${word}`], escapeHtml(script[key]))] : [],
  );
  if (!script.content && script.content_lines.length) {
    const lines = script.content_lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
    fields.push(field(words['share:script.contentLines'], `<ol class="app-script-lines">${lines}</ol>`));
  }
  return {
    box: 'app-first app-first-whole app-script-page',
    markup:
      `<h1 class="app-script-title">${title}</h1>` +
      `<p class="app-script-facts">${escapeHtml(fill(words['share:script.sharedBy'], { team: team_name }))}</p>` +
      `<p class="app-script-facts">${facts.map((f) => `<span>${escapeHtml(f)}</span>`).join('')}</p>` +
      `<dl class="app-script-fields">${fields.join('')}</dl>`,
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
 * or the list's header and first course (`banner`: the configured academy banner). Undefined for
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
    if (academy) return academyScreen(academy, words[language]);
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
