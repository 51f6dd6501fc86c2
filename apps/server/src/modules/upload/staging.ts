import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The staging folder (UPLOAD_DIR): tus keeps each upload as `<id>` plus `<id>.json` there, and
 * processing works in `work/<id>/`. Everything of a task is removed once it is final.
 */
export class Staging {
  constructor(readonly dir: string) {}

  file(uploadId: string): string {
    return join(this.dir, uploadId);
  }

  workDir(taskId: string): string {
    return join(this.dir, 'work', taskId);
  }

  async remove(taskId: string, uploadId: string | null): Promise<void> {
    const paths = [this.workDir(taskId)];
    if (uploadId) paths.push(this.file(uploadId), `${this.file(uploadId)}.json`);
    await Promise.all(paths.map((path) => rm(path, { recursive: true, force: true })));
  }
}

/** MD5 (hex) of a file, streamed: uploads may be a gigabyte. */
export async function md5OfFile(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024, signal })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
