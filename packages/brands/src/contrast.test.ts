import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { AA_TEXT_CONTRAST, contrastRatio, inkBackgrounds, relativeLuminance, tint } from './contrast';
import { TEXT_COLOURS } from './text-colours';

describe('contrastRatio', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The figures: #999 labels on white, white on antd's orange.
    expect(contrastRatio('#999999', '#ffffff')).toBeCloseTo(2.85, 2);
    expect(contrastRatio('#ffffff', '#fa8c16')).toBeCloseTo(2.38, 2);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(contrastRatio('#ffffff', '#777777'), 10);
  });

  it('weighs green brighter than red brighter than blue', () => {
    expect(relativeLuminance('#00ff00')).toBeGreaterThan(relativeLuminance('#ff0000'));
    expect(relativeLuminance('#ff0000')).toBeGreaterThan(relativeLuminance('#0000ff'));
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('red')).toThrow(/not a #rrggbb/);
  });

  it('tints towards white', () => {
    expect(tint('#000000', 0.1)).toBe('#e6e6e6');
    expect(tint('#1664ff', 0)).toBe('#ffffff');
  });
});

describe('every brand', () => {
  // Each pair in one line of the failure message: brand, ink, background, figure.
  const pairs = BRANDS.flatMap((b) =>
    inkBackgrounds(b.inkColor).map((background) => ({
      pair: `${b.key}: ${b.inkColor} on ${background}`,
      ratio: contrastRatio(b.inkColor, background),
    })),
  );

  it('has ink that reaches 4.5:1 on white, the page grey and its own tint (and under white text)', () => {
    const failing = pairs
      .filter((p) => p.ratio < AA_TEXT_CONTRAST)
      .map((p) => `${p.pair} ${p.ratio.toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });

  it('keeps the theme colour as ink where it passes, and ink darker than the theme where not', () => {
    for (const b of BRANDS) {
      const themePasses = inkBackgrounds(b.themeColor).every(
        (background) => contrastRatio(b.themeColor, background) >= AA_TEXT_CONTRAST,
      );
      if (themePasses) expect(b.inkColor, b.key).toBe(b.themeColor);
      else expect(relativeLuminance(b.inkColor), b.key).toBeLessThan(relativeLuminance(b.themeColor));
    }
  });
});

describe('the shared text colours', () => {
  it.each(Object.entries(TEXT_COLOURS))('%s (%s) reaches 4.5:1 on white and the page grey', (_, colour) => {
    for (const background of ['#ffffff', '#f5f5f5']) {
      expect(contrastRatio(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    }
  });
});
