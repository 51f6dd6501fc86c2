import type { FastifyRequest } from 'fastify';

/**
 * The scheme and host the client used, for absolute links in replies (media, downloads, OAuth
 * redirects). Behind a proxy these come from X-Forwarded-* only as far as TRUST_PROXY allows.
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
