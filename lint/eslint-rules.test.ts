// Each rule of eslint.config.js broken on purpose: a guard that never fires is no guard (issue 10
// found the cycle rule silently off). Files are linted as text under real paths, so the
// resolver and the zones see them exactly as they would see a real source file.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

async function expectRule(filePath: string, code: string, rule: string, text?: RegExp) {
  const found = (await problems(filePath, code)).filter((p) => p.startsWith(`${rule}:`));
  expect(found, `${filePath} should break ${rule}`).not.toEqual([]);
  if (text) expect(found.join('\n')).toMatch(text);
}

async function expectClean(filePath: string, code: string) {
  expect(await problems(filePath, code)).toEqual([]);
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  it('packages may not import the apps', async () => {
    await expectRule(
      'packages/contract/src/probe.ts',
      "import { parseConfig } from '../../../apps/server/src/config/config';\nexport const x = parseConfig;\n",
      BOUNDARY,
      /Packages are below the apps/,
    );
  });

  it('a web feature may not import another feature, nor shared a feature', async () => {
    await expectRule(
      'apps/web/src/features/share/probe.ts',
      "import { distributionApi } from '../distribution/api';\nexport const x = distributionApi;\n",
      BOUNDARY,
      /features\/share may not import another feature/,
    );
    await expectRule(
      'apps/web/src/shared/probe.ts',
      "import { teamApi } from '../features/team/api';\nexport const x = teamApi;\n",
      BOUNDARY,
      /shared\/ may not import features/,
    );
  });

  it('a server module uses another only through its service.ts', async () => {
    await expectRule(
      'apps/server/src/modules/webhooks/probe.ts',
      "import { findShare } from '../distribution/repo';\nexport const x = findShare;\n",
      BOUNDARY,
      /only through its service\.ts/,
    );
    await expectClean(
      'apps/server/src/modules/webhooks/probe.ts',
      "import { markPosted } from '../distribution/service';\nexport const x = markPosted;\n",
    );
  });

  it('a server module may not use one earlier in the module order (no module cycles)', async () => {
    await expectRule(
      'apps/server/src/modules/distribution/probe.ts',
      "import { recordDouyinShare } from '../webhooks/service';\nexport const x = recordDouyinShare;\n",
      BOUNDARY,
      /comes earlier in SERVER_MODULE_ORDER/,
    );
  });

  it('server layers run one way', async () => {
    await expectRule(
      'apps/server/src/db/probe.ts',
      "import { hashToken } from '../plugins/auth';\nexport const x = hashToken;\n",
      BOUNDARY,
      /db may not import a layer above it/,
    );
    await expectRule(
      'apps/server/src/integrations/probe.ts',
      "import { appMeta } from '../db/infra-schema';\nexport const x = appMeta;\n",
      BOUNDARY,
      /integrations may not import a layer above it/,
    );
    await expectRule(
      'apps/server/src/plugins/probe.ts',
      "import { hashPassword } from '../shared/passwords';\nexport const x = hashPassword;\n",
      BOUNDARY,
      /plugins may not import a layer above it/,
    );
  });

  it('the web layer sits above the modules and asks them through their service.ts; plugins below', async () => {
    await expectRule(
      'apps/server/src/modules/share/probe.ts',
      "import { escapeHtml } from '../../web/web-html';\nexport const x = escapeHtml;\n",
      BOUNDARY,
      /modules may not import a layer above it/,
    );
    await expectRule(
      'apps/server/src/plugins/probe.ts',
      "import { renderIndexHtml } from '../web/web-html';\nexport const x = renderIndexHtml;\n",
      BOUNDARY,
      /plugins may not import a layer above it/,
    );
    await expectRule(
      'apps/server/src/web/probe.ts',
      "import { openFirstCover } from '../modules/share/share-web';\nexport const x = openFirstCover;\n",
      BOUNDARY,
      /web layer asks modules\/share only through its service\.ts/,
    );
    await expectClean(
      'apps/server/src/web/probe.ts',
      "import { shareBootCover } from '../modules/share/service';\nexport const x = shareBootCover;\n",
    );
  });

  it("the web app's boot scripts are bundled alone: the app does not import them", async () => {
    await expectRule(
      'apps/web/src/features/distribution/probe.ts',
      "import { sendClaim } from '../../boot/send-claim';\nexport const x = sendClaim;\n",
      BOUNDARY,
      /may not import src\/boot/,
    );
    await expectRule(
      'apps/web/src/boot/probe.ts',
      "import { PAGE_ROUTES } from '../app/routes';\nexport const x = PAGE_ROUTES;\n",
      BOUNDARY,
      /Boot scripts may not import the app/,
    );
  });

  it('every server module folder has a place in the module order', async () => {
    const probe = join(ROOT, 'apps/server/src/modules/lint-probe-unplaced');
    mkdirSync(probe, { recursive: true });
    try {
      // A fresh process: the module cache of this one already holds the list without the probe.
      const run = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', "import './lint/boundaries.js'"],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/not placed: lint-probe-unplaced/);
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  });
});

describe('cycles', () => {
  const dir = join(ROOT, `apps/server/src/integrations/lint-probe-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a file cycle is reported', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'one.ts'), "import { two } from './two';\nexport const one = () => two;\n");
    writeFileSync(join(dir, 'two.ts'), "import { one } from './one';\nexport const two = () => one;\n");
    const [result] = await eslint.lintFiles([join(dir, 'one.ts')]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('house rules', () => {
  it('no barrel files', async () => {
    await expectRule(
      'apps/web/src/shared/index.ts',
      'export const x = 1;\n',
      'check-file/filename-blocklist',
    );
  });

  it('kebab-case file names', async () => {
    await expectRule(
      'apps/web/src/shared/fooBar.ts',
      'export const x = 1;\n',
      'check-file/filename-naming-convention',
    );
  });

  it('antd-mobile imperative components load only through loadImperative()', async () => {
    await expectRule(
      'apps/web/src/shared/probe.ts',
      "import Toast from 'antd-mobile/es/components/toast';\nexport const x = Toast;\n",
      'no-restricted-imports',
    );
    await expectRule(
      'apps/web/src/shared/probe.ts',
      "import { Button } from 'antd-mobile';\nexport const x = Button;\n",
      'no-restricted-imports',
    );
    await expectRule(
      'apps/web/src/shared/probe.ts',
      "export const x = () => import('antd-mobile/es/components/dialog');\n",
      'no-restricted-syntax',
    );
    await expectClean(
      'apps/web/src/shared/probe.ts',
      "import { loadImperative } from './ui/antd-imperative';\nexport const x = () => loadImperative(() => import('antd-mobile/es/components/dialog'));\n",
    );
  });

  it('visitor pages import no values from zod-backed contract modules', async () => {
    await expectRule(
      'apps/web/src/features/distribution/probe.ts',
      "import { fetchVideo } from '@vidmatrix/contract/distribution';\nexport const x = fetchVideo;\n",
      'no-restricted-imports',
      /decision 004/,
    );
    await expectClean(
      'apps/web/src/features/share/probe.ts',
      "import type { ShareInfo } from '@vidmatrix/contract/share';\nimport { browserFetchVideo } from '@vidmatrix/contract/distribution-routes';\nexport const x = (i: ShareInfo) => [i, browserFetchVideo];\n",
    );
    // The visitor block restates the antd-mobile restriction rather than dropping it.
    await expectRule(
      'apps/web/src/features/distribution/probe.ts',
      "import Toast from 'antd-mobile/es/components/toast';\nexport const x = Toast;\n",
      'no-restricted-imports',
      /loadImperative/,
    );
    await expectRule(
      'packages/contract/src/distribution-routes.ts',
      "import { z } from 'zod';\nexport const x = z;\n",
      'no-restricted-imports',
    );
  });

  it('production server code imports no test double from a fakes/ folder, not even a type', async () => {
    const fakeImport =
      "import { startS3Fake } from './storage/fakes/s3-fake';\nexport const x = startS3Fake;\n";
    await expectRule('apps/server/src/integrations/probe.ts', fakeImport, 'no-restricted-imports', /fakes/);
    await expectRule(
      'apps/server/src/modules/upload/probe.ts',
      "import type { S3Fake } from '../../integrations/storage/fakes/s3-fake';\nexport type X = S3Fake;\n",
      'no-restricted-imports',
      /test doubles/,
    );
    // Tests, and fakes built on other fakes, may.
    await expectClean('apps/server/src/integrations/probe.test.ts', fakeImport);
    await expectClean(
      'apps/server/src/integrations/storage/fakes/probe.ts',
      "import { startS3Fake } from './s3-fake';\nexport const x = startS3Fake;\n",
    );
  });
});

describe('one owner per table (lint/table-owners.js)', () => {
  const videosImport = "import { videos } from '../distribution/schema';\nexport const x = videos;\n";

  it('another module may not import the owner’s tables, only ask its service', async () => {
    await expectRule(
      'apps/server/src/modules/share/probe.ts',
      videosImport,
      BOUNDARY,
      /modules\/distribution owns these tables/,
    );
    await expectRule(
      'apps/server/src/modules/share/sub/probe.ts',
      "import { videos } from '../../distribution/schema';\nexport const x = videos;\n",
      BOUNDARY,
      /modules\/distribution owns these tables/,
    );
    await expectClean(
      'apps/server/src/modules/distribution/probe.ts',
      "import { videos } from './schema';\nexport const x = videos;\n",
    );
  });

  it('a schema.ts may name another owner’s table for a foreign key; seeds may write any table', async () => {
    await expectClean('apps/server/src/modules/share/schema.ts', videosImport);
    await expectClean(
      'apps/server/src/demo/probe.ts',
      "import { videos } from '../modules/distribution/schema';\nexport const x = videos;\n",
    );
  });

  it('no layer outside the modules imports their tables', async () => {
    await expectRule(
      'apps/server/src/app-probe.ts',
      "import { videos } from './modules/distribution/schema';\nexport const x = videos;\n",
      BOUNDARY,
      /Only the owning module/,
    );
  });

  it('the infrastructure tables are the counters plugin’s and the seed’s', async () => {
    const throttle =
      "import { authThrottle } from '../../db/infra-schema';\nexport const x = authThrottle;\n";
    await expectRule(
      'apps/server/src/modules/auth/probe.ts',
      throttle,
      BOUNDARY,
      /count through app\.counters/,
    );
    await expectRule(
      'apps/server/src/plugins/probe.ts',
      "import { authThrottle } from '../db/infra-schema';\nexport const x = authThrottle;\n",
      BOUNDARY,
      /count through app\.counters/,
    );
    await expectClean(
      'apps/server/src/plugins/counters.ts',
      "import { authThrottle } from '../db/infra-schema';\nexport const x = authThrottle;\n",
    );
  });
});
