import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Brand } from './brands';

// Found through the package's exports, not relative to this module's URL: bundled into the
// server (scripts/server-build.mjs), that URL is the bundle's.
const packageRequire = createRequire(import.meta.url);

/** The files every brand ships; the PNGs are renders of icon.svg (scripts/brand-icons.mjs). */
export const BRAND_ASSET_FILES = ['favicon.svg', 'icon.svg', 'icon-192.png', 'icon-512.png'] as const;
export type BrandAssetFile = (typeof BRAND_ASSET_FILES)[number];

/** Reads a brand's own favicon or icon (server side only). Each brand ships distinct files. */
export function readBrandAsset(brand: Brand, file: BrandAssetFile): Buffer {
  return readFileSync(packageRequire.resolve(`@vidmatrix/brands/assets/${brand.key}/${file}`));
}
