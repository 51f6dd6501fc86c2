import type { ErrorName } from '@vidmatrix/contract/errors';
import type { InvalidField } from '@vidmatrix/contract/envelope';
import type { Language } from '@vidmatrix/contract/languages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error';
import { pathOf } from '../http/paths';
import { translate } from '../locales/catalog';
import { languageOf } from './i18n';

const BY_STATUS: Record<number, ErrorName> = {
  400: 'invalidInput',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
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

function sendEnvelope(reply: FastifyReply, error: AppError, language: Language) {
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
  request.log.info({ reason: err.message }, 'request rejected');
  return sendEnvelope(reply, new AppError('invalidInput', { cause: err }), languageOf(request));
}

/**
 * Every failure leaves as `{code, message, data}` in the caller's language. Server faults are
 * logged with the request id and answered with a generic message: no stack or internals leak.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      const error = toAppError(err, request);
      if (error.statusCode >= 500) request.log.error({ err }, 'request failed');
      else request.log.info({ code: error.code, reason: err.message }, 'request rejected');
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
