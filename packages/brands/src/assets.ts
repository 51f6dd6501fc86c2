import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Brand } from './brands';

const ASSET_DIR = fileURLToPath(new URL('../assets/', import.meta.url));

/** Reads a brand's own favicon or icon (server side only). Each brand ships distinct files. */
export function readBrandAsset(brand: Brand, file: 'favicon.svg' | 'icon.svg'): Buffer {
  return readFileSync(`${ASSET_DIR}${brand.key}/${file}`);
}
