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
  themeColor: string;
  backgroundColor: string;
  /** Abroad brands face TikTok rather than Douyin and default to English. */
  abroad: boolean;
}

function brand(
  key: string,
  name: string,
  bizid: number,
  channelId: number,
  domain: string,
  client: Brand['client'],
  themeColor: string,
  abroad = false,
): Brand {
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
    themeColor,
    backgroundColor: '#ffffff',
    abroad,
  };
}

export const BRANDS: readonly Brand[] = [
  brand('vidmatrix', 'Vidmatrix', 1001, 3, 'vidmatrix.cn', 'super-director', '#1664ff'),
  brand('abroad', 'Vidmatrix Global', 1002, 18, 'vidmatrix.com', 'super-director', '#0f766e', true),
  brand('aivideo', 'Vidmatrix AI Design', 1004, 7, 'aivideo.vidmatrix.cn', 'super-director', '#7c3aed'),
  brand('jia', 'Jia', 1005, 5, 'jia-video.cn', 'wing-clip', '#e11d48'),
  brand('yuanladder', 'YuanLadder', 1006, 8, 'yuanladder.cn', 'wing-clip', '#ea580c'),
  brand('cckai', 'CCKAI', 1007, 10, 'cckai.cn', 'wing-clip', '#0891b2'),
  brand('jirui', 'JiRui', 1008, 11, 'jirui-ai.cn', 'wing-clip', '#4d7c0f'),
  brand('guestcat', 'GuestCat', 1009, 14, 'guestcat.cn', 'wing-clip', '#d97706'),
  brand('zhongwei', 'ZhongWei', 1010, 16, 'zhongwei-video.cn', 'wing-clip', '#be123c'),
  brand('batcut', 'BatCut', 1011, 22, 'batcut.cn', 'wing-clip', '#111827'),
  brand('greatok', 'GreaTok', 1012, 24, 'greatok.com', 'wing-clip', '#db2777', true),
  brand('greatokrf', 'GreaTok RF', 1013, 26, 'greatok-rf.com', 'wing-clip', '#9333ea', true),
  brand('benrunvision', 'BenRun Vision', 1014, 28, 'benrunvision.cn', 'wing-clip', '#2563eb'),
];

export const DEFAULT_BRAND_KEY = 'vidmatrix';

/** What the browser may see of a brand: everything above is public, so the whole record. */
export type PublicBrand = Brand;
