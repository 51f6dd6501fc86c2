import type { ErrorName } from '@vidmatrix/contract/errors';
import type { InvalidField } from '@vidmatrix/contract/envelope';
import type { Language } from '@vidmatrix/contract/languages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error';
import { sanitizeMessage } from '../http/log-fields';
import { pathOf } from '../http/paths';
import { translate } from '../locales/catalog';
import { languageOf } from './i18n';

const BY_STATUS: Record<number, ErrorName> = {
  400: 'invalidInput',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
  431: 'headersTooLarge',
};

/** Turns anything thrown into an AppError; unknown errors become `internal`. */
function toAppError(err: FastifyError, request: FastifyRequest): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: InvalidField[] = err.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(err.validationContext ?? ''),
      message: v.message ?? '',
    }));
    return new AppError('invalidInput', { data: { fields } });
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('malformedJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupportedMediaType', {
        params: { type: String(request.headers['content-type'] ?? '').slice(0, 100) },
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payloadTooLarge', { params: { limit: request.routeOptions.bodyLimit ?? '' } });
  }
  // Fastify's and plugins' own client errors (bad Content-Length, rate limit…) keep their class.
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new AppError(BY_STATUS[status] ?? 'invalidInput', { cause: err, status });
  }
  return new AppError('internal', { cause: err });
}

/** A 42900 says when to come back: in `data.retry_after_s` and, for any HTTP client, Retry-After. */
function retryAfter(error: AppError): number | undefined {
  const seconds = (error.data as { retry_after_s?: unknown } | null)?.retry_after_s;
  return error.errorName === 'rateLimited' && typeof seconds === 'number' ? seconds : undefined;
}

function sendEnvelope(reply: FastifyReply, error: AppError, language: Language) {
  const seconds = retryAfter(error);
  if (seconds !== undefined) reply.header('retry-after', String(seconds));
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send({
      code: error.code,
      message: translate(language, error.messageKey, error.params),
      data: error.data,
    });
}

/**
 * For the few errors Fastify raises before any hook runs (a URL that is not valid
 * %-encoding): same envelope, language read here because the i18n hook has not run.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // This request object is Fastify's bare one, without our decorators.
  reply.header('x-request-id', request.id);
  request.log.info({ reason: sanitizeMessage(err.message) }, 'request rejected');
  const error = new AppError('invalidInput', { cause: err, messageKey: 'error.bad_request' });
  return sendEnvelope(reply, error, languageOf(request));
}

/**
 * Every failure leaves as `{code, message, data}` in the caller's language. Server faults are
 * logged with the request id and answered with a generic message: no stack or internals leak.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      const error = toAppError(err, request);
      // The request id comes with request.log; the route, not the URL: no request values.
      if (error.statusCode >= 500) {
        request.log.error({ err, route: request.routeOptions.url, code: error.code }, 'request failed');
      } else request.log.info({ code: error.code, reason: sanitizeMessage(err.message) }, 'request rejected');
      return sendEnvelope(reply, error, request.language);
    });

    app.setNotFoundHandler((request, reply) =>
      sendEnvelope(
        reply,
        new AppError('notFound', {
          params: { method: request.method, path: pathOf(request.url).slice(0, 200) },
        }),
        request.language,
      ),
    );
  },
  { name: 'errors', dependencies: ['i18n'] },
);
