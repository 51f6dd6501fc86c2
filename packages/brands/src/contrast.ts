/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): how a brand's colours
 * read against the backgrounds they sit on. Text needs 4.5:1 (AA, normal size); the brand
 * tests hold every brand's ink to it (docs/decisions/024-accessibility.md).
 */
export const AA_TEXT_CONTRAST = 4.5;

/** "#1664ff" or "#16f" → [r, g, b] in 0–255. */
export function parseHex(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance: the sRGB channels linearised, then weighted as the eye sees them. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (lighter + 0.05) / (darker + 0.05): 1 for equal colours, 21 for black on white. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` laid over white at `share` opacity (the brand's tint behind badges and selections). */
export function tint(hex: string, share = 0.1): string {
  const channels = parseHex(hex).map((c) => Math.round(c * share + 255 * (1 - share)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The light backgrounds brand ink sits on: white cards, the #f5f5f5 page grey, its own tint. */
export function inkBackgrounds(ink: string): string[] {
  return ['#ffffff', '#f5f5f5', tint(ink)];
}
