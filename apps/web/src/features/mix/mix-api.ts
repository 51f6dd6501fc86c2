import * as mix from '@vidmatrix/contract/mix';
import { listLibrary, listLibraryActivities } from '@vidmatrix/contract/upload';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';

// The mixing studio's calls (console chunk: the contract's zod is fine here).

const MIX = 'mix';
/** A render's progress is polled this often while it runs. */
const PROGRESS_MS = 1500;

export const useMixProjects = () =>
  useQuery({ queryKey: [MIX, 'projects'], queryFn: () => callEndpoint(mix.listMixProjects, undefined) });

export const useMixProject = (id: number | undefined) =>
  useQuery({
    queryKey: [MIX, 'project', id],
    queryFn: () => callEndpoint(mix.mixProjectInfo, { id: id! }),
    enabled: id !== undefined,
  });

export const useLibraryClips = () =>
  useQuery({ queryKey: [MIX, 'library'], queryFn: () => callEndpoint(listLibrary, {}) });

export const useActivities = () =>
  useQuery({ queryKey: [MIX, 'activities'], queryFn: () => callEndpoint(listLibraryActivities, {}) });

export const useRenders = (projectId: number) =>
  useQuery({
    queryKey: [MIX, 'renders', projectId],
    queryFn: () => callEndpoint(mix.listMixRenders, { project_id: projectId }),
  });

const running = (status: mix.MixRenderStatus | undefined) => status === 'queued' || status === 'rendering';

/** A render's progress, polled until it is over. */
export const useRender = (id: number | undefined) =>
  useQuery({
    queryKey: [MIX, 'render', id],
    queryFn: () => callEndpoint(mix.mixRenderInfo, { id: id! }),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      running(query.state.data?.status) || !query.state.data ? PROGRESS_MS : false,
  });

/** A studio change: the studio's reads are fetched again before it counts as done. */
function useMixMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: [MIX] }) });
}

export const useSaveProject = () =>
  useMixMutation((input: mix.MixProjectInput & { id?: number | undefined }) =>
    input.id
      ? callEndpoint(mix.updateMixProject, { ...input, id: input.id })
      : callEndpoint(mix.createMixProject, input),
  );
export const useStartRender = () =>
  useMixMutation((body: { project_id: number; count: number; activity_id: number }) =>
    callEndpoint(mix.createMixRender, body),
  );
export const useCancelRender = () =>
  useMixMutation((id: number) => callEndpoint(mix.cancelMixRender, { id }));
export const useRetryRender = () => useMixMutation((id: number) => callEndpoint(mix.retryMixRender, { id }));
