import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { findVideoFile } from '../distribution/activity-repo';
import { attachmentDisposition, DEMO_DIR, DOWNLOAD_PREFIX, MEDIA_PREFIX, resolveKey } from './storage';

export interface MediaOptions {
  mediaDir: string;
}

const hidden = { schema: { hide: true } };
// Keys never change content once written (a new upload gets a new key).
const SEND_OPTIONS = { maxAge: 24 * 60 * 60 * 1000, acceptRanges: true } as const;

/**
 * Videos and covers from our own origin: the Douyin share link needs a public `video/mp4` URL,
 * phones seek with Range requests, and `a[download]` only names same-origin files. @fastify/send
 * does Range, HEAD, ETag/Last-Modified and the content type; we only map keys to folders.
 */
export default async function mediaRoutes(app: FastifyInstance, { mediaDir }: MediaOptions) {
  // Decorates reply.sendFile inside this plugin only; the root is given per file below.
  await app.register(fastifyStatic, { root: DEMO_DIR, serve: false, decorateReply: true });

  app.get<{ Params: { '*': string } }>(`${MEDIA_PREFIX}*`, hidden, async (request, reply) => {
    const file = resolveKey(request.params['*'], mediaDir);
    if (!file) return reply.callNotFound();
    return reply.sendFile(file.path, file.root, SEND_OPTIONS);
  });

  // The claimed video as an attachment named by its title (spec §4: "save as <title>.mp4").
  app.get<{ Params: { id: string } }>(`${DOWNLOAD_PREFIX}:id`, hidden, async (request, reply) => {
    const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const video =
      Number.isSafeInteger(id) && id <= 2_147_483_647 ? await findVideoFile(app.db, id) : undefined;
    const file = video && resolveKey(video.fileKey, mediaDir);
    if (!video || !file) {
      throw new AppError('notFound', { messageKey: 'distribution.download_missing' });
    }
    reply.header('content-disposition', attachmentDisposition(video.title, video.id));
    return reply.sendFile(file.path, file.root, SEND_OPTIONS);
  });
}
