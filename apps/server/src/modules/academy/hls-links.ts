import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../../http/origin';
import { resolveKey } from '../../integrations/storage/keys';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import { sendStoredObject } from '../media/service';
import type { HlsLink } from './present';

/**
 * HLS needs one signature for a whole folder: the master playlist names its renditions and they
 * name their segments by relative URLs, which carry no query string. So the signature sits in the
 * path, `/media/hls/<e>.<s>/<prefix>/master.m3u8`, and every relative URL below inherits it. It
 * signs the packaging's folder (`academy-hls/<video>/<random>`), nothing beside it.
 */
const HLS_ROUTE = '/media/hls/';
const SIGNATURE = /^(\d{1,12})\.([\w-]{10,40})$/;
const FOLDER = /^academy-hls\/\d{1,10}\/[0-9a-f]{16}$/;

const subjectOf = (prefix: string) => `hls\n${prefix}`;

function hlsLink(signer: UrlSigner, origin: string): HlsLink {
  return (lesson) => {
    if (lesson.hlsState !== 'ready' || !lesson.hlsPrefix) return null;
    const query = new URLSearchParams(signer.sign(subjectOf(lesson.hlsPrefix)));
    return `${origin}${HLS_ROUTE}${query.get('e')}.${query.get('s')}/${lesson.hlsPrefix}/master.m3u8`;
  };
}

export const requestHlsLink = (app: FastifyInstance, request: FastifyRequest) =>
  hlsLink(app.mediaSigner, originOf(request));

const file = (type: string) => ({ [type]: { schema: { type: 'string', format: 'binary' } } });
const schema = {
  summary:
    "A lesson's HLS playlist or segment (the master URL of lessons/info; the signature is in the path)",
  tags: ['academy'],
  auth: 'public',
  documentedResponses: {
    200: {
      description: 'The playlist or segment',
      content: { ...file('application/vnd.apple.mpegurl'), ...file('video/mp2t') },
    },
    206: { description: 'The requested range of a segment', content: file('video/mp2t') },
  },
} as const;

/** Serves the packaged files: a wrong, expired or foreign signature reads as a missing file. */
export function mountHlsRoute(app: FastifyInstance, mediaDir: string): void {
  app.get<{ Params: { sig: string; '*': string } }>(
    `${HLS_ROUTE}:sig/*`,
    { schema },
    async (request: FastifyRequest<{ Params: { sig: string; '*': string } }>, reply: FastifyReply) => {
      const key = request.params['*'];
      const folder = key.split('/').slice(0, 3).join('/');
      const m = SIGNATURE.exec(request.params.sig);
      const signed =
        m !== null && FOLDER.test(folder) && app.mediaSigner.check(subjectOf(folder), { e: m[1], s: m[2] });
      if (!signed || !resolveKey(key, mediaDir) || !/\.(m3u8|ts)$/.test(key)) return reply.callNotFound();
      if (!(await sendStoredObject(app.storage, key, request, reply))) return reply.callNotFound();
      return reply;
    },
  );
}
