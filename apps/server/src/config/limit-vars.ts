import { isIP } from 'node:net';
import { z } from 'zod';
import { int } from './vars';

const TRUST_ALL_REFUSED =
  'true would trust every X-Forwarded-For hop, so any client could pick its own IP and escape every per-IP limit; ' +
  'write how many proxies stand in front (e.g. 1 for one nginx) or their addresses/CIDRs (e.g. 10.0.0.2,10.0.1.0/24)';

/** An IPv4/IPv6 address, optionally with a /prefix no longer than the address. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`, never "trust everything": false, a hop count, or the proxies' own
 * addresses. Only those hops' X-Forwarded-For entries are believed, so a client's made-up
 * entries never become a new IP (docs/decisions/016-limits.md).
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({ code: 'custom', message: TRUST_ALL_REFUSED });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    if (Number(value) <= 10) return Number(value);
    ctx.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
    return z.NEVER;
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `not an IP address or CIDR: ${bad.join(', ')} (write false, a hop count such as 1, or addresses such as 10.0.0.2,10.0.1.0/24)`,
  });
  return z.NEVER;
});

/** Proxies, Redis and rate limits (issue 11). */
export const LIMIT_VARS = {
  TRUST_PROXY: {
    schema: trustProxy,
    default: 'false',
    description:
      'Behind a reverse proxy / load balancer: how many proxies stand in front (e.g. 1 for one nginx) or their addresses/CIDRs, comma-separated; the client IP is then read from X-Forwarded-For past those hops only. true is refused (it would let any client choose its IP)',
  },
  REDIS_URL: {
    schema: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
      .optional(),
    default: '(unset)',
    fallback: () => undefined,
    description:
      'Redis for the brute-force counters and the per-IP rate limit, shared by every server process; unset: counters in the database and the rate limit per process. Redis down → the database counts',
  },
  RATE_LIMIT_PER_IP_PER_MINUTE: {
    schema: int(1, 1_000_000),
    default: '600',
    description:
      'Requests one IP may make to one /api route per minute (429 with Retry-After past it), on top of the per-endpoint limits of docs/decisions/016-limits.md',
  },
};

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes "trust the nearest n hops" (Fastify
 * itself trusts nobody for a bare number); addresses are checked against the peer.
 */
export function proxyTrust(
  value: false | number | string[],
): false | string[] | ((ip: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_ip, hop) => hop < value;
}
