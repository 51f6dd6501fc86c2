import { API_PREFIX, type Endpoint } from '@vidmatrix/contract/endpoint';
import { envelope } from '@vidmatrix/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { inputFor } from './brand-phone';
import { checkCredential } from './endpoint-auth';
import { validateInput } from './validate-input';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<Q, B> {
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

// Input is validated by validateInput in preValidation; Fastify's per-part validation is turned off.
const noValidation = () => (data: unknown) => ({ value: data });

/**
 * The preValidation of a contract endpoint, for route() and for the routes written by hand
 * (streamed replies): the credential it requires first (issue 26), then its query and body,
 * parsed in place; a phone in the body is held to the caller's brand (brand-phone.ts).
 */
export function checkedInput(endpoint: Endpoint) {
  return async (request: FastifyRequest): Promise<void> => {
    await checkCredential(request, endpoint.auth);
    const schemas = inputFor(endpoint, request.brand);
    const parsed = validateInput(schemas, { query: request.query, body: request.body }, request.language);
    request.query = parsed.query;
    request.body = parsed.body;
  };
}

/**
 * Registers a contract endpoint at /api + its path. The handler gets the parsed query and body
 * and returns only `data`; the envelope, the response schema and the OpenAPI entry (security
 * included) come from the endpoint, so the server cannot answer something the contract does not
 * describe. An endpoint that requires a credential (`token`, `course-token`, `share-video-token`)
 * refuses a caller without a valid one before it reads the input, so the declaration holds even
 * if a handler forgot its check, and an anonymous caller learns nothing from a field list.
 */
export function route<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<Q, B, R>,
  handler: (ctx: RouteContext<Q, B>) => Promise<z.output<R>> | z.output<R>,
): void {
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags,
      auth: endpoint.auth,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        200: envelope(endpoint.response).describe('Success: `code` 0 and the `data` of this call'),
      },
    },
    validatorCompiler: noValidation,
    preValidation: checkedInput(endpoint),
    handler: async (request, reply) => {
      const data = await handler({
        query: request.query as Parsed<Q>,
        body: request.body as Parsed<B>,
        request,
        reply,
      });
      return { code: 0, message: 'ok', data };
    },
  });
}
