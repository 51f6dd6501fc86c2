import { createHmac } from 'node:crypto';

/**
 * TikTok Shop API signature (partner docs "Sign your API request", as public clients implement
 * it): hex HMAC-SHA256 keyed by the app secret over
 * `secret + path + (sorted query keys and values, without sign and access_token) + body + secret`.
 */
export function tiktokShopSign(
  secret: string,
  path: string,
  query: Record<string, string>,
  body = '',
): string {
  const params = Object.keys(query)
    .filter((k) => k !== 'sign' && k !== 'access_token')
    .sort()
    .map((k) => `${k}${query[k]}`)
    .join('');
  return createHmac('sha256', secret).update(`${secret}${path}${params}${body}${secret}`).digest('hex');
}

/**
 * Doudian request signature (integrations.md, sign_method hmac-sha256): hex HMAC-SHA256 keyed by
 * the app secret over `secret + "app_key"k + "method"m + "param_json"json + "timestamp"t + "v"2 + secret`,
 * `param_json` with its keys sorted and no spaces.
 */
export function doudianSign(
  secret: string,
  p: { appKey: string; method: string; paramJson: string; timestamp: string },
): string {
  const s = `${secret}app_key${p.appKey}method${p.method}param_json${p.paramJson}timestamp${p.timestamp}v2${secret}`;
  return createHmac('sha256', secret).update(s).digest('hex');
}

/** `param_json`: keys sorted (recursively), compact. */
export function sortedJson(value: Record<string, unknown>): string {
  const sort = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
        )
      : v;
  return JSON.stringify(sort(value));
}
