import { NoDataPage } from '../../features/no-data/pages/no-data-page';
import { InviteMemberPage as TeamInvitePage } from '../../features/team/pages/invite-member-page';
import { AppShell } from '../shell/app-shell';

/**
 * /inviteMember: the team feature's page. The member area sits in the signed-in shell; a join
 * link is for someone not yet in the team and shows alone, or the no-data page with its reason
 * when it expired or someone else used it (spec §2).
 */
export function InviteMemberPage() {
  return (
    <TeamInvitePage
      renderUnavailable={(reason) => <NoDataPage reason={reason} />}
      frameHome={(home) => <AppShell>{home}</AppShell>}
    />
  );
}
