import { describe, expect, it } from 'vitest';
import { forbiddenModules } from '../../build/visitor-modules';

// The check of bench/page-weight.mjs reads module ids, not chunk names: rolldown may merge antd
// or TanStack into a chunk named after anything, and antd-mobile must not count as antd.
describe('forbiddenModules', () => {
  const chunks = {
    'assets/index-a.js': { modules: ['node_modules/react-dom/cjs/react-dom.production.js'] },
    'assets/state-block-b.js': {
      modules: ['node_modules/antd-mobile/es/components/button/button.js', 'apps/web/src/shared/ui/x.ts'],
    },
    'assets/copy-button-c.js': { modules: ['node_modules/antd/es/button/button.js'] },
    'assets/use-thing-d.js': { modules: ['../../node_modules/@tanstack/query-core/build/modern/query.js'] },
  };

  it('finds desktop antd and TanStack by module id, whatever the chunk is called', () => {
    expect(forbiddenModules(chunks, Object.keys(chunks))).toEqual([
      { file: 'assets/copy-button-c.js', modules: ['node_modules/antd/es/button/button.js'] },
      {
        file: 'assets/use-thing-d.js',
        modules: ['../../node_modules/@tanstack/query-core/build/modern/query.js'],
      },
    ]);
  });

  it('lets antd-mobile and unknown files through', () => {
    expect(
      forbiddenModules(chunks, ['assets/index-a.js', 'assets/state-block-b.js', 'assets/gone.js']),
    ).toEqual([]);
  });
});
