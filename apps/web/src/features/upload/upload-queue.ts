import { Upload } from 'tus-js-client';
import type { Envelope } from '@vidmatrix/contract/envelope';
import {
  FINAL_UPLOAD_STATES,
  isValidVideoFileName,
  type UploadKind,
  type UploadState,
  type UploadTask,
} from '@vidmatrix/contract/upload';
import { ApiError } from '../../shared/api/api-error';
import { apiUrl } from '../../shared/api/api-config';
import { apiHeaders } from '../../shared/api/request-headers';
import { rememberTask, rememberedTask, forgetTask } from './task-memory';

export interface UploadItem {
  key: string;
  file: File;
  state: UploadState;
  /** 0–1 of the MD5 pass (state "preparing"). */
  hashed: number;
  /** Bytes the server has acknowledged (state "uploading"). */
  sent: number;
  /** The server's processing progress 0–100 (state "transcoding"). */
  progress: number;
  error: string | null;
  task: UploadTask | null;
  /** The team already had this file: added without uploading. */
  instant: boolean;
}

/** Messages the queue shows; the page passes its translations (spec §8 wording). */
type QueueMessage =
  | 'fileNameError'
  | 'tooLarge'
  | 'md5Error'
  | 'createFailed'
  | 'uploadFailed'
  | 'cancelFailed'
  | 'stateAbnormal';

export interface QueueApi {
  create(input: {
    file_name: string;
    size: number;
    md5: string;
    kind: UploadKind;
    duration_seconds: number;
    activity_id?: number;
  }): Promise<{ task: UploadTask; instant: boolean; tus_endpoint: string | null } | Envelope<unknown>>;
  list(ids: string[]): Promise<{ tasks: UploadTask[] } | Envelope<unknown>>;
  cancel(taskId: string): Promise<{ task: UploadTask } | Envelope<unknown>>;
}

export interface QueueOptions {
  kind: UploadKind;
  activityId?: number | undefined;
  maxBytes: number;
  maxSeconds: number;
  api: QueueApi;
  message: (key: QueueMessage) => string;
  md5: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<string>;
  duration: (file: File) => Promise<number>;
  /** The uploader page hears 4011/4012/4017 as raw replies (spec §6). */
  onSession?: (envelope: Envelope<unknown>) => void;
  onComplete?: () => void;
  parallel?: number;
  pollMs?: number;
}

/** Bytes per PATCH: a dropped connection loses at most one chunk's progress beyond the offset. */
const CHUNK_BYTES = 16 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
const isFinal = (state: UploadState) => FINAL_UPLOAD_STATES.includes(state);
const isRaw = (value: object): value is Envelope<unknown> =>
  'code' in value && typeof value.code === 'number';

/**
 * The browser side of an upload, per file: check limits → MD5 in a worker ("preparing") →
 * create the task (or reuse one remembered for this file: resume after a reload) → tus upload
 * with retries ("uploading") → the server's states, polled every second until final.
 * Framework-free; pages read it through use-upload-queue.ts.
 */
export class UploadQueue {
  private items: UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly uploads = new Map<string, Upload>();
  private readonly pending: string[] = [];
  private active = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private counter = 0;

  constructor(private readonly o: QueueOptions) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.items;

  add(files: Iterable<File>): void {
    for (const file of files) {
      const key = `f${++this.counter}`;
      this.items = [
        ...this.items,
        {
          key,
          file,
          state: 'preparing',
          hashed: 0,
          sent: 0,
          progress: 0,
          error: null,
          task: null,
          instant: false,
        },
      ];
      this.pending.push(key);
    }
    this.emit();
    this.pump();
  }

  retry(key: string): void {
    const item = this.find(key);
    if (!item || !isFinal(item.state) || item.state === 'complete') return;
    this.update(key, { state: 'preparing', hashed: 0, sent: 0, progress: 0, error: null, task: null });
    this.pending.push(key);
    this.pump();
  }

  async cancel(key: string): Promise<void> {
    const item = this.find(key);
    if (!item || isFinal(item.state)) return;
    this.controllers.get(key)?.abort();
    const upload = this.uploads.get(key);
    this.uploads.delete(key);
    await upload?.abort().catch(() => undefined);
    if (!item.task) {
      this.update(key, { state: 'cancelled' });
      return;
    }
    try {
      const reply = await this.o.api.cancel(item.task.task_id);
      if (isRaw(reply)) return this.session(key, reply);
      forgetTask(this.o.kind, item.task.md5, item.task.size);
      this.update(key, { state: reply.task.state, task: reply.task, error: null });
    } catch (error) {
      this.update(key, { error: error instanceof ApiError ? error.message : this.o.message('cancelFailed') });
    }
  }

  dispose(): void {
    clearInterval(this.timer);
    for (const controller of this.controllers.values()) controller.abort();
    for (const upload of this.uploads.values()) void upload.abort().catch(() => undefined);
  }

  private find(key: string) {
    return this.items.find((item) => item.key === key);
  }

  private update(key: string, patch: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...patch } : item));
    this.emit();
    this.schedulePoll();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private session(key: string, envelope: Envelope<unknown>): void {
    this.update(key, { state: 'failed', error: envelope.message });
    this.o.onSession?.(envelope);
  }

  private pump(): void {
    while (this.active < (this.o.parallel ?? 2) && this.pending.length) {
      const key = this.pending.shift()!;
      this.active += 1;
      void this.run(key).finally(() => {
        this.active -= 1;
        this.pump();
      });
    }
  }

  private fail(key: string, message: string): void {
    this.update(key, { state: 'failed', error: message });
  }

  /** Checks, hashes and creates the task; then hands over to tus. Resolves when the bytes are sent. */
  private async run(key: string): Promise<void> {
    const item = this.find(key);
    if (!item || item.state !== 'preparing') return;
    const { file } = item;
    if (!isValidVideoFileName(file.name)) return this.fail(key, this.o.message('fileNameError'));
    const seconds = await this.o.duration(file).catch(() => 0);
    if (file.size > this.o.maxBytes || seconds > this.o.maxSeconds)
      return this.fail(key, this.o.message('tooLarge'));

    const controller = new AbortController();
    this.controllers.set(key, controller);
    let md5: string;
    try {
      md5 = await this.o.md5(file, (hashed) => this.update(key, { hashed }), controller.signal);
    } catch {
      if (!controller.signal.aborted) this.fail(key, this.o.message('md5Error'));
      return;
    } finally {
      this.controllers.delete(key);
    }
    if (this.find(key)?.state !== 'preparing') return; // cancelled meanwhile

    const started = await this.startTask(key, file, md5, seconds);
    if (!started) return;
    const { task, endpoint } = started;
    this.update(key, { task, state: task.state, instant: started.instant, progress: task.progress });
    if (task.state === 'complete') this.o.onComplete?.();
    if (!endpoint || isFinal(task.state)) return;
    await this.send(key, file, task, endpoint);
  }

  private async startTask(key: string, file: File, md5: string, seconds: number) {
    const { api, kind, activityId } = this.o;
    const known = rememberedTask(kind, md5, file.size);
    if (known) {
      const reply = await api.list([known.taskId]).catch(() => undefined);
      const task = reply && !isRaw(reply) ? reply.tasks[0] : undefined;
      if (task && (task.state === 'queued' || task.state === 'uploading')) {
        return { task, endpoint: known.endpoint, instant: false };
      }
      forgetTask(kind, md5, file.size);
    }
    try {
      const reply = await api.create({
        file_name: file.name,
        size: file.size,
        md5,
        kind,
        duration_seconds: Math.round(seconds * 100) / 100,
        ...(activityId ? { activity_id: activityId } : {}),
      });
      if (isRaw(reply)) return void this.session(key, reply);
      if (reply.tus_endpoint) {
        rememberTask(kind, md5, file.size, { taskId: reply.task.task_id, endpoint: reply.tus_endpoint });
      }
      return { task: reply.task, endpoint: reply.tus_endpoint, instant: reply.instant };
    } catch (error) {
      // The server's own message (too large, quota, file name…), else "create task failed".
      return void this.fail(key, error instanceof ApiError ? error.message : this.o.message('createFailed'));
    }
  }

  private send(key: string, file: File, task: UploadTask, endpoint: string): Promise<void> {
    return new Promise((resolve) => {
      const upload = new Upload(file, {
        endpoint: apiUrl(endpoint),
        // Resume: the server's URL for this task (another tab, a reload, a dropped connection).
        ...(task.upload_url ? { uploadUrl: apiUrl(task.upload_url) } : {}),
        metadata: { task_id: task.task_id, filename: file.name },
        headers: apiHeaders(),
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: false,
        onProgress: (sent) => this.update(key, { state: 'uploading', sent }),
        onError: () => {
          this.uploads.delete(key);
          if (this.find(key)?.state === 'uploading' || this.find(key)?.state === 'queued') {
            this.fail(key, this.o.message('uploadFailed'));
          }
          resolve();
        },
        onSuccess: () => {
          this.uploads.delete(key);
          forgetTask(this.o.kind, task.md5, task.size);
          this.update(key, { state: 'cloud_processing', sent: file.size });
          resolve();
        },
      });
      this.uploads.set(key, upload);
      upload.start();
    });
  }

  /** While a task is on the server and not final, its state is read every second. */
  private schedulePoll(): void {
    const watched = () => this.items.filter((i) => i.task && !isFinal(i.state) && i.state !== 'uploading');
    if (this.timer || !watched().length) return;
    this.timer = setInterval(() => {
      const items = watched();
      if (!items.length) {
        clearInterval(this.timer);
        this.timer = undefined;
        return;
      }
      void this.poll(items.map((i) => i.task!.task_id));
    }, this.o.pollMs ?? 1000);
  }

  private async poll(ids: string[]): Promise<void> {
    const reply = await this.o.api.list(ids).catch(() => undefined);
    if (!reply || isRaw(reply)) return;
    let completed = false;
    // A watched task the server no longer lists: "task status abnormal".
    for (const item of this.items) {
      if (
        item.task &&
        ids.includes(item.task.task_id) &&
        !reply.tasks.some((t) => t.task_id === item.task!.task_id)
      ) {
        this.fail(item.key, this.o.message('stateAbnormal'));
      }
    }
    for (const task of reply.tasks) {
      const item = this.items.find((i) => i.task?.task_id === task.task_id);
      // Local states win while tus is still sending: the server only learns of them later.
      if (!item || isFinal(item.state) || this.uploads.has(item.key)) continue;
      if (task.state === 'complete') completed = true;
      this.update(item.key, { state: task.state, task, progress: task.progress, error: task.error });
    }
    if (completed) this.o.onComplete?.();
  }
}
