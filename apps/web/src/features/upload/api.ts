import {
  addToActivity,
  cancelUploadTask,
  createUploadTask,
  deleteLibraryVideo,
  listLibrary,
  listLibraryActivities,
  listUploadTasks,
} from '@vidmatrix/contract/upload';
import { callEndpoint, type EndpointInput, type EndpointOutput } from '../../shared/api/call-endpoint';
import type { UploaderReply } from '../../shared/api/request';
import { useAction } from '../../shared/api/use-action';
import { useLoad } from '../../shared/api/use-load';
import type { QueueApi } from './upload-queue';

/** The queue's calls. On /uploader the session codes come back as raw envelopes (spec §6). */
export const queueApi: QueueApi = {
  create: (input) => callEndpoint(createUploadTask, input),
  list: (ids) => callEndpoint(listUploadTasks, { ids: ids.join(',') }),
  cancel: (taskId) => callEndpoint(cancelUploadTask, { task_id: taskId }),
};

/** The uploader's first read: tells a signed-in merchant apart from a raw 4011/4012/4017. */
export const useRecentQuickTasks = () =>
  useLoad(['upload', 'tasks', 'quick'], (): Promise<UploaderReply<EndpointOutput<typeof listUploadTasks>>> =>
    callEndpoint(listUploadTasks, { kind: 'quick' }),
  );

export const libraryKey = ['upload', 'library'] as const;
export const useLibrary = () => useLoad(libraryKey, () => callEndpoint(listLibrary, {}));
export const useLibraryActivities = () =>
  useLoad(['upload', 'activities'], () => callEndpoint(listLibraryActivities, {}));

export const useAddToActivity = () =>
  useAction((input: EndpointInput<typeof addToActivity>) => callEndpoint(addToActivity, input));
export const useDeleteLibraryVideo = () =>
  useAction((id: number) => callEndpoint(deleteLibraryVideo, { library_video_id: id }));
