import { NoDataPage } from '../../features/no-data/pages/no-data-page';
import { InviteMemberPage as TeamInvitePage } from '../../features/team/pages/invite-member-page';

/**
 * /inviteMember: the team feature's page; a link that expired or that someone else used shows
 * the no-data page with that reason (spec §2).
 */
export function InviteMemberPage() {
  return <TeamInvitePage renderUnavailable={(reason) => <NoDataPage reason={reason} />} />;
}
