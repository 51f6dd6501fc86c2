import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * On-the-fly compression for what is built per request: the per-brand HTML, JSON answers, the
 * manifest and brand SVGs (docs/decisions/019-visitor-first-load.md). Build assets are not
 * compressed here: the build wrote `.br`/`.gz` copies at the highest levels and the static
 * plugin sends those (web.ts, `preCompressed`); a reply that already has a Content-Encoding, a
 * range reply, video and images pass through untouched.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      // Brotli first: every browser that sends `br` gets ~15 % fewer bytes than with gzip.
      encodings: ['br', 'gzip'],
      // Below ~1 KB the compressed reply saves less than a packet.
      threshold: 1024,
    });
  },
  { name: 'compression' },
);
