import type { Db } from '../db/client';
import { demoUserOf } from '../integrations/account-auth/demo-accounts';
import { platformAccountEvents, platformAccounts } from '../modules/platform-auth/schema';
import { DEMO } from './seed-distribution';

/** Open ids of the seeded accounts (tests look their ids up by them). */
export const DEMO_PLATFORM_ACCOUNTS = { douyin: demoUserOf('douyin'), tiktokShop: demoUserOf('tiktok_shop') };

/** Ten years: the seeded accounts are never due for a refresh. */
const FAR = 10 * 365 * 86_400_000;

/**
 * Issue 15: the demo café's authorised accounts — one Douyin account and one TikTok Shop shop,
 * both of the demo platforms (badged "demo"). They were never authorised through a platform, so
 * they hold no tokens (empty ciphertexts under the key id `demo-seed`, never refreshed); an account
 * authorised through the demo pages gets real tokens from the fake (README, "Demo data").
 */
export async function seedPlatformAuthDemo(tx: Db): Promise<void> {
  const now = Date.now();
  const common = {
    brandKey: DEMO.brandKey,
    teamId: DEMO.teamId,
    demo: 1,
    keyId: 'demo-seed',
    accessTokenEnc: '',
    refreshTokenEnc: '',
    accessExpiresAt: new Date(now + FAR),
    authorizedAt: new Date(now),
  };
  const rows = await tx
    .insert(platformAccounts)
    .values([
      {
        ...common,
        platform: 'douyin',
        appKey: 'demo_douyin_app',
        openId: DEMO_PLATFORM_ACCOUNTS.douyin,
        number: '88020230601',
        nickname: 'Demo café',
      },
      {
        ...common,
        platform: 'tiktok_shop',
        appKey: 'demo_tiktok_shop_app',
        openId: DEMO_PLATFORM_ACCOUNTS.tiktokShop,
        number: 'GBLCDEMO01',
        nickname: 'Demo café shop',
        shopName: 'Demo café shop',
        shopId: '7494000000000001',
        cartNumber: '1',
      },
    ])
    .onConflictDoNothing()
    .returning({ id: platformAccounts.id });
  if (rows.length > 0) {
    await tx
      .insert(platformAccountEvents)
      .values(
        rows.map((r) => ({ accountId: r.id, teamId: DEMO.teamId, kind: 'authorized', detail: 'demo data' })),
      );
  }
}
