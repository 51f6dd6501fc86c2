import { touchCardItemSettings, touchCardSettings } from '@vidmatrix/contract/touch-card';
import { TOUCH_CARD_ITEM_KINDS } from '@vidmatrix/contract/touch-card-rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, nfcCards } from '../modules/distribution/schema';
import {
  touchCardDaily,
  touchCardItems,
  touchCardPackages,
  touchCardPages,
} from '../modules/touch-card/schema';

const DEMO_TOUCH_CARD = 'DEMO-CARD';
const SEND_VIDEO_ACTIVITY = 1002;

const SETTINGS = touchCardSettings.parse({
  logo: 'demo/touch-card-logo.png',
  title: 'Demo café',
  main_business: 'Specialty coffee and fresh pastries',
  preset_topics: ['DemoCafe', 'coffee', 'brunch'],
  features: 'Hand-poured single origin, osmanthus latte, quiet corner seats',
  reference_notes: 'Mention the window seats and the weekend brunch set.',
  content_requirement: 'Friendly, no prices.',
  word_count: 300,
  background: 1,
  ai_label: true,
});

const ITEMS = [
  { kind: 'follow_channels', account_id: 'sphDemoCafe01' },
  {
    kind: 'follow_xhs',
    account_id: 'democafe_sh',
    link: 'https://www.xiaohongshu.com/user/profile/5f3a0c1e000000000101d2f1',
  },
  { kind: 'follow_kuaishou', account_id: 'democafe' },
  { kind: 'follow_douyin', account_id: 'democafe' },
  { kind: 'group_buy', platform: 'meituan' },
  { kind: 'collection' },
  { kind: 'review_checkin', link: 'https://m.dianping.com/shop/demo-cafe' },
  { kind: 'send_video', activity_id: SEND_VIDEO_ACTIVITY },
  { kind: 'wifi', ssid: 'DemoCafe-Guest', password: 'coffee2026', security: 'WPA' },
  { kind: 'wechat_qr', image: 'demo/touch-card-wechat-qr.png' },
  { kind: 'link', url: 'https://www.example.com/demo-cafe/menu', title: 'Menu' },
].map((item) => touchCardItemSettings.parse(item));

const PACKAGES = [
  {
    shareText: '【美团】Demo café 双人下午茶套餐，快来抢购 https://dpurl.cn/demoA1 复制打开美团',
    link: 'https://dpurl.cn/demoA1',
    dealTitle: 'Afternoon tea for two',
    dealUrl: 'https://i.meituan.com/deal/demo-cafe-tea-for-two',
  },
  {
    shareText: '【美团】Demo café 早午餐单人套餐 https://dpurl.cn/demoB2',
    link: 'https://dpurl.cn/demoB2',
    dealTitle: 'Brunch set for one',
    dealUrl: 'https://i.meituan.com/deal/demo-cafe-brunch',
  },
];

/** A week of taps ending on the seed day, varied but fixed (the same on every database). */
function weekOfTaps(): { day: string; metric: string; count: number }[] {
  const rows: { day: string; metric: string; count: number }[] = [];
  for (let d = 6; d >= 0; d--) {
    const day = new Date(Date.now() + 8 * 3600_000 - d * 86_400_000).toISOString().slice(0, 10);
    const taps = 40 + ((d * 17) % 23);
    rows.push({ day, metric: 'taps', count: taps });
    TOUCH_CARD_ITEM_KINDS.forEach((kind, i) =>
      rows.push({ day, metric: `click:${kind}`, count: Math.max(0, Math.round(taps / (2 + i)) - d) }),
    );
    rows.push({ day, metric: 'copies_generated', count: Math.round(taps / 3) });
    rows.push({ day, metric: 'copies_copied', count: Math.round(taps / 4) });
    rows.push({ day, metric: 'posts_started', count: Math.round(taps / 6) });
  }
  return rows;
}

/** Seed step: DEMO-CARD, the demo café's store page with every function item and a week of taps. */
export async function seedTouchCardDemo(tx: Db): Promise<void> {
  const [activity] = await tx
    .select({ teamId: activities.teamId })
    .from(activities)
    .where(eq(activities.id, SEND_VIDEO_ACTIVITY));
  if (!activity?.teamId) return;
  const teamId = activity.teamId;
  await tx
    .insert(nfcCards)
    .values({
      code: DEMO_TOUCH_CARD,
      teamId,
      activityId: SEND_VIDEO_ACTIVITY,
      platform: 'xhs',
      label: 'Counter (store page)',
    })
    .onConflictDoNothing();
  await tx
    .insert(touchCardPages)
    .values({ code: DEMO_TOUCH_CARD, teamId, settings: SETTINGS })
    .onConflictDoNothing();
  for (const [i, settings] of ITEMS.entries()) {
    const [row] = await tx
      .insert(touchCardItems)
      .values({ code: DEMO_TOUCH_CARD, kind: settings.kind, settings, position: i + 1 })
      .returning({ id: touchCardItems.id });
    if (settings.kind !== 'group_buy') continue;
    await tx
      .insert(touchCardPackages)
      .values(PACKAGES.map((p) => ({ ...p, itemId: row!.id, platform: 'meituan', state: 'ready' as const })));
  }
  await tx
    .insert(touchCardDaily)
    .values(weekOfTaps().map((r) => ({ ...r, code: DEMO_TOUCH_CARD })))
    .onConflictDoUpdate({
      target: [touchCardDaily.code, touchCardDaily.day, touchCardDaily.metric],
      set: { count: sql`excluded.count` },
    });
}
