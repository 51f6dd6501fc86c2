import { useEffect, useState, useSyncExternalStore } from 'react';
import { md5InWorker, mediaDuration } from './hash-file';
import { queueApi } from './api';
import { UploadQueue, type QueueOptions, type UploadItem } from './upload-queue';

type Options = Omit<QueueOptions, 'api' | 'md5' | 'duration'>;

/** One queue per page; its items as React state. Options are read when the queue is made. */
export function useUploadQueue(options: Options): { queue: UploadQueue; items: readonly UploadItem[] } {
  const [queue] = useState(
    () => new UploadQueue({ ...options, api: queueApi, md5: md5InWorker, duration: mediaDuration }),
  );
  useEffect(() => () => queue.dispose(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot);
  return { queue, items };
}
