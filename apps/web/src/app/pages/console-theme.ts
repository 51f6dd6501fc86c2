import type { PublicBrand } from '@vidmatrix/brands/brands';
import { tint } from '@vidmatrix/brands/contrast';
import { TEXT_COLOURS } from '@vidmatrix/brands/text-colours';
import type { ThemeConfig } from 'antd';

// antd's preset tag palettes write words in shade 7 on shade 1; these shades (green, orange,
// gold, cyan) give 2.8–3.4:1, so shade 8 of the same palette takes their place (≥ 4.5:1).
// antd keeps each shade under two names ("green7", "green-7"), both become one CSS variable.
const TAG_SHADE_8 = { green: '#237804', orange: '#ad4e00', gold: '#874d00', cyan: '#006d75' };
const TAG_TEXT = Object.fromEntries(
  Object.entries(TAG_SHADE_8).flatMap(([colour, shade]) => [
    [`${colour}7`, shade],
    [`${colour}-7`, shade],
  ]),
);

/**
 * The console's antd theme: the brand's ink as the primary and link colour, with its own tint
 * behind selections (antd derives a grey one from dark colours), and text colours that reach
 * 4.5:1 (packages/brands/src/text-colours.ts; docs/decisions/024-accessibility.md).
 */
export function consoleTheme(brand: Pick<PublicBrand, 'inkColor'>): ThemeConfig {
  return {
    token: {
      colorPrimary: brand.inkColor,
      colorInfo: brand.inkColor,
      colorLink: brand.inkColor,
      colorPrimaryBg: tint(brand.inkColor),
      colorTextTertiary: TEXT_COLOURS.secondary,
      colorTextDescription: TEXT_COLOURS.secondary,
      colorTextPlaceholder: TEXT_COLOURS.placeholder,
      // The bright seeds stay as backgrounds (antd would derive muddy ones from dark seeds).
      colorError: TEXT_COLOURS.danger,
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
      colorSuccess: TEXT_COLOURS.success,
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorWarning: TEXT_COLOURS.warning,
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      ...TAG_TEXT,
    },
  };
}
