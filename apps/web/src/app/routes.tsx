import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';

/** A route's page, loaded on first visit so each page is its own chunk (spec §2). */
type LazyPage = () => Promise<{ default: ComponentType }>;

export interface PageRoute {
  path: string;
  /** Spec §2 marks some routes "exact"; the others also match their sub-paths (path parameters). */
  exact: boolean;
  page: LazyPage;
}

const noData: LazyPage = () =>
  import('../features/no-data/pages/no-data-page').then((m) => ({ default: m.NoDataPage }));

const commonDistributionVideo: LazyPage = () =>
  import('./pages/common-distribution-video-page').then((m) => ({
    default: m.CommonDistributionVideoPage,
  }));

/**
 * Every page route of spec §2. A feature that is not built yet shows the no-data page; the
 * issue that builds it swaps `noData` for its page loader on that one line.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', exact: true, page: noData }, // landing
  { path: '/login', exact: true, page: noData },
  { path: '/register', exact: true, page: noData },
  { path: '/forgetPassword', exact: true, page: noData },
  { path: '/setPassword', exact: false, page: noData },
  { path: '/mobileRegistration', exact: true, page: noData },
  { path: '/registrationSuccess', exact: true, page: noData },
  { path: '/a_register', exact: false, page: noData },
  { path: '/a_register_tiktok', exact: false, page: noData },
  { path: '/inviteMember', exact: false, page: noData },
  { path: '/who', exact: true, page: noData },
  { path: '/shareVideo', exact: false, page: noData },
  { path: '/shareScriptDetail', exact: false, page: noData },
  { path: '/uploader', exact: false, page: noData },
  { path: '/distribution_video', exact: false, page: noData },
  { path: '/distribution_auto', exact: false, page: noData },
  { path: '/publish_video_download', exact: false, page: noData },
  { path: '/touch_card', exact: false, page: noData },
  { path: '/distribution_anthor', exact: false, page: noData },
  { path: '/distribution_anthor_tk', exact: false, page: noData },
  { path: '/distribution_anthor_tk_shop', exact: false, page: noData },
  { path: '/distribution_anthor_doudian', exact: false, page: noData },
  { path: '/distribution_anthor_qc', exact: false, page: noData },
  { path: '/douyin_oauth_connect', exact: false, page: noData },
  { path: '/tk_oauth_connect', exact: true, page: noData },
  { path: '/receiveVideos', exact: true, page: noData },
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

/** The router pattern of a page route: `exact` matches the path alone, otherwise sub-paths too. */
export function routePattern({ path, exact }: Pick<PageRoute, 'path' | 'exact'>): string {
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
