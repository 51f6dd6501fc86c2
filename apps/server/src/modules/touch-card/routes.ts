import {
  addGroupBuyPackage,
  addTouchCardItem,
  copyTouchCardConfig,
  getTouchCardConfig,
  listTouchCards,
  removeGroupBuyPackage,
  removeTouchCardItem,
  reorderTouchCardItems,
  retryGroupBuyPackage,
  updateTouchCardConfig,
  updateTouchCardItem,
  uploadTouchCardImage,
} from '@vidmatrix/contract/touch-card-api';
import { getPublicTouchCard, getTapData } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_LIMITS } from '@vidmatrix/contract/touch-card-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AiConfig } from '../../config/ai-vars';
import type { TouchCardConfig } from '../../config/touch-card-vars';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { createCopyWriter } from '../../integrations/ai/copy-writer';
import copyRoute from './copy-route';
import { registerGroupBuyJobs } from './group-buy-job';
import { storeImage } from './images';
import { publicCard } from './public';
import * as service from './service';
import { tapData } from './taps';

interface TouchCardOptions {
  config: TouchCardConfig & AiConfig;
}

/** Spec §6: the store merchant (or the team administrator) configures the card's functions. */
async function ownerOf(request: FastifyRequest): Promise<service.Owner> {
  const me = await request.requireRole('merchant', 'team_admin');
  if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return { teamId: me.teamId, brandKey: request.brand.key };
}

async function touchCardRoutes(app: FastifyInstance, { config }: TouchCardOptions) {
  const groupBuy = registerGroupBuyJobs({
    db: app.db,
    jobs: app.jobs,
    timeoutMs: config.GROUP_BUY_TIMEOUT_MS,
    viaOrigin: config.GROUP_BUY_RESOLVE_ORIGIN,
    log: app.log,
  });

  const imageUrl = (key: string) => app.storage.url(key, '');
  const ctx = async (request: FastifyRequest): Promise<service.ConsoleContext> => ({
    db: app.db,
    owner: await ownerOf(request),
    imageUrl,
    t: (key) => request.t(key),
  });

  route(app, listTouchCards, async ({ query, request }) => service.listCards(await ctx(request), query));
  route(app, getTouchCardConfig, async ({ query, request }) =>
    service.readConfig(await ctx(request), query.code),
  );
  route(app, updateTouchCardConfig, async ({ body: { code, ...settings }, request }) =>
    service.saveSettings(await ctx(request), code, settings),
  );
  route(app, copyTouchCardConfig, async ({ body, request }) =>
    service.copyConfig(await ctx(request), body.from_code, body.to_code),
  );
  route(app, addTouchCardItem, async ({ body, request }) =>
    service.addItem(await ctx(request), body.code, body.item),
  );
  route(app, updateTouchCardItem, async ({ body, request }) =>
    service.updateItem(await ctx(request), body.code, body.id, body.item),
  );
  route(app, reorderTouchCardItems, async ({ body, request }) =>
    service.reorderItems(await ctx(request), body.code, body.ids),
  );
  route(app, removeTouchCardItem, async ({ body, request }) =>
    service.removeItem(await ctx(request), body.code, body.id),
  );
  route(app, addGroupBuyPackage, async ({ body, request }) => {
    const reply = await service.addPackage(await ctx(request), body.code, body.item_id, body.share_text);
    await groupBuy.queueGenerating();
    return reply;
  });
  route(app, retryGroupBuyPackage, async ({ body, request }) => {
    const reply = await service.retryPackage(await ctx(request), body.code, body.package_id);
    await groupBuy.queueGenerating();
    return reply;
  });
  route(app, removeGroupBuyPackage, async ({ body, request }) =>
    service.removePackage(await ctx(request), body.code, body.package_id),
  );

  route(app, getTapData, async ({ query, request }) => {
    const c = await ctx(request);
    if (query.code) await service.readConfig(c, query.code);
    return tapData(app.db, c.owner.teamId, query);
  });

  route(app, getPublicTouchCard, async ({ query, request }) => ({
    card: await publicCard(app.db, query.code, request.brand.key, imageUrl, request.language),
  }));

  await app.register(copyRoute, { config, writer: createCopyWriter(config) });

  // The image is the raw body: its own parser, only inside this child plugin.
  await app.register(async (child) => {
    child.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: TOUCH_CARD_LIMITS.imageBytes * 4 },
      (_r, body, done) => done(null, body),
    );
    route(child, uploadTouchCardImage, async ({ request }) => {
      const owner = await ownerOf(request);
      const key = await storeImage(app.storage, owner.teamId, request.body);
      return { key, url: imageUrl(key) };
    });
  });
}

export default touchCardRoutes;
