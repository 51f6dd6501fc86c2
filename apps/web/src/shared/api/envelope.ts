import type { Envelope } from '@vidmatrix/contract/envelope';

/**
 * Whether a parsed reply is the API's envelope (spec §7): what any reader of a reply checks first.
 * Alone in its file so the HTML's boot claim (src/boot/) takes it without the reply policy's i18n.
 */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}
