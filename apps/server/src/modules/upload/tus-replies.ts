import { AsyncLocalStorage } from 'node:async_hooks';
import { ERROR_CODES, type ErrorName } from '@vidmatrix/contract/errors';
import { DEFAULT_LANGUAGE } from '@vidmatrix/contract/languages';
import type { FastifyRequest } from 'fastify';
import { CATALOG, translate, type MessageKey, type MessageParams } from '../../locales/catalog';

/**
 * tus refusals in our envelope (issue 26). @tus/server answers its refusals in plain English
 * text, some (412, unreadable headers) without calling any hook; every one of them goes through
 * its `Server.write`, which tus.ts overrides to call `envelopeOf` here. The status and the tus
 * headers stay as tus set them: tus-js-client keys off the status alone.
 */

/** A refusal of ours: the body tus carries is the message key, translated on the way out. */
export const reject = (status_code: number, key: MessageKey) => ({ status_code, body: key });

/** The Fastify request a tus reply answers, for its language (tus's write knows no request). */
export const tusCaller = new AsyncLocalStorage<FastifyRequest>();

/** The code of a refusal by its tus status; what has no code of its own is a protocol refusal. */
const BY_STATUS: Record<number, ErrorName> = {
  403: 'forbidden',
  404: 'uploadTaskNotFound',
  410: 'uploadStateInvalid',
  413: 'uploadTooLarge',
};

/** The message of tus's own reasons, which carry no key. */
function keyOf(status: number, body: string): { key: MessageKey; params?: MessageParams; data?: unknown } {
  if (body in CATALOG['zh-CN']) return { key: body as MessageKey };
  if (status === 412) return { key: 'upload.tus_version_required' };
  const invalid = /^Invalid (.+)$/.exec(body.trim());
  if (status === 400 && invalid) {
    const headers = invalid[1]!.split(' ');
    return { key: 'upload.tus_headers_invalid', params: { headers: headers.join(', ') }, data: { headers } };
  }
  if (status === 409) return { key: 'upload.tus_offset_conflict' };
  if (status === 404) return { key: 'upload.task_not_found' };
  if (status === 410) return { key: 'upload.state_invalid' };
  if (status === 413) return { key: 'upload.too_long' };
  return { key: 'upload.upload_failed' };
}

/** The JSON envelope of a tus refusal, in the language of the request being answered. */
export function envelopeOf(status: number, body: string): string {
  const { key, params, data } = keyOf(status, body);
  const name: ErrorName = status >= 500 ? 'internal' : (BY_STATUS[status] ?? 'uploadProtocol');
  const message = translate(tusCaller.getStore()?.language ?? DEFAULT_LANGUAGE, key, params);
  return JSON.stringify({ code: ERROR_CODES[name].code, message, data: data ?? null });
}
