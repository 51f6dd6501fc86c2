// Lint rules that keep the house in order (docs/architecture.md): import boundaries and layers
// (lint/boundaries.js), no cycles, no barrels, kebab-case files. lint/eslint-rules.test.ts breaks
// each rule on purpose and expects its error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { ZONES } from './lint/boundaries.js';
import { TABLE_ZONES } from './lint/table-owners.js';

const IMPERATIVE = '(toast|dialog|modal|action-sheet|image-viewer)';
const ANTD_IMPORTS = {
  paths: [{ name: 'antd-mobile', message: 'Import the component file: antd-mobile/es/components/<name>.' }],
  patterns: [
    {
      regex: `^antd-mobile/es/components/${IMPERATIVE}(/.*)?$`,
      allowTypeImports: true,
      message: 'Load it with loadImperative(() => import(...)) from shared/ui/antd-imperative.ts.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Without these the plugin parses no .ts file it follows, and no-cycle sees no graph.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Barrel files re-export a folder: they defeat tree-shaking and hide cycles.
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'check-file/filename-blocklist': ['error', { '**/index.{ts,tsx}': '*.ts (import the file you mean)' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...ZONES, ...TABLE_ZONES] }] },
  },
  {
    // antd-mobile's imperative components pull in react-spring and need React 19's render
    // installed first: they load on demand through loadImperative() (decision 004).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', ANTD_IMPORTS],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/^antd-mobile\\/es\\/components\\/${IMPERATIVE}$/]:not(CallExpression[callee.name="loadImperative"] > ArrowFunctionExpression > ImportExpression)`,
          message:
            'Load it with loadImperative(() => import(...)), which installs the React 19 render first.',
        },
      ],
    },
  },
  {
    // Decision 004: a value from a zod-backed contract module puts zod (~27 KB gzip) in a visitor
    // chunk. Visitor pages take methods, paths and codes from the zod-free routes modules.
    files: [
      // The HTML's boot scripts too: they are inlined in every claim page (src/boot/).
      'apps/web/src/boot/**/*.ts',
      'apps/web/src/features/distribution/**/*.{ts,tsx}',
      'apps/web/src/features/share/**/*.{ts,tsx}',
      'apps/web/src/features/touch-card/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      // The merchant's touch-card pages (console, antd): not visitor pages.
      'apps/web/src/features/touch-card/console/**',
      'apps/web/src/features/share/pages/share-links-page.tsx',
      'apps/web/src/features/share/console-api.ts',
      'apps/web/src/features/share/components/console-*.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Options replace, not merge, an earlier block's: the antd-mobile ones come along.
          paths: ANTD_IMPORTS.paths,
          patterns: [
            ...ANTD_IMPORTS.patterns,
            {
              // The zod-free modules (each value-import-free, blocks below) are allowed.
              regex:
                '^@vidmatrix/contract/(?!(?:boot-scripts|distribution-routes|distribution-claim|store-location|touch-card-rules|page-paths|script-view)$)',
              allowTypeImports: true,
              message: 'Visitor pages import only types from zod-backed contract modules (decision 004).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'packages/contract/src/boot-scripts.ts',
      'packages/contract/src/distribution-routes.ts',
      'packages/contract/src/store-location.ts',
      'packages/contract/src/analytics-limits.ts',
      'packages/contract/src/touch-card-rules.ts',
      'packages/contract/src/page-paths.ts',
      'packages/contract/src/script-view.ts',
      'packages/contract/src/academy-view.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.*',
              allowTypeImports: true,
              message: 'This module stays value-import-free (decision 004).',
            },
          ],
        },
      ],
    },
  },
  {
    // Which endpoint a claim calls: values from the routes module only, so it stays zod-free.
    files: ['packages/contract/src/distribution-claim.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./distribution-routes$)',
              allowTypeImports: true,
              message: 'This module imports values from ./distribution-routes only (decision 004).',
            },
          ],
        },
      ],
    },
  },
  {
    // Test doubles are for tests: the server that runs never imports a fakes/ folder, not even a
    // type. Demo mode's stand-in platforms are production code of their own (integrations/loopback/).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/fakes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)fakes(/|$)',
              message: 'Production code may not import test doubles (fakes/); tests and other fakes may.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
