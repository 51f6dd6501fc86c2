import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Brand } from './brands';

const ASSET_DIR = fileURLToPath(new URL('../assets/', import.meta.url));

/** The files every brand ships; the PNGs are renders of icon.svg (scripts/brand-icons.mjs). */
export const BRAND_ASSET_FILES = ['favicon.svg', 'icon.svg', 'icon-192.png', 'icon-512.png'] as const;
export type BrandAssetFile = (typeof BRAND_ASSET_FILES)[number];

/** Reads a brand's own favicon or icon (server side only). Each brand ships distinct files. */
export function readBrandAsset(brand: Brand, file: BrandAssetFile): Buffer {
  return readFileSync(`${ASSET_DIR}${brand.key}/${file}`);
}
