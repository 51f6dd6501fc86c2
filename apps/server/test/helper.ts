import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig, type Config } from '../src/config/config';
import { testDatabase } from './test-database';

export const FIXTURE_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      WEB_DIST_DIR: FIXTURE_DIST,
      // The academy's ffmpeg worker runs only in the test that asks for it (academy-hls.test.ts).
      HLS_PACKAGING: 'false',
    }),
    ...overrides,
  };
}

/**
 * An app on this test file's database, closed when the test ends. Not yet `ready()`, so a test
 * may add a route of its own before the first inject().
 */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database: await testDatabase() });
  onTestFinished(() => app.close());
  return app;
}

/** Host header selecting a brand the way the browser tests do. */
export const hostOf = (brandKey: string) => `${brandKey}.localhost:3000`;

/**
 * Brute-force counters live in fixed windows (15 minutes, an hour): a test that crossed a
 * window's end would see its count reset halfway and fail by chance. Call from `beforeEach`
 * (with a hook timeout above `marginMs`) to start at least `marginMs` before the next edge.
 */
export async function startClearOfWindowEdge(windowMs: number, marginMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
