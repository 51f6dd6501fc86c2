import { defaultLegal, icpFilingOf, type BrandLegal } from './legal';

/**
 * The brand registry (spec §3). `bizid` is the first client-id mapping and travels as the
 * `bizid` header; `channelId` is the second mapping, the desktop-client channel used for
 * downloads and trials (docs/decisions/003-brands.md).
 */
export interface Brand {
  key: string;
  name: string;
  bizid: number;
  channelId: number;
  /** Host names serving the web app; the first is canonical. */
  webHosts: string[];
  apiHost: string;
  storageHost: string;
  /** Which desktop client the no-data page offers (spec §2). */
  client: 'super-director' | 'wing-clip';
  downloadUrl: string;
  /** The brand's colour as designed: the browser bar, icons, borders, the boot spinner. */
  themeColor: string;
  /**
   * The brand colour wherever it carries text or is text: white on it, it on white, on the
   * #f5f5f5 page grey and on its own 10% tint all reach 4.5:1 (WCAG AA; contrast.test.ts).
   * The theme colour itself where it already does, a darker shade of it where not.
   */
  inkColor: string;
  backgroundColor: string;
  /** Abroad brands face TikTok rather than Douyin and default to English. */
  abroad: boolean;
  /** Who runs the service and the policy version, for /privacy, /terms and consents (legal.ts). */
  legal: BrandLegal;
  /** The ICP filing number (备案号) shown in public pages' footers, when the brand has one. */
  icpFiling?: string;
}

function brand(
  key: string,
  name: string,
  bizid: number,
  channelId: number,
  domain: string,
  client: Brand['client'],
  colour: string | { theme: string; ink: string },
  abroad = false,
): Brand {
  const { theme, ink } = typeof colour === 'string' ? { theme: colour, ink: colour } : colour;
  return {
    key,
    name,
    bizid,
    channelId,
    webHosts: [`www.${domain}`, domain],
    apiHost: `api.${domain}`,
    storageHost: `static.${domain}`,
    client,
    downloadUrl: `https://download.${domain}/client/${key}-setup-${channelId}.exe`,
    themeColor: theme,
    inkColor: ink,
    backgroundColor: '#ffffff',
    abroad,
    legal: defaultLegal(name, domain),
    ...(icpFilingOf(key) ? { icpFiling: icpFilingOf(key) } : {}),
  };
}

export const BRANDS: readonly Brand[] = [
  brand('vidmatrix', 'Vidmatrix', 1001, 3, 'vidmatrix.cn', 'super-director', {
    theme: '#1664ff',
    ink: '#1456e0',
  }),
  brand('abroad', 'Vidmatrix Global', 1002, 18, 'vidmatrix.com', 'super-director', '#0f766e', true),
  brand('aivideo', 'Vidmatrix AI Design', 1004, 7, 'aivideo.vidmatrix.cn', 'super-director', '#7c3aed'),
  brand('jia', 'Jia', 1005, 5, 'jia-video.cn', 'wing-clip', { theme: '#e11d48', ink: '#be123c' }),
  brand('yuanladder', 'YuanLadder', 1006, 8, 'yuanladder.cn', 'wing-clip', {
    theme: '#ea580c',
    ink: '#b13a0a',
  }),
  brand('cckai', 'CCKAI', 1007, 10, 'cckai.cn', 'wing-clip', { theme: '#0891b2', ink: '#0e7490' }),
  brand('jirui', 'JiRui', 1008, 11, 'jirui-ai.cn', 'wing-clip', { theme: '#4d7c0f', ink: '#3f6212' }),
  brand('guestcat', 'GuestCat', 1009, 14, 'guestcat.cn', 'wing-clip', { theme: '#d97706', ink: '#a14a07' }),
  brand('zhongwei', 'ZhongWei', 1010, 16, 'zhongwei-video.cn', 'wing-clip', '#be123c'),
  brand('batcut', 'BatCut', 1011, 22, 'batcut.cn', 'wing-clip', '#111827'),
  brand(
    'greatok',
    'GreaTok',
    1012,
    24,
    'greatok.com',
    'wing-clip',
    { theme: '#db2777', ink: '#be185d' },
    true,
  ),
  brand('greatokrf', 'GreaTok RF', 1013, 26, 'greatok-rf.com', 'wing-clip', '#9333ea', true),
  brand('benrunvision', 'BenRun Vision', 1014, 28, 'benrunvision.cn', 'wing-clip', {
    theme: '#2563eb',
    ink: '#1d4ed8',
  }),
];

export const DEFAULT_BRAND_KEY = 'vidmatrix';

/** What the browser may see of a brand: everything above is public, so the whole record. */
export type PublicBrand = Brand;
