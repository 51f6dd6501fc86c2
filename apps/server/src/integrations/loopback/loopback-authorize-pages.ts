import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KuaishouCredentials } from '../kuaishou';
import { CODE_TTL_MS, type Query } from './loopback-kuaishou';
import { mintLoopbackToken } from './loopback-tokens';

// The demo platforms' consent page: on the loopback server for Kuaishou itself, and mounted in
// the app (a phone cannot reach the loopback port) for Kuaishou and the merchant platforms.

/** Words of the demo authorize page: English on the loopback fake, translated when mounted in the app. */
export interface AuthorizePageTexts {
  lang: string;
  title: string;
  body: string;
  approve: string;
  cancel: string;
}

const ENGLISH: AuthorizePageTexts = {
  lang: 'en',
  title: 'Kuaishou (demo) — authorize',
  body: 'This is a demo of Kuaishou authorization: no real Kuaishou account is used.',
  approve: 'Authorize',
  cancel: 'Cancel',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const AUTHORIZE_PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 24px;text-align:center;color:#222}h1{font-size:20px}.b{display:block;max-width:320px;margin:12px auto;padding:12px;border-radius:24px;text-decoration:none}.a{background:#ff4906;color:#fff}.c{color:#666;border:1px solid #ddd}';

/**
 * The authorize page's own CSP: its one inline style by hash, nothing else. Served under /api in
 * the app, where the deny-all API policy would otherwise leave the page unstyled (issue 27).
 */
export const AUTHORIZE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(AUTHORIZE_PAGE_STYLE).digest('base64')}'`,
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** A demo platform's consent page: title, text, "Authorize" and "Cancel" links (no script). */
export function authorizePageHtml(texts: AuthorizePageTexts, approve: string, cancel: string): string {
  return `<!doctype html><html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(texts.title)}</title>
<style>${AUTHORIZE_PAGE_STYLE}</style></head>
<body><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.body)}</p>
<a class="b a" id="approve" href="${escapeHtml(approve)}">${escapeHtml(texts.approve)}</a>
<a class="b c" id="cancel" href="${escapeHtml(cancel)}">${escapeHtml(texts.cancel)}</a></body></html>`;
}

export function withQuery(uri: string, params: Record<string, string>): string {
  const hash = uri.indexOf('#');
  const base = hash === -1 ? uri : uri.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

export interface AuthorizePagesOptions {
  /** Path prefix: '' on the loopback fake (so `/oauth2/authorize`), an internal path in the app. */
  prefix: string;
  apps: () => KuaishouCredentials[];
  now?: () => number;
  texts?: (request: FastifyRequest) => AuthorizePageTexts;
  /** Refuse redirect URIs the page must not send a code to (the app allows only its own origin). */
  allowRedirect?: (request: FastifyRequest, redirectUri: string) => boolean;
}

/**
 * Kuaishou's authorize page, faked: a page with "Authorize" and "Cancel". Authorize sends the
 * browser to `redirect_uri?code=…&state=…` (the code is exchangeable at the fake's access_token);
 * cancel to `redirect_uri?error=access_denied&state=…`.
 */
export function registerKuaishouAuthorizePages(app: FastifyInstance, options: AuthorizePagesOptions) {
  const now = options.now ?? Date.now;
  const check = (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as Query;
    const known = options.apps().find((a) => a.appId === q.app_id);
    const redirectUri = q.redirect_uri ?? '';
    const valid =
      known &&
      q.response_type === 'code' &&
      (q.scope ?? '').split(',').includes('user_video_publish') &&
      /^(https?:\/\/|\/(?!\/))/.test(redirectUri) &&
      (options.allowRedirect?.(request, redirectUri) ?? true);
    if (!valid) {
      void reply.code(400).type('text/plain; charset=utf-8').send('invalid authorize request');
      return undefined;
    }
    return { known, q, redirectUri };
  };

  // Not part of our API: kept out of the OpenAPI document.
  const hidden = { schema: { hide: true } };
  app.get(`${options.prefix}/oauth2/authorize`, hidden, async (request, reply) => {
    const ok = check(request, reply);
    if (!ok) return reply;
    const texts = options.texts?.(request) ?? ENGLISH;
    const approve = `${options.prefix}/oauth2/authorize/approve?${new URLSearchParams(ok.q as Record<string, string>)}`;
    const cancel = withQuery(ok.redirectUri, { error: 'access_denied', state: ok.q.state ?? '' });
    const html = authorizePageHtml(texts, approve, cancel);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', AUTHORIZE_PAGE_POLICY)
      .send(html);
  });

  app.get(`${options.prefix}/oauth2/authorize/approve`, hidden, async (request, reply) => {
    const ok = check(request, reply);
    if (!ok) return reply;
    const openId = `fake_open_${randomBytes(6).toString('hex')}`;
    const code = mintLoopbackToken('fkc', ok.known!.appSecret, {
      app: ok.known!.appId,
      user: openId,
      exp: now() + CODE_TTL_MS,
    });
    return reply.redirect(withQuery(ok.redirectUri, { code, state: ok.q.state ?? '' }), 302);
  });
}
