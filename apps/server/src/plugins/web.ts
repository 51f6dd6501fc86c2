import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { BRAND_ASSET_FILES, readBrandAsset } from '@vidmatrix/brands/assets';
import { BRAND_ASSET_PATHS, brandManifest } from '@vidmatrix/brands/manifest';
import { DEFAULT_LANGUAGE, matchLanguage } from '@vidmatrix/contract/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, pathOf } from '../http/paths';
import { translate } from '../locales/catalog';
import {
  escapeHtml,
  renderIndexHtml,
  withBootSpinner,
  withEarlyHeadTag,
  withHeadTags,
  withHtmlLang,
  withSharePreview,
} from './web-html';
import { bootClaimTag, bootClaimTarget, withoutAppScripts } from './boot-claim';
import { withBootCover } from './boot-cover';
import { loadPreloads, preloadTags, type Preloads } from './web-preloads';
import { pagePreview, SHARE_IMAGE_PATH } from './page-previews';
import { renderShareCard } from './share-image';

export interface WebOptions {
  distDir: string;
  /** The first cover a page paints from its HTML (the share module's), if any. */
  bootCover?: (request: FastifyRequest, path: string) => Promise<string | undefined>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built web app per brand: hashed assets cached forever, other build files as they
 * are, and every other page path answered with index.html carrying the host's brand, so a deep
 * link (`/distribution_video?…`) opened from a QR code works without a redirect.
 */
export default async function webPlugin(app: FastifyInstance, { distDir, bootCover }: WebOptions) {
  const root = resolve(distDir);
  let template: string | undefined;
  let preloads: Preloads | undefined;
  const pages = new Map<string, string>();
  const assets = new Map<string, Buffer>();

  // Vite puts content-hashed files in /assets: a changed file gets a new name, so cache forever.
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    index: false,
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
    // The build's brotli/gzip copies (apps/web/scripts/precompress.mjs), chosen by Accept-Encoding.
    preCompressed: true,
  });
  // Only for reply.sendFile on the other build files (robots.txt, images from public/…).
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });

  async function brandPage(request: FastifyRequest): Promise<string | undefined> {
    if (template === undefined) {
      try {
        template = await readFile(join(root, 'index.html'), 'utf8');
        preloads = await loadPreloads(root, template);
      } catch {
        return undefined;
      }
    }
    let html = pages.get(request.brand.key);
    if (!html) pages.set(request.brand.key, (html = renderIndexHtml(template, request.brand)));
    const wanted = (request.query as Record<string, unknown>).language;
    const lang = typeof wanted === 'string' ? matchLanguage(wanted) : undefined;
    const path = pathOf(request.url);
    // The client picks its language the same way (link, else the brand's default); a stored
    // choice it alone knows costs at worst one unused locale file.
    const fallback = request.brand.abroad ? 'en' : DEFAULT_LANGUAGE;
    const language = lang ?? fallback;
    // A distribution page's claim leaves with the HTML, before the app (boot-claim.ts).
    const claim = bootClaimTarget(path, request.query as Record<string, unknown>);
    const links = preloads?.(path, language) ?? [];
    const starts = links.map(({ rel, href }) => [rel, href] as const);
    // The share page's first cover comes with the HTML (boot-cover.ts), when its link is open;
    // the page itself never fails for it: without the cover it loads as before.
    const cover = claim
      ? undefined
      : await bootCover?.(request, path).catch((err: unknown) => {
          request.log.warn({ err }, 'boot cover lookup failed');
          return undefined;
        });
    if (claim) {
      // The app's scripts and the page's preloads start from the boot script, after the cover.
      const app = withoutAppScripts(html);
      const start = [...app.scripts, ...starts];
      html = withEarlyHeadTag(app.html, bootClaimTag(claim, request.brand.bizid, lang, fallback, start));
    } else if (cover) {
      html = withBootCover(html, cover, starts);
    } else {
      html = withHeadTags(html, preloadTags(links));
    }
    html = withBootSpinner(html, translate(language, 'page.loading'), request.brand.themeColor);
    // Every public page carries the host brand's link preview (issues 6 and 17).
    const preview = pagePreview(request, path, lang);
    if (preview) html = withSharePreview(html, request.brand, preview);
    return lang ? withHtmlLang(html, lang) : html;
  }

  function buildMissing(request: FastifyRequest, reply: FastifyReply) {
    const title = escapeHtml(request.t('page.build_missing_title'));
    const body = escapeHtml(request.t('page.build_missing_body', { command: '`npm run build`' }));
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="${request.language}"><head><meta charset="utf-8"><title>${title}</title></head>` +
          `<body><h1>${title}</h1><p>${body}</p></body></html>`,
      );
  }

  const hidden = { schema: { hide: true } };

  app.get(BRAND_ASSET_PATHS.manifest, hidden, async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(brandManifest(request.brand))),
  );

  for (const file of BRAND_ASSET_FILES) {
    app.get(`/brand/${file}`, hidden, async (request, reply) => {
      const key = `${request.brand.key}/${file}`;
      let bytes = assets.get(key);
      if (!bytes) assets.set(key, (bytes = readBrandAsset(request.brand, file)));
      // Same URL on every host with different bytes: caches must key on the host too.
      return reply
        .type(file.endsWith('.png') ? 'image/png' : 'image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Host')
        .send(bytes);
    });
  }

  // The link-preview card (share-image.ts): rendered once per brand per process, then kept.
  const cards = new Map<string, Buffer>();
  app.get(SHARE_IMAGE_PATH, hidden, async (request, reply) => {
    let png = cards.get(request.brand.key);
    if (!png) {
      png = renderShareCard(request.brand, readBrandAsset(request.brand, 'icon.svg').toString('utf8'));
      cards.set(request.brand.key, png);
    }
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'Host')
      .send(png);
  });

  app.get('/*', hidden, async (request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path) || path.startsWith('/assets/')) return reply.callNotFound();
    let file: string | undefined;
    try {
      file = resolve(root, `.${decodeURIComponent(path)}`);
    } catch {
      file = undefined; // malformed %-encoding: treat as a page path
    }
    if (file && file.startsWith(root + sep) && file !== join(root, 'index.html') && (await isFile(file))) {
      return reply.header('cache-control', 'no-cache').sendFile(file.slice(root.length + 1), root);
    }
    const html = await brandPage(request);
    if (html === undefined) return buildMissing(request, reply);
    // Enforced; its inline-script hashes match this very page (plugins/security-headers.ts).
    if (app.hasDecorator('pagePolicy')) reply.header('content-security-policy', app.pagePolicy(html));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .send(html);
  });
}
