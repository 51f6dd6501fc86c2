import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { post } from './auth-kit';
import { buildTestApp } from './helper';
import { createTask, md5Of, newTeam, tempDir, tus, tusCreate, tusPatch, TUS } from './upload-kit';

// Issue 26 §2: the tus endpoints answered their refusals in plain English text, outside the
// envelope every other reply uses. The tus status codes and headers stay (tus-js-client keys
// off them); the body is `{code, message, data}` with a message in the caller's language.

const app = () => buildTestApp({ UPLOAD_DIR: tempDir(), MEDIA_DIR: tempDir() });
const meta = (taskId: string) => ({ 'upload-metadata': `task_id ${Buffer.from(taskId).toString('base64')}` });

/** The reply's status, tus header and envelope. */
function reply(res: LightMyRequestResponse) {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as { code: number; message: string; data: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
  return { status: res.statusCode, tus: res.headers['tus-resumable'], ...body };
}

describe('tus refusals in the envelope', () => {
  it('keeps the tus statuses and headers, and answers in the caller’s language', async () => {
    const a = await app();
    const { token } = await newTeam(a);
    const bytes = Buffer.alloc(2000, 1);
    const id = (await createTask(a, token, taskOf(bytes))).data.task.task_id as string;

    // No Tus-Resumable header: 412.
    const noVersion = await tus(a, token, 'POST', TUS, { 'tus-resumable': '', language: 'en', ...meta(id) });
    expect(reply(noVersion)).toMatchObject({
      status: 412,
      tus: '1.0.0',
      code: 31011,
      message: 'The upload needs the tus protocol, version 1.0.0',
    });
    const chinese = await tus(a, token, 'POST', TUS, { 'tus-resumable': '', language: 'zh-CN', ...meta(id) });
    expect(reply(chinese).message).toBe('上传需使用 tus 协议 1.0.0 版');

    // Headers tus cannot read: 400, the headers named.
    const badHeaders = await tus(a, token, 'POST', TUS, {
      'upload-length': 'abc',
      'upload-offset': '-1',
      language: 'en',
      ...meta(id),
    });
    expect(reply(badHeaders)).toMatchObject({
      status: 400,
      tus: '1.0.0',
      code: 31011,
      message: 'Invalid upload headers: upload-length, upload-offset',
      data: { headers: ['upload-length', 'upload-offset'] },
    });

    // No task named in the metadata: 400.
    const noTask = await tus(a, token, 'POST', TUS, { 'upload-length': '2000', language: 'en' });
    expect(reply(noTask)).toMatchObject({
      status: 400,
      code: 31011,
      message: 'The upload names no upload task',
    });

    // A length other than the task's: 400.
    const length = await tus(a, token, 'POST', TUS, { 'upload-length': '1999', language: 'en', ...meta(id) });
    expect(reply(length)).toMatchObject({
      status: 400,
      code: 31011,
      message: 'The file size differs from the upload task’s',
    });

    // Another team's task: 404, the task code of the other upload calls.
    const other = await newTeam(a);
    const foreign = await tus(a, other.token, 'POST', TUS, {
      'upload-length': '2000',
      language: 'en',
      ...meta(id),
    });
    expect(reply(foreign)).toMatchObject({ status: 404, code: 31006, message: 'Upload task not found' });

    // A PATCH at the wrong offset: 409; after a cancel: 410 with the task-state code.
    const url = await tusCreate(a, token, id, bytes.length);
    const conflict = await tus(a, token, 'PATCH', url, { 'upload-offset': '5', language: 'en' }, bytes);
    expect(reply(conflict)).toMatchObject({ status: 409, tus: '1.0.0', code: 31011 });
    expect(reply(conflict).message).toMatch(/offset/i);
    await tusPatch(a, token, url, 0, bytes.subarray(0, 500));
    await post(a, '/member/upload/task/cancel', { task_id: id }, { token });
    const gone = await tus(
      a,
      token,
      'PATCH',
      url,
      { 'upload-offset': '500', language: 'en' },
      bytes.subarray(500),
    );
    expect(reply(gone)).toMatchObject({ status: 410, code: 31005, message: 'Task status abnormal' });
  });
});

function taskOf(bytes: Buffer) {
  return {
    file_name: 'shop.mp4',
    size: bytes.length,
    md5: md5Of(bytes),
    kind: 'quick' as const,
    duration_seconds: 3,
  };
}
