import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData, seedVersion, type SeedStep } from '../src/demo/seed';
import { testDatabase } from './test-database';

describe('seedDemoData', () => {
  it('runs each step once, in order, and records the version', async () => {
    const { db } = await testDatabase();
    const ran: string[] = [];
    const steps: SeedStep[] = [
      { version: 2, name: 'b', run: async () => void ran.push('b') },
      { version: 1, name: 'a', run: async () => void ran.push('a') },
    ];
    expect(await seedDemoData(db, steps)).toBe(2);
    expect(await seedDemoData(db, steps)).toBe(0);
    expect(ran).toEqual(['a', 'b']);
    expect(await seedVersion(db)).toBe(2);

    const more = [...steps, { version: 3, name: 'c', run: async () => void ran.push('c') }];
    expect(await seedDemoData(db, more)).toBe(1);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('rolls a failed step back entirely', async () => {
    const { db } = await testDatabase();
    const before = await seedVersion(db);
    const failing: SeedStep[] = [
      {
        version: before + 1,
        name: 'writes then fails',
        run: async (tx) => {
          await tx.execute(sql`insert into app_meta (key, value) values ('half-done', 'x')`);
          throw new Error('boom');
        },
      },
    ];
    await expect(seedDemoData(db, failing)).rejects.toThrow('boom');
    expect(await seedVersion(db)).toBe(before);
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from app_meta where key = 'half-done'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(0);
  });
});
