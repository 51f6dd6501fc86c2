import { readFileSync } from 'node:fs';
import { EXPORT_HEADERS } from '@vidmatrix/contract/handoff';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_DIR } from '../src/integrations/storage/keys';
import { en, post } from './auth-kit';
import { createActivity, demoAdmin, otherTeamAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { hostOf } from './helper';

const PATH = '/api/member/console/activity_export';

/** The entries of a stored (uncompressed) ZIP, read from its central directory. */
function unzipStored(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    expect(zip.readUInt16LE(at + 10)).toBe(0); // method: stored
    const size = zip.readUInt32LE(at + 20);
    const [nameLen, extraLen, commentLen] = [28, 30, 32].map((o) => zip.readUInt16LE(at + o)) as [
      number,
      number,
      number,
    ];
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLen);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files.set(name, zip.subarray(dataAt, dataAt + size));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

const exportOf = (app: FastifyInstance, token: string | undefined, body: object, brand = 'vidmatrix') =>
  app.inject({
    method: 'POST',
    url: PATH,
    headers: { host: hostOf(brand), language: 'en', ...(token ? { token } : {}) },
    payload: body,
  });

describe('hand-off export (/yixiaoer)', () => {
  it("streams demo activity 1001's 30 videos and a captions CSV as a stored ZIP", async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const res = await exportOf(app, token, { activity_id: '1001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity-1001.zip"');
    expect(res.headers[EXPORT_HEADERS.files]).toBe('30');
    const zip = res.rawPayload;
    expect(Number(res.headers[EXPORT_HEADERS.bytes])).toBe(zip.length);

    const files = unzipStored(zip);
    expect(files.size).toBe(31);
    const csv = files.get('captions.csv')!.toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('file,title,caption,hashtags,duration_s');
    expect(lines).toHaveLength(31);
    const first = lines[1]!.split(',');
    expect(first[0]).toMatch(/^videos\/001-.+\.mp4$/);
    expect(first[2]).toContain('｜Demo café #探店 #上海咖啡 #DemoCafé');
    // The bytes of each video are the stored clip's.
    const video = files.get(first[0]!)!;
    const clip = readFileSync(`${DEMO_DIR}clip-01.mp4`);
    expect(video.equals(clip)).toBe(true);
  });

  it("answers another team's, another brand's and an unknown activity alike; a visitor is refused", async () => {
    const app = await demoApp();
    const other = await otherTeamAdmin(app);
    const foreign = await exportOf(app, other, { activity_id: 1001 });
    const unknown = await exportOf(app, other, { activity_id: 999_999 });
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().code).not.toBe(0);
    const own = await createActivity(app, other);
    const empty = await exportOf(app, other, { activity_id: own.id });
    expect(empty.statusCode).toBe(200);
    expect([...unzipStored(empty.rawPayload).keys()]).toEqual(['captions.csv']);

    expect((await exportOf(app, undefined, { activity_id: 1001 })).json().code).toBe(4011);
    const bad = await exportOf(app, other, { activity_id: 'abc' });
    expect(bad.json().code).toBe(40000);
    expect(
      (await post(app, '/member/console/activity_export', { activity_id: '' }, { ...en, token: other })).code,
    ).toBe(40000);
  });
});
