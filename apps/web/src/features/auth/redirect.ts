/** Where to go after signing in: only a path of this site, never another origin. */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The member area: the team page. */
export const MEMBER_HOME = '/inviteMember';
