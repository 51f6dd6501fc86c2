import type {
  ActivityDetail,
  activityFields,
  ActivityStatus,
  ActivitySummary,
  PoolCounts,
  PoolState,
  StatusAction,
  Store,
  storeFields,
} from '@vidmatrix/contract/console';
import { EMPTY_FUNNEL } from '@vidmatrix/contract/console';
import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { mediaUrl } from '../../integrations/storage/keys';
import {
  pagePoolVideos,
  removeFreeVideos,
  teamActivities as repo,
  VideosInUse,
} from '../distribution/service';
import { canEdit, nextStatus } from './rules';

type Owner = repo.Owner;
type Fields = z.output<typeof activityFields>;

const NO_COUNTS: PoolCounts = { pool: 0, free: 0, locked: 0, published: 0, posted: 0 };

export const activityNotFound = () => new AppError('notFound', { messageKey: 'console.activity_not_found' });
const activityEnded = () => new AppError('conflict', { messageKey: 'console.activity_ended' });

function presentStore(s: repo.StoreRow): Store {
  return {
    id: s.id,
    name: s.name,
    province: s.province,
    city: s.city,
    district: s.district,
    address: s.address,
    poi_name: s.poiName,
  };
}

/** Activities with their counts, funnels and stores, each fetched once for the whole page. */
async function present(db: Db, o: Owner, rows: repo.ActivityRow[]): Promise<ActivityDetail[]> {
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.map((r) => r.storeId).filter((s): s is number => s !== null))];
  const [counts, funnels, stores] = await Promise.all([
    repo.poolCounts(db, ids),
    repo.funnels(db, ids),
    repo.storesByIds(db, o.teamId, storeIds),
  ]);
  return rows.map((a) => {
    const { activityId: _c, ...c } = counts.find((x) => x.activityId === a.id) ?? {
      activityId: 0,
      ...NO_COUNTS,
    };
    const { activityId: _f, ...f } = funnels.find((x) => x.activityId === a.id) ?? {
      activityId: 0,
      ...EMPTY_FUNNEL,
    };
    const s = stores.find((x) => x.id === a.storeId);
    return {
      id: a.id,
      title: a.title,
      status: a.status,
      platforms: a.platforms as DistributionPlatform[],
      lock_seconds: a.lockSeconds,
      claim_limit: a.claimLimit,
      store_id: a.storeId,
      store_name: s?.name ?? null,
      created_at: a.createdAt.toISOString(),
      counts: c,
      funnel: f,
      hashtags: a.hashtags,
      caption_template: a.captionTemplate,
      store: s ? presentStore(s) : null,
    };
  });
}

async function detail(db: Db, o: Owner, row: repo.ActivityRow): Promise<ActivityDetail> {
  return (await present(db, o, [row]))[0]!;
}

export async function listActivities(
  db: Db,
  o: Owner,
  q: { page: number; page_size: number; status?: ActivityStatus | undefined },
) {
  const { rows, total } = await repo.pageActivities(db, o, {
    page: q.page,
    pageSize: q.page_size,
    status: q.status,
  });
  const items: ActivitySummary[] = (await present(db, o, rows)).map(
    ({ hashtags: _h, caption_template: _c, store: _s, ...summary }) => summary,
  );
  return { items, total, page: q.page, page_size: q.page_size };
}

export async function getActivity(db: Db, o: Owner, id: number) {
  const row = await repo.findActivity(db, o, id);
  if (!row) throw activityNotFound();
  return detail(db, o, row);
}

async function checkStore(db: Db, o: Owner, storeId: number | null): Promise<void> {
  if (storeId === null) return;
  const [found] = await repo.storesByIds(db, o.teamId, [storeId]);
  if (!found) throw new AppError('notFound', { messageKey: 'console.store_not_found' });
}

const columns = (f: Fields) => ({
  title: f.title,
  platforms: f.platforms,
  lockSeconds: f.lock_seconds,
  claimLimit: f.claim_limit,
  storeId: f.store_id,
  hashtags: f.hashtags,
  captionTemplate: f.caption_template,
});

export async function createActivity(db: Db, o: Owner, f: Fields) {
  await checkStore(db, o, f.store_id);
  const row = await repo.insertActivity(db, { ...columns(f), teamId: o.teamId, brandKey: o.brandKey });
  return detail(db, o, row);
}

export async function updateActivity(db: Db, o: Owner, id: number, f: Fields) {
  const current = await repo.findActivity(db, o, id);
  if (!current) throw activityNotFound();
  if (!canEdit(current.status)) throw activityEnded();
  await checkStore(db, o, f.store_id);
  const row = await repo.updateActivity(db, o, id, columns(f));
  if (!row) throw activityEnded(); // ended between the read and the write
  return detail(db, o, row);
}

export async function setStatus(db: Db, o: Owner, id: number, action: StatusAction) {
  const current = await repo.findActivity(db, o, id);
  if (!current) throw activityNotFound();
  const next = nextStatus(current.status, action);
  if (!next) throw activityEnded();
  if (next === current.status) return detail(db, o, current);
  const row = await repo.updateActivity(db, o, id, { status: next });
  if (!row) throw activityEnded();
  return detail(db, o, row);
}

export async function listStores(db: Db, o: Owner) {
  return { items: (await repo.storesOf(db, o.teamId)).map(presentStore) };
}

export async function saveStore(
  db: Db,
  o: Owner,
  body: z.output<typeof storeFields> & { id?: number | undefined },
) {
  const { id, poi_name, ...rest } = body;
  const values = { ...rest, poiName: poi_name };
  if (id === undefined)
    return { store: presentStore(await repo.insertStore(db, { ...values, teamId: o.teamId })) };
  const row = await repo.updateStore(db, o.teamId, id, values);
  if (!row) throw new AppError('notFound', { messageKey: 'console.store_not_found' });
  return { store: presentStore(row) };
}

export async function listPool(
  db: Db,
  o: Owner,
  q: { id: number; page: number; page_size: number; state?: PoolState | undefined },
) {
  const activity = await repo.findActivity(db, o, q.id);
  if (!activity) throw activityNotFound();
  const [{ rows, total }, [counts]] = await Promise.all([
    pagePoolVideos(db, activity.id, { page: q.page, pageSize: q.page_size, state: q.state }),
    repo.poolCounts(db, [activity.id]),
  ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    items: rows.map((v) => ({
      id: v.id,
      title: v.title,
      cover_url: mediaUrl('', v.coverKey),
      duration: v.durationSeconds,
      size_bytes: v.sizeBytes,
      state: v.state,
      locked_until: iso(v.lockedUntil),
      published_at: iso(v.publishedAt),
      posted_at: iso(v.postedAt),
      library_video_id: v.libraryVideoId,
      created_at: v.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    counts: counts
      ? {
          pool: counts.pool,
          free: counts.free,
          locked: counts.locked,
          published: counts.published,
          posted: counts.posted,
        }
      : NO_COUNTS,
  };
}

export async function removeVideos(db: Db, o: Owner, activityId: number, videoIds: number[]) {
  const activity = await repo.findActivity(db, o, activityId);
  if (!activity) throw activityNotFound();
  try {
    const removed = await removeFreeVideos(db, activity.id, videoIds);
    if (!removed) throw new AppError('notFound', { messageKey: 'console.video_not_found' });
    return { removed };
  } catch (error) {
    if (!(error instanceof VideosInUse)) throw error;
    throw new AppError('videoInUse', { messageKey: 'console.video_in_use', data: { in_use: error.ids } });
  }
}
