import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../integrations/storage/storage';

export type ByteRange = { start: number; end: number };

/**
 * Pure: one `Range: bytes=…` against a size (RFC 9110 §14.1.2). Undefined: serve it all (no or
 * unparsable header, or several ranges, which we answer whole); 'unsatisfiable': 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const m = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // HLS (the academy's lessons, decision 027): playlists and MPEG-TS segments.
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Streams a stored object (an S3 one: local files go through @fastify/send) with Range, so
 * phones can seek; HEAD answers the headers without fetching the body. False: no such object.
 */
export async function sendStoredObject(
  storage: Storage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const found = await storage.stat(key);
  if (!found) return false;
  const { size } = found;
  const range = parseRange(request.headers.range, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=86400')
    .type(contentTypeOf(key));
  if (range === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${size}`);
    await reply.send();
    return true;
  }
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('content-length', range ? range.end - range.start + 1 : size);
  if (request.method === 'HEAD') {
    // Fastify's HEAD handling drains a stream and keeps our content-length; an empty body
    // would be reported as length 0.
    await reply.send(Readable.from([]));
    return true;
  }
  const { stream } = await storage.read(key, range);
  await reply.send(stream);
  return true;
}
