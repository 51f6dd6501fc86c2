import {
  ApiOutlined,
  AppstoreOutlined,
  FileTextOutlined,
  LineChartOutlined,
  MobileOutlined,
  PlaySquareOutlined,
  ReadOutlined,
  ScissorOutlined,
  ShareAltOutlined,
  TeamOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type common from '../../locales/zh-CN/common.json';
import { canUseConsole, type AccountAccess } from '../../shared/account';

/** The console's URL prefix: its sections live under it. */
const CONSOLE_BASE = '/console';

/**
 * One area of the signed-in app: a line in the shell's menu. A console area also names its page
 * (each its own chunk), which the console mounts under `/console/<key>/*`; any other area is a
 * page route of its own (routes.tsx). A new area (academy, platform accounts, touch cards) is
 * one entry here plus its label `shell.areas.<key>` in the `common` locales.
 */
/** An area's key: its menu label is `shell.areas.<key>` (common), so a label cannot be missed. */
export type AreaKey = keyof typeof common.shell.areas;

export interface ShellArea {
  key: AreaKey;
  group: 'member' | 'console';
  /** Where the menu line goes. */
  path: string;
  icon: ReactNode;
  /** Who sees the line: the server answers nobody else there. */
  allowed: (account: AccountAccess) => boolean;
  /** Console areas: the section, mounted by the console layout. */
  section?: LazyExoticComponent<ComponentType>;
  /** Starts the section's chunk early (the same download `section` then uses). */
  preload?: () => void;
}

const everyone = () => true;

const consoleArea = (
  key: AreaKey,
  icon: ReactNode,
  load: () => Promise<{ default: ComponentType }>,
  // A section with a page route of spec §2 (/touch_card) is linked there; /console/<key> works too.
  path = `${CONSOLE_BASE}/${key}`,
): ShellArea => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return {
    key,
    group: 'console',
    path,
    icon,
    allowed: canUseConsole,
    section: lazy(once),
    preload: () => void once().catch(() => undefined),
  };
};

const AREAS: readonly ShellArea[] = [
  { key: 'team', group: 'member', path: '/inviteMember', icon: <TeamOutlined />, allowed: everyone },
  consoleArea('activities', <AppstoreOutlined />, () =>
    import('../../features/console/pages/activities-page').then((m) => ({ default: m.ActivitiesPage })),
  ),
  consoleArea('library', <PlaySquareOutlined />, () =>
    import('../../features/upload/pages/library-page').then((m) => ({ default: m.LibraryPage })),
  ),
  consoleArea('nfc-cards', <WifiOutlined />, () =>
    import('../../features/console/pages/nfc-cards-page').then((m) => ({ default: m.NfcCardsPage })),
  ),
  consoleArea(
    'touch-cards',
    <MobileOutlined />,
    () =>
      import('../../features/touch-card/console/pages/touch-card-config-page').then((m) => ({
        default: m.TouchCardConfigPage,
      })),
    '/touch_card',
  ),
  consoleArea(
    'touch-card-data',
    <LineChartOutlined />,
    () =>
      import('../../features/touch-card/console/pages/pen-card-data-page').then((m) => ({
        default: m.PenCardDataPage,
      })),
    '/PenCardData',
  ),
  consoleArea('mix', <ScissorOutlined />, () =>
    import('../../features/mix/pages/mix-page').then((m) => ({ default: m.MixPage })),
  ),
  consoleArea('scripts', <FileTextOutlined />, () =>
    import('../../features/copywriting/pages/scripts-page').then((m) => ({ default: m.ScriptsPage })),
  ),
  consoleArea('shares', <ShareAltOutlined />, () =>
    import('../../features/share/pages/share-links-page').then((m) => ({ default: m.ShareLinksPage })),
  ),
  consoleArea('academy', <ReadOutlined />, () =>
    import('../../features/academy/pages/console-academy-page').then((m) => ({
      default: m.ConsoleAcademyPage,
    })),
  ),
  consoleArea('platform-accounts', <ApiOutlined />, () =>
    import('../../features/platform-auth/pages/accounts-page').then((m) => ({ default: m.AccountsPage })),
  ),
];

export const CONSOLE_AREAS = AREAS.filter((area) => area.section);

/** The areas this account may use, in menu order; everyone has the member area. */
export function areasFor(account: AccountAccess | undefined): ShellArea[] {
  return AREAS.filter((area) => (account ? area.allowed(account) : area.group === 'member'));
}

/** The area a path belongs to: the console's index counts as its first section. */
export function areaOf(pathname: string): AreaKey | undefined {
  const path =
    pathname === CONSOLE_BASE || pathname === `${CONSOLE_BASE}/` ? CONSOLE_AREAS[0]?.path : pathname;
  return AREAS.find((area) => path === area.path || path?.startsWith(`${area.path}/`))?.key;
}
