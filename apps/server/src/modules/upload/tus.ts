import type { Server, Upload } from '@tus/server';
import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import { TUS_PATH } from '@vidmatrix/contract/upload';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../plugins/auth';
import type { UploadContext } from './context';
import { findTask, moveTask, type TaskRow } from './repo';
import { envelopeOf, reject, tusCaller } from './tus-replies';

/** The srvx request tus hands to its hooks; on Node it carries the raw request. */
interface TusRequest {
  method: string;
  runtime?: { node?: { req?: object } } | undefined;
}

const TASK_ID = /^[0-9a-f]{24}$/;
const BASE = `${API_PREFIX}${TUS_PATH}`.replace(/\/$/, '');

/**
 * Mounts the tus protocol (resumable uploads) at /api/member/upload/files/. Fastify checks the
 * session first (4011/4012/4017/40300 as JSON like every endpoint), then hands the raw request
 * to @tus/server, whose refusals go out in the same envelope (tus-replies.ts). The upload id is
 * the task id, so the staged file, the task row and the upload URL name one another, and any
 * process reading the same UPLOAD_DIR and database can resume.
 */
export function mountTus(
  app: FastifyInstance,
  ctx: UploadContext,
  onFinished: (taskId: string) => void,
): void {
  const callers = new WeakMap<object, Principal>();
  const callerOf = (req: TusRequest) => {
    const raw = req.runtime?.node?.req;
    const me = raw && callers.get(raw);
    if (!me?.teamId) throw reject(403, 'auth.forbidden');
    return me;
  };
  /** The caller's task, in a state this request may act on; others answer 404/410 (never retried). */
  const taskFor = async (req: TusRequest, id: string): Promise<TaskRow> => {
    const me = callerOf(req);
    const task = TASK_ID.test(id) ? await findTask(ctx.db, me.teamId!, id) : undefined;
    if (!task) throw reject(404, 'upload.task_not_found');
    const allowed = req.method === 'POST' ? ['queued', 'uploading'] : ['uploading'];
    if (req.method === 'DELETE') allowed.push('queued');
    if (!allowed.includes(task.state)) throw reject(410, 'upload.state_invalid');
    return task;
  };

  // tus and its HTTP layer are ~35 modules few processes ever use: loaded on the first upload
  // request, not at start (decision 020).
  const createServer = async () => {
    const [{ EVENTS, Server }, { FileStore }] = await Promise.all([
      import('@tus/server'),
      import('@tus/file-store'),
    ]);
    // Every refusal tus sends, its own included, is written by Server.write.
    class EnvelopeServer extends Server {
      override write(...[context, headers, status, body]: Parameters<Server['write']>) {
        headers.set('Content-Type', 'application/json; charset=utf-8');
        return super.write(context, headers, status, envelopeOf(status, body ?? ''));
      }
    }
    const server = new EnvelopeServer({
      path: BASE,
      datastore: new FileStore({ directory: ctx.staging.dir }),
      relativeLocation: true,
      // Same-origin only: the page and the API share the brand's host.
      allowedOrigins: () => false,
      namingFunction: (_req, metadata) => {
        const id = metadata?.task_id ?? '';
        if (!TASK_ID.test(id)) throw reject(400, 'upload.tus_task_missing');
        return id;
      },
      onIncomingRequest: async (req, id) => {
        await taskFor(req, id);
      },
      onUploadCreate: async (req, upload: Upload) => {
        const task = await taskFor(req, upload.id);
        if (upload.size !== task.sizeBytes) throw reject(400, 'upload.tus_size_mismatch');
        if (!(await moveTask(ctx.db, task.id, 'uploading', { uploadId: upload.id })))
          throw reject(410, 'upload.state_invalid');
        return {};
      },
      onUploadFinish: async (_req, upload: Upload) => {
        // Durable hand-over: once the row says cloud_processing, a restart re-queues it.
        if (!(await moveTask(ctx.db, upload.id, 'cloud_processing', { progress: 0 }))) {
          throw reject(410, 'upload.state_invalid');
        }
        onFinished(upload.id);
        return {};
      },
    });

    // A tus termination (DELETE) is a cancel too; the store already removed the bytes.
    server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
      moveTask(ctx.db, id, 'cancelled').catch((error: unknown) =>
        ctx.log.error({ err: error, taskId: id }, 'upload: cancel after tus termination failed'),
      );
    });
    return server;
  };
  let server: Promise<Server> | undefined;

  // PATCH bodies are the file's bytes: leave the stream unread for tus (no body limit applies).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS') {
      callers.set(request.raw, await request.requireRole('merchant', 'team_admin'));
    }
    const tus = await (server ??= createServer());
    reply.hijack();
    await tusCaller.run(request, () => tus.handle(request.raw, reply.raw));
  };
  // One route per method and URL, so each is its own operation in the API document; the pairs
  // tus does not use (HEAD on the collection, POST on an upload…) still reach it, undocumented.
  // swagger leaves HEAD routes out unless told (Fastify adds one to every GET); tus's is its own.
  const config = { swagger: { exposeHeadRoute: true } };
  for (const [method, { onUpload, schema }] of Object.entries(TUS_OPERATIONS)) {
    app.route({ method, url: BASE, handler, config, schema: onUpload ? { hide: true } : schema });
    app.route({ method, url: `${BASE}/:id`, handler, config, schema: onUpload ? schema : { hide: true } });
  }
}

const header = (description: string) => ({ type: 'string', description });
/** tus's refusals and the session check before it: the envelope, with tus's status. */
const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});
const refused = {
  400: refusal(
    'tus: bad headers or metadata (31011, `data.headers` the unreadable ones), size not the task’s',
  ),
  '4XX': refusal(
    'tus: no Tus-Resumable 412 (31011), no team 403 (40300), unknown task 404 (31006), offset conflict 409 (31011), task no longer uploading 410 (31005); the session check: 401 (4011, 4012, 4017)',
  ),
};

/** The protocol as the API document shows it: tus 1.0 with creation and termination. */
const TUS_OPERATIONS = {
  OPTIONS: {
    onUpload: false,
    schema: {
      summary: 'tus: the protocol versions, extensions and size limit of this server',
      tags: ['upload'],
      auth: 'public',
      documentedResponses: {
        204: {
          description: 'The capabilities, in headers',
          headers: { 'tus-version': header('1.0.0'), 'tus-extension': header('Supported extensions') },
        },
      },
    },
  },
  POST: {
    onUpload: false,
    schema: {
      summary:
        'tus creation: start the upload of a task (Upload-Length its size, Upload-Metadata its task_id)',
      tags: ['upload'],
      auth: 'token',
      documentedResponses: {
        201: { description: 'Created', headers: { location: header('The upload URL, …/files/<task_id>') } },
        ...refused,
      },
    },
  },
  HEAD: {
    onUpload: true,
    schema: {
      summary: 'tus: how much of the upload arrived, to resume from there',
      tags: ['upload'],
      auth: 'token',
      documentedResponses: {
        200: {
          description: 'The offset and length, in headers',
          headers: { 'upload-offset': header('Bytes received'), 'upload-length': header('Bytes in all') },
        },
        ...refused,
      },
    },
  },
  PATCH: {
    onUpload: true,
    schema: {
      summary: 'tus: append the body (application/offset+octet-stream) at Upload-Offset',
      tags: ['upload'],
      auth: 'token',
      documentedResponses: {
        204: { description: 'Appended', headers: { 'upload-offset': header('Bytes received now') } },
        ...refused,
      },
    },
  },
  DELETE: {
    onUpload: true,
    schema: {
      summary: 'tus termination: cancel the upload and its task',
      tags: ['upload'],
      auth: 'token',
      documentedResponses: { 204: { description: 'Cancelled' }, ...refused },
    },
  },
} as const;
