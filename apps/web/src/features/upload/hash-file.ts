import type { HashReply } from './md5-worker';

/**
 * MD5 of a file in a Web Worker (hash-wasm). Rejects when the worker cannot start or read the
 * file (spec §8 "MD5 request error"); aborting terminates the worker.
 */
export function md5InWorker(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(file.size ? reply.loaded / file.size : 1);
      else if (reply.type === 'done') {
        finish();
        resolve(reply.md5);
      } else {
        finish();
        reject(new Error(reply.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'worker failed'));
    };
    worker.postMessage({ file });
  });
}

/** Duration in seconds from the browser's own demuxer (a `<video>` element's metadata). */
export function mediaDuration(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = () => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      const seconds = video.duration;
      done();
      if (Number.isFinite(seconds)) resolve(seconds);
      else reject(new Error('no duration'));
    };
    video.onerror = () => {
      done();
      reject(new Error('not playable'));
    };
    video.src = url;
  });
}
