import { describe, expect, it } from 'vitest';

// Every source file of the web app, as text.
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** antd-mobile modules whose static import brings react-spring and/or needs the React 19 render. */
const IMPERATIVE = '(?:toast|dialog|modal|action-sheet|image-viewer)';
const STATIC_IMPORT = new RegExp(
  String.raw`^import\s+(?!type\b)[^;]*?from\s+'antd-mobile(?:/es/components/${IMPERATIVE}(?:/[\w-]+)?)?'`,
  'gm',
);
const DYNAMIC_IMPORT = new RegExp(
  String.raw`(.{0,40})import\(\s*'antd-mobile/es/components/${IMPERATIVE}'`,
  'g',
);

describe('antd-mobile imperative components', () => {
  it('are never imported statically, nor the antd-mobile barrel', () => {
    const offenders = Object.entries(SOURCES).flatMap(([file, text]) =>
      [...text.matchAll(STATIC_IMPORT)].map((m) => `${file}: ${m[0]}`),
    );
    // Use loadImperative() from shared/ui/antd-imperative.ts (docs/decisions/004-visitor-page-weight.md).
    expect(offenders).toEqual([]);
  });

  it('are loaded through loadImperative(), which installs the React 19 render first', () => {
    const loads = Object.entries(SOURCES).flatMap(([file, text]) =>
      [...text.matchAll(DYNAMIC_IMPORT)].map((m) => ({ file, before: m[1] ?? '' })),
    );
    expect(loads.length).toBeGreaterThan(0); // the default notifier's Toast
    for (const { file, before } of loads) expect(before, file).toMatch(/loadImperative\(\s*\(\) =>\s*$/);
  });
});
