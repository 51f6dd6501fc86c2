import type { AuthPlatform } from '@vidmatrix/contract/platform-auth';

/**
 * The platform user every demo authorization returns (the demo authorize page mints its code).
 * The seeded demo accounts carry the same open id, so re-authorizing one in demo mode binds it
 * again instead of failing as "another account" (issue 27).
 */
export const demoUserOf = (platform: AuthPlatform) => `demo_${platform}_user`;
