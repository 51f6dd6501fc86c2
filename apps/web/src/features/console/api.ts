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
import { mixSources } from '@vidmatrix/contract/mix-sources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';

/** Every console read sits under this key, so a change refreshes whatever page shows it. */
const CONSOLE = 'console';

/**
 * Live counts: claims move them every few seconds at a busy counter. Query polls only while the
 * tab is visible (`refetchIntervalInBackground` is false by default) and, with focus refetching,
 * asks at once when the tab shows again.
 */
export const LIVE = { refetchInterval: 5_000, refetchOnWindowFocus: true } as const;
type Polling = typeof LIVE;

export const useActivities = (input: EndpointInput<typeof listActivities>, polling?: Polling) =>
  useQuery({
    queryKey: [CONSOLE, 'activities', input],
    queryFn: () => callEndpoint(listActivities, input),
    ...polling,
  });

export const useActivity = (id: number, polling?: Polling) =>
  useQuery({
    queryKey: [CONSOLE, 'activity', id],
    queryFn: () => callEndpoint(getActivity, { id }),
    enabled: id > 0,
    ...polling,
  });

export const useStores = () =>
  useQuery({ queryKey: [CONSOLE, 'stores'], queryFn: () => callEndpoint(listStores, undefined) });

export const usePool = (input: EndpointInput<typeof listPoolVideos>, polling?: Polling) =>
  useQuery({
    queryKey: [CONSOLE, 'pool', input],
    queryFn: () => callEndpoint(listPoolVideos, input),
    ...polling,
  });

/** The mix projects that filled an activity's pool (asked of the studio, which alone reads its renders). */
export const useMixSources = (activityId: number, polling?: Polling) =>
  useQuery({
    queryKey: [CONSOLE, 'mix-sources', activityId],
    queryFn: () => callEndpoint(mixSources, { activity_id: activityId }),
    ...polling,
  });

export const useNfcCards = (input: EndpointInput<typeof listNfcCards>) =>
  useQuery({ queryKey: [CONSOLE, 'nfc', input], queryFn: () => callEndpoint(listNfcCards, input) });

/**
 * A console change: every console read is invalidated (the ones on screen fetched again, the
 * others when next shown) before the change counts as done, so its note shows beside fresh data.
 */
function useConsoleAction<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: [CONSOLE] }) });
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
