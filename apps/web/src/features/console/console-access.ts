import type { Role } from '@vidmatrix/contract/auth';

interface Account {
  user: { roles: readonly Role[] };
  team: { role: 'admin' | 'member' } | null;
}

/**
 * Whether the console will answer this account: merchants and team administrators, with a team
 * (the server's `requireRole('merchant', 'team_admin')` and its team check). A plain member or
 * an account without a team sees "no permission" instead of a page of failing calls.
 */
export function canUseConsole(account: Account): boolean {
  if (!account.team) return false;
  return account.user.roles.includes('merchant') || account.team.role === 'admin';
}
