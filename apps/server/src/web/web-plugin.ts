import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { BRAND_ASSET_FILES, readBrandAsset } from '@vidmatrix/brands/assets';
import { BRAND_ASSET_PATHS, brandManifest } from '@vidmatrix/brands/manifest';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, pathOf } from '../http/paths';
import type { BrandPages } from './brand-pages';
import { escapeHtml } from './web-html';
import { SHARE_IMAGE_PATH } from './page-previews';
import { renderShareCard } from './share-image';

export interface WebOptions {
  distDir: string;
  /** The pages, assembled by brand-pages.ts (app.ts shares them with `/n/<code>`). */
  pages: BrandPages;
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
export default async function webPlugin(app: FastifyInstance, { distDir, pages }: WebOptions) {
  const root = resolve(distDir);
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
    if (!(await pages.send(request, reply))) return buildMissing(request, reply);
    return reply;
  });
}
