import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createStorage } from '../integrations/storage/create-storage';
import type { Storage } from '../integrations/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where processed videos and covers live (local MEDIA_DIR or an S3-compatible bucket). */
    storage: Storage;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('storage', await createStorage(config));
  },
  { name: 'storage' },
);
