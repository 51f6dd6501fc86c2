import { BRANDS, DEFAULT_BRAND_KEY, type Brand } from './brands';

const byKey = new Map(BRANDS.map((b) => [b.key, b]));
const byHost = new Map(BRANDS.flatMap((b) => [...b.webHosts, b.apiHost].map((h) => [h, b] as const)));

export const DEFAULT_BRAND: Brand = byKey.get(DEFAULT_BRAND_KEY)!;

export function brandByKey(key: string): Brand | undefined {
  return byKey.get(key);
}

export function brandByBizid(bizid: number): Brand | undefined {
  return BRANDS.find((b) => b.bizid === bizid);
}

/** Lower-cases and drops the port and a trailing dot: "Jia-Video.CN.:443" → "jia-video.cn". */
export function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.split(':')[0]!;
  return withoutPort.replace(/\.$/, '');
}

/**
 * The brand a host name belongs to. Known production hosts map directly; in development
 * `<key>.localhost` (any depth: `x.<key>.localhost`) selects a brand; anything else — IPs,
 * unknown domains, a missing Host header — gets the default brand rather than an error, so a
 * mistyped host still shows a working page.
 */
export function brandFromHost(host: string | undefined | null): Brand {
  if (!host) return DEFAULT_BRAND;
  const name = normaliseHost(host);
  const direct = byHost.get(name);
  if (direct) return direct;
  const labels = name.split('.');
  if (labels.length >= 2 && labels.at(-1) === 'localhost') {
    return byKey.get(labels.at(-2)!) ?? DEFAULT_BRAND;
  }
  return DEFAULT_BRAND;
}
