import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { findVideoFile } from '../distribution/service';
import { sendStoredObject } from './serve-object';
import { attachmentDisposition, DOWNLOAD_PREFIX } from '../../shared/media-links';
import { DEMO_DIR, MEDIA_PREFIX, resolveKey } from '../../integrations/storage/keys';
import { downloadSubject, fileSubject, needsSignature } from '../../integrations/storage/signed-urls';

export interface MediaOptions {
  mediaDir: string;
}

const file = (...types: string[]) =>
  Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
// Sent by @fastify/send or streamed from the bucket, never serialized: described for the document.
const stored = {
  schema: {
    summary:
      'A stored video or cover by its key (the URLs in API replies; videos need their e/s signature); Range requests answer 206',
    tags: ['media'],
    auth: 'public',
    documentedResponses: {
      200: { description: 'The file', content: file('video/mp4', 'image/jpeg') },
      206: { description: 'The requested range of the file', content: file('video/mp4', 'image/jpeg') },
      302: {
        description: 'With S3_PUBLIC_URL: to the bucket or its CDN',
        headers: { location: { type: 'string', description: 'The public URL of the object' } },
      },
    },
  },
} as const;
const saveAs = {
  schema: {
    summary:
      'A claimed video as an attachment named by its title (save as <title>.mp4); needs the e/s signature of the claim',
    tags: ['media'],
    auth: 'public',
    documentedResponses: {
      200: { description: 'The video, with Content-Disposition: attachment', content: file('video/mp4') },
      206: { description: 'The requested range of the video', content: file('video/mp4') },
    },
  },
} as const;
// Keys never change content once written (a new upload gets a new key).
const SEND_OPTIONS = { maxAge: 24 * 60 * 60 * 1000, acceptRanges: true } as const;

/**
 * Videos and covers from our own origin: the Douyin share link needs a public `video/mp4` URL,
 * phones seek with Range requests, and `a[download]` only names same-origin files. Local files
 * (MEDIA_DIR and the shipped demo clips) go through @fastify/send (Range, HEAD, ETag and the
 * content type); objects in an S3-compatible store are streamed with the Range passed on, or,
 * with S3_PUBLIC_URL, the browser is sent there.
 */
export default async function mediaRoutes(app: FastifyInstance, { mediaDir }: MediaOptions) {
  // Decorates reply.sendFile inside this plugin only; the root is given per file below.
  await app.register(fastifyStatic, { root: DEMO_DIR, serve: false, decorateReply: true });

  const inBucket = (key: string) => app.storage.driver === 's3' && !key.startsWith('demo/');

  /** Sends the file of `key`; false when there is none. */
  async function send(key: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (inBucket(key))
      return resolveKey(key, mediaDir) ? sendStoredObject(app.storage, key, request, reply) : false;
    const file = resolveKey(key, mediaDir);
    if (!file) return false;
    await reply.sendFile(file.path, file.root, SEND_OPTIONS);
    return true;
  }

  app.get<{ Params: { '*': string } }>(`${MEDIA_PREFIX}*`, stored, async (request, reply) => {
    const key = request.params['*'];
    // A video opens only with the signature a claim, share link or library page handed out;
    // refused exactly like a missing file, so keys cannot be probed.
    if (needsSignature(key) && !app.mediaSigner.check(fileSubject(key), request.query)) {
      throw new AppError('notFound');
    }
    if (inBucket(key) && resolveKey(key, mediaDir)) {
      const origin = `${request.protocol}://${request.host}`;
      const url = app.storage.url(key, origin);
      // S3_PUBLIC_URL set: the bucket (or its CDN) serves it; no bytes through this server.
      if (!url.startsWith(`${origin}${MEDIA_PREFIX}`)) return reply.redirect(url, 302);
    }
    if (!(await send(key, request, reply))) return reply.callNotFound();
    return reply;
  });

  // The claimed video as an attachment named by its title (spec §4: "save as <title>.mp4").
  app.get<{ Params: { id: string } }>(`${DOWNLOAD_PREFIX}:id`, saveAs, async (request, reply) => {
    const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const missing = () => new AppError('notFound', { messageKey: 'distribution.download_missing' });
    // The claimer's proof: a signature for this brand and video, handed out with the claim (or a
    // share link's download); a bare id, another brand's or an expired one opens nothing.
    const signed =
      id <= 2_147_483_647 && app.mediaSigner.check(downloadSubject(request.brand.key, id), request.query);
    const video = signed ? await findVideoFile(app.db, id) : undefined;
    if (!video) throw missing();
    reply.header('content-disposition', attachmentDisposition(video.title, video.id));
    if (!(await send(video.fileKey, request, reply))) {
      reply.removeHeader('content-disposition');
      throw missing();
    }
    return reply;
  });
}
