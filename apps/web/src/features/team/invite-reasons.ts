import { ERROR_CODES } from '@vidmatrix/contract/errors';
import { ApiError } from '../../shared/api/api-error';

/** Why an invite link leads nowhere: the no-data page's reasons (spec §2). */
export type InviteUnavailable = 'link-expired' | 'invite-taken';

export function unavailableReason(error: unknown): InviteUnavailable | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === ERROR_CODES.inviteExpired.code) return 'link-expired';
  if (error.code === ERROR_CODES.inviteTaken.code) return 'invite-taken';
  return undefined;
}
