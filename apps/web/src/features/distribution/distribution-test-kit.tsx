// Test-only helpers for the distribution pages; never imported by app code.
import { render } from '@testing-library/react';
import type { I18n as i18n } from '../../shared/i18n/runtime';
import type { ReactNode } from 'react';
import { I18nProvider as I18nextProvider } from '../../shared/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { jsonReply } from '../../shared/api/api-test-kit';
import { clearLoaded } from '../../shared/api/call-endpoint';

export const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export function videoReply(id: number, extra: Record<string, unknown> = {}) {
  return {
    exist: true,
    items: [
      {
        mixed_video_id: id,
        video_title: `Demo café clip ${id}`,
        video_url: `/media/demo/${id}.mp4`,
        video_cover: `/media/demo/${id}.jpg`,
        video_duration: 15,
        download_url: `/api/media/download/${id}`,
        video_id: 1,
      },
    ],
    is_loop_end: false,
    activity_id: 1001,
    lock_time: 43_200,
    schema_v2: 'snssdk1128://openplatform/share?a=1',
    cdn_schema_v2: 'snssdk1128://openplatform/share?cdn=1',
    cdn_schema: '',
    test_url: '',
    poi_param: {
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文三路 1 号',
      poi_name: 'Demo café',
    },
    store_id: 's1',
    caption: `Demo café clip ${id} #coffee`,
    hashtags: ['coffee'],
    demo_platform: true,
    ...extra,
  };
}

export const NO_VIDEO = { ...videoReply(1), exist: false, items: [] };

/** Answers every API call from `route(url, body)`; each call gets a fresh Response. */
export function mockApi(
  route: (url: string, body: unknown) => { code?: number; message?: string; data?: unknown },
) {
  const fn = vi.fn((url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const { code = 0, message = 'ok', data = null } = route(String(url), body);
    return Promise.resolve(jsonReply({ code, message, data }));
  });
  // Analytics batches (visit events) are answered aside: the tests look at the visitor's calls.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    String(url).endsWith('/open/analytics/events')
      ? Promise.resolve(jsonReply({ code: 0, message: 'ok', data: { stored: 0 } }))
      : fn(url, init),
  );
  return fn;
}

export function renderWith(i18n: i18n, ui: ReactNode, path: string) {
  // Each render is a fresh page load: the visitor read's cache (useLoad) starts empty.
  clearLoaded();
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
