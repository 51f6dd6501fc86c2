import type { ShareLinkStatus } from '@vidmatrix/contract/share';
import type { LinkRow } from './repo';

/** A link's state (spec §4): ended early beats expired; no expiry = permanently valid. */
export function linkStatus(link: Pick<LinkRow, 'endedAt' | 'expiresAt'>, now = Date.now()): ShareLinkStatus {
  if (link.endedAt) return 'ended';
  if (link.expiresAt === null) return 'permanent';
  return link.expiresAt.getTime() > now ? 'valid' : 'expired';
}

export const isOpen = (link: LinkRow, now = Date.now()) => {
  const status = linkStatus(link, now);
  return status === 'valid' || status === 'permanent';
};

export function expiryFields(link: Pick<LinkRow, 'expiresAt'>) {
  return { permanent: link.expiresAt === null, expires_at: link.expiresAt?.toISOString() ?? null };
}
