/**
 * The codes the web client acts on by itself (spec §8), in a module of their own: visitor pages
 * import them without pulling in errors.ts's whole ERROR_CODES table (decision 004).
 */

/** Codes after which the web client drops the member session and goes to /login (spec §8). */
export const SESSION_CODES = [4011, 4012, 4017] as const;
/** Share-page verification codes: the client re-authorises on /shareVideo (spec §8). */
export const SHARE_TOKEN_CODES = [10003, 10004, 10005] as const;
