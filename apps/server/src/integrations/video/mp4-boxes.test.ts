import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFastStart } from './mp4-boxes';

const box = (type: string, payload = 0) => {
  const b = Buffer.alloc(8 + payload);
  b.writeUInt32BE(8 + payload, 0);
  b.write(type, 4, 'latin1');
  return b;
};
/** A box with a 64-bit size (size field 1). */
const largeBox = (type: string, payload: number) => {
  const b = Buffer.alloc(16 + payload);
  b.writeUInt32BE(1, 0);
  b.write(type, 4, 'latin1');
  b.writeBigUInt64BE(BigInt(16 + payload), 8);
  return b;
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mp4-boxes-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(...parts: Buffer[]) {
  const path = join(dir, `${Math.random()}.mp4`);
  await writeFile(path, Buffer.concat(parts));
  return path;
}

describe('hasFastStart', () => {
  it('is true when moov comes before mdat, whatever sits in between', async () => {
    expect(
      await hasFastStart(await file(box('ftyp', 16), box('free'), box('moov', 40), box('mdat', 100))),
    ).toBe(true);
    expect(
      await hasFastStart(await file(box('ftyp', 16), largeBox('wide', 8), box('moov', 4), box('mdat'))),
    ).toBe(true);
  });

  it('is false when mdat comes first, the file is truncated or a size is corrupt', async () => {
    expect(await hasFastStart(await file(box('ftyp', 16), box('mdat', 100), box('moov', 40)))).toBe(false);
    expect(await hasFastStart(await file(box('ftyp', 16)))).toBe(false);
    const corrupt = box('ftyp', 16);
    corrupt.writeUInt32BE(3, 0);
    expect(await hasFastStart(await file(corrupt, box('moov')))).toBe(false);
  });
});
