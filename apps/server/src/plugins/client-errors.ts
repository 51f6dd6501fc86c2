import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@vidmatrix/contract/languages';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { translate } from '../locales/catalog';

/** What Node had read of the request when its parser gave up (typed as its JSON form). */
function packetOf(err: ConnectionError): Buffer | undefined {
  const raw: unknown = err.rawPacket;
  return Buffer.isBuffer(raw) ? raw : undefined;
}

// Only the head is searched: it may be cut anywhere, so each pattern stands alone.
const LANGUAGE_HEADER = /\r\nlanguage:[ \t]*([^\r\n]{1,20})/i;

/** The caller's language from the half-parsed head, since no request object exists yet. */
function languageOfPacket(packet: Buffer | undefined): Language {
  const head = packet?.subarray(0, 16 * 1024).toString('latin1') ?? '';
  return matchLanguage(LANGUAGE_HEADER.exec(head)?.[1]?.trim()) ?? DEFAULT_LANGUAGE;
}

/** A request line longer than this is a URL problem (nginx's default buffer is as large). */
const REQUEST_LINE_MAX = 8 * 1024;
const REQUEST_LINE_START = /^[A-Z]{3,10} \S/;

/**
 * Node's parser caps the whole head (request line and headers). When what it read begins with
 * a request line that is itself longer than REQUEST_LINE_MAX, the URL was too long (414), else
 * the headers were (431).
 */
function errorOf(err: ConnectionError): AppError {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    const packet = packetOf(err);
    const head = packet?.subarray(0, REQUEST_LINE_MAX + 2).toString('latin1') ?? '';
    const lineEnd = head.indexOf('\r\n');
    const longLine =
      REQUEST_LINE_START.test(head) && (lineEnd === -1 ? head.length : lineEnd) > REQUEST_LINE_MAX;
    return new AppError(longLine ? 'uriTooLong' : 'headersTooLarge');
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new AppError('invalidInput', { messageKey: 'error.bad_request', status: 408 });
  }
  return new AppError('invalidInput', { messageKey: 'error.bad_request' });
}

/**
 * Fastify's `clientErrorHandler`: requests Node rejects before Fastify sees them (bad header
 * bytes, a head over the size limit, a broken request line) answer the `{code, message, data}`
 * envelope like every other refusal, then the connection closes. Only Node's error code is
 * logged: the raw packet holds whatever the caller sent.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error = errorOf(err);
  this.log.info({ code: err.code, status: error.statusCode }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({
      code: error.code,
      message: translate(languageOfPacket(packetOf(err)), error.messageKey),
      data: null,
    });
    socket.write(
      `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? ''}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
