import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KuaishouCredentials } from '../kuaishou';
import type { FakeContext } from './fake-context';
import { mintFakeToken, readFakeToken } from './fake-tokens';

/**
 * Loopback fake of Kuaishou's open platform: OAuth (authorize page, access_token, refresh_token)
 * and the server-side publish (start_upload → `http://{endpoint}/api/upload` → publish).
 * Codes and tokens are self-verifying (fake-tokens.ts), so they survive across server processes.
 */

export interface FakeKuaishouUpload {
  appId: string;
  openId: string;
  size: number;
  sha256: string;
  contentType: string;
}

export interface FakeKuaishouPublished {
  photoId: string;
  appId: string;
  openId: string;
  caption: string;
  coverBytes: number;
  coverType: string;
  video: FakeKuaishouUpload;
}

export class FakeKuaishouState {
  /** upload token → what was uploaded with it. */
  readonly uploads = new Map<string, FakeKuaishouUpload>();
  readonly published: FakeKuaishouPublished[] = [];
  /** Codes already exchanged (one use each, per process). */
  readonly usedCodes = new Set<string>();
}

const CODE_TTL_MS = 10 * 60 * 1000;
const REFRESH_TTL_SECONDS = 180 * 24 * 3600;
const UPLOAD_TTL_MS = 60 * 60 * 1000;

const fail = (result: number, error: string, errorMsg: string) => ({ result, error, error_msg: errorMsg });

type Query = Record<string, string | undefined>;

export function registerKuaishouFake(app: FastifyInstance, ctx: FakeContext, state: FakeKuaishouState) {
  const appOf = (appId: string | undefined) => ctx.apps.kuaishou.find((a) => a.appId === appId);

  /** The user behind `access_token` for `app_id`, when both check out. */
  const userOf = (query: Query) => {
    const known = appOf(query.app_id);
    const token = known && readFakeToken('fkat', known.appSecret, query.access_token, ctx.now());
    return token && token.app === known.appId ? { app: known, openId: token.user ?? '' } : undefined;
  };

  const issueTokens = (known: KuaishouCredentials, openId: string) => ({
    result: 1,
    access_token: mintFakeToken('fkat', known.appSecret, {
      app: known.appId,
      user: openId,
      exp: ctx.now() + ctx.kuaishouAccessTtlSeconds * 1000,
    }),
    expires_in: ctx.kuaishouAccessTtlSeconds,
    refresh_token: mintFakeToken('fkrt', known.appSecret, {
      app: known.appId,
      user: openId,
      exp: ctx.now() + REFRESH_TTL_SECONDS * 1000,
    }),
    refresh_token_expires_in: REFRESH_TTL_SECONDS,
    open_id: openId,
    scopes: ['user_info', 'user_video_publish'],
  });

  app.get('/oauth2/access_token', async (request) => {
    ctx.count('kuaishou.access_token');
    const failure = ctx.takeFailure('kuaishou.access_token');
    if (failure) return fail(failure.code ?? 100200101, 'invalid_grant', failure.message);
    const q = request.query as Query;
    const known = appOf(q.app_id);
    if (!known || known.appSecret !== q.app_secret)
      return fail(100200100, 'invalid_client', 'app_id or app_secret is wrong');
    if (q.grant_type !== 'authorization_code')
      return fail(100200102, 'unsupported_grant_type', 'grant_type must be authorization_code');
    const code = readFakeToken('fkc', known.appSecret, q.code, ctx.now());
    if (!code || code.app !== known.appId || state.usedCodes.has(q.code!)) {
      return fail(100200101, 'invalid_grant', 'code is invalid, expired or already used');
    }
    state.usedCodes.add(q.code!);
    return issueTokens(known, code.user!);
  });

  app.get('/oauth2/refresh_token', async (request) => {
    ctx.count('kuaishou.refresh_token');
    const q = request.query as Query;
    const known = appOf(q.app_id);
    if (!known || known.appSecret !== q.app_secret)
      return fail(100200100, 'invalid_client', 'app_id or app_secret is wrong');
    const refresh = readFakeToken('fkrt', known.appSecret, q.refresh_token, ctx.now());
    if (q.grant_type !== 'refresh_token' || !refresh)
      return fail(100200101, 'invalid_grant', 'refresh_token is invalid or expired');
    return issueTokens(known, refresh.user!);
  });

  app.post('/openapi/photo/start_upload', async (request) => {
    ctx.count('kuaishou.start_upload');
    const failure = ctx.takeFailure('kuaishou.start_upload');
    if (failure) return fail(failure.code ?? 100200500, 'server_error', failure.message);
    const user = userOf(request.query as Query);
    if (!user) return fail(100200103, 'invalid_token', 'access_token is invalid or expired');
    const uploadToken = mintFakeToken('fkup', user.app.appSecret, {
      app: user.app.appId,
      user: user.openId,
      exp: ctx.now() + UPLOAD_TTL_MS,
    });
    return { result: 1, upload_token: uploadToken, endpoint: ctx.address };
  });

  app.post('/api/upload', async (request) => {
    ctx.count('kuaishou.upload');
    const failure = ctx.takeFailure('kuaishou.upload');
    const uploadToken = (request.query as Query).upload_token;
    // The upload host does not know the app: find the app whose secret signed the token.
    const owner = ctx.apps.kuaishou
      .map((a) => ({ a, t: readFakeToken('fkup', a.appSecret, uploadToken, ctx.now()) }))
      .find((x) => x.t);
    const hash = createHash('sha256');
    let size = 0;
    // Consume the body as it arrives (the content-type parser hands over the raw stream).
    for await (const chunk of request.body as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
    if (failure) return fail(failure.code ?? 100200500, 'server_error', failure.message);
    if (!owner?.t) return fail(100200104, 'invalid_upload_token', 'upload_token is invalid or expired');
    if (size === 0) return fail(100200105, 'empty_file', 'no video bytes received');
    state.uploads.set(uploadToken!, {
      appId: owner.a.appId,
      openId: owner.t.user ?? '',
      size,
      sha256: hash.digest('hex'),
      contentType: String(request.headers['content-type'] ?? ''),
    });
    return { result: 1 };
  });

  app.post('/openapi/photo/publish', async (request) => {
    ctx.count('kuaishou.publish');
    const failure = ctx.takeFailure('kuaishou.publish');
    if (failure) return fail(failure.code ?? 100200500, 'server_error', failure.message);
    const q = request.query as Query;
    const user = userOf(q);
    if (!user) return fail(100200103, 'invalid_token', 'access_token is invalid or expired');
    const upload = q.upload_token ? state.uploads.get(q.upload_token) : undefined;
    if (!upload || upload.openId !== user.openId || upload.appId !== user.app.appId) {
      return fail(100200106, 'invalid_upload_token', 'no uploaded video for this upload_token');
    }
    const contentType = String(request.headers['content-type'] ?? '');
    if (!contentType.startsWith('multipart/form-data')) {
      return fail(100200107, 'invalid_request', 'publish takes multipart/form-data (caption, cover)');
    }
    const form = await new Response(request.body as Buffer, {
      headers: { 'content-type': contentType },
    }).formData();
    const caption = form.get('caption');
    const cover = form.get('cover');
    if (typeof caption !== 'string') return fail(100200107, 'invalid_request', 'caption is required');
    if (!(cover instanceof Blob) || cover.size === 0)
      return fail(100200107, 'invalid_request', 'cover is required');
    state.uploads.delete(q.upload_token!);
    const photoId = `fake${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
    state.published.push({
      photoId,
      appId: user.app.appId,
      openId: user.openId,
      caption,
      coverBytes: cover.size,
      coverType: cover.type,
      video: upload,
    });
    return {
      result: 1,
      video_info: {
        photo_id: photoId,
        caption,
        cover: `http://${ctx.address}/covers/${photoId}.jpg`,
        play_url: `http://${ctx.address}/photos/${photoId}`,
        create_time: ctx.now(),
        like_count: 0,
        comment_count: 0,
        view_count: 0,
        pending: false,
      },
    };
  });
}

/** Words of the fake authorize page: English on the loopback fake, translated when mounted in the app. */
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

/** A demo platform's consent page: title, text, "Authorize" and "Cancel" links (no script). */
export function authorizePageHtml(texts: AuthorizePageTexts, approve: string, cancel: string): string {
  return `<!doctype html><html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(texts.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 24px;text-align:center;color:#222}h1{font-size:20px}.b{display:block;max-width:320px;margin:12px auto;padding:12px;border-radius:24px;text-decoration:none}.a{background:#ff4906;color:#fff}.c{color:#666;border:1px solid #ddd}</style></head>
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
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get(`${options.prefix}/oauth2/authorize/approve`, hidden, async (request, reply) => {
    const ok = check(request, reply);
    if (!ok) return reply;
    const openId = `fake_open_${randomBytes(6).toString('hex')}`;
    const code = mintFakeToken('fkc', ok.known!.appSecret, {
      app: ok.known!.appId,
      user: openId,
      exp: now() + CODE_TTL_MS,
    });
    return reply.redirect(withQuery(ok.redirectUri, { code, state: ok.q.state ?? '' }), 302);
  });
}
