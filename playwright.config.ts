import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
// Debian's headless shell (package chromium-headless-shell, the engine Playwright itself runs
// headless) where it is installed: no GPU process and no browser UI, so a cold console page
// takes 1.4 s here instead of 2.4 s with the full browser. The full browser otherwise.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Debian's Chromium, never a downloaded browser. Background networking is off because this
// machine's closed network refuses those connections and slows every start.
const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs on a 2-core machine where two workers, their Chromiums and the server share the
  // cores: a cold console page takes 1.5 s there even when quiet, and a long console flow up to a
  // minute. These limits only catch what hangs; speed is measured by the benchmarks in bench/.
  timeout: process.env.CI ? 120_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
      // The sanitiser, API and route-walk specs do not depend on the viewport: one project runs them.
      testIgnore: /(sanitiser|api|route-walk)\.spec\.ts/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium', launchOptions } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
