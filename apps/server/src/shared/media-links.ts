// Links and headers for stored media that several modules answer with.
export const DOWNLOAD_PREFIX = '/media/download/';
export function downloadUrl(origin: string, videoId: number): string {
  return `${origin}${DOWNLOAD_PREFIX}${videoId}`;
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
