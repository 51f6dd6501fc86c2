import {
  dismissAccountNotice,
  listAccountNotices,
  listPlatformAccounts,
  removePlatformAccount,
} from '@vidmatrix/contract/platform-accounts';
import { AUTH_ENDPOINTS, LINK_CODE_POLL_MS, type AuthPlatform } from '@vidmatrix/contract/platform-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';

const rootKey = ['platform-accounts'] as const;

/**
 * A link code for the start page. Asking is a write (a new single-use code), so the answer is
 * kept while the page lives (`staleTime: Infinity`) and only `refetch` — "get a new link" —
 * asks again.
 */
export const useLinkCode = (platform: AuthPlatform, accountId: number | undefined) =>
  useQuery({
    queryKey: [...rootKey, 'link-code', platform, accountId ?? null],
    queryFn: () => callEndpoint(AUTH_ENDPOINTS[platform].linkCode, { account_id: accountId }),
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * The authorization's result, polled until it is no longer pending. On success the account
 * lists are refetched, so the console shows the new account without a reload.
 */
export function useAuthorizeCache(platform: AuthPlatform, linkCode: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...rootKey, 'cache', platform, linkCode],
    queryFn: async () => {
      const result = await callEndpoint(AUTH_ENDPOINTS[platform].cache, { link_code: linkCode ?? '' });
      if (result.status === 'success') void client.invalidateQueries({ queryKey: [...rootKey, 'list'] });
      return result;
    },
    enabled: linkCode !== undefined,
    // Keeps polling through a failed poll (the phone's network): only an answer stops it.
    refetchInterval: (query) =>
      query.state.data === undefined || query.state.data.status === 'pending' ? LINK_CODE_POLL_MS : false,
  });
}

export const useAccounts = (platform: AuthPlatform | undefined, page: number) =>
  useQuery({
    queryKey: [...rootKey, 'list', platform ?? 'all', page],
    queryFn: () => callEndpoint(listPlatformAccounts, { platform, page, page_size: 20 }),
  });

export const useAccountNotices = () =>
  useQuery({
    queryKey: [...rootKey, 'notices'],
    queryFn: () => callEndpoint(listAccountNotices, undefined),
  });

/** A change to the accounts: the lists and the notices are fetched again before it counts as done. */
function useAccountsMutation(mutationFn: (accountId: number) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: rootKey }),
  });
}

export const useRemoveAccount = () =>
  useAccountsMutation((accountId) => callEndpoint(removePlatformAccount, { account_id: accountId }));

export const useDismissNotice = () =>
  useAccountsMutation((accountId) => callEndpoint(dismissAccountNotice, { account_id: accountId }));
