import { logout, me } from '@vidmatrix/contract/auth';
import { listDemoRequests } from '@vidmatrix/contract/contact';
import {
  acceptInvitation,
  createInvitation,
  createTeam,
  getTeam,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from '@vidmatrix/contract/team';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';
import { useAction } from '../../shared/api/use-action';
import { useLoad } from '../../shared/api/use-load';

const teamKey = ['team'] as const;
const accountKey = ['team', 'me'] as const;

export const useAccount = () => useLoad(accountKey, () => callEndpoint(me, undefined));

export const useTeam = () => useLoad(teamKey, () => callEndpoint(getTeam, undefined));

/** A team change: the team and the account (its role) are read again. */
function useTeamMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useAction(async (input: I) => {
    const result = await call(input);
    await Promise.all([
      client.refetchQueries({ queryKey: teamKey, exact: true }),
      client.refetchQueries({ queryKey: accountKey, exact: true }),
    ]);
    return result;
  });
}

export const useCreateTeam = () =>
  useTeamMutation((input: EndpointInput<typeof createTeam>) => callEndpoint(createTeam, input));
export const useCreateInvitation = () =>
  useTeamMutation((input: EndpointInput<typeof createInvitation>) => callEndpoint(createInvitation, input));
export const useResendInvitation = () =>
  useTeamMutation((input: EndpointInput<typeof resendInvitation>) => callEndpoint(resendInvitation, input));
export const useRevokeInvitation = () =>
  useTeamMutation((input: EndpointInput<typeof revokeInvitation>) => callEndpoint(revokeInvitation, input));
export const useAcceptInvitation = () =>
  useTeamMutation((input: EndpointInput<typeof acceptInvitation>) => callEndpoint(acceptInvitation, input));

export const useInvitationPreview = (token: string) =>
  useLoad(['team', 'invitation', token], () => callEndpoint(previewInvitation, { token }));

export const useDemoRequests = (enabled: boolean) =>
  useLoad(
    ['team', 'demo-requests'],
    () => callEndpoint(listDemoRequests, { page: 1, page_size: 50 }),
    enabled,
  );

export const useLogout = () => useAction(() => callEndpoint(logout, undefined));
