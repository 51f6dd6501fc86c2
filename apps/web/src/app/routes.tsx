import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route's page, loaded on first visit so each page is its own chunk (spec §2). A page may
 * also give a `prefetch` that starts its data from the URL before it renders (`startPage`).
 */
type LazyPage = () => Promise<{ default: ComponentType; prefetch?: () => void }>;

export interface PageRoute {
  path: string;
  /** Spec §2 marks some routes "exact"; the others also match their sub-paths (path parameters). */
  exact: boolean;
  page: LazyPage;
}

/**
 * A member or console page: TanStack Query's provider (query-provider.tsx) loads with it, in
 * parallel, so its ~6.5 KB brotli never reach a visitor page (decision 004, 2026-11-24).
 */
function withQuery(page: LazyPage): LazyPage {
  return () =>
    Promise.all([import('./query-provider'), page()]).then(([{ QueryProvider }, { default: Page }]) => ({
      default: () => createElement(QueryProvider, null, createElement(Page)),
    }));
}

const noData: LazyPage = () =>
  import('../features/no-data/pages/no-data-page').then((m) => ({ default: m.NoDataPage }));

const distributionVideo: LazyPage = () =>
  import('../features/distribution/pages/distribution-pages').then((m) => ({
    default: m.DistributionVideoPage,
    prefetch: m.prefetchVideoPage,
  }));

const distributionAuto: LazyPage = () =>
  import('../features/distribution/pages/distribution-pages').then((m) => ({
    default: m.DistributionAutoPage,
    prefetch: m.prefetchAutoPage,
  }));

const receiveVideos: LazyPage = () =>
  import('../features/distribution/pages/receive-videos-page').then((m) => ({
    default: m.ReceiveVideosPage,
  }));

const publishVideoDownload: LazyPage = () =>
  import('../features/distribution/pages/publish-video-download-page').then((m) => ({
    default: m.PublishVideoDownloadPage,
  }));

// Accounts (issue 4): each page its own chunk; /a_register and /a_register_tiktok share one.
const landing: LazyPage = withQuery(() =>
  import('../features/landing/pages/landing-page').then((m) => ({ default: m.LandingPage })),
);

const login: LazyPage = withQuery(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);

const register: LazyPage = withQuery(() =>
  import('../features/auth/pages/register-page').then((m) => ({ default: m.RegisterPage })),
);

const forgetPassword: LazyPage = withQuery(() =>
  import('../features/auth/pages/forget-password-page').then((m) => ({ default: m.ForgetPasswordPage })),
);

const setPassword: LazyPage = withQuery(() =>
  import('../features/auth/pages/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
);

const mobileRegistration: LazyPage = withQuery(() =>
  import('../features/auth/pages/mobile-registration-page').then((m) => ({
    default: m.MobileRegistrationPage,
  })),
);

const registrationSuccess: LazyPage = withQuery(() =>
  import('../features/auth/pages/registration-success-page').then((m) => ({
    default: m.RegistrationSuccessPage,
  })),
);

const activationRegister: LazyPage = withQuery(() =>
  import('../features/auth/pages/activation-register-page').then((m) => ({
    default: m.ActivationRegisterPage,
  })),
);

const tiktokRegister: LazyPage = withQuery(() =>
  import('../features/auth/pages/activation-register-page').then((m) => ({
    default: m.TikTokRegisterPage,
  })),
);

const inviteMember: LazyPage = withQuery(() =>
  import('./pages/invite-member-page').then((m) => ({ default: m.InviteMemberPage })),
);

const commonDistributionVideo: LazyPage = () =>
  import('./pages/common-distribution-video-page').then((m) => ({
    default: m.CommonDistributionVideoPage,
  }));

// Issues 5 and 6: the merchant console (desktop, antd, its own chunks), the uploader, share pages.
const consoleShell: LazyPage = withQuery(() =>
  import('./pages/console-page').then((m) => ({ default: m.ConsolePage })),
);

const uploader: LazyPage = withQuery(() =>
  import('../features/upload/pages/uploader-page').then((m) => ({ default: m.UploaderPage })),
);

const shareVideo: LazyPage = () =>
  import('../features/share/pages/share-video-page').then((m) => ({ default: m.ShareVideoPage }));

const shareScriptDetail: LazyPage = () =>
  import('../features/share/pages/share-script-detail-page').then((m) => ({
    default: m.ShareScriptDetailPage,
  }));

/**
 * Every page route of spec §2. A feature that is not built yet shows the no-data page; the
 * issue that builds it swaps `noData` for its page loader on that one line.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', exact: true, page: landing },
  { path: '/login', exact: true, page: login },
  { path: '/register', exact: true, page: register },
  { path: '/forgetPassword', exact: true, page: forgetPassword },
  { path: '/setPassword', exact: false, page: setPassword },
  { path: '/mobileRegistration', exact: true, page: mobileRegistration },
  { path: '/registrationSuccess', exact: true, page: registrationSuccess },
  { path: '/a_register', exact: false, page: activationRegister },
  { path: '/a_register_tiktok', exact: false, page: tiktokRegister },
  { path: '/inviteMember', exact: false, page: inviteMember },
  { path: '/who', exact: true, page: noData },
  { path: '/shareVideo', exact: false, page: shareVideo },
  { path: '/shareScriptDetail', exact: false, page: shareScriptDetail },
  { path: '/uploader', exact: false, page: uploader },
  // Beyond spec §2: the merchant console (issue 5).
  { path: '/console', exact: false, page: consoleShell },
  { path: '/distribution_video', exact: false, page: distributionVideo },
  { path: '/distribution_auto', exact: false, page: distributionAuto },
  { path: '/publish_video_download', exact: false, page: publishVideoDownload },
  { path: '/touch_card', exact: false, page: noData },
  { path: '/distribution_anthor', exact: false, page: noData },
  { path: '/distribution_anthor_tk', exact: false, page: noData },
  { path: '/distribution_anthor_tk_shop', exact: false, page: noData },
  { path: '/distribution_anthor_doudian', exact: false, page: noData },
  { path: '/distribution_anthor_qc', exact: false, page: noData },
  { path: '/douyin_oauth_connect', exact: false, page: noData },
  { path: '/tk_oauth_connect', exact: true, page: noData },
  { path: '/receiveVideos', exact: true, page: receiveVideos },
  { path: '/common_distribution_video', exact: true, page: commonDistributionVideo },
  { path: '/trafficAcademy', exact: false, page: noData },
  { path: '/traffic_chapter_detail', exact: false, page: noData },
  { path: '/trafficGuide', exact: false, page: noData },
  { path: '/yixiaoer', exact: true, page: noData },
  { path: '/PenCardPage', exact: true, page: noData },
  { path: '/CardWriterPage', exact: true, page: noData },
  { path: '/PenCardData', exact: true, page: noData },
  { path: '/AddWxPage', exact: true, page: noData },
];

/** The page route a path opens, as the router matches it. */
const routeOf = (path: string) =>
  PAGE_ROUTES.find((r) => r.path === path || (!r.exact && path.startsWith(`${r.path}/`)));

/**
 * Starts the first page's chunk and, where it has one, its data, before React renders it: the
 * chunk was preloaded with the HTML, so the page's claim leaves while React is still busy with
 * the shell (docs/decisions/019-visitor-first-load.md). A failure here changes nothing: the
 * page loads and fetches as it would have.
 */
export function startPage(path: string): void {
  routeOf(path)
    ?.page()
    .then((module) => module.prefetch?.())
    .catch(() => undefined);
}

/** The router pattern of a page route: `exact` matches the path alone, otherwise sub-paths too. */
function routePattern({ path, exact }: Pick<PageRoute, 'path' | 'exact'>): string {
  return exact ? path : `${path}/*`;
}

// One lazy component per loader: routes sharing a page share its chunk and its component.
const lazyPages = new Map<LazyPage, LazyExoticComponent<ComponentType>>();

function lazyPage(page: LazyPage): LazyExoticComponent<ComponentType> {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(page);
    lazyPages.set(page, component);
  }
  return component;
}

/**
 * Declarative routes (React Router's `useRoutes`), made from the table above. Each element is a
 * lazy page: the shell around it (root-layout.tsx) supplies the Suspense fallback and the
 * error boundary.
 */
export const ROUTES: RouteObject[] = [
  ...PAGE_ROUTES.map((route) => ({
    path: routePattern(route),
    element: createElement(lazyPage(route.page)),
  })),
  { path: '*', element: createElement(lazyPage(noData)) }, // spec §2: any unmatched path shows the no-data page
];
