import { ksCreateTask, nfcGetShareUrl, nfcGetXhsSign } from '@vidmatrix/contract/distribution';
import { idField } from '@vidmatrix/contract/input-fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { brandHostOf, brandOriginOf } from '../../http/origin';
import { claimerKey, nfcTarget } from '../distribution/service';
import { isDesktop, kuaishouAuthorizeUrl, newBrowserKey, oauthCookie, safeRedirect } from '../oauth/service';
import { createKuaishouTask, nfcCardFor } from './service';
import { hasStorePage } from '../touch-card/service';

export interface PlatformTaskOptions {
  mediaDir: string;
  /** PLATFORM_SECRET: signs the OAuth state of the NFC Kuaishou link. */
  secret: string;
}

/** The claimer keys a request may hold a claim under: its Kuaishou authorization, its visitor id. */
function claimersOf(request: FastifyRequest, authorizeId: string): string[] {
  const visitor = claimerKey(request.headers['visitor-id']);
  return [claimerKey(undefined, authorizeId), ...(visitor.startsWith('anon:') ? [] : [visitor])];
}

/** `urlParams` of get_share_url: the page's query, as a string ("a=1&b=2") or an object. */
function pageParams(raw: string | Record<string, unknown> | undefined): Record<string, string> {
  if (raw === undefined) return {};
  if (typeof raw === 'string') return Object.fromEntries(new URLSearchParams(raw.replace(/^\?/, '')));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
  }
  return out;
}

const positiveInt = (v: string | undefined) => {
  const id = idField.safeParse(v && /^\d{1,10}$/.test(v) ? v : undefined);
  return id.success ? id.data : undefined;
};

export default async function platformTaskRoutes(app: FastifyInstance, options: PlatformTaskOptions) {
  route(app, ksCreateTask, async ({ body, request }) =>
    createKuaishouTask({
      brand: request.brand,
      platforms: app.platforms.forBrand(request.brand),
      database: app.database,
      cipher: app.tokenCipher,
      mediaDir: options.mediaDir,
      storage: app.storage,
      authorizeId: body.authorize_id,
      activityId: body.activity_id,
      videoId: body.mixed_video_id,
      videoTitle: body.video_title,
      claimers: claimersOf(request, body.authorize_id),
    }),
  );

  route(app, nfcGetXhsSign, async ({ query, request }) => {
    // Spec §7 sends source=3 on every call: a card with a store page signs for its writer page's
    // note (issue 14); any other card must be an enabled Xiaohongshu distribution card as before.
    if (!(await hasStorePage(app.db, query.code, request.brand.key))) {
      await nfcCardFor(app.database, request.brand, query.code, 'xhs');
    }
    return { card_config: await app.platforms.forBrand(request.brand).xhs.cardConfig() };
  });

  // Matrix + NFC, Kuaishou: Kuaishou documents no web share scheme, so "the link that opens
  // Kuaishou" is its OAuth authorize page; the signed state carries the card, the activity and
  // the video the page shows, and the callback publishes that video (docs/decisions/007).
  route(app, nfcGetShareUrl, async ({ body, request, reply }) => {
    const { card, activity } = await nfcCardFor(app.database, request.brand, body.code, 'ks');
    const params = pageParams(body.urlParams);
    const videoId = positiveInt(params.mixed_video_id ?? params.video_id);
    const visitor = claimerKey(request.headers['visitor-id']);
    const referer = typeof request.headers.referer === 'string' ? request.headers.referer : '';
    const fallback = nfcTarget(card.code, card, undefined, request.language);
    const redirect =
      safeRedirect(params.redirect ?? '', request.brand, brandHostOf(request)) ??
      safeRedirect(referer, request.brand, brandHostOf(request)) ??
      fallback;
    const browserKey = newBrowserKey();
    const url = kuaishouAuthorizeUrl({
      browserKey,
      brand: request.brand,
      platforms: app.platforms.forBrand(request.brand),
      secret: options.secret,
      origin: brandOriginOf(request),
      redirect,
      language: request.language,
      desktop: isDesktop(request.headers['user-agent']),
      activityId: activity.id,
      ...(videoId !== undefined && !visitor.startsWith('anon:')
        ? { publish: { videoId, claimer: visitor, nfcCode: card.code } }
        : {}),
    });
    reply.header('set-cookie', oauthCookie(browserKey, request.protocol === 'https'));
    return { url };
  });
}
