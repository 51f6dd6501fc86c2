import { storable } from '@vidmatrix/contract/input-fields';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { verifyDouyinWebhook } from '../../integrations/douyin';
import type { Platforms } from '../../integrations/platforms';
import { findShare, markPosted, markSharePosted } from '../distribution/service';
import { eventSeen, recordEvent } from './repo';

export interface DouyinWebhookInput {
  raw: Buffer;
  signature: string | undefined;
  msgId: string | undefined;
}

export type DouyinWebhookResult =
  | { kind: 'challenge'; challenge: unknown }
  | { kind: 'handled'; event: string; duplicate: boolean; posted: boolean };

// Even a signed body's text must be storable: U+0000 or a huge value would fail in SQL (issue 11).
const text = (v: unknown) =>
  typeof v === 'string' && v !== '' && storable(v, 500) ? v : typeof v === 'number' ? String(v) : null;

/** Douyin sends `content` as an object, or for some events as a JSON string. */
function contentOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * A Douyin webhook delivery: the signature is checked against the secret of the app the body
 * names (`X-Douyin-Signature = sha1_hex(client_secret + raw body)`), `verify_webhook` is answered
 * with its challenge, a `Msg-Id` seen before is acknowledged without effect, and `create_video`
 * marks the claim behind its share id as posted. Processing is idempotent, so two concurrent
 * deliveries of one message do no harm; the message id is recorded after the work is done, so a
 * delivery that failed half-way is processed again when Douyin retries.
 */
export async function handleDouyinWebhook(
  db: Db,
  platforms: Platforms,
  input: DouyinWebhookInput,
): Promise<DouyinWebhookResult> {
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(input.raw.toString('utf8'));
    if (parsed === null || typeof parsed !== 'object') throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    throw new AppError('malformedJson');
  }
  const clientKey = text(body.client_key);
  const app = clientKey ? platforms.douyinApp(clientKey) : undefined;
  if (!app || !verifyDouyinWebhook(app.clientSecret, input.raw, input.signature)) {
    throw new AppError('forbidden', { messageKey: 'error.webhook_signature_invalid' });
  }
  const event = text(body.event) ?? '';
  const content = contentOf(body.content);
  if (event === 'verify_webhook') return { kind: 'challenge', challenge: content.challenge ?? null };

  const msgId = input.msgId?.slice(0, 200);
  if (msgId && (await eventSeen(db, 'douyin', msgId))) {
    return { kind: 'handled', event, duplicate: true, posted: false };
  }
  let posted = false;
  if (event === 'create_video') {
    const shareId = text(content.share_id);
    const share = shareId ? await findShare(db, shareId) : undefined;
    // A share id of another brand's app is not this app's to confirm.
    if (share && app.brandKeys.includes(share.brandKey)) {
      posted = await markPosted(db, share.videoId);
      await markSharePosted(db, share.shareId, text(content.item_id), text(body.from_user_id));
    }
  }
  if (msgId) await recordEvent(db, 'douyin', msgId, event.slice(0, 100));
  return { kind: 'handled', event, duplicate: false, posted };
}
