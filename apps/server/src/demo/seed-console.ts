import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, nfcCards } from '../modules/distribution/schema';

/** Where each demo card sits, as a merchant would label the cards it prints. */
const DEMO_LABELS: Record<string, string> = {
  'DEMO-NFC-01': 'Counter',
  'DEMO-NFC-02': 'Table 2',
  'DEMO-NFC-03': 'Table 3',
  'DEMO-NFC-OFF': 'Lost card',
  'DEMO-NFC-LATE': 'Window',
};

/**
 * Seed step: the console lists cards by owner team. Migration 0004 back-filled the team of cards
 * that existed then, but on a fresh database the demo cards are inserted after the migrations,
 * so they get their team from their activity here. Idempotent: only ownerless cards change.
 */
export async function seedConsoleDemo(tx: Db): Promise<void> {
  await tx
    .update(nfcCards)
    .set({
      teamId: sql`(select ${activities.teamId} from ${activities} where ${activities.id} = ${nfcCards.activityId})`,
    })
    .where(isNull(nfcCards.teamId));
  for (const [code, label] of Object.entries(DEMO_LABELS)) {
    await tx
      .update(nfcCards)
      .set({ label })
      .where(and(eq(nfcCards.code, code), eq(nfcCards.label, '')));
  }
}
