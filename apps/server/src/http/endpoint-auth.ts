import { CREDENTIAL_HEADERS, type CredentialHeader, type EndpointAuth } from '@vidmatrix/contract/endpoint';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';

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

/** Throws the credential's own refusal (4011, 10005 …) when the request lacks a valid one. */
export type CredentialCheck = (request: FastifyRequest) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * How each credential header is checked, registered by the code that owns it (the auth
     * plugin: `token`; the academy: `course-token`; share links: `share-video-token`).
     */
    credentialChecks: Map<CredentialHeader, CredentialCheck>;
  }
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

/**
 * Registers how `header` is checked; route() runs it before it reads an endpoint's input. The
 * map is decorated once at the root (plugins/auth.ts), so every module's routes share it.
 */
export function registerCredentialCheck(
  app: FastifyInstance,
  header: CredentialHeader,
  check: CredentialCheck,
) {
  app.credentialChecks.set(header, check);
}

/**
 * The credential an endpoint requires, checked before its input is (issue 26): a caller without
 * one gets the code that sends the web client to sign in (or to the share password), and learns
 * nothing of the input's shape from a field list. Optional credentials are the handler's affair.
 */
export async function checkCredential(request: FastifyRequest, auth: EndpointAuth): Promise<void> {
  if (auth === 'public' || typeof auth === 'object') return;
  const check = request.server.credentialChecks?.get(auth);
  // A programming error, caught by any test that calls the endpoint.
  if (!check) throw new Error(`no check is registered for the ${auth} credential`);
  await check(request);
}
