import * as contract from '@vidmatrix/contract/share';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';

// The console's share-link calls (desktop chunk: the contract's zod is fine here).

/** The console's share reads sit under this key (the visitor pages read without the cache). */
const SHARE = 'share';

export const useShareLinks = (page: number) =>
  useQuery({
    queryKey: [SHARE, 'links', page],
    queryFn: () => callEndpoint(contract.listShareLinks, { page, page_size: 20 }),
  });

export const useSharePolicy = () =>
  useQuery({ queryKey: [SHARE, 'policy'], queryFn: () => callEndpoint(contract.getSharePolicy, undefined) });

export const useShareSources = () =>
  useQuery({ queryKey: [SHARE, 'sources'], queryFn: () => callEndpoint(contract.shareSources, undefined) });

export const useActivityVideos = (activityId: number | undefined) =>
  useQuery({
    queryKey: [SHARE, 'activity-videos', activityId],
    queryFn: () => callEndpoint(contract.shareSourceVideos, { activity_id: activityId! }),
    enabled: activityId !== undefined,
  });

/** A share change: the reads under `part` are fetched again before it counts as done. */
function useShareMutation<I, O>(part: 'links' | 'policy', mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: [SHARE, part] }) });
}

export const useCreateShareLink = () =>
  useShareMutation('links', (body: contract.CreateShareLinkBody) =>
    callEndpoint(contract.createShareLink, body),
  );
export const useEndShareLink = () =>
  useShareMutation('links', (id: number) => callEndpoint(contract.endShareLink, { id }));
export const useUnlockShareLink = () =>
  useShareMutation('links', (id: number) => callEndpoint(contract.unlockShareLink, { id }));
export const useUpdateSharePolicy = () =>
  useShareMutation('policy', (policy: contract.SharePolicy) =>
    callEndpoint(contract.updateSharePolicy, policy),
  );

/** Four random digits from the browser's CSPRNG (the "generate" button). */
export function randomPassword(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String(n! % 10_000).padStart(4, '0');
}

export const linkUrl = (path: string) => `${window.location.origin}${path}`;
