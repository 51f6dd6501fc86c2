import type { Redis } from 'ioredis';
import type { SharedTicketStore } from '../../integrations/wechat';

/**
 * Tickets stop being handed to other processes this long before WeChat's expiry, so none starts
 * signing with a ticket about to lapse (each process's own cache refreshes 5 minutes early too).
 */
const EARLY_S = 300;

/** The jsapi_ticket in Redis for every process of the site, kept for the `expires_in` WeChat gave. */
export function redisTicketStore(redis: Redis): SharedTicketStore {
  return {
    async get(key) {
      const [[, value], [, ttl]] = ((await redis.multi().get(key).ttl(key).exec()) ?? [
        [null, null],
        [null, -2],
      ]) as [[unknown, string | null], [unknown, number]];
      return value && ttl > 0 ? { value, expiresIn: ttl + EARLY_S } : undefined;
    },
    async set(key, { value, expiresIn }) {
      const seconds = Math.floor(expiresIn - EARLY_S);
      if (seconds > 0) await redis.set(key, value, 'EX', seconds);
    },
  };
}
