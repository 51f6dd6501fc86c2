import { AUTH_PLATFORMS, type AuthPlatform, type PlatformAccount } from '@vidmatrix/contract/platform-auth';
import { avatarUrl } from './avatar';
import type { AccountRow } from './repo';

/** An account as the console sees it: never a token. */
export function presentAccount(row: AccountRow): PlatformAccount {
  const platform = row.platform as AuthPlatform;
  return {
    account_id: row.id,
    platform,
    platform_code: AUTH_PLATFORMS[platform].code,
    number: row.number,
    open_id: row.openId,
    nickname: row.nickname,
    avatar: avatarUrl(row.avatar),
    shop_name: row.shopName,
    shop_id: row.shopId,
    cart_number: row.cartNumber,
    state: row.state,
    demo: row.demo === 1,
    authorized_at: row.authorizedAt.toISOString(),
    refreshed_at: row.refreshedAt?.toISOString() ?? null,
    access_expires_at: row.accessExpiresAt.toISOString(),
  };
}
