import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { JoinTeam } from '../components/join-team';
import { TeamHome } from '../components/team-home';
import type { InviteUnavailable } from '../invite-reasons';

interface Props {
  /** The app shows the no-data page with this reason (link expired / invite taken). */
  renderUnavailable: (reason: InviteUnavailable) => ReactNode;
  /** The app puts the member area in its signed-in shell (menu, account, language). */
  frameHome?: (home: ReactNode) => ReactNode;
}

/**
 * /inviteMember/<token> (or ?code=): join a team by its link. /inviteMember alone: the member
 * area, where administrators invite (docs/decisions/008-accounts-and-sessions.md).
 */
export function InviteMemberPage({ renderUnavailable, frameHome = (home) => home }: Props) {
  const params = useParams();
  const [search] = useSearchParams();
  const token = (params['*'] ?? '').split('/')[0] || search.get('code') || search.get('token') || '';
  return token ? <JoinTeam token={token} renderUnavailable={renderUnavailable} /> : frameHome(<TeamHome />);
}
