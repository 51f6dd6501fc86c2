import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../shared/passwords';
import type { Db } from '../db/client';
import { DEMO } from './seed-distribution';
import { scripts } from '../modules/copywriting/schema';
import { shareLinks, shareLinkVideos } from '../modules/share/schema';

/** The README's demo share links (issue 6). */
export const DEMO_SHARES = {
  /** Password 1234, permanent, three videos of activity 1001. */
  protected: 'DEMO-SHARE',
  password: '1234',
  /** Expired yesterday: "link expired or does not exist". */
  expired: 'DEMO-SHARE-EXPIRED',
  /** No password, permanent. */
  open: 'DEMO-SHARE-OPEN',
  /** The copywriting step's shot-by-shot demo script, no password, permanent. */
  script: 'DEMO-SCRIPT',
  scriptId: 3001,
} as const;

const DAY = 24 * 3600 * 1000;

async function demoLink(
  tx: Db,
  link: Omit<typeof shareLinks.$inferInsert, 'brandKey' | 'teamId'>,
  videoIds: number[] = [],
): Promise<void> {
  const [row] = await tx
    .insert(shareLinks)
    .values({ ...link, brandKey: DEMO.brandKey, teamId: DEMO.teamId })
    .onConflictDoNothing()
    .returning({ id: shareLinks.id });
  if (!row || videoIds.length === 0) return;
  await tx
    .insert(shareLinkVideos)
    .values(videoIds.map((videoId, i) => ({ linkId: row.id, videoId, position: i + 1 })))
    .onConflictDoNothing();
}

/**
 * Seed step: four demo links of the demo café. Idempotent (codes are unique per brand). The
 * script link needs the copywriting step's script 3001: without it that one link is left out
 * rather than failing the whole seed.
 */
export async function seedShareDemo(tx: Db): Promise<void> {
  const d = DEMO_SHARES;
  await demoLink(
    tx,
    { code: d.protected, kind: 'videos', passwordHash: await hashPassword(d.password) },
    [100101, 100102, 100103],
  );
  await demoLink(
    tx,
    { code: d.expired, kind: 'videos', expiresAt: new Date(Date.now() - DAY) },
    [100104, 100105],
  );
  await demoLink(tx, { code: d.open, kind: 'videos' }, [100106, 100107, 100108, 100109]);

  const [script] = await tx
    .select({ id: scripts.id })
    .from(scripts)
    .where(and(eq(scripts.id, d.scriptId), inArray(scripts.teamId, [DEMO.teamId])));
  if (script) await demoLink(tx, { code: d.script, kind: 'script', scriptId: script.id });
}
