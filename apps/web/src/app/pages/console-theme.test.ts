import { BRANDS } from '@vidmatrix/brands/brands';
import { AA_TEXT_CONTRAST, contrastRatio } from '@vidmatrix/brands/contrast';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from './console-theme';

// antd's default shade-1 backgrounds of the preset tags whose text shade the theme replaces.
const TAG_BACKGROUNDS: Record<string, string> = {
  green: '#f6ffed',
  orange: '#fff7e6',
  gold: '#fffbe6',
  cyan: '#e6fffb',
};

describe('consoleTheme', () => {
  it.each(BRANDS.map((b) => [b.key, b] as const))(
    '%s: every text colour on its background reaches 4.5:1',
    (_, brand) => {
      const token = consoleTheme(brand).token as Record<string, string>;
      const pairs: [string, string, string][] = [
        ['primary on white', token.colorPrimary!, '#ffffff'],
        ['white on primary', '#ffffff', token.colorPrimary!],
        ['primary on its selection tint', token.colorPrimary!, token.colorPrimaryBg!],
        ['link on white', token.colorLink!, '#ffffff'],
        ['secondary text on white', token.colorTextTertiary!, '#ffffff'],
        ['secondary text on table grey', token.colorTextDescription!, '#fafafa'],
        ['placeholder on white', token.colorTextPlaceholder!, '#ffffff'],
        ['error on its background', token.colorError!, token.colorErrorBg!],
        ['white on error', '#ffffff', token.colorError!],
        ['success on its background', token.colorSuccess!, token.colorSuccessBg!],
        ['warning on its background', token.colorWarning!, token.colorWarningBg!],
        ...Object.entries(TAG_BACKGROUNDS).flatMap(([colour, background]): [string, string, string][] => [
          [`${colour} tag`, token[`${colour}7`]!, background],
          [`${colour} tag (css variable)`, token[`${colour}-7`]!, background],
        ]),
      ];
      const failing = pairs
        .filter(([, fg, bg]) => contrastRatio(fg, bg) < AA_TEXT_CONTRAST)
        .map(([name, fg, bg]) => `${name}: ${fg} on ${bg} ${contrastRatio(fg, bg).toFixed(2)}:1`);
      expect(failing).toEqual([]);
    },
  );
});
