/// <reference lib="webworker" />
import { createMD5 } from 'hash-wasm';

/** Messages the page sends: a file to hash. */
export interface HashRequest {
  file: Blob;
}
/** Messages back: progress (0–1), the digest, or why it failed. */
export type HashReply =
  { type: 'progress'; loaded: number } | { type: 'done'; md5: string } | { type: 'error'; message: string };

/** 4 MB reads: large enough for WASM speed, small enough that memory stays flat on 1 GB files. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Hashes the file incrementally off the main thread, so a gigabyte upload never freezes the
 * page; progress is posted after every chunk for the "preparing" bar.
 */
export async function hashBlob(file: Blob, onProgress: (loaded: number) => void): Promise<string> {
  const md5 = await createMD5();
  md5.init();
  for (let offset = 0; offset < file.size; offset += CHUNK_BYTES) {
    const chunk = await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer();
    md5.update(new Uint8Array(chunk));
    onProgress(Math.min(file.size, offset + CHUNK_BYTES));
  }
  return md5.digest('hex');
}

// Only inside a worker: the module is imported by tests too.
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  scope.onmessage = (event: MessageEvent<HashRequest>) => {
    hashBlob(event.data.file, (loaded) => scope.postMessage({ type: 'progress', loaded } satisfies HashReply))
      .then((md5) => scope.postMessage({ type: 'done', md5 } satisfies HashReply))
      .catch((error: unknown) =>
        scope.postMessage({ type: 'error', message: String(error) } satisfies HashReply),
      );
  };
}
