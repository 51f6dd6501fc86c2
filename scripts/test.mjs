// `npm test`: every suite — unit and API tests (embedded PGlite), the same API suite on real
// PostgreSQL when TEST_DATABASE_URL is set, and the browser tests in Debian's Chromium against
// the production build. Ends with one line "N passed, N failed" totalled over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb } from './web-build.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const RESULTS = join(ROOT, '.tmp/results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const only = (name) => args.length === 0 || args.includes(name);

if (only('e2e') && !existsSync(CHROMIUM)) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. The browser tests use Debian's Chromium; install it with:\n\n  sudo apt-get install -y chromium fonts-noto-cjk\n`,
  );
  process.exit(1);
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

function run(label, command, commandArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const names = report.testResults.flatMap((f) =>
    f.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${f.name.replace(ROOT, '')} › ${t.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, names };
}

/** Every test of a Playwright JSON report, through its nested suites: file, project and titles. */
function* playwrightTests(suite, file = suite.file, titles = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      yield { name: `${file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}`, test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, file, [...titles, child.title]);
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const names = report.suites.flatMap((s) =>
    [...playwrightTests(s)].filter(({ test }) => test.status === 'unexpected').map(({ name }) => name),
  );
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, names };
}

const suites = [];
function suite(name, ok, counts) {
  // A runner that crashed before reporting counts as one failure, so it can never pass silently.
  suites.push({ name, ok, counts: counts ?? { passed: 0, failed: 1 } });
}

if (only('unit')) {
  const out = join(RESULTS, 'vitest.json');
  const ok = run(
    'Unit and API tests (PGlite)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { TEST_DATABASE_URL: '' },
  );
  suite('unit + api (pglite)', ok, vitestCounts(out));
}

if (only('postgres') && process.env.TEST_DATABASE_URL) {
  const out = join(RESULTS, 'vitest-postgres.json');
  const ok = run('API tests (PostgreSQL)', 'npx', [
    'vitest',
    'run',
    '--project',
    'api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  suite('api (postgres)', ok, vitestCounts(out));
} else if (only('postgres')) {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
}

if (only('e2e')) {
  buildWeb();
  const out = join(RESULTS, 'playwright.json');
  const ok = run('Browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  suite('browser (chromium)', ok, playwrightCounts(out));
}

console.log('\nSuite totals:');
for (const s of suites) {
  console.log(`  ${s.ok ? '✓' : '✗'} ${s.name}: ${s.counts.passed} passed, ${s.counts.failed} failed`);
  // Named here, beside the totals, so a log's last lines say which test to look at.
  for (const name of s.counts.names ?? []) console.log(`      failed: ${name}`);
}
const passed = suites.reduce((n, s) => n + s.counts.passed, 0);
const failed = suites.reduce((n, s) => n + s.counts.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(suites.every((s) => s.ok) && failed === 0 ? 0 : 1);
