import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** The enforced Content-Security-Policy of one rendered page (its inline scripts hashed). */
    pagePolicy(html: string): string;
  }
}

interface SecurityHeadersOptions {
  /** Origins our pages load media from besides our own: CDN_ORIGIN, S3_PUBLIC_URL. */
  mediaOrigins: (string | undefined)[];
  /** Scripts pages load from elsewhere besides Xiaohongshu's SDK: WECHAT_JSSDK_URL (decision 031). */
  scriptOrigins?: string[];
}

/** Xiaohongshu's web share SDK (../shared/design/integrations.md) and the API it talks to. */
const XHS_SCRIPT = 'https://fe-static.xhscdn.com';
const XHS_API = 'https://*.xiaohongshu.com';

/** JSON answers run nothing and are framed by nothing. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** HTTPS replies only: over plain HTTP (loopback, a TLS-terminating proxy not trusted) it means nothing. */
const HSTS = 'max-age=15552000';

const originOf = (url: string) => new URL(url).origin;

/** `'sha256-…'` of every inline <script> of the page: window.__BRAND__ (web/web-html.ts), a boot script. */
function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * Security headers (issue 11, finding 6; docs/decisions/017-security-headers-and-sessions.md):
 * helmet's nosniff, X-Frame-Options DENY, Referrer-Policy and friends on every reply; an
 * enforced CSP on pages (web/web-plugin.ts asks `pagePolicy`), a deny-all one on /api,
 * swagger-ui's own at /api/docs (openapi.ts); HSTS over TLS only. No CORS: every page calls its
 * own host's /api.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { mediaOrigins, scriptOrigins = [] }) => {
    const media = [...new Set(mediaOrigins.filter((o): o is string => !!o).map(originOf))];
    const scripts = [XHS_SCRIPT, ...new Set(scriptOrigins.map(originOf))].join(' ');
    await app.register(helmet, {
      // Set per kind of reply below and in web/web-plugin.ts: media and assets get none (a worker
      // script's own CSP would bind the worker).
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Covers and videos are loaded by pages on other origins too (a CDN mirror, share previews).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (isApiPath(request.url)) reply.header('content-security-policy', API_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });

    app.decorate('pagePolicy', (html: string) =>
      [
        "default-src 'self'",
        // 'wasm-unsafe-eval': the MD5 of an upload is hash-wasm; it compiles WebAssembly, no JS eval.
        `script-src 'self' ${inlineScriptHashes(html).join(' ')} 'wasm-unsafe-eval' ${scripts}`,
        // antd's CSS-in-JS writes <style> elements at run time; scripts are the ones that matter.
        "style-src 'self' 'unsafe-inline'",
        ['img-src', "'self'", 'data:', 'blob:', ...media].join(' '),
        ['media-src', "'self'", 'blob:', ...media].join(' '),
        // The page's speed test downloads the CDN copy; the XHS SDK calls its own API.
        ['connect-src', "'self'", ...media, XHS_API].join(' '),
        "font-src 'self' data:",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  },
  { name: 'security-headers' },
);
