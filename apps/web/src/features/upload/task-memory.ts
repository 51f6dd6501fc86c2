import type { UploadKind } from '@vidmatrix/contract/upload';

/**
 * Which task a file (by kind, MD5 and size) is being uploaded under, kept in local storage so
 * choosing the same file again after a reload or a crash resumes that task's tus upload at the
 * server's offset instead of starting over.
 */
const PREFIX = 'upload_task';

export interface RememberedTask {
  taskId: string;
  endpoint: string;
}

const keyOf = (kind: UploadKind, md5: string, size: number) => `${PREFIX}:${kind}:${md5}:${size}`;

export function rememberedTask(kind: UploadKind, md5: string, size: number): RememberedTask | undefined {
  try {
    const raw = localStorage.getItem(keyOf(kind, md5, size));
    const value = raw ? (JSON.parse(raw) as Partial<RememberedTask>) : undefined;
    return value?.taskId && value.endpoint ? { taskId: value.taskId, endpoint: value.endpoint } : undefined;
  } catch {
    return undefined;
  }
}

export function rememberTask(kind: UploadKind, md5: string, size: number, task: RememberedTask): void {
  try {
    localStorage.setItem(keyOf(kind, md5, size), JSON.stringify(task));
  } catch {
    // Storage blocked: the upload still works, it just cannot resume after a reload.
  }
}

export function forgetTask(kind: UploadKind, md5: string, size: number): void {
  try {
    localStorage.removeItem(keyOf(kind, md5, size));
  } catch {
    // Nothing was stored either.
  }
}
