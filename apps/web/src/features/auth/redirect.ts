import { canUseConsole, type AccountAccess } from '../../shared/account';

/** Where to go after signing in: only a path of this site, never another origin. */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The member area: the team page. */
export const MEMBER_HOME = '/inviteMember';

/** The merchant console; its index opens the activity list. */
export const CONSOLE_HOME = '/console';

/**
 * Where a sign-in lands (issue 13): the page that sent the visitor to sign in, when it is one of
 * ours; otherwise merchants and team administrators the console and everyone else the member
 * area. Without the account (its read failed) the member area, which every account may open.
 */
export function landingPath(account: AccountAccess | undefined, redirect: string | null): string {
  return safeRedirect(redirect, account && canUseConsole(account) ? CONSOLE_HOME : MEMBER_HOME);
}
