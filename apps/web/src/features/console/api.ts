import { logout, me } from '@vidmatrix/contract/auth';
import {
  createActivity,
  getActivity,
  listActivities,
  listPoolVideos,
  listStores,
  removePoolVideos,
  saveStore,
  setActivityStatus,
  updateActivity,
} from '@vidmatrix/contract/console';
import { createNfcCards, listNfcCards, updateNfcCard } from '@vidmatrix/contract/console-nfc';
import { activityFunnel } from '@vidmatrix/contract/distribution';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';
import { useAction } from '../../shared/api/use-action';
import { useLoad } from '../../shared/api/use-load';

/** Every console read sits under this key, so a change refreshes whatever page shows it. */
const CONSOLE = 'console';

export const useConsoleAccount = () => useLoad([CONSOLE, 'me'], () => callEndpoint(me, undefined));

export const useActivities = (input: EndpointInput<typeof listActivities>) =>
  useLoad([CONSOLE, 'activities', input], () => callEndpoint(listActivities, input));

export const useActivity = (id: number) =>
  useLoad([CONSOLE, 'activity', id], () => callEndpoint(getActivity, { id }), id > 0);

export const useFunnel = (id: number) =>
  useLoad([CONSOLE, 'funnel', id], () => callEndpoint(activityFunnel, { id }), id > 0);

export const useStores = () => useLoad([CONSOLE, 'stores'], () => callEndpoint(listStores, undefined));

export const usePool = (input: EndpointInput<typeof listPoolVideos>) =>
  useLoad([CONSOLE, 'pool', input], () => callEndpoint(listPoolVideos, input));

export const useNfcCards = (input: EndpointInput<typeof listNfcCards>) =>
  useLoad([CONSOLE, 'nfc', input], () => callEndpoint(listNfcCards, input));

/**
 * A console change: every console read is fetched again afterwards. All of them, not only
 * "active" ones: useLoad reads the cache without query observers, so TanStack sees none active;
 * unobserved entries leave the cache after its gcTime, so this stays a handful of requests.
 */
function useConsoleAction<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useAction(async (input: I) => {
    const result = await call(input);
    await client.refetchQueries({ queryKey: [CONSOLE] });
    return result;
  });
}

export const useCreateActivity = () =>
  useConsoleAction((input: EndpointInput<typeof createActivity>) => callEndpoint(createActivity, input));
export const useUpdateActivity = () =>
  useConsoleAction((input: EndpointInput<typeof updateActivity>) => callEndpoint(updateActivity, input));
export const useSetStatus = () =>
  useConsoleAction((input: EndpointInput<typeof setActivityStatus>) =>
    callEndpoint(setActivityStatus, input),
  );
export const useSaveStore = () =>
  useConsoleAction((input: EndpointInput<typeof saveStore>) => callEndpoint(saveStore, input));
export const useRemoveVideos = () =>
  useConsoleAction((input: EndpointInput<typeof removePoolVideos>) => callEndpoint(removePoolVideos, input));
export const useCreateCards = () =>
  useConsoleAction((input: EndpointInput<typeof createNfcCards>) => callEndpoint(createNfcCards, input));
export const useUpdateCard = () =>
  useConsoleAction((input: EndpointInput<typeof updateNfcCard>) => callEndpoint(updateNfcCard, input));

export const signOut = () => callEndpoint(logout, undefined);
