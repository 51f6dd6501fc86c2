import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { videos } from '../src/modules/distribution/schema';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { get, loginAs, post, registerMember, type Reply } from './auth-kit';
import { testDatabase } from './test-database';

export const C = '/member/console';

export const validActivity = {
  title: 'Spring tasting',
  platforms: ['douyin', 'wechat'],
  lock_seconds: 600,
  claim_limit: 2,
  store_id: null,
  hashtags: ['#coffee', 'latte '],
  caption_template: '{title} at {store}',
};

/** The demo café's merchant administrator. */
export const demoAdmin = (app: FastifyInstance) => loginAs(app, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.password);

/** The administrator of a brand-new team of its own. */
export async function otherTeamAdmin(app: FastifyInstance): Promise<string> {
  const other = await registerMember(app);
  const created = await post(app, '/member/team/create', { name: 'Other café' }, { token: other.token });
  if (created.code !== 0) throw new Error(`team: ${created.code}`);
  return other.token;
}

export async function createActivity(app: FastifyInstance, token: string, body: object = validActivity) {
  const reply = await post(app, `${C}/activity/create`, body, { token });
  if (reply.code !== 0) throw new Error(`create: ${reply.code} ${JSON.stringify(reply.data)}`);
  return reply.data.activity as { id: number; [key: string]: unknown };
}

/** Puts `n` ready videos in an activity's pool (what the library's "add to activity" does). */
export async function addVideos(activityId: number, n: number): Promise<number[]> {
  const { db } = await testDatabase();
  const rows = await db
    .insert(videos)
    .values(
      Array.from({ length: n }, (_, i) => ({
        activityId,
        title: `Clip ${i + 1}`,
        fileKey: 'demo/clip-01.mp4',
        coverKey: 'demo/clip-01.jpg',
        durationSeconds: 12,
        sizeBytes: 1000,
      })),
    )
    .returning({ id: videos.id });
  return rows.map((r) => r.id);
}

export async function expireLocks(activityId: number): Promise<void> {
  const { db } = await testDatabase();
  await db.execute(
    sql`update videos set locked_until = now() - interval '1 second' where activity_id = ${activityId}`,
  );
}

export const getList = (
  app: FastifyInstance,
  token: string,
  query: Record<string, string> = {},
): Promise<Reply> => get(app, `${C}/activities`, query, { token });
