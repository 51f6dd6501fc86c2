import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'node:querystring';
import type { BootScriptsManifest, BootWordsManifest } from '@vidmatrix/contract/boot-scripts';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@vidmatrix/contract/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { pathOf } from '../http/paths';
import { translate } from '../locales/catalog';
import {
  carries,
  loadBootScripts,
  withBootClaim,
  withBootCover,
  withBootTap,
  withFirstScreen,
} from './boot-scripts';
import { claimActivityOf, claimScreenOf, firstScreenOf, loadBootWords } from './first-screens';
import { pagePreview } from './page-previews';
import { renderIndexHtml, withBootSpinner, withHeadTags, withHtmlLang, withSharePreview } from './web-html';
import { loadPreloads, preloadTags, type PreloadLink, type Preloads } from './web-preloads';

type Query = Record<string, unknown>;

/** What the web build gives every page: its index.html, the per-path preloads, the boot scripts. */
interface Build {
  template: string;
  preloads: Preloads;
  boot: Partial<BootScriptsManifest>;
  words: Partial<BootWordsManifest>;
}

/** The pages of the built web app, answered per brand (web-plugin.ts, and `/n/<code>` through app.ts). */
export interface BrandPages {
  /** Answers the request with the page at its own URL; false when there is no build. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /**
   * Answers the request with the page at `target` (a path and query of this app), as if the
   * browser had been redirected there, without the round trip: the tap script first in the head
   * turns the document's address into `target` before anything reads it (decision 025). Private
   * and never stored, as the redirect it replaces. False when there is no build, or the build
   * has no tap script (an older one): the caller redirects then.
   */
  sendAs(request: FastifyRequest, reply: FastifyReply, target: string): Promise<boolean>;
}

/**
 * The HTML assembly of every page: the built index.html with the host's brand, what the page
 * paints before its app (decision 019), its language and its link preview. Above the modules, it
 * asks them what a page paints first (first-screens.ts).
 */
export function brandPages(
  app: FastifyInstance,
  { WEB_DIST_DIR, ACADEMY_BANNER_URL }: Pick<Config, 'WEB_DIST_DIR' | 'ACADEMY_BANNER_URL'>,
): BrandPages {
  const root = resolve(WEB_DIST_DIR);
  let build: Promise<Build | undefined> | undefined;
  const branded = new Map<string, string>();

  /** The build, read once; read again on a later request while it is missing (`npm run build`). */
  function loadBuild(): Promise<Build | undefined> {
    build ??= (async () => {
      try {
        const template = await readFile(join(root, 'index.html'), 'utf8');
        return {
          template,
          preloads: await loadPreloads(root, template),
          boot: await loadBootScripts(root),
          words: await loadBootWords(root),
        };
      } catch {
        build = undefined;
        return undefined;
      }
    })();
    return build;
  }

  /**
   * What the page paints before its app (decision 019): a claim page's claim leaves with the
   * HTML (web src/boot/boot-claim.ts), with the download and receive pages' first screens for it
   * to paint into; the share page's first cover and the touch-card pages' first screens come with
   * it (first-screens.ts); any other page preloads its chunks, styles and words beside the entry.
   */
  async function withFirstPaint(
    request: FastifyRequest,
    { boot, words }: Build,
    [path, query, language]: [string, Query, Language],
    html: string,
    links: readonly PreloadLink[],
  ): Promise<string> {
    const starts = links.map(({ rel, href }) => [rel, href] as const);
    const { claim, cover: coverScript } = boot;
    if (carries(claim, path)) {
      const activity = await claimActivityOf(app, request, [path, query]);
      const page = withBootClaim(html, claim, starts, activity);
      const screen = claimScreenOf(path, words[language]);
      return screen ? withFirstScreen(page, screen) : page;
    }
    const screen =
      coverScript &&
      (await firstScreenOf(app, request, [path, query], { words, language, banner: ACADEMY_BANNER_URL }));
    if (coverScript && screen) return withBootCover(html, coverScript, screen, starts);
    return withHeadTags(html, preloadTags(links));
  }

  /** The page at `url` (path and query, `query` parsed from it) on the request's brand host. */
  async function render(request: FastifyRequest, built: Build, url: string, query: Query): Promise<string> {
    let html = branded.get(request.brand.key);
    if (!html) branded.set(request.brand.key, (html = renderIndexHtml(built.template, request.brand)));
    const wanted = query.language;
    const lang = typeof wanted === 'string' ? matchLanguage(wanted) : undefined;
    const path = pathOf(url);
    // The client picks its language the same way (link, else the brand's default); a stored
    // choice it alone knows costs at worst one unused locale file.
    const language = lang ?? (request.brand.abroad ? 'en' : DEFAULT_LANGUAGE);
    html = await withFirstPaint(
      request,
      built,
      [path, query, language],
      html,
      built.preloads(path, language),
    );
    html = withBootSpinner(html, translate(language, 'page.loading'), request.brand.themeColor);
    // Every public page carries the host brand's link preview (issues 6 and 17).
    const preview = pagePreview(request, url, lang);
    if (preview) html = withSharePreview(html, request.brand, preview);
    return lang ? withHtmlLang(html, lang) : html;
  }

  function answer(reply: FastifyReply, html: string, cacheControl: string): FastifyReply {
    // Enforced; its inline-script hashes match this very page (plugins/security-headers.ts).
    if (app.hasDecorator('pagePolicy')) reply.header('content-security-policy', app.pagePolicy(html));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', 'Host')
      .send(html);
  }

  return {
    async send(request, reply) {
      const built = await loadBuild();
      if (!built) return false;
      answer(reply, await render(request, built, request.url, request.query as Query), 'no-cache');
      return true;
    },
    async sendAs(request, reply, target) {
      const built = await loadBuild();
      const tap = built?.boot.tap;
      if (!built || !tap) return false;
      const q = target.indexOf('?');
      const html = await render(request, built, target, q < 0 ? {} : parse(target.slice(q + 1)));
      // Content-Location names the page this HTML is (RFC 9110 §8.7), as the redirect's Location did.
      answer(reply.header('content-location', target), withBootTap(html, tap, target), 'no-store');
      return true;
    },
  };
}
