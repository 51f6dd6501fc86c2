import type { Brand } from './brands';

/** Paths the server serves per host; the same path answers with the host's brand's file. */
export const BRAND_ASSET_PATHS = {
  favicon: '/brand/favicon.svg',
  icon: '/brand/icon.svg',
  /** Raster copies of the icon for clients that cannot show SVG (WeChat previews, iOS, manifests). */
  icon192: '/brand/icon-192.png',
  icon512: '/brand/icon-512.png',
  manifest: '/manifest.webmanifest',
} as const;

/** The brand's web app manifest (served as application/manifest+json). */
export function brandManifest(brand: Brand) {
  return {
    name: brand.name,
    short_name: brand.name,
    id: `/?brand=${brand.key}`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    lang: brand.abroad ? 'en' : 'zh-CN',
    icons: [
      { src: BRAND_ASSET_PATHS.icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: BRAND_ASSET_PATHS.favicon, sizes: '32x32', type: 'image/svg+xml' },
      { src: BRAND_ASSET_PATHS.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: BRAND_ASSET_PATHS.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}
