// Lint rules that keep the house in order (docs/architecture.md): imports flow
// shared → features → app, features never import each other, no cycles, no barrels, kebab-case files.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = 'apps/web/src/features';
const serverModules = 'apps/server/src/modules';

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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'apps/web/src/shared', from: ['apps/web/src/features', 'apps/web/src/app'] },
            { target: 'apps/web/src/features', from: 'apps/web/src/app' },
            ...[
              'distribution',
              'share',
              'auth',
              'team',
              'oauth',
              'course',
              'touch-card',
              'upload',
              'copywriting',
              'marketing',
              'console',
              'no-data',
              'browser-restriction',
              'landing',
            ].map((f) => ({
              target: `${webFeatures}/${f}`,
              from: webFeatures,
              except: [`./${f}`],
            })),
            { target: 'apps/server/src/plugins', from: serverModules },
            { target: 'apps/server/src/integrations', from: [serverModules, 'apps/server/src/plugins'] },
            { target: 'apps/web', from: 'apps/server' },
            { target: 'apps/server', from: 'apps/web' },
            { target: 'packages', from: 'apps' },
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
