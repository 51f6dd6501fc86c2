import {
  createActivity,
  getActivity,
  listActivities,
  listPoolVideos,
  listStores,
  removePoolVideos,
  saveStore,
  setActivityStatus,
  updateActivity,
} from '@vidmatrix/contract/console';
import { createNfcCards, listNfcCards, updateNfcCard } from '@vidmatrix/contract/console-nfc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { Owner } from '../distribution/service';
import * as nfc from './nfc-service';
import * as consoleService from './service';

/** The caller's team on this brand; a merchant or administrator without a team may do nothing here. */
async function owner(request: FastifyRequest): Promise<Owner> {
  const me = await request.requireRole('merchant', 'team_admin');
  if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return { teamId: me.teamId, brandKey: request.brand.key };
}

export default async function consoleRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, listActivities, async ({ query, request }) =>
    consoleService.listActivities(db, await owner(request), query),
  );
  route(app, getActivity, async ({ query, request }) => ({
    activity: await consoleService.getActivity(db, await owner(request), query.id),
  }));
  route(app, createActivity, async ({ body, request }) => ({
    activity: await consoleService.createActivity(db, await owner(request), body),
  }));
  route(app, updateActivity, async ({ body: { id, ...fields }, request }) => ({
    activity: await consoleService.updateActivity(db, await owner(request), id, fields),
  }));
  route(app, setActivityStatus, async ({ body, request }) => ({
    activity: await consoleService.setStatus(db, await owner(request), body.id, body.action),
  }));

  route(app, listStores, async ({ request }) => consoleService.listStores(db, await owner(request)));
  route(app, saveStore, async ({ body, request }) =>
    consoleService.saveStore(db, await owner(request), body),
  );

  route(app, listPoolVideos, async ({ query, request }) =>
    consoleService.listPool(db, await owner(request), query),
  );
  route(app, removePoolVideos, async ({ body, request }) =>
    consoleService.removeVideos(db, await owner(request), body.id, body.video_ids),
  );

  route(app, listNfcCards, async ({ query, request }) => nfc.listCards(db, await owner(request), query));
  route(app, createNfcCards, async ({ body, request }) => nfc.createCards(db, await owner(request), body));
  route(app, updateNfcCard, async ({ body, request }) => nfc.updateCard(db, await owner(request), body));
}
