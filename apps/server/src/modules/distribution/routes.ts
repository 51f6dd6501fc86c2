import * as api from '@vidmatrix/contract/distribution';
import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { inlineLimit, LIMITS, reserve } from '../../shared/throttle';
import { mediaLinks } from '../../shared/media-links';
import nfcRoutes, { type OpenPage } from './nfc-routes';
import { leaseShareId, presentFetch, type Flow, type LinkContext } from './present';
import { activityFunnel, activityInfo, claimerKey, fetchVideo, releaseClaim, reportTaken } from './service';

export interface DistributionOptions {
  /** CDN_ORIGIN; undefined: our own origin. */
  cdnOrigin: string | undefined;
  /** Touch cards (issue 14): the card opens a store page instead of its activity. */
  storePage?: (code: string, brandKey: string) => Promise<boolean>;
  /** The web layer's page for a tap's target, answered at `/n/<code>` itself (decision 025). */
  openPage?: OpenPage;
}

/** The visitor's claim (spec §7): every fetch answers the distribution-video shape of spec §3. */
export default async function distributionRoutes(
  app: FastifyInstance,
  { cdnOrigin, storePage, openPage }: DistributionOptions,
) {
  function links(request: FastifyRequest, flow: Flow): LinkContext {
    const origin = `${request.protocol}://${request.host}`;
    return {
      flow,
      origin,
      cdnOrigin: cdnOrigin ?? origin,
      // Registered by the platform integrations (plugins/platforms.ts); without it, no app links.
      platforms: app.hasDecorator('platforms') ? app.platforms.forBrand(request.brand) : undefined,
      media: mediaLinks(app, request),
    };
  }

  async function fetchFor(
    request: FastifyRequest,
    flow: Flow,
    input: {
      activityId: number;
      heldId?: number | undefined;
      prevId?: number | undefined;
      viewedIds?: number[];
      heldViewedIsPrev?: boolean;
      nfcCode?: string | undefined;
      authorizeId?: string | undefined;
      platform?: DistributionPlatform | undefined;
    },
  ) {
    const { authorizeId, ...rest } = input;
    // Public and unauthenticated: every fetch counts per IP (docs/decisions/016-limits.md), in the
    // claim statement itself when the counters are in the database (decision 005).
    const limit = LIMITS.claimsPerIp(request.ip);
    const ipLimit = inlineLimit(app.counters, limit);
    if (!ipLimit) await reserve(app.counters, [limit]);
    const ctx = links(request, flow);
    const lease = await leaseShareId(ctx);
    const result = await fetchVideo(app.database, {
      ...rest,
      flow,
      brandKey: request.brand.key,
      claimer: claimerKey(request.headers['visitor-id'], authorizeId),
      ipLimit,
      shareId: lease?.id,
    }).catch((err: unknown) => {
      lease?.giveBack();
      throw err;
    });
    return presentFetch(result, ctx, lease);
  }

  const reportRef = (request: FastifyRequest, body: { activity_id: number; mixed_video_id: number }) => ({
    activityId: body.activity_id,
    videoId: body.mixed_video_id,
    brandKey: request.brand.key,
    claimer: claimerKey(request.headers['visitor-id']),
  });

  // Plain Douyin flow (/distribution_video).
  route(app, api.douyinActivityVideo, ({ query, request }) =>
    fetchFor(request, 'douyin', {
      activityId: query.id,
      heldId: query.held_id,
      viewedIds: query.view_mixed_video_ids,
    }),
  );
  route(app, api.douyinActivityRandom, ({ body, request }) =>
    fetchFor(request, 'douyin', {
      activityId: body.id,
      prevId: body.prev_id,
      viewedIds: body.view_mixed_video_ids,
      // The spec's client sends no prev_id: the held video among the viewed ones is the one left.
      heldViewedIsPrev: true,
    }),
  );
  route(app, api.shareUrlInfo, ({ query, request }) => activityInfo(app.db, query.id, request.brand.key));

  // The generic browser flow: the platform the page names (if any) is the one checked.
  route(app, api.browserFetchVideo, ({ body, request }) =>
    fetchFor(request, 'browser', {
      activityId: body.activity_id,
      heldId: body.held_id,
      prevId: body.prev_id,
      viewedIds: body.view_ids,
      platform: body.platform,
    }),
  );

  // Fetches of the WeChat and Xiaohongshu flows; `_v2` = matrix source, checks the card.
  const fetches: [typeof api.weixinFetchVideo, Flow, boolean][] = [
    [api.weixinFetchVideo, 'wechat', false],
    [api.weixinFetchVideoV2, 'wechat', true],
    [api.xhsFetchVideo, 'xhs', false],
    [api.xhsFetchVideoV2, 'xhs', true],
  ];
  for (const [endpoint, flow, matrix] of fetches) {
    route(app, endpoint, ({ body, request }) =>
      fetchFor(request, flow, {
        activityId: body.activity_id,
        heldId: body.held_id,
        prevId: body.prev_id,
        viewedIds: body.view_ids,
        nfcCode: matrix ? body.nfc_code : undefined,
      }),
    );
  }

  for (const [endpoint, matrix] of [
    [api.ksRandomVideo, false],
    [api.ksRandomVideoV2, true],
  ] as const) {
    route(app, endpoint, ({ body, request }) =>
      fetchFor(request, 'ks', {
        activityId: body.activity_id,
        heldId: body.held_id,
        prevId: body.prev_id,
        viewedIds: body.view_mixed_video_ids,
        nfcCode: matrix ? body.nfc_code : undefined,
        authorizeId: body.authorize_id,
      }),
    );
  }

  for (const endpoint of [api.browserDownloadReport, api.weixinDownloadReport, api.xhsDownloadReport]) {
    route(app, endpoint, async ({ body, request }) => {
      await reserve(app.counters, [LIMITS.reportsPerIp(request.ip)]);
      return reportTaken(app.database, reportRef(request, body));
    });
  }
  route(app, api.browserExpireReport, async ({ body, request }) => {
    await reserve(app.counters, [LIMITS.reportsPerIp(request.ip)]);
    return releaseClaim(app.database, reportRef(request, body));
  });

  // The activity's team: a merchant or team administrator of it.
  route(app, api.activityFunnel, async ({ query, request }) =>
    activityFunnel(app.db, await request.requireRole('merchant', 'team_admin'), query.id),
  );

  await app.register(nfcRoutes, { storePage, openPage });
}
