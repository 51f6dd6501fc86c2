import { isEnvelope } from './envelope';
import { applyReplyPolicy } from './reply-policy';

/**
 * The data of a call the page's HTML sent before the app loaded (src/boot/, decision 019). Its
 * error codes get the same rules as any reply; only a reply that never came as an envelope (the
 * network failed) is asked again — once, through `again`, as the visitor's retry would.
 */
export async function bootReply<T>(boot: Promise<unknown>, again: () => Promise<T>): Promise<T> {
  const envelope = await boot.catch(() => undefined);
  if (!isEnvelope(envelope)) return again();
  const outcome = applyReplyPolicy<T>(envelope, false);
  if (outcome.kind === 'error') throw outcome.error;
  return outcome.kind === 'data' ? outcome.data : (outcome.envelope as T);
}
