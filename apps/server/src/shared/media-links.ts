// Links and headers for stored media that several modules answer with.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from '../http/origin';
import { MEDIA_PREFIX } from '../integrations/storage/keys';
import { downloadSubject, fileSubject, needsSignature } from '../integrations/storage/signed-urls';

export const DOWNLOAD_PREFIX = '/media/download/';

/** The URLs a reply hands out for one request: videos signed, bound to the request's brand. */
export interface MediaLinks {
  /** A stored file as seen from `origin` (ours by default, or the CDN's); videos carry a signature. */
  file(key: string, origin?: string): string;
  /** The attachment download of a claimed or shared video: the claimer's proof, short-lived. */
  download(videoId: number): string;
}

export function mediaLinks(app: FastifyInstance, request: FastifyRequest): MediaLinks {
  const own = originOf(request);
  const signer = app.mediaSigner;
  return {
    file(key, origin = own) {
      const url = app.storage.url(key, origin);
      // With S3_PUBLIC_URL the bucket serves it: there the random key is what keeps it private.
      if (!needsSignature(key) || !url.startsWith(`${origin}${MEDIA_PREFIX}`)) return url;
      return `${url}?${signer.sign(fileSubject(key))}`;
    },
    download(videoId) {
      return `${own}${DOWNLOAD_PREFIX}${videoId}?${signer.sign(downloadSubject(request.brand.key, videoId))}`;
    },
  };
}

/**
 * RFC 6266 / 5987: `filename` is a plain-ASCII fallback for old clients, `filename*` the real
 * title in UTF-8. Titles are often all Chinese, so the fallback falls back to `video-<id>`.
 */
export function attachmentDisposition(title: string, videoId: number): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 120) || `video-${videoId}`;
  const ascii = base
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]+/g, '')
    .replace(/["\\%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = /[A-Za-z0-9]/.test(ascii) ? ascii : `video-${videoId}`;
  // encodeURIComponent leaves !'()* as they are; RFC 5987's attr-char does not allow '()*.
  const encoded = encodeURIComponent(`${base}.mp4`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}.mp4"; filename*=UTF-8''${encoded}`;
}
