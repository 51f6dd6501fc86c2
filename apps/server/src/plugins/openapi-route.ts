import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { securityOf } from '../http/endpoint-auth';

/** An OpenAPI response written out in a route's schema, for the API document alone. */
interface DocumentedResponse {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
  headers?: Record<string, { type: string; description: string }>;
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Responses Fastify never serializes (redirects, files, streams, hijacked protocols):
     * described here instead of in `response`, whose schemas Fastify compiles into serializers.
     */
    documentedResponses?: Record<number | `${number}XX`, DocumentedResponse>;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** @fastify/swagger reads a response from a JSON schema: `type: 'null'` is one without a body. */
const asResponseSchema = ({ description, content, headers }: DocumentedResponse) => ({
  description,
  ...(content ? { content } : { type: 'null' }),
  ...(headers ? { headers } : {}),
});

/**
 * The zod schemas become JSON schemas (fastify-type-provider-zod), the declared `auth` the
 * operation's security, and documented responses join the others.
 */
export function transformRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { auth, documentedResponses = {}, ...schema } = (input.schema ?? {}) as FastifySchema;
  const out = jsonSchemaTransform({ ...input, schema });
  const transformed = out.schema as FastifySchema;
  if (transformed.hide) return out;
  const documented = Object.entries(documentedResponses).map(([status, r]) => [status, asResponseSchema(r)]);
  // Left out when there is none: swagger's stand-in then lets the document check notice.
  const response =
    transformed.response || documented.length > 0
      ? { response: { ...(transformed.response as object), ...Object.fromEntries(documented) } }
      : {};
  return {
    // A wildcard's parameter needs a name in OpenAPI (`{*}` is none); it may hold slashes.
    url: out.url.replace(/\*$/, ':path'),
    schema: { ...transformed, ...(auth ? { security: securityOf(auth) } : {}), ...response },
  };
}
