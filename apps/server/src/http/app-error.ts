import { ERROR_CODES, type ErrorName } from '@vidmatrix/contract/errors';
import type { MessageKey, MessageParams } from '../locales/catalog';

const DEFAULT_MESSAGE: Partial<Record<ErrorName, MessageKey>> = {
  invalidInput: 'error.invalid_input',
  malformedJson: 'error.malformed_json',
  unsupportedMediaType: 'error.unsupported_media_type',
  brandMismatch: 'error.brand_mismatch',
  notFound: 'error.not_found',
  payloadTooLarge: 'error.payload_too_large',
  uriTooLong: 'error.uri_too_long',
  headersTooLarge: 'error.headers_too_large',
  rateLimited: 'error.rate_limited',
  internal: 'error.internal',
  databaseUnavailable: 'error.database_unavailable',
};

/**
 * An expected failure with a wire code. Services throw it; the errors plugin translates
 * `messageKey` into the caller's language and sends the envelope with the code's HTTP status.
 */
export class AppError extends Error {
  readonly code: number;
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  /** Sent as the envelope's `data` (e.g. the failing fields); null when there is nothing to add. */
  readonly data: unknown;

  constructor(
    readonly errorName: ErrorName,
    options: {
      messageKey?: MessageKey;
      params?: MessageParams;
      data?: unknown;
      cause?: unknown;
      /** Overrides the code's usual HTTP status (e.g. a 405 reported as invalid input). */
      status?: number;
    } = {},
  ) {
    const messageKey = options.messageKey ?? DEFAULT_MESSAGE[errorName] ?? 'error.internal';
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.code = ERROR_CODES[errorName].code;
    this.statusCode = options.status ?? ERROR_CODES[errorName].status;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.data = options.data ?? null;
  }
}
