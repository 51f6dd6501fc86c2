// Helpers of the upload API tests: a fresh merchant team, MP4s made by ffmpeg, tus over inject.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { db, post, get, registerMember, type Reply } from './auth-kit';
import { hostOf } from './helper';

export const TUS = '/api/member/upload/files';

/** A temp folder removed when the test ends. */
export function tempDir(prefix = 'upload-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A merchant (team administrator) of a team of its own: quotas and libraries are per team. */
export async function newTeam(app: FastifyInstance): Promise<{ token: string; teamId: number }> {
  const member = await registerMember(app);
  const created = await post(
    app,
    '/member/team/create',
    { name: 'Upload test team' },
    { token: member.token },
  );
  expect(created.code).toBe(0);
  return { token: member.token, teamId: created.data.team.id as number };
}

/**
 * A small H.264/AAC MP4 made by ffmpeg. `source` picks the lavfi picture (testsrc, smptebars,
 * mandelbrot, …): different sources give visually different videos.
 */
export function makeMp4(
  dir: string,
  name: string,
  o: { seconds?: number; source?: string; size?: string; crf?: number } = {},
): string {
  const out = join(dir, name);
  const seconds = o.seconds ?? 2;
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${o.source ?? 'testsrc'}=size=${o.size ?? '360x640'}:rate=25`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    String(o.crf ?? 28),
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
  return out;
}

export const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

export interface TaskInput {
  file_name: string;
  size: number;
  md5: string;
  kind: 'quick' | 'library';
  duration_seconds: number;
  activity_id?: number;
}

export const createTask = (app: FastifyInstance, token: string, input: TaskInput, language?: string) =>
  post(app, '/member/upload/task/create', input, { token, language });

const metadata = (taskId: string) => `task_id ${Buffer.from(taskId).toString('base64')}`;

/** One raw tus request. */
export async function tus(
  app: FastifyInstance,
  token: string | undefined,
  method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: Buffer,
) {
  return app.inject({
    method,
    url,
    headers: {
      host: hostOf('vidmatrix'),
      'tus-resumable': '1.0.0',
      ...(token ? { token } : {}),
      ...(payload ? { 'content-type': 'application/offset+octet-stream' } : {}),
      ...headers,
    },
    ...(payload ? { payload } : {}),
  });
}

/** Creates the tus upload of a task; returns its URL. */
export async function tusCreate(app: FastifyInstance, token: string, taskId: string, length: number) {
  const res = await tus(app, token, 'POST', TUS, {
    'upload-length': String(length),
    'upload-metadata': metadata(taskId),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.headers.location as string;
}

export const tusPatch = (app: FastifyInstance, token: string, url: string, offset: number, bytes: Buffer) =>
  tus(app, token, 'PATCH', url, { 'upload-offset': String(offset) }, bytes);

/** The whole path a browser takes: task, tus create, one PATCH. Returns the task reply. */
export async function uploadFile(
  app: FastifyInstance,
  token: string,
  path: string,
  o: { kind?: 'quick' | 'library'; activityId?: number; name?: string; md5?: string } = {},
): Promise<Reply> {
  const bytes = readFileSync(path);
  const created = await createTask(app, token, {
    file_name: o.name ?? path.split('/').pop()!,
    size: bytes.length,
    md5: o.md5 ?? md5Of(bytes),
    kind: o.kind ?? 'library',
    duration_seconds: 2,
    ...(o.activityId ? { activity_id: o.activityId } : {}),
  });
  expect(created.code, created.message).toBe(0);
  if (created.data.instant) return created;
  const url = await tusCreate(app, token, created.data.task.task_id, bytes.length);
  const patched = await tusPatch(app, token, url, 0, bytes);
  expect(patched.statusCode, patched.body).toBe(204);
  return created;
}

/** Uploads a file into the library and waits for its processing: the library video's id. */
export async function uploadProcessed(app: FastifyInstance, token: string, path: string): Promise<number> {
  const created = await uploadFile(app, token, path);
  const task = await waitFinal(app, token, created.data.task.task_id);
  expect(task.state, String(task.error)).toBe('complete');
  return task.library_video_id as number;
}

export async function taskOf(app: FastifyInstance, token: string, taskId: string) {
  const reply = await get(app, '/member/upload/task/list', { ids: taskId }, { token, language: 'en' });
  return reply.data.tasks[0] as {
    state: string;
    error: string | null;
    error_key: string | null;
    [k: string]: unknown;
  };
}

/** Polls a task until it is complete, failed or cancelled (processing runs in the background). */
export async function waitFinal(app: FastifyInstance, token: string, taskId: string) {
  let task = await taskOf(app, token, taskId);
  await expect
    .poll(
      async () => {
        task = await taskOf(app, token, taskId);
        return ['complete', 'failed', 'cancelled'].includes(task.state);
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(true);
  return task;
}

/** Rows of a raw SQL statement on the test database. */
export async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await (await db()).execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
