import * as contract from '@vidmatrix/contract/share';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useLoad } from '../../shared/api/use-load';

/** The console's share-link calls (desktop chunk: the contract's zod is fine here). */
export const useShareLinks = (page: number) =>
  useLoad(['share', 'links', page], () => callEndpoint(contract.listShareLinks, { page, page_size: 20 }));

export const useSharePolicy = () =>
  useLoad(['share', 'policy'], () => callEndpoint(contract.getSharePolicy, undefined));

export const useShareSources = () =>
  useLoad(['share', 'sources'], () => callEndpoint(contract.shareSources, undefined));

export const useActivityVideos = (activityId: number | undefined) =>
  useLoad(
    ['share', 'activity-videos', activityId],
    () => callEndpoint(contract.shareSourceVideos, { activity_id: activityId! }),
    activityId !== undefined,
  );

export const createShareLink = (body: contract.CreateShareLinkBody) =>
  callEndpoint(contract.createShareLink, body);
export const endShareLink = (id: number) => callEndpoint(contract.endShareLink, { id });
export const updateSharePolicy = (policy: contract.SharePolicy) =>
  callEndpoint(contract.updateSharePolicy, policy);

/** Four random digits from the browser's CSPRNG (the "generate" button). */
export function randomPassword(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String(n! % 10_000).padStart(4, '0');
}

export const linkUrl = (path: string) => `${window.location.origin}${path}`;
