import type { UploadTask } from '@vidmatrix/contract/upload';
import type { UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadQueue, type QueueApi, type QueueOptions } from './upload-queue';

// tus-js-client replaced by a recorder: the tests drive its callbacks; nothing goes on the network.
const tus = vi.hoisted(() => {
  class FakeUpload {
    static made: FakeUpload[] = [];
    started = false;
    aborted = false;
    constructor(
      readonly file: File,
      readonly options: UploadOptions,
    ) {
      FakeUpload.made.push(this);
    }
    start() {
      this.started = true;
    }
    abort() {
      this.aborted = true;
      return Promise.resolve();
    }
  }
  return { FakeUpload };
});
vi.mock('tus-js-client', () => ({ Upload: tus.FakeUpload }));

const MD5 = '0123456789abcdef0123456789abcdef';
const TUS_ENDPOINT = '/member/upload/files/';
const SIZE = 1000;

function task(patch: Partial<UploadTask> = {}): UploadTask {
  return {
    task_id: 'task-1',
    kind: 'library',
    file_name: 'clip.mp4',
    size: SIZE,
    md5: MD5,
    state: 'queued',
    progress: 0,
    error: null,
    error_key: null,
    upload_url: null,
    library_video_id: null,
    activity_id: null,
    created_at: '2026-11-22T00:00:00.000Z',
    updated_at: '2026-11-22T00:00:00.000Z',
    ...patch,
  };
}

const file = (name = 'clip.mp4', size = SIZE) => new File([new Uint8Array(size)], name);
const rememberedKey = `upload_task:library:${MD5}:${SIZE}`;

let queue: UploadQueue;
let api: { [K in keyof QueueApi]: ReturnType<typeof vi.fn<QueueApi[K]>> };
let options: QueueOptions;

function makeQueue(patch: Partial<QueueOptions> = {}) {
  options = {
    kind: 'library',
    maxBytes: 10_000,
    maxSeconds: 1200,
    api,
    message: (key) => `msg:${key}`,
    md5: vi.fn(async (_file, onProgress) => {
      onProgress(1);
      return MD5;
    }),
    duration: vi.fn(async () => 10),
    onComplete: vi.fn(),
    pollMs: 5,
    ...patch,
  };
  queue = new UploadQueue(options);
  return queue;
}

const item = () => queue.snapshot()[0]!;
/** The fake tus upload the queue started. */
async function startedUpload() {
  await vi.waitFor(() => expect(tus.FakeUpload.made[0]?.started).toBe(true));
  return tus.FakeUpload.made[0]!;
}

beforeEach(() => {
  tus.FakeUpload.made = [];
  localStorage.clear();
  api = {
    create: vi.fn<QueueApi['create']>(async () => ({
      task: task(),
      instant: false,
      tus_endpoint: TUS_ENDPOINT,
    })),
    list: vi.fn<QueueApi['list']>(async () => ({ tasks: [] })),
    cancel: vi.fn<QueueApi['cancel']>(async () => ({ task: task({ state: 'cancelled' }) })),
  };
});
afterEach(() => queue.dispose());

describe('UploadQueue', () => {
  it.each([
    ['over the size limit', file('big.mp4', 20_000), undefined, 'msg:tooLarge'],
    ['over the duration limit', file(), 1201, 'msg:tooLarge'],
    ['with a file name that is not a video', file('notes.txt'), undefined, 'msg:fileNameError'],
  ])('refuses a file %s before hashing it or creating a task', async (_case, f, seconds, message) => {
    makeQueue(seconds ? { duration: vi.fn(async () => seconds) } : {});
    queue.add([f]);
    await vi.waitFor(() => expect(item().state).toBe('failed'));
    expect(item().error).toBe(message);
    expect(options.md5).not.toHaveBeenCalled();
    expect(api.create).not.toHaveBeenCalled();
    expect(tus.FakeUpload.made).toEqual([]);
  });

  it('completes a file the team already has at once, without an upload', async () => {
    api.create.mockResolvedValueOnce({
      task: task({ state: 'complete', progress: 100, library_video_id: 7 }),
      instant: true,
      tus_endpoint: null,
    });
    makeQueue({ activityId: 1001 }).add([file()]);
    await vi.waitFor(() => expect(item().state).toBe('complete'));
    expect(item().instant).toBe(true);
    expect(api.create).toHaveBeenCalledWith({
      file_name: 'clip.mp4',
      size: SIZE,
      md5: MD5,
      kind: 'library',
      duration_seconds: 10,
      activity_id: 1001,
    });
    expect(tus.FakeUpload.made).toEqual([]);
    expect(localStorage.getItem(rememberedKey)).toBeNull();
    expect(options.onComplete).toHaveBeenCalledTimes(1);
  });

  it('cancels an upload: tus stops, the server cancels the task, the file is forgotten', async () => {
    makeQueue().add([file()]);
    const upload = await startedUpload();
    expect(JSON.parse(localStorage.getItem(rememberedKey)!)).toEqual({
      taskId: 'task-1',
      endpoint: TUS_ENDPOINT,
    });
    upload.options.onProgress!(400, SIZE);
    expect(item()).toMatchObject({ state: 'uploading', sent: 400 });

    await queue.cancel(item().key);
    expect(upload.aborted).toBe(true);
    expect(api.cancel).toHaveBeenCalledWith('task-1');
    expect(item().state).toBe('cancelled');
    expect(localStorage.getItem(rememberedKey)).toBeNull();
  });

  it('cancels while hashing: the MD5 pass is aborted and no task is created', async () => {
    let signal: AbortSignal | undefined;
    makeQueue({
      md5: (_file, _progress, s) => {
        signal = s;
        return new Promise((_resolve, reject) => s.addEventListener('abort', () => reject(s.reason)));
      },
    }).add([file()]);
    await vi.waitFor(() => expect(signal).toBeDefined());
    await queue.cancel(item().key);
    expect(signal!.aborted).toBe(true);
    expect(item()).toMatchObject({ state: 'cancelled', error: null });
    expect(api.create).not.toHaveBeenCalled();
    expect(api.cancel).not.toHaveBeenCalled();
  });

  it('resumes a remembered task at the server’s upload URL, then follows it to complete', async () => {
    localStorage.setItem(rememberedKey, JSON.stringify({ taskId: 'task-9', endpoint: TUS_ENDPOINT }));
    api.list.mockResolvedValueOnce({
      tasks: [task({ task_id: 'task-9', state: 'uploading', upload_url: '/member/upload/files/task-9' })],
    });
    makeQueue().add([file()]);
    const upload = await startedUpload();
    expect(api.list).toHaveBeenCalledWith(['task-9']);
    expect(api.create).not.toHaveBeenCalled();
    expect(upload.options).toMatchObject({
      endpoint: '/api/member/upload/files/',
      uploadUrl: '/api/member/upload/files/task-9',
      metadata: { task_id: 'task-9', filename: 'clip.mp4' },
    });

    // The last byte lands: the server processes it and the queue polls until it is complete.
    api.list.mockResolvedValue({ tasks: [task({ task_id: 'task-9', state: 'complete', progress: 100 })] });
    upload.options.onSuccess!({ lastResponse: {} as never });
    expect(item().state).toBe('cloud_processing');
    expect(localStorage.getItem(rememberedKey)).toBeNull();
    await vi.waitFor(() => expect(item().state).toBe('complete'));
    expect(options.onComplete).toHaveBeenCalledTimes(1);
  });

  it('forgets a remembered task that can no longer take bytes and creates a new one', async () => {
    localStorage.setItem(rememberedKey, JSON.stringify({ taskId: 'task-0', endpoint: TUS_ENDPOINT }));
    api.list.mockResolvedValueOnce({ tasks: [task({ task_id: 'task-0', state: 'cancelled' })] });
    makeQueue().add([file()]);
    const upload = await startedUpload();
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(upload.options.uploadUrl).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(rememberedKey)!)).toMatchObject({ taskId: 'task-1' });
  });
});
