import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/infra-schema';
import { alignAcademyDemoHours, seedAcademyDemo } from './seed-academy';
import { seedAuthDemo } from './seed-auth';
import { seedConsoleDemo } from './seed-console';
import { seedCopywritingDemo } from './seed-copywriting';
import { seedPlatformAuthDemo } from './seed-platform-auth';
import { seedShareDemo } from './seed-share';
import { seedTouchCardDemo } from './seed-touch-card';
import { seedMixDemo } from './seed-mix';
import { seedUploadDemo } from './seed-upload';
import { flagDistributionDemo, seedDistributionDemo } from './seed-distribution';

/** One demo-data step. Steps run in order, once each; a database remembers the last one it ran. */
export interface SeedStep {
  version: number;
  name: string;
  run(tx: Db): Promise<void>;
}

const SEED_VERSION_KEY = 'demo_seed_version';

/**
 * Later issues append steps here (demo activities, videos, members…) with the next version
 * number. Never edit a shipped step: databases that already ran it would not see the change.
 */
const SEED_STEPS: readonly SeedStep[] = [
  {
    version: 1,
    name: 'foundation',
    // Nothing to insert yet: recording the version proves the mechanism end to end.
    run: async () => {},
  },
  {
    version: 2,
    name: 'distribution: demo café, activities 1001–1003, clips, NFC cards',
    run: seedDistributionDemo,
  },
  { version: 3, name: 'accounts: demo merchant, member, consultant, invite links', run: seedAuthDemo },
  { version: 4, name: 'console: NFC card owners, demo store details', run: seedConsoleDemo },
  { version: 5, name: 'upload: demo library videos', run: seedUploadDemo },
  { version: 6, name: 'copywriting: demo scripts', run: seedCopywritingDemo },
  {
    version: 7,
    name: 'share: DEMO-SHARE, DEMO-SHARE-EXPIRED, DEMO-SHARE-OPEN, DEMO-SCRIPT',
    run: seedShareDemo,
  },
  { version: 8, name: 'distribution: demo activities answer on every brand host', run: flagDistributionDemo },
  { version: 9, name: 'academy: two courses of three lessons, demo-course-token', run: seedAcademyDemo },
  {
    version: 10,
    name: 'platform accounts: the demo café’s Douyin account and TikTok Shop shop',
    run: seedPlatformAuthDemo,
  },
  {
    version: 11,
    name: 'touch cards: DEMO-CARD store page with every function item and a week of tap data',
    run: seedTouchCardDemo,
  },
  {
    version: 12,
    name: 'academy: demo courses plan as many class hours as they have lessons',
    run: alignAcademyDemoHours,
  },
  {
    version: 13,
    name: 'mix: nine demo shots (made by ffmpeg at start) and mix project 1001',
    run: seedMixDemo,
  },
];

/** Runs the steps this database has not seen yet, in one transaction. Safe to call at every start. */
export async function seedDemoData(db: Db, steps: readonly SeedStep[] = SEED_STEPS): Promise<number> {
  return db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL must not both seed: serialise on a lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_VERSION_KEY}))`);
    const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_VERSION_KEY));
    const current = row ? Number(row.value) : 0;
    const pending = steps.filter((s) => s.version > current).sort((a, b) => a.version - b.version);
    for (const step of pending) await step.run(tx);
    const last = pending.at(-1);
    if (last) {
      await tx
        .insert(appMeta)
        .values({ key: SEED_VERSION_KEY, value: String(last.version) })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: String(last.version), updatedAt: new Date() },
        });
    }
    return pending.length;
  });
}

export async function seedVersion(db: Db): Promise<number> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_VERSION_KEY));
  return row ? Number(row.value) : 0;
}
