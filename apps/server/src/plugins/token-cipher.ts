import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AccountAuthConfig } from '../config/account-auth-vars';
import { TokenCipher } from '../integrations/token-cipher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts platform tokens at rest (TOKEN_ENCRYPTION_KEYS, decision 026). */
    tokenCipher: TokenCipher;
  }
}

/**
 * Decorates `app.tokenCipher`. parseConfig requires the keys in production; elsewhere they have a
 * development value, so the per-process fallback below only serves odd hand-made configs.
 */
export default fp<{ config: AccountAuthConfig }>(
  async (app, { config }) => {
    app.decorate(
      'tokenCipher',
      new TokenCipher(config.TOKEN_ENCRYPTION_KEYS ?? [{ id: 'ephemeral', key: randomBytes(32) }]),
    );
  },
  { name: 'token-cipher' },
);
