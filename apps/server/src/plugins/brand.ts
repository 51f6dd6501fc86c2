import type { Brand } from '@vidmatrix/brands/brands';
import { brandByBizid, brandFromHost } from '@vidmatrix/brands/resolve-brand';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { isApiPath } from '../http/paths';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the Host the request came to; unknown hosts get the default brand. */
    brand: Brand;
  }
}

/**
 * Checks the `bizid` header against the host's brand. A mismatch means a page of one brand is
 * talking to another brand's API: answering would leak or mix data, so it is refused loudly.
 */
function checkBizid(header: string | string[] | undefined, brand: Brand): AppError | undefined {
  if (header === undefined || header === '') return undefined;
  const value = Array.isArray(header) ? header.join(',') : header.trim();
  if (!/^\d{1,9}$/.test(value)) {
    return new AppError('brandMismatch', {
      messageKey: 'error.bizid_invalid',
      params: { value: value.slice(0, 40) },
    });
  }
  const requested = brandByBizid(Number(value));
  if (!requested)
    return new AppError('brandMismatch', { messageKey: 'error.bizid_unknown', params: { bizid: value } });
  if (requested.key !== brand.key) {
    return new AppError('brandMismatch', {
      params: { bizid: value, requested: requested.name, current: brand.name },
      data: { requested: requested.key, current: brand.key },
    });
  }
  return undefined;
}

export default fp(
  async (app) => {
    // Fastify refuses object defaults (they would be shared); every request sets its own below.
    app.decorateRequest('brand', null as unknown as Brand);
    app.addHook('onRequest', async (request) => {
      // request.host honours X-Forwarded-Host only when TRUST_PROXY is on.
      request.brand = brandFromHost(request.host);
      if (isApiPath(request.url)) {
        const error = checkBizid(request.headers.bizid, request.brand);
        if (error) throw error;
      }
    });
  },
  { name: 'brand', dependencies: ['i18n'] },
);
