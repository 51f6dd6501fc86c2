import type { z } from 'zod';
import type { Endpoint } from '@vidmatrix/contract/endpoint';
import { request, type RequestOptions } from './request';

// An Endpoint whose query/body schema was not given keeps the bare `z.ZodType` default.
type Given<S, Else> = z.ZodType extends S ? Else : S extends z.ZodType ? z.input<S> : Else;

/** What a caller passes: the body schema's input for POST, the query schema's for GET. */
export type EndpointInput<E> =
  E extends Endpoint<infer Q, infer B, z.ZodType> ? Given<B, Given<Q, void>> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export type CallOptions = Omit<RequestOptions, 'url' | 'method' | 'data'>;

/**
 * Calls a contract endpoint with its own method and path, so feature hooks cannot drift from
 * the server. The reply is not re-validated here: the server already answers with its schema.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  return request<EndpointOutput<E>>({ ...options, url: endpoint.path, method: endpoint.method, data: input });
}
