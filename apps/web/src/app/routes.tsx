import { createElement, Fragment, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { RouteObject } from 'react-router';
import type { ConsolePage } from './pages/console-page';
import type { AreaKey } from './shell/areas';

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

/**
 * A visitor page with the language switcher under it (issue 17). The switcher's small chunk
 * loads in parallel with the page, so the entry does not grow; the page's `prefetch` is kept.
 */
function withLanguage(page: LazyPage): LazyPage {
  return () =>
    Promise.all([import('../shared/ui/visitor-language-switcher'), page()]).then(
      ([{ VisitorLanguageSwitcher }, { default: Page, prefetch }]) => ({
        default: () =>
          createElement(Fragment, null, createElement(Page), createElement(VisitorLanguageSwitcher)),
        ...(prefetch ? { prefetch } : {}),
      }),
    );
}

const noData: LazyPage = withLanguage(() =>
  import('../features/no-data/pages/no-data-page').then((m) => ({ default: m.NoDataPage })),
);

const distributionVideo: LazyPage = withLanguage(() =>
  import('../features/distribution/pages/distribution-pages').then((m) => ({
    default: m.DistributionVideoPage,
    prefetch: m.prefetchVideoPage,
  })),
);

const distributionAuto: LazyPage = withLanguage(() =>
  import('../features/distribution/pages/distribution-pages').then((m) => ({
    default: m.DistributionAutoPage,
    prefetch: m.prefetchAutoPage,
  })),
);

const receiveVideos: LazyPage = withLanguage(() =>
  import('../features/distribution/pages/receive-videos-page').then((m) => ({
    default: m.ReceiveVideosPage,
  })),
);

const publishVideoDownload: LazyPage = withLanguage(() =>
  import('../features/distribution/pages/publish-video-download-page').then((m) => ({
    default: m.PublishVideoDownloadPage,
  })),
);

// Accounts (issue 4): each page its own chunk; /a_register and /a_register_tiktok share one.
const landing: LazyPage = withQuery(() =>
  import('../features/landing/pages/landing-page').then((m) => ({ default: m.LandingPage })),
);

const login: LazyPage = withLanguage(
  withQuery(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage }))),
);

const register: LazyPage = withLanguage(
  withQuery(() => import('../features/auth/pages/register-page').then((m) => ({ default: m.RegisterPage }))),
);

const forgetPassword: LazyPage = withLanguage(
  withQuery(() =>
    import('../features/auth/pages/forget-password-page').then((m) => ({ default: m.ForgetPasswordPage })),
  ),
);

const setPassword: LazyPage = withLanguage(
  withQuery(() =>
    import('../features/auth/pages/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
  ),
);

const mobileRegistration: LazyPage = withLanguage(
  withQuery(() =>
    import('../features/auth/pages/mobile-registration-page').then((m) => ({
      default: m.MobileRegistrationPage,
    })),
  ),
);

const registrationSuccess: LazyPage = withLanguage(
  withQuery(() =>
    import('../features/auth/pages/registration-success-page').then((m) => ({
      default: m.RegistrationSuccessPage,
    })),
  ),
);

const activationRegister: LazyPage = withLanguage(
  withQuery(() =>
    import('../features/auth/pages/activation-register-page').then((m) => ({
      default: m.ActivationRegisterPage,
    })),
  ),
);

const tiktokRegister: LazyPage = withLanguage(
  withQuery(() =>
    import('../features/auth/pages/activation-register-page').then((m) => ({
      default: m.TikTokRegisterPage,
    })),
  ),
);

const inviteMember: LazyPage = withQuery(() =>
  import('./pages/invite-member-page').then((m) => ({ default: m.InviteMemberPage })),
);

const commonDistributionVideo: LazyPage = withLanguage(() =>
  import('./pages/common-distribution-video-page').then((m) => ({
    default: m.CommonDistributionVideoPage,
  })),
);

// Issues 5 and 6: the merchant console (desktop, antd, its own chunks), the uploader, share pages.
const consoleShell: LazyPage = withQuery(() =>
  import('./pages/console-page').then((m) => ({ default: m.ConsolePage })),
);

// Issue 14: the touch-card sections of the console, at their own spec §2 routes.
// Each written as its own `LazyPage` with its import: build/route-preloads.ts reads them so.
const consoleSection = (area: AreaKey) => (m: { ConsolePage: typeof ConsolePage }) => ({
  default: () => createElement(m.ConsolePage, { area }),
});
const touchCard: LazyPage = withQuery(() =>
  import('./pages/console-page').then(consoleSection('touch-cards')),
);
const penCardData: LazyPage = withQuery(() =>
  import('./pages/console-page').then(consoleSection('touch-card-data')),
);

const uploader: LazyPage = withQuery(() =>
  import('../features/upload/pages/uploader-page').then((m) => ({ default: m.UploaderPage })),
);

// Issue 14: the customer's touch-card pages (visitor pages: no TanStack, decision 004).
const penCardPage: LazyPage = withLanguage(() =>
  import('../features/touch-card/pages/pen-card-page').then((m) => ({ default: m.PenCardPage })),
);

const cardWriterPage: LazyPage = withLanguage(() =>
  import('../features/touch-card/pages/card-writer-page').then((m) => ({ default: m.CardWriterPage })),
);

const addWxPage: LazyPage = withLanguage(() =>
  import('../features/touch-card/pages/add-wx-page').then((m) => ({ default: m.AddWxPage })),
);

const shareVideo: LazyPage = withLanguage(() =>
  import('../features/share/pages/share-video-page').then((m) => ({ default: m.ShareVideoPage })),
);

const shareScriptDetail: LazyPage = withLanguage(() =>
  import('../features/share/pages/share-script-detail-page').then((m) => ({
    default: m.ShareScriptDetailPage,
  })),
);

// Issue 17: the traffic-guide page (its sign-up form is the landing's), /who and /yixiaoer.
const trafficGuide: LazyPage = withQuery(() =>
  import('../features/landing/pages/traffic-guide-page').then((m) => ({ default: m.TrafficGuidePage })),
);

const who: LazyPage = () =>
  import('../features/handoff/pages/who-page').then((m) => ({ default: m.WhoPage }));

const yixiaoer: LazyPage = withQuery(() =>
  import('../features/handoff/pages/yixiaoer-page').then((m) => ({ default: m.YixiaoerPage })),
);

// Issue 16: the traffic academy (member pages: TanStack Query loads with them).
const trafficAcademy: LazyPage = withQuery(() =>
  import('../features/academy/pages/academy-page').then((m) => ({ default: m.AcademyPage })),
);

const trafficChapterDetail: LazyPage = withQuery(() =>
  import('../features/academy/pages/chapter-page').then((m) => ({ default: m.ChapterPage })),
);

// Issue 15: platform account authorization — the start pages (signed in) and the callbacks.
const platformAuthStart: LazyPage = withQuery(() =>
  import('./pages/platform-auth-start-page').then((m) => ({ default: m.PlatformAuthStartPage })),
);

const platformAuthCallback: LazyPage = () =>
  import('../features/platform-auth/pages/callback-page').then((m) => ({ default: m.CallbackPage }));

// Issue 28: the brand's privacy policy and user agreement (visitor pages: no TanStack).
const privacy: LazyPage = withLanguage(() =>
  import('../features/legal/pages/legal-page').then((m) => ({ default: m.PrivacyPage })),
);

const terms: LazyPage = withLanguage(() =>
  import('../features/legal/pages/legal-page').then((m) => ({ default: m.TermsPage })),
);

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
  { path: '/who', exact: true, page: who },
  { path: PAGE_PATHS.shareVideo, exact: false, page: shareVideo },
  { path: PAGE_PATHS.shareScriptDetail, exact: false, page: shareScriptDetail },
  { path: '/uploader', exact: false, page: uploader },
  // Beyond spec §2: the merchant console (issue 5).
  { path: '/console', exact: false, page: consoleShell },
  { path: PAGE_PATHS.distributionVideo, exact: false, page: distributionVideo },
  { path: PAGE_PATHS.distributionAuto, exact: false, page: distributionAuto },
  { path: PAGE_PATHS.publishVideoDownload, exact: false, page: publishVideoDownload },
  { path: '/touch_card', exact: false, page: touchCard },
  { path: '/distribution_anthor', exact: false, page: platformAuthStart },
  { path: '/distribution_anthor_tk', exact: false, page: platformAuthStart },
  { path: '/distribution_anthor_tk_shop', exact: false, page: platformAuthStart },
  { path: '/distribution_anthor_doudian', exact: false, page: platformAuthStart },
  { path: '/distribution_anthor_qc', exact: false, page: platformAuthStart },
  { path: '/douyin_oauth_connect', exact: false, page: platformAuthCallback },
  { path: '/tk_oauth_connect', exact: true, page: platformAuthCallback },
  // Beyond spec §2: the callbacks of the other platforms (decision 026).
  { path: '/tk_shop_oauth_connect', exact: true, page: platformAuthCallback },
  { path: '/doudian_oauth_connect', exact: true, page: platformAuthCallback },
  { path: '/qc_oauth_connect', exact: true, page: platformAuthCallback },
  { path: PAGE_PATHS.receiveVideos, exact: true, page: receiveVideos },
  { path: PAGE_PATHS.commonDistributionVideo, exact: true, page: commonDistributionVideo },
  { path: PAGE_PATHS.trafficAcademy, exact: false, page: trafficAcademy },
  { path: PAGE_PATHS.trafficChapterDetail, exact: false, page: trafficChapterDetail },
  { path: PAGE_PATHS.trafficGuide, exact: false, page: trafficGuide },
  { path: '/yixiaoer', exact: true, page: yixiaoer },
  { path: '/PenCardPage', exact: true, page: penCardPage },
  { path: PAGE_PATHS.cardWriter, exact: true, page: cardWriterPage },
  { path: '/PenCardData', exact: true, page: penCardData },
  { path: PAGE_PATHS.addWx, exact: true, page: addWxPage },
  // Beyond spec §2: the legal documents every page links to (issue 28).
  { path: '/privacy', exact: true, page: privacy },
  { path: '/terms', exact: true, page: terms },
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
