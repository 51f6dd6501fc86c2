import { API_PREFIX, type Endpoint } from '@vidmatrix/contract/endpoint';
import { envelope } from '@vidmatrix/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
 * Registers a contract endpoint at /api + its path. The handler gets the parsed query and body
 * and returns only `data`; the envelope, the response schema and the OpenAPI entry come from
 * the endpoint, so the server cannot answer something the contract does not describe.
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
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelope(endpoint.response) },
    },
    validatorCompiler: noValidation,
    preValidation: async (request) => {
      const parsed = validateInput(endpoint, { query: request.query, body: request.body }, request.language);
      request.query = parsed.query;
      request.body = parsed.body;
    },
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
