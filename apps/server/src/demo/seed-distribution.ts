import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEMO_DIR } from '../integrations/storage/keys';
import type { Db } from '../db/client';
import { activities, nfcCards, stores, videos } from '../modules/distribution/schema';
import { teams } from '../modules/team/schema';

/**
 * The demo clips (scripts/demo-clips.mjs writes clips.json beside them, with the duration and
 * size it measured).
 */
export interface DemoClip {
  file: string;
  cover: string;
  title: string;
  duration: number;
  size: number;
}

export const DEMO = {
  brandKey: 'vidmatrix',
  teamId: 1001,
  storeId: 1001,
  /** Douyin, 30 videos, 3 per claimer, 12 h lock. */
  douyinActivity: 1001,
  /** WeChat / Xiaohongshu / Kuaishou, 12 videos, 10 min lock, NFC cards. */
  matrixActivity: 1002,
  /** Every video already taken: "sorry, too late". */
  claimedActivity: 1003,
  nfcCard: 'DEMO-NFC-01',
} as const;

/** Video ids are readable: activity × 100 + position (100101 … 100130). */
const videoId = (activityId: number, n: number) => activityId * 100 + n;

export function demoClips(): DemoClip[] {
  return JSON.parse(readFileSync(`${DEMO_DIR}clips.json`, 'utf8')) as DemoClip[];
}

function videoRows(activityId: number, list: DemoClip[], published: boolean) {
  return list.map((clip, i) => ({
    id: videoId(activityId, i + 1),
    activityId,
    title: clip.title,
    fileKey: `demo/${clip.file}`,
    coverKey: `demo/${clip.cover}`,
    durationSeconds: clip.duration,
    sizeBytes: clip.size,
    ...(published ? { publishedAt: sql`now()`, publishedBy: 'v:demo-visitor' } : {}),
  }));
}

/** Seed step: the demo café, its three activities, their videos and NFC cards. */
export async function seedDistributionDemo(tx: Db): Promise<void> {
  const all = demoClips();
  await tx.insert(teams).values({ id: DEMO.teamId, brandKey: DEMO.brandKey, name: 'Demo café' });
  await tx.insert(stores).values({
    id: DEMO.storeId,
    teamId: DEMO.teamId,
    name: 'Demo café',
    province: '上海市',
    city: '上海市',
    district: '静安区',
    address: '南京西路1266号恒隆广场一楼 L108',
    poiName: 'Demo café（南京西路店）',
  });
  const common = { brandKey: DEMO.brandKey, teamId: DEMO.teamId, storeId: DEMO.storeId };
  await tx.insert(activities).values([
    {
      ...common,
      id: DEMO.douyinActivity,
      title: 'Demo café — Douyin',
      platforms: ['douyin'],
      lockSeconds: 43_200,
      claimLimit: 3,
      hashtags: ['探店', '上海咖啡', 'DemoCafé'],
      captionTemplate: '{title}｜{store}',
    },
    {
      ...common,
      id: DEMO.matrixActivity,
      title: 'Demo café — matrix',
      platforms: ['wechat', 'xhs', 'ks'],
      lockSeconds: 600,
      claimLimit: 3,
      hashtags: ['周末去哪儿', '咖啡日记'],
      captionTemplate: '{title} 📍{store}',
    },
    {
      ...common,
      id: DEMO.claimedActivity,
      title: 'Demo café — all claimed',
      platforms: ['douyin', 'wechat', 'xhs', 'ks'],
      lockSeconds: 43_200,
      claimLimit: 3,
      hashtags: ['探店'],
    },
  ]);
  await tx
    .insert(videos)
    .values([
      ...videoRows(DEMO.douyinActivity, all.slice(0, 30), false),
      ...videoRows(DEMO.matrixActivity, all.slice(30, 42), false),
      ...videoRows(DEMO.claimedActivity, all.slice(0, 6), true),
    ]);
  await tx.insert(nfcCards).values([
    { code: DEMO.nfcCard, activityId: DEMO.matrixActivity, platform: 'wechat' },
    { code: 'DEMO-NFC-02', activityId: DEMO.matrixActivity, platform: 'xhs' },
    { code: 'DEMO-NFC-03', activityId: DEMO.matrixActivity, platform: 'ks' },
    { code: 'DEMO-NFC-OFF', activityId: DEMO.matrixActivity, platform: 'wechat', status: 'disabled' },
    { code: 'DEMO-NFC-LATE', activityId: DEMO.claimedActivity, platform: 'wechat' },
  ]);
}

/** The demo activities, each of which answers visitors on every brand host once flagged. */
const DEMO_ACTIVITIES = [DEMO.douyinActivity, DEMO.matrixActivity, DEMO.claimedActivity];

/**
 * Seed step: flag the demo café's activities (and so their NFC cards) as demo, so the README's
 * links work on every brand host. An update, not part of the insert above: databases seeded
 * before the flag existed get it too. Only the demo team's rows: a merchant's are never touched.
 */
export async function flagDistributionDemo(tx: Db): Promise<void> {
  await tx
    .update(activities)
    .set({ demo: true })
    .where(and(inArray(activities.id, DEMO_ACTIVITIES), eq(activities.teamId, DEMO.teamId)));
}
