import { randomUUID } from 'node:crypto';
import * as contract from '@vidmatrix/contract/share';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorageConfig } from '../../config/storage-vars';
import { registerCredentialCheck } from '../../http/endpoint-auth';
import { route } from '../../http/route';
import { originOf } from '../../http/origin';
import { mediaLinks } from '../../shared/media-links';
import * as links from './links';
import * as web from './share-web';

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Share links: the five public share_web calls (spec §7) and the console's link management. */
export default async function shareRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<StorageConfig, 'SHARE_SECRET'> },
) {
  // Required in production (config/checks.ts); elsewhere a per-process value keeps tokens unforgeable.
  const secret = config.SHARE_SECRET ?? `unset-${randomUUID()}-${randomUUID()}`;

  const ctx = (request: FastifyRequest): web.WebContext => ({
    db: app.db,
    counters: app.counters,
    secret,
    brandKey: request.brand.key,
    brandName: request.brand.name,
    origin: originOf(request),
    media: mediaLinks(app, request),
  });
  const token = (request: FastifyRequest) => headerValue(request.headers[contract.SHARE_TOKEN_HEADER]);
  registerCredentialCheck(app, 'share-video-token', async (request) =>
    web.tokenLinkId({ secret, brandKey: request.brand.key }, token(request)),
  );

  route(app, contract.shareLinkCode, ({ query, request }) =>
    web.linkState(ctx(request), query.code, token(request)),
  );
  route(app, contract.sharePasswd, ({ body, request }) =>
    web.unlock(ctx(request), body.code, body.password, request.ip),
  );
  route(app, contract.shareWebPage, ({ query, request }) =>
    web.videosPage(ctx(request), token(request), query.page, query.page_size),
  );
  route(app, contract.shareWebInfo, ({ request }) => web.info(ctx(request), token(request)));
  route(app, contract.shareWebDownload, ({ body, request }) =>
    web.download(ctx(request), token(request), body.video_id),
  );

  const console = async (request: FastifyRequest) =>
    links.withTeam(await request.requireRole('merchant', 'team_admin'));

  route(app, contract.createShareLink, async ({ body, request }) =>
    links.createLink(app.db, await console(request), body),
  );
  route(app, contract.listShareLinks, async ({ query, request }) =>
    links.listLinks(app.db, app.counters, await console(request), query.page, query.page_size),
  );
  route(app, contract.unlockShareLink, async ({ body, request }) =>
    links.unlockLink(app.db, app.counters, await console(request), body.id),
  );
  route(app, contract.endShareLink, async ({ body, request }) =>
    links.endLink(app.db, await console(request), body.id),
  );
  route(app, contract.getSharePolicy, async ({ request }) => links.getPolicy(app.db, await console(request)));
  route(app, contract.updateSharePolicy, async ({ body, request }) =>
    links.setPolicy(app.db, links.withTeam(await request.requireRole('team_admin')), body),
  );
  route(app, contract.shareSources, async ({ request }) => links.sources(app.db, await console(request)));
  route(app, contract.shareSourceVideos, async ({ query, request }) =>
    links.sourceVideos(app.db, await console(request), query.activity_id, originOf(request)),
  );
}
