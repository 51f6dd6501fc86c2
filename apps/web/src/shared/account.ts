import { me } from '@vidmatrix/contract/auth';
import type { Role } from '@vidmatrix/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api/call-endpoint';

/**
 * The signed-in account (`GET /member/auth/me`: user, team and role), read once per tab for the
 * sign-in page's landing, the app shell and the member area alike; team changes refetch it.
 */
export const accountQuery = {
  queryKey: ['account', 'me'] as const,
  queryFn: () => callEndpoint(me, undefined),
};

export const useSignedInAccount = () => useQuery(accountQuery);

export interface AccountAccess {
  user: { roles: readonly Role[] };
  team: { role: 'admin' | 'member' } | null;
}

/**
 * Whether the console will answer this account: merchants and team administrators, with a team
 * (the server's `requireRole('merchant', 'team_admin')` and its team check). A plain member or
 * an account without a team sees "no permission" instead of a page of failing calls.
 */
export function canUseConsole(account: AccountAccess): boolean {
  if (!account.team) return false;
  return account.user.roles.includes('merchant') || account.team.role === 'admin';
}
