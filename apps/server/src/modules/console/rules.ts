import type { ActivityStatus, StatusAction } from '@vidmatrix/contract/console';

/**
 * Where a status action leads. Ended is final: nothing leaves it, and repeating an action that
 * is already true is a no-op rather than an error (a double click must not show a failure).
 * Returns undefined when the action is refused.
 */
export function nextStatus(current: ActivityStatus, action: StatusAction): ActivityStatus | undefined {
  if (current === 'ended') return action === 'end' ? 'ended' : undefined;
  if (action === 'end') return 'ended';
  return action === 'pause' ? 'paused' : 'active';
}

/** An ended activity keeps its settings as they were when it ran: it cannot be edited. */
export const canEdit = (status: ActivityStatus) => status !== 'ended';

/** Random NFC card codes: unambiguous characters only, so a code read aloud or printed is exact. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCardCode(random: (size: number) => Uint8Array): string {
  const bytes = random(10);
  return `NFC-${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}
