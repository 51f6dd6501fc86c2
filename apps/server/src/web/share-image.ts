import { Resvg } from '@resvg/resvg-js';
import type { Brand } from '@vidmatrix/brands/brands';
import { escapeHtml } from './web-html';

/** The card's size: WeChat and most crawlers show a square, 512 px is crisp on any phone. */
const SIZE = 512;
const ICON = 208;

/** The brand's own icon as a nested <svg> placed at x, y, size (its viewBox scales it). */
function placeIcon(iconSvg: string, x: number, y: number, size: number): string {
  const svg = iconSvg.replace(/<\?xml[^>]*>\s*/, '');
  return svg.replace(/<svg\b[^>]*?(viewBox="[^"]*")[^>]*>/, (_tag, viewBox: string) => {
    return `<svg x="${x}" y="${y}" width="${size}" height="${size}" ${viewBox}>`;
  });
}

/** A font size that fits `text` in 460 px: CJK glyphs are about 1 em wide, Latin ones about 0.6. */
function fittedFontSize(text: string, max = 48): number {
  const ems = [...text].reduce((sum, c) => sum + (/[\u2E80-\uFFEF]/.test(c) ? 1 : 0.6), 0);
  return Math.max(20, Math.min(max, Math.floor(460 / Math.max(ems, 1))));
}

/**
 * The link-preview card of a brand, as SVG: its colour, its icon, its name and its web host. Text
 * is drawn with the system fonts (Noto Sans CJK covers the Chinese brand names).
 */
function shareCardSvg(brand: Brand, iconSvg: string): string {
  const name = escapeHtml(brand.name);
  const host = escapeHtml(brand.webHosts[0] ?? '');
  const colour = escapeHtml(brand.themeColor);
  const ink = escapeHtml(brand.inkColor);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${ink}"/>`,
    '</linearGradient></defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<rect x="${(SIZE - ICON) / 2 - 12}" y="52" width="${ICON + 24}" height="${ICON + 24}" rx="56" fill="#ffffff" fill-opacity="0.92"/>`,
    placeIcon(iconSvg, (SIZE - ICON) / 2, 64, ICON),
    `<text x="256" y="376" text-anchor="middle" font-family="Noto Sans CJK SC, Noto Sans, Arial, sans-serif" font-size="${fittedFontSize(brand.name)}" font-weight="700" fill="#ffffff">${name}</text>`,
    `<text x="256" y="430" text-anchor="middle" font-family="Noto Sans, Arial, sans-serif" font-size="24" fill="#ffffff" fill-opacity="0.85">${host}</text>`,
    '</svg>',
  ].join('');
}

/** PNG bytes of the card; the caller caches them per brand (one render, ~50 ms, per process). */
export function renderShareCard(brand: Brand, iconSvg: string): Buffer {
  const resvg = new Resvg(shareCardSvg(brand, iconSvg), {
    fitTo: { mode: 'width', value: SIZE },
    font: { loadSystemFonts: true, defaultFontFamily: 'Noto Sans CJK SC' },
  });
  return resvg.render().asPng();
}
