import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client';
import { seedDemoData } from '../src/demo/seed';
import { activities, videos } from '../src/modules/distribution/schema';
import { teams } from '../src/modules/team/schema';
import { downloadSubject, fileSubject } from '../src/integrations/storage/signed-urls';
import { buildTestApp } from './helper';
import { testDatabase } from './test-database';

/** A test app on this file's database with the demo data (seeding is idempotent). */
export async function demoApp(overrides: Parameters<typeof buildTestApp>[0] = {}): Promise<FastifyInstance> {
  await seedDemoData((await testDatabase()).db);
  return buildTestApp(overrides);
}

export const visitor = () => `t-${randomUUID()}`;

/** A download path signed as a claim signs it; the default brand is the one of Host-less inject(). */
export const signedDownload = (app: FastifyInstance, videoId: number, brandKey = 'vidmatrix', now?: number) =>
  `/media/download/${videoId}?${app.mediaSigner.sign(downloadSubject(brandKey, videoId), now)}`;

/** A stored video's path signed as replies sign it. */
export const signedFile = (app: FastifyInstance, key: string) =>
  `/media/${key}?${app.mediaSigner.sign(fileSubject(key))}`;

export const PATHS = {
  browserFetch: '/api/member/browser_video/activity_log/fetch_video',
  browserReport: '/api/member/browser_video/activity_log/download_report',
  browserExpire: '/api/member/browser_video/activity_log/expire_report',
  wechatFetch: '/api/open/weixin_dist/activity_log/fetch_video',
  wechatFetchV2: '/api/open/weixin_dist/activity_log/fetch_video_v2',
  wechatReport: '/api/open/weixin_dist/activity_log/download_report',
  xhsFetch: '/api/open/xhs/activity_log/fetch_video',
  xhsFetchV2: '/api/open/xhs/activity_log/fetch_video_v2',
  xhsReport: '/api/open/xhs/activity_log/download_report',
  ksRandom: '/api/open/kuaishou/random_video',
  ksRandomV2: '/api/open/kuaishou/random_video_v2',
  douyinVideo: '/api/member/douyin/share_activity/video',
  douyinRandom: '/api/member/douyin/share_activity/random',
  shareInfo: '/api/open/member/share_url_info',
} as const;

export interface Envelope<T = Record<string, unknown>> {
  code: number;
  message: string;
  data: T;
}
export interface Item {
  mixed_video_id: number;
  video_title: string;
  video_url: string;
  video_cover: string;
  video_duration: number;
  download_url: string;
  video_id: number;
}
export interface Video {
  exist: boolean;
  items: Item[];
  is_loop_end: boolean;
  lock_time: number;
  [key: string]: unknown;
}

function body<T = Video>(res: LightMyRequestResponse): Envelope<T> {
  return res.json() as Envelope<T>;
}

/** POSTs as a visitor; returns the parsed envelope and status. */
export async function post<T = Video>(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  visitorId?: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(visitorId ? { 'visitor-id': visitorId } : {}), ...headers },
  });
  return { status: res.statusCode, ...body<T>(res) };
}

/** The one video of a successful fetch. */
export function videoOf(reply: Envelope<Video>): Item {
  if (reply.code !== 0 || !reply.data.exist) throw new Error(`no video: ${JSON.stringify(reply)}`);
  return reply.data.items[0]!;
}

export interface PoolOptions {
  size: number;
  platforms?: string[];
  lockSeconds?: number;
  claimLimit?: number | null;
  status?: 'active' | 'paused' | 'ended';
  brandKey?: string;
}

/** A fresh activity with its own pool, so a test owns every video it counts. */
export async function makeActivity(
  db: Db,
  options: PoolOptions,
): Promise<{ id: number; videoIds: number[] }> {
  const brandKey = options.brandKey ?? 'vidmatrix';
  const [team] = await db.insert(teams).values({ brandKey, name: 'Test team' }).returning({ id: teams.id });
  const [activity] = await db
    .insert(activities)
    .values({
      brandKey,
      teamId: team!.id,
      title: 'Test activity',
      platforms: options.platforms ?? ['douyin', 'wechat', 'xhs', 'ks'],
      lockSeconds: options.lockSeconds ?? 43_200,
      claimLimit: options.claimLimit === undefined ? null : options.claimLimit,
      status: options.status ?? 'active',
    })
    .returning({ id: activities.id });
  const rows = await db
    .insert(videos)
    .values(
      Array.from({ length: options.size }, (_, i) => ({
        activityId: activity!.id,
        title: `测试视频 ${i + 1}`,
        fileKey: 'demo/clip-01.mp4',
        coverKey: 'demo/clip-01.jpg',
        durationSeconds: 3,
      })),
    )
    .returning({ id: videos.id });
  return { id: activity!.id, videoIds: rows.map((r) => r.id) };
}

/** Ends a claimer's lock as if its time had run out. */
export async function expireLock(db: Db, videoId: number): Promise<void> {
  await db.execute(sql`update videos set locked_until = now() - interval '1 second' where id = ${videoId}`);
}
