// Test-only helpers of the console's page tests; never imported by app code.
import { vi } from 'vitest';
import { jsonReply } from '../../shared/api/api-test-kit';

const counts = { pool: 5, free: 2, locked: 1, published: 1, posted: 1 };
const funnel = {
  visitors: 3,
  visitors_claimed: 3,
  visitors_taken: 2,
  visitors_posted: 1,
  views: 4,
  claims: 3,
  taken: 2,
  posted: 1,
};
export const STORE = {
  id: 1001,
  name: 'Demo café',
  province: 'SH',
  city: 'SH',
  district: 'JA',
  address: 'Road 1',
  poi_name: 'Demo POI',
};
export const ACTIVITY = {
  id: 10001,
  title: 'Spring tasting',
  status: 'active',
  platforms: ['douyin', 'wechat'],
  lock_seconds: 600,
  claim_limit: 2,
  store_id: 1001,
  store_name: 'Demo café',
  created_at: '2026-11-22T10:00:00.000Z',
  counts,
  funnel,
  hashtags: ['coffee'],
  caption_template: '{title} @ {store}',
  store: STORE,
};
const VIDEO = {
  id: 1000001,
  title: 'Clip 1',
  cover_url: '/media/demo/clip-01.jpg',
  duration: 12,
  size_bytes: 1000,
  state: 'free',
  locked_until: null,
  published_at: null,
  posted_at: null,
  library_video_id: null,
  created_at: '2026-11-22T10:00:00.000Z',
};
/** The demo pool's one video came from a mix render of this project. */
export const MIX_PROJECT = { id: 1001, title: 'Spring menu', renders: 1, videos: 1 };

export const CARD = {
  code: 'DEMO-NFC-01',
  label: 'Counter',
  activity_id: 10001,
  activity_title: 'Spring tasting',
  platform: 'wechat',
  status: 'enabled',
  path: '/n/DEMO-NFC-01',
  updated_at: '2026-11-22T10:00:00.000Z',
};
export const ME = {
  user: { id: 1, phone: '13800000000', roles: ['member', 'merchant'] },
  team: { id: 1001, name: 'Demo café', role: 'admin' },
  trial: null,
};

const paged = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 20 });

/** Data of the console's endpoints, by path; `me` may be replaced (a member without rights). */
export function mockConsoleApi(me: unknown = ME) {
  const routes: [string, unknown][] = [
    ['/member/auth/me', me],
    ['/member/console/activities', paged([ACTIVITY])],
    ['/member/console/activity/videos', { ...paged([VIDEO]), counts }],
    ['/member/console/activity', { activity: ACTIVITY }],
    ['/member/console/stores', { items: [STORE] }],
    ['/member/console/nfc_cards', paged([CARD])],
    ['/member/mix/sources', { projects: [MIX_PROJECT], videos: [{ video_id: VIDEO.id, project_id: 1001 }] }],
  ];
  const fn = vi.fn((url: string) => {
    const path = new URL(String(url), 'http://x').pathname.replace(/^\/api/, '');
    if (path.startsWith('/brand/'))
      return Promise.resolve(new Response('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const found = routes.find(([p]) => p === path);
    return Promise.resolve(
      jsonReply(
        found ? { code: 0, message: 'ok', data: found[1] } : { code: 40400, message: 'nf', data: null },
      ),
    );
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
