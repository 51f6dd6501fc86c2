import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KuaishouCredentials } from '../kuaishou';
import type { LoopbackContext } from './loopback-context';
import { mintLoopbackToken, readLoopbackToken } from './loopback-tokens';

/**
 * Loopback fake of Kuaishou's open platform: OAuth (authorize page, access_token, refresh_token)
 * and the server-side publish (start_upload → `http://{endpoint}/api/upload` → publish).
 * Codes and tokens are self-verifying (fake-tokens.ts), so they survive across server processes.
 */

export interface LoopbackKuaishouUpload {
  appId: string;
  openId: string;
  size: number;
  sha256: string;
  contentType: string;
}

export interface LoopbackKuaishouPublished {
  photoId: string;
  appId: string;
  openId: string;
  caption: string;
  coverBytes: number;
  coverType: string;
  video: LoopbackKuaishouUpload;
}

export class LoopbackKuaishouState {
  /** upload token → what was uploaded with it. */
  readonly uploads = new Map<string, LoopbackKuaishouUpload>();
  readonly published: LoopbackKuaishouPublished[] = [];
  /** Codes already exchanged (one use each, per process). */
  readonly usedCodes = new Set<string>();
}

/** How long an authorization code may wait for its exchange. */
export const CODE_TTL_MS = 10 * 60 * 1000;
const REFRESH_TTL_SECONDS = 180 * 24 * 3600;
const UPLOAD_TTL_MS = 60 * 60 * 1000;

const fail = (result: number, error: string, errorMsg: string) => ({ result, error, error_msg: errorMsg });

export type Query = Record<string, string | undefined>;

export function registerLoopbackKuaishou(
  app: FastifyInstance,
  ctx: LoopbackContext,
  state: LoopbackKuaishouState,
) {
  const appOf = (appId: string | undefined) => ctx.apps.kuaishou.find((a) => a.appId === appId);

  /** The user behind `access_token` for `app_id`, when both check out. */
  const userOf = (query: Query) => {
    const known = appOf(query.app_id);
    const token = known && readLoopbackToken('fkat', known.appSecret, query.access_token, ctx.now());
    return token && token.app === known.appId ? { app: known, openId: token.user ?? '' } : undefined;
  };

  const issueTokens = (known: KuaishouCredentials, openId: string) => ({
    result: 1,
    access_token: mintLoopbackToken('fkat', known.appSecret, {
      app: known.appId,
      user: openId,
      exp: ctx.now() + ctx.kuaishouAccessTtlSeconds * 1000,
    }),
    expires_in: ctx.kuaishouAccessTtlSeconds,
    refresh_token: mintLoopbackToken('fkrt', known.appSecret, {
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
    const code = readLoopbackToken('fkc', known.appSecret, q.code, ctx.now());
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
    const refresh = readLoopbackToken('fkrt', known.appSecret, q.refresh_token, ctx.now());
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
    const uploadToken = mintLoopbackToken('fkup', user.app.appSecret, {
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
      .map((a) => ({ a, t: readLoopbackToken('fkup', a.appSecret, uploadToken, ctx.now()) }))
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
