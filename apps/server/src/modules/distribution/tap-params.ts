/**
 * The target of an NFC tap with the tap URL's own query kept (issue 26): a tag or a printed QR
 * code may carry `?language=en` or campaign parameters, and the page the phone lands on must see
 * them. The target's own parameters win (`code` is the store page's card, or the distribution
 * page's status), so a tap URL cannot pose as another card or as a refusal.
 */
export function withTapParams(target: string, tapUrl: string): string {
  const q = tapUrl.indexOf('?');
  if (q < 0) return target;
  const at = target.indexOf('?');
  const own = new URLSearchParams(at < 0 ? '' : target.slice(at + 1));
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(tapUrl.slice(q + 1))) {
    if (!own.has(key)) kept.append(key, value);
  }
  const extra = kept.toString();
  if (!extra) return target;
  return `${target}${at < 0 ? '?' : '&'}${extra}`;
}
