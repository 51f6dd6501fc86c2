// Test-only fixtures of the platform account pages; never imported by app code.
import type { PlatformAccount } from '@vidmatrix/contract/platform-auth';

/** An authorised Douyin account of the demo platform, as the server answers it. */
export const DEMO_ACCOUNT: PlatformAccount = {
  account_id: 5,
  platform: 'douyin',
  platform_code: 1,
  number: '88123',
  open_id: 'o',
  nickname: 'Demo douyin',
  avatar: '',
  shop_name: null,
  shop_id: null,
  cart_number: null,
  state: 'ok',
  demo: true,
  authorized_at: '2026-11-24T10:00:00.000Z',
  refreshed_at: null,
  access_expires_at: '2026-11-24T12:00:00.000Z',
};
