import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/modules/analytics/schema';
import { buildTestApp, hostOf } from './helper';
import { testDatabase } from './test-database';

const URL = '/api/open/analytics/events';

async function rowsOf(visitorId: string) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.visitorId, visitorId))
    .orderBy(analyticsEvents.id);
}

const visitor = () => randomUUID();

describe('POST /api/open/analytics/events', () => {
  it('stores a JSON batch with brand, visitor and user agent', async () => {
    const app = await buildTestApp();
    const id = visitor();
    const events = [
      {
        name: 'view',
        ts: 1_700_000_000_000,
        path: '/distribution_video',
        props: { activity_id: 7, nfc: null },
      },
      { name: 'click', ts: 1_700_000_000_500, path: '/distribution_video' },
    ];
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { host: hostOf('jia'), 'visitor-id': id, 'user-agent': 'TestAgent/1.0' },
      payload: { events },
    });
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: { stored: 2 } });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      brandKey: 'jia',
      name: 'view',
      path: '/distribution_video',
      props: { activity_id: 7, nfc: null },
      userAgent: 'TestAgent/1.0',
    });
    expect(rows[0]!.clientTs.getTime()).toBe(1_700_000_000_000);
    expect(rows[1]!.props).toBeNull();
  });

  it('accepts the same batch as text/plain, as navigator.sendBeacon sends it', async () => {
    const app = await buildTestApp();
    const id = visitor();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'visitor-id': id },
      payload: JSON.stringify({ events: [{ name: 'hide', ts: 1, path: '/' }] }),
    });
    expect(res.json()).toMatchObject({ code: 0, data: { stored: 1 } });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('answers malformed text/plain JSON with 40001', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40001);
  });

  it('lists the failing fields of a bad batch and stores nothing', async () => {
    const app = await buildTestApp();
    const id = visitor();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'visitor-id': id },
      payload: {
        events: [
          { name: 'ok', ts: 1, path: '/' },
          { name: '', ts: 'soon', path: 3 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40000);
    expect(
      res
        .json()
        .data.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['events.1.name', 'events.1.path', 'events.1.ts']);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('refuses batches over the maximum and empty ones', async () => {
    const app = await buildTestApp();
    const many = Array.from({ length: 51 }, () => ({ name: 'v', ts: 1, path: '/' }));
    for (const events of [many, []]) {
      const res = await app.inject({ method: 'POST', url: URL, payload: { events } });
      expect(res.json()).toMatchObject({ code: 40000, data: { fields: [{ path: 'events' }] } });
    }
  });

  it('drops a malformed visitor id instead of failing the batch', async () => {
    const app = await buildTestApp();
    const name = `odd-${visitor()}`;
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'visitor-id': '<script>' },
      payload: { events: [{ name, ts: 1, path: '/' }] },
    });
    expect(res.json().data.stored).toBe(1);
    const { db } = await testDatabase();
    const [row] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name));
    expect(row!.visitorId).toBeNull();
  });
});

describe('GET /api/dev/analytics_events (development only)', () => {
  it("reads back one visitor's events, oldest first, and no one else's", async () => {
    const app = await buildTestApp();
    const id = visitor();
    const send = (visitorId: string, name: string) =>
      app.inject({
        method: 'POST',
        url: URL,
        headers: { host: hostOf('vidmatrix'), 'visitor-id': visitorId },
        payload: { events: [{ name, ts: 1_700_000_000_000, path: '/x', props: { video_id: 1 } }] },
      });
    await send(id, 'view');
    await send(visitor(), 'other');
    await send(id, 'copy');
    const res = await app.inject({ method: 'GET', url: `/api/dev/analytics_events?visitor_id=${id}` });
    expect(res.json().data.events).toEqual([
      { name: 'view', path: '/x', brand: 'vidmatrix', props: { video_id: 1 } },
      { name: 'copy', path: '/x', brand: 'vidmatrix', props: { video_id: 1 } },
    ]);
  });
});

describe('a beacon (no custom headers)', () => {
  it('takes the visitor id from the body', async () => {
    const app = await buildTestApp();
    const id = visitor();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { host: hostOf('vidmatrix'), 'content-type': 'text/plain' },
      payload: JSON.stringify({
        events: [{ name: 'publish', ts: 1_700_000_000_000, path: '/x' }],
        visitor_id: id,
      }),
    });
    expect(res.json().data).toEqual({ stored: 1 });
    expect((await rowsOf(id)).map((r) => r.name)).toEqual(['publish']);
  });
});
