import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@vidmatrix/contract/languages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate, type MessageKey, type MessageParams } from '../locales/catalog';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `language` header (spec §7); zh-CN when absent or unknown. */
    language: Language;
    t(key: MessageKey, params?: MessageParams): string;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function languageOf(request: FastifyRequest): Language {
  return matchLanguage(headerValue(request.headers.language)) ?? DEFAULT_LANGUAGE;
}

/** Every message the server sends is translated into the caller's language. */
export default fp(
  async (app) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('t', function (this: FastifyRequest, key: MessageKey, params?: MessageParams) {
      return translate(this.language, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.language = languageOf(request);
    });
  },
  { name: 'i18n' },
);
