import type { ErrorBlockStatus } from '../../shared/ui/error-block';

/** Why there is nothing to show (spec §2 "No-data page"), chosen by whoever sends the visitor here. */
export const NO_DATA_REASONS = ['too-late', 'link-expired', 'invite-taken', 'contact-admin'] as const;
export type NoDataReason = (typeof NO_DATA_REASONS)[number];

/** Unbuilt routes and unknown paths: the one wording that is true for any of them. */
export const DEFAULT_NO_DATA_REASON: NoDataReason = 'contact-admin';

/** The query parameter a caller sets when redirecting here: `/somewhere?reason=link-expired`. */
export const NO_DATA_REASON_PARAM = 'reason';

export function parseNoDataReason(value: string | null | undefined): NoDataReason | undefined {
  return NO_DATA_REASONS.find((reason) => reason === value);
}

export const REASON_ILLUSTRATION: Record<NoDataReason, ErrorBlockStatus> = {
  'too-late': 'empty',
  'link-expired': 'default',
  'invite-taken': 'default',
  'contact-admin': 'empty',
};
