import { logout } from '@vidmatrix/contract/auth';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQuery, useSignedInAccount } from '../../shared/account';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';

const teamKey = ['team'] as const;
// The account is the shell's too (shared/account.ts): a team change shows in its menu at once.
const accountKey = accountQuery.queryKey;

export const useAccount = useSignedInAccount;

export const useTeam = () => useQuery({ queryKey: teamKey, queryFn: () => callEndpoint(getTeam, undefined) });

/** A team change: the team and the account (its role) are fetched again before it counts as done. */
function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamKey, exact: true }),
        client.invalidateQueries({ queryKey: accountKey, exact: true }),
      ]),
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
  useQuery({
    queryKey: ['team', 'invitation', token],
    queryFn: () => callEndpoint(previewInvitation, { token }),
  });

export const useDemoRequests = (enabled: boolean) =>
  useQuery({
    queryKey: ['team', 'demo-requests'],
    queryFn: () => callEndpoint(listDemoRequests, { page: 1, page_size: 50 }),
    enabled,
  });

export const useLogout = () => useMutation({ mutationFn: () => callEndpoint(logout, undefined) });
