import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config/storage-vars';
import { createStorage } from '../integrations/storage/create-storage';
import { urlSigner, type UrlSigner } from '../integrations/storage/signed-urls';
import type { Storage } from '../integrations/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where processed videos and covers live (local MEDIA_DIR or an S3-compatible bucket). */
    storage: Storage;
    /** Signs and checks the short-lived URLs of stored videos and their downloads. */
    mediaSigner: UrlSigner;
  }
}

export default fp<{ config: StorageConfig }>(
  async (app, { config }) => {
    app.decorate('storage', await createStorage(config));
    // SHARE_SECRET is required in production and the same on every process; without it (never in
    // production) a per-process value keeps the URLs unforgeable.
    app.decorate('mediaSigner', urlSigner(config.SHARE_SECRET ?? `unset-${randomUUID()}-${randomUUID()}`));
  },
  { name: 'storage' },
);
