import { normaliseHost } from '@vidmatrix/brands/resolve-brand';
import type { FastifyRequest } from 'fastify';

/**
 * The scheme and host the client used, for absolute links in replies (media, downloads). Behind
 * a proxy these come from X-Forwarded-* only as far as TRUST_PROXY allows. Never for a URL that
 * another site sends a browser to: that is `brandOriginOf`.
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A development host: browsers resolve `localhost` and `*.localhost` to their own machine. */
const isLoopbackName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

/**
 * The brand's own web origin, for URLs handed to another site to send the browser back to (an
 * OAuth redirect_uri, the page after authorization). The Host and X-Forwarded-Host headers are
 * only a choice among the brand's configured web hosts (issue 26: behind TRUST_PROXY a client
 * could name any host there): one of them is kept, over https; a development `*.localhost` host
 * is kept as it came (it leads back to the caller's own machine only); anything else gets the
 * brand's first web host.
 */
export function brandOriginOf(request: FastifyRequest): string {
  const name = normaliseHost(request.host);
  if (request.brand.webHosts.includes(name)) return `https://${name}`;
  if (isLoopbackName(name)) return `${request.protocol}://${request.host}`;
  return `https://${request.brand.webHosts[0]}`;
}

/** The host part of `brandOriginOf`: where a redirect after OAuth may lead besides a path. */
export const brandHostOf = (request: FastifyRequest) => new URL(brandOriginOf(request)).host;
