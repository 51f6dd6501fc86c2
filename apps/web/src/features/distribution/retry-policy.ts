import { ApiError, NetworkError } from '../../shared/api/api-error';

/**
 * Reply codes that pass (contract errors.ts: rateLimited, platformFailed, and the 5xxxx server
 * codes). Written out rather than imported: errors.ts would be one more chunk on the visitor
 * pages; retry-policy.test.ts checks them against the contract.
 */
const RATE_LIMITED = 42900;
const PLATFORM_FAILED = 20008;
const SERVER_CODES_FROM = 50000;

/**
 * Whether "try again" can change the answer. Not for a verdict about the link or activity
 * ("活动ID不存在", claim limit, card disabled): the same request gets the same answer.
 */
export function retryHelps(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (!(error instanceof ApiError)) return false;
  return error.code === RATE_LIMITED || error.code === PLATFORM_FAILED || error.code >= SERVER_CODES_FROM;
}
