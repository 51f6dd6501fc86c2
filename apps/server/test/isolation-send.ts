import type { FastifyInstance } from 'fastify';
import { uniqueIp } from './auth-kit';
import { hostOf } from './helper';
import { TUS, type CallInput, type Operation } from './isolation-kit';

/** One matrix call's outcome: refused or not, the code (tus: the status), the reply's data. */
interface Reply {
  ok: boolean;
  code: number;
  data: unknown;
}

interface SenderContext {
  /** The owner's request for an operation, when none is given. */
  requestOf: (op: Operation) => CallInput;
  keyOf: (op: Operation) => string;
  /** The owner's upload task and its tus upload (the tus operations' ids). */
  taskId: string;
  uploadId: string;
}

/**
 * The isolation matrix's sender: one call as `token` to `brand`'s host. tus operations answer
 * plain text, so "success" is a 2xx status there.
 */
export function sender(app: FastifyInstance, { requestOf, keyOf, taskId, uploadId }: SenderContext) {
  return async (
    op: Operation,
    token: string,
    brand: string,
    bizid?: string,
    request?: CallInput,
  ): Promise<Reply> => {
    const headers: Record<string, string> = { host: hostOf(brand), token, ...(bizid ? { bizid } : {}) };
    if (op.path.startsWith(TUS)) {
      const tus: Record<string, string> = { ...headers, 'tus-resumable': '1.0.0' };
      const method = op.method.toUpperCase() as 'POST';
      const url = op.path.replace('{id}', uploadId);
      if (method === 'POST') {
        tus['upload-length'] = '1024';
        tus['upload-metadata'] = `task_id ${Buffer.from(taskId).toString('base64')}`;
      }
      if (method === ('PATCH' as string)) {
        tus['upload-offset'] = '0';
        tus['content-type'] = 'application/offset+octet-stream';
      }
      const res = await app.inject({
        method,
        url,
        headers: tus,
        remoteAddress: uniqueIp(),
        ...(method === ('PATCH' as string) ? { payload: Buffer.alloc(16) } : {}),
      });
      return { ok: res.statusCode < 300, code: res.statusCode, data: undefined };
    }
    const { query, body, raw } = request ?? requestOf(op);
    const res = await app.inject({
      method: op.method.toUpperCase() as 'GET',
      url: op.path,
      query,
      headers: raw ? { ...headers, 'content-type': raw.contentType } : headers,
      remoteAddress: uniqueIp(),
      ...(raw ? { payload: raw.payload } : body === undefined ? {} : { payload: body as object }),
    });
    if (res.statusCode >= 500) throw new Error(`${keyOf(op)}: ${res.statusCode} ${res.body}`);
    // A file (the activity export's ZIP) is never an envelope: its bytes are the success.
    if (!String(res.headers['content-type']).includes('json')) {
      return { ok: res.statusCode < 300, code: res.statusCode, data: { bytes: res.rawPayload.length } };
    }
    // A streamed answer (ndjson, the AI draft) is a line per envelope: refused if any line is.
    const lines = res.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { code: number; data: unknown });
    const refusal = lines.find((line) => line.code !== 0);
    const code = refusal?.code ?? 0;
    return { ok: code === 0, code, data: lines.length === 1 ? lines[0]!.data : lines.map((l) => l.data) };
  };
}
