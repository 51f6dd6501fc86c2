import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** The request headers that carry a credential; each is a security scheme of the API document. */
export const CREDENTIAL_HEADERS = ['token', 'share-video-token', 'course-token'] as const;
export type CredentialHeader = (typeof CREDENTIAL_HEADERS)[number];

/**
 * What a call needs besides its input: nothing (`public`), a credential header (`token`: a
 * signed-in session; `share-video-token`: an unlocked share link), or `{ optional: header }`
 * when it answers without the header too and says more with it. Required on every endpoint, so
 * the API document's security cannot be forgotten; the server checks a `token` declaration.
 */
export type EndpointAuth = 'public' | CredentialHeader | { optional: CredentialHeader };

/**
 * One API endpoint: the method and path (below `/api`) beside the schemas of what goes in and
 * what comes back, so that the server route and the web hook are typed from the same object.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  tags: string[];
  auth: EndpointAuth;
  query?: Q;
  body?: B;
  /** Schema of `data` inside the success envelope. */
  response: R;
}

export function defineEndpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> {
  return e;
}

export const API_PREFIX = '/api';
