import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfcCards, videos } from '../src/modules/distribution/schema';
import type { LoopbackPlatformServer } from '../src/integrations/loopback/loopback-server';
import { uniqueIp } from './auth-kit';
import { buildApp } from '../src/app';
import { seedDemoData } from '../src/demo/seed';
import { makeActivity, visitor } from './distribution-helper';
import { testConfig } from './helper';
import {
  approveOnAuthorizePage,
  configuredFor,
  cookiesOf,
  localPath,
  startTestFake,
} from './fakes/platform-test-kit';
import {
  fixture,
  item,
  ROWS,
  SPEC_CALLS,
  variants,
  type Call,
  type Payload,
  type Reply,
} from './spec-payloads-table';
import { testDatabase } from './test-database';

// Spec §7's calls as the spec's browser clients send them (issue 12): numbers as strings, "" for
// an absent optional id or list, lists as "a, b", `plateform` for `platform`. Each variant must
// get a real answer (a video, a report, a link), not merely "not 40000".

let fake: LoopbackPlatformServer;
let app: FastifyInstance;

async function send(call: Call, payload: Payload, headers: Record<string, string> = {}): Promise<Reply> {
  const [method, path] = call.split(' ') as ['GET' | 'POST', string];
  const res = await app.inject({
    method,
    url: `/api${path}`,
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) }
      : { payload }),
    headers,
    remoteAddress: uniqueIp(),
  });
  return res.json() as Reply;
}

beforeAll(async () => {
  fake = await startTestFake();
  // Built here rather than per test (buildTestApp): the table's many cases share one app.
  const database = await testDatabase();
  await seedDemoData(database.db);
  app = await buildApp({ config: testConfig(configuredFor(fake)), database });
  const activity = await makeActivity(database.db, { size: 200 });
  const code = (p: string) => `SPEC-${p}-${randomUUID().slice(0, 8)}`;
  const cards = { wechat: code('wx'), xhs: code('xhs'), ks: code('ks') };
  const rows = Object.entries(cards).map(([platform, c]) => ({ code: c, activityId: activity.id, platform }));
  await database.db.insert(nfcCards).values(rows);
  fixture.pool = { ...activity, cards };
  fixture.send = send;
  // Kuaishou's authorization, as the page gets it: authorize → Kuaishou's page → callback.
  const start = await app.inject({ method: 'GET', url: `/api/open/kuaishou/oauth/authorize?redirect=/x` });
  const callback = await approveOnAuthorizePage(app, start.headers.location as string);
  const done = await app.inject({
    method: 'GET',
    url: localPath(callback.toString()),
    headers: { cookie: cookiesOf(start) },
  });
  const landed = new URL(done.headers.location as string, 'http://localhost');
  fixture.authorizeId = landed.searchParams.get('authorize_id')!;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('spec §7 calls, as browser clients send them', () => {
  it('the table covers every spec §7 call the server has', () => {
    expect(ROWS.map((r) => r.call).sort()).toEqual([...SPEC_CALLS].sort());
    for (const call of SPEC_CALLS) {
      const [method, path] = call.split(' ') as ['GET' | 'POST', string];
      expect(app.hasRoute({ method, url: `/api${path}` }), call).toBe(true);
    }
  });

  const cases = ROWS.flatMap((row) =>
    variants(row).map(([name, vary]) => ({ call: row.call, name, row, vary })),
  );
  it.each(cases)('$call — $name', async ({ row, vary }) => {
    const { payload, headers } = await row.build(visitor());
    row.ok(await send(row.call, vary(payload), headers));
  });

  it.each([
    ['an id beyond integer', { prev_id: '2147483648' }],
    ['a non-numeric id', { held_id: 'abc' }],
    ['a list with an id beyond integer', { view_ids: '100101, 2147483648' }],
    ['U+0000 in a code', { nfc_code: 'DEMO\u0000' }],
    ['an unknown platform', { plateform: 'tiktok' }],
  ])('still refuses %s with 40000', async (_name, extra) => {
    const reply = await send('POST /member/browser_video/activity_log/fetch_video', {
      activity_id: fixture.pool.id,
      ...extra,
    });
    expect(reply.code).toBe(40000);
  });

  it('the browser fetch reads `plateform` as `platform`: a platform the activity lacks is refused', async () => {
    const douyinOnly = await makeActivity((await testDatabase()).db, { size: 3, platforms: ['douyin'] });
    const fetch = (extra: Payload) =>
      send('POST /member/browser_video/activity_log/fetch_video', { activity_id: douyinOnly.id, ...extra });
    expect(await fetch({ plateform: 'xhs' })).toMatchObject({ code: 20006 });
    expect(await fetch({ platform: 'xhs' })).toMatchObject({ code: 20006 });
    item(await fetch({ plateform: 'douyin' }));
    item(await fetch({ platform: 'douyin', plateform: 'xhs' }));
  });
});

describe('POST /member/douyin/share_activity/random with the spec payload (no prev_id)', () => {
  it('releases the held video when it is among the viewed ids and answers another, as prev_id does', async () => {
    const { db } = await testDatabase();
    for (const withPrev of [false, true]) {
      const who = visitor();
      const first = item(
        await send('GET /member/douyin/share_activity/video', { id: fixture.pool.id }, { 'visitor-id': who }),
      );
      const payload = {
        id: String(fixture.pool.id),
        view_mixed_video_ids: String(first.mixed_video_id),
        ...(withPrev ? { prev_id: String(first.mixed_video_id) } : {}),
      };
      const next = item(
        await send('POST /member/douyin/share_activity/random', payload, { 'visitor-id': who }),
      );
      expect(next.mixed_video_id, withPrev ? 'with prev_id' : 'spec payload').not.toBe(first.mixed_video_id);
      const [old] = await db.select().from(videos).where(eq(videos.id, first.mixed_video_id));
      expect(old!.lockedBy, withPrev ? 'with prev_id' : 'spec payload').toBeNull();
    }
  });
});
