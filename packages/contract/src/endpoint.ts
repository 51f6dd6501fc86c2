import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

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
