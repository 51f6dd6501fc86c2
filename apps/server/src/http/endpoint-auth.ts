import { CREDENTIAL_HEADERS, type CredentialHeader, type EndpointAuth } from '@vidmatrix/contract/endpoint';
import type { FastifySchema } from 'fastify';

/** An OpenAPI security requirement list, as @fastify/swagger takes it in a route schema. */
type Security = Array<Record<string, string[]>>;

const WHERE_FROM: Record<CredentialHeader, string> = {
  token: 'The session token of a signed-in account: `data.token` of login or register.',
  'share-video-token':
    'An unlocked share link: `data.share_video_token` of share_web/link_code or share_web/passwd.',
  'course-token':
    'A course token: `data.course_token` of college/course/token (or the `token` the desktop client opens /trafficAcademy with).',
};

/** One apiKey scheme per credential header, named as the header. */
export const SECURITY_SCHEMES = Object.fromEntries(
  CREDENTIAL_HEADERS.map((header) => [
    header,
    { type: 'apiKey' as const, in: 'header' as const, name: header, description: WHERE_FROM[header] },
  ]),
);

/** The OpenAPI security of an endpoint: none, its header, or (optional) nothing or its header. */
export function securityOf(auth: EndpointAuth): Security {
  if (auth === 'public') return [];
  if (typeof auth === 'object') return [{}, { [auth.optional]: [] }];
  return [{ [auth]: [] }];
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Who may call (route() copies the contract's): the API document's security is derived from
     * it, and a route declaring it may read the session only when it says `token`.
     */
    auth?: EndpointAuth;
  }
}

/**
 * A route may read the caller's session only when its declared `auth` says so, or its API
 * document would call it public: a programming error, caught by any test that calls it.
 */
export function assertDeclaresToken(schema: FastifySchema | undefined, optional: boolean): void {
  const auth = schema?.auth;
  if (auth === undefined || auth === 'token') return;
  if (optional && typeof auth === 'object' && auth.optional === 'token') return;
  const wanted = optional ? "'token' or { optional: 'token' }" : "'token'";
  throw new Error(
    `this endpoint reads the session but its declared auth is ${JSON.stringify(auth)}, not ${wanted}`,
  );
}
