import {
  addToActivity,
  cancelUploadTask,
  createUploadTask,
  deleteLibraryVideo,
  listLibrary,
  listLibraryActivities,
  listUploadTasks,
  renameLibraryVideos,
} from '@vidmatrix/contract/upload';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput, type EndpointOutput } from '../../shared/api/call-endpoint';
import type { UploaderReply } from '../../shared/api/request';
import type { QueueApi } from './upload-queue';

/** The queue's calls. On /uploader the session codes come back as raw envelopes (spec §6). */
export const queueApi: QueueApi = {
  create: (input) => callEndpoint(createUploadTask, input),
  list: (ids) => callEndpoint(listUploadTasks, { ids: ids.join(',') }),
  cancel: (taskId) => callEndpoint(cancelUploadTask, { task_id: taskId }),
};

/** The uploader's first read: tells a signed-in merchant apart from a raw 4011/4012/4017. */
export const useRecentQuickTasks = () =>
  useQuery({
    queryKey: ['upload', 'tasks', 'quick'],
    queryFn: (): Promise<UploaderReply<EndpointOutput<typeof listUploadTasks>>> =>
      callEndpoint(listUploadTasks, { kind: 'quick' }),
  });

const libraryKey = ['upload', 'library'] as const;
export const useLibrary = () =>
  useQuery({ queryKey: libraryKey, queryFn: () => callEndpoint(listLibrary, {}) });
export const useLibraryActivities = () =>
  useQuery({ queryKey: ['upload', 'activities'], queryFn: () => callEndpoint(listLibraryActivities, {}) });

/**
 * /uploader's target activity, by `activity_id`: undefined without one, while loading, when it is
 * not the team's, and signed out, where the reply is the raw 4011/4012/4017 envelope (spec §6).
 */
export function useUploaderActivity(activityId: number | undefined) {
  const query = useQuery({
    queryKey: ['upload', 'activities', 'uploader'],
    queryFn: (): Promise<UploaderReply<EndpointOutput<typeof listLibraryActivities>>> =>
      callEndpoint(listLibraryActivities, {}),
    enabled: activityId !== undefined,
  });
  const reply = query.data;
  return reply && 'activities' in reply ? reply.activities.find((a) => a.id === activityId) : undefined;
}

/** A library change: the library (its videos, their activities, the quota) is fetched again. */
function useLibraryMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: libraryKey }) });
}

export const useAddToActivity = () =>
  useLibraryMutation((input: EndpointInput<typeof addToActivity>) => callEndpoint(addToActivity, input));
export const useDeleteLibraryVideo = () =>
  useLibraryMutation((id: number) => callEndpoint(deleteLibraryVideo, { library_video_id: id }));
export const useRenameLibraryVideos = () =>
  useLibraryMutation((items: EndpointInput<typeof renameLibraryVideos>['items']) =>
    callEndpoint(renameLibraryVideos, { items }),
  );
