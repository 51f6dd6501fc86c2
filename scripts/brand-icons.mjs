// Renders each brand's icon.svg to the PNG icons that clients without SVG support need: the
// WeChat / Open Graph share image, the iOS home-screen icon and the manifest's raster icons.
// The PNGs are committed; run this after changing an icon.svg (needs rsvg-convert from Debian's
// librsvg2-bin): node scripts/brand-icons.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ASSETS = new URL('../packages/brands/assets/', import.meta.url).pathname;
const SIZES = [192, 512];

for (const brand of readdirSync(ASSETS)) {
  const svg = join(ASSETS, brand, 'icon.svg');
  for (const size of SIZES) {
    const out = join(ASSETS, brand, `icon-${size}.png`);
    execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', out, svg]);
  }
  console.log(`${brand}: ${SIZES.map((s) => `icon-${s}.png`).join(', ')}`);
}
