import { render, screen } from '@testing-library/react';
import { I18nProvider as I18nextProvider } from '../shared/i18n/use-translation';
import i18n from '../shared/i18n/runtime';
import { isValidElement } from 'react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../shared/i18n/i18n';
import { RootLayout } from './root-layout';
import { STORE_PAGE_PATH } from '@vidmatrix/contract/touch-card-rules';
import { PAGE_ROUTES, ROUTES } from './routes';

// Spec §2, every route as listed there.
const SPEC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgetPassword',
  '/setPassword',
  '/mobileRegistration',
  '/registrationSuccess',
  '/a_register',
  '/a_register_tiktok',
  '/inviteMember',
  '/who',
  '/shareVideo',
  '/shareScriptDetail',
  '/uploader',
  '/distribution_video',
  '/distribution_auto',
  '/publish_video_download',
  '/touch_card',
  '/distribution_anthor',
  '/distribution_anthor_tk',
  '/distribution_anthor_tk_shop',
  '/distribution_anthor_doudian',
  '/distribution_anthor_qc',
  '/douyin_oauth_connect',
  '/tk_oauth_connect',
  '/receiveVideos',
  '/common_distribution_video',
  '/trafficAcademy',
  '/traffic_chapter_detail',
  '/trafficGuide',
  '/yixiaoer',
  '/PenCardPage',
  '/CardWriterPage',
  '/PenCardData',
  '/AddWxPage',
];

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(() => initI18n());
afterEach(() => vi.restoreAllMocks());

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <RootLayout />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const matchedPath = (path: string) => matchRoutes(ROUTES, path)?.at(-1)?.route.path;

describe('route table', () => {
  it('holds every route of spec §2, once, plus the merchant console and the other callbacks', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    // Beyond §2: the console, the callbacks of the platforms §2 does not name (decision 026) and
    // the legal documents (issue 28).
    const beyond = [
      '/console',
      '/tk_shop_oauth_connect',
      '/doudian_oauth_connect',
      '/qc_oauth_connect',
      '/privacy',
      '/terms',
    ];
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...beyond].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("serves the store page at the contract's path (written as a literal: the build reads the table's paths for preloads)", () => {
    expect(PAGE_ROUTES.some((r) => r.path === STORE_PAGE_PATH)).toBe(true);
  });

  it('loads every page lazily', () => {
    expect(ROUTES).toHaveLength(PAGE_ROUTES.length + 1);
    for (const route of ROUTES) {
      // A React.lazy component: its chunk is fetched when the route first renders.
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      expect((type as { $$typeof?: symbol } | undefined)?.$$typeof, route.path).toBe(
        Symbol.for('react.lazy'),
      );
      expect(route.Component ?? route.lazy ?? route.children, route.path).toBeUndefined();
    }
  });

  it('matches exact routes exactly and the others with sub-paths', () => {
    expect(matchedPath('/login')).toBe('/login');
    expect(matchedPath('/login/extra')).toBe('*');
    expect(matchedPath('/shareVideo/abc')).toBe('/shareVideo/*');
    expect(matchedPath('/no/such/page')).toBe('*');
  });

  it('shows the no-data page on an unmatched path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载超级导演客户端' })).toBeTruthy();
  });

  it('shows the no-data page with the reason a caller asked for', async () => {
    renderAt('/nowhere?reason=too-late');
    expect(await screen.findByText('来晚了')).toBeTruthy();
  });

  it('refuses /common_distribution_video in WeChat with the restriction page and overlay', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    renderAt('/common_distribution_video');
    expect(await screen.findByText('当前浏览器不支持')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '如何在浏览器中打开' })).toBeTruthy();
  });

  it('lets Safari through to /common_distribution_video (the distribution screen)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI_UA);
    renderAt('/common_distribution_video');
    // No activity in the link: the distribution screen's own message.
    expect(await screen.findByText('活动ID不存在')).toBeTruthy();
    expect(screen.queryByText('当前浏览器不支持')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
