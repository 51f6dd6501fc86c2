import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed';
import { uniquePhone } from './auth-kit';
import { buildTestApp, hostOf, startClearOfWindowEdge } from './helper';
import { call, demoAdmin, gatedLink, WEB } from './share-kit';
import { testDatabase } from './test-database';

// Issue 26 §2: a brute-force limit came back whole when Redis restarted empty — 5 guesses
// counted in Redis, 5 in the database during the outage, 5 more in the fresh Redis: 15 in one
// window on one share link. The limits that stop guessing (passwords, PINs, codes) hold across
// a Redis loss and restart: at most their number per window, in total.
//
// A Redis server of this test's own, on a free port, stopped and started empty mid-burst (the
// machine's Redis is never touched).

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const until = async (what: string, ok: () => boolean) => {
  // A deadline only so a broken Redis fails the test instead of hanging it.
  for (let i = 0; i < 200 && !ok(); i += 1) await new Promise((r) => setTimeout(r, 50));
  if (!ok()) throw new Error(`gave up waiting for ${what}`);
};

const dir = mkdtempSync(join(tmpdir(), 'vidmatrix-redis-'));
let port = 0;
const redisCli = (...args: string[]) =>
  spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' });

async function startRedis() {
  execFileSync('redis-server', [
    '--port', String(port),
    '--bind', '127.0.0.1',
    '--save', '',
    '--appendonly', 'no',
    '--daemonize', 'yes',
    '--dir', dir,
    '--pidfile', join(dir, 'redis.pid'),
  ]); // prettier-ignore
  await until('redis-server', () => redisCli('ping').stdout.trim() === 'PONG');
}
const stopRedis = () => void redisCli('shutdown', 'nosave');

afterAll(() => {
  if (port) stopRedis();
  rmSync(dir, { recursive: true, force: true });
});

/** Stops this test's Redis, runs `during`, starts it again empty and waits for the app's client. */
async function outage(app: FastifyInstance, during: () => Promise<void>) {
  stopRedis();
  await until('the app to see Redis gone', () => app.redis!.status !== 'ready');
  await during();
  await startRedis();
  await until('the app to reconnect', () => app.redis!.status === 'ready');
}

const codesOf = (codes: number[]) =>
  codes.reduce<Record<number, number>>((m, c) => ({ ...m, [c]: (m[c] ?? 0) + 1 }), {});

describe.skipIf(!hasRedisServer)('brute-force limits across a Redis restart', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    port ||= await freePort();
    if (redisCli('ping').stdout.trim() !== 'PONG') await startRedis();
    await startClearOfWindowEdge(15 * 60 * 1000);
  }, 60_000);

  it('share-link password: 5 wrong guesses checked per window in all, however Redis fares', async () => {
    await seedDemoData((await testDatabase()).db);
    const app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await until('the app to connect', () => app.redis!.status === 'ready');
    const code = await gatedLink(app, await demoAdmin(app));
    // Every guess from an IP of its own: only the link's limit is in play.
    const guess = async (password = '0000') =>
      (await call(app, `${WEB}/passwd`, { body: { code, password } })).code;
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push(await guess());
    await outage(app, async () => {
      for (let i = 0; i < 3; i += 1) codes.push(await guess());
    });
    for (let i = 0; i < 5; i += 1) codes.push(await guess());
    expect(codesOf(codes)).toEqual({ 32002: 5, 42900: 6 });
    // Locked for the window: the right password too.
    expect(await guess('4321')).toBe(42900);
  });

  it('login: 10 wrong passwords checked per account and window in all', async () => {
    const app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await until('the app to connect', () => app.redis!.status === 'ready');
    const phone = uniquePhone();
    let ip = 0;
    const login = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/open/auth/login',
          headers: { host: hostOf('vidmatrix') },
          payload: { phone, password: 'Wrong1234' },
          remoteAddress: `10.99.${port & 255}.${(ip += 1)}`,
        })
      ).json().code as number;
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(await login());
    await outage(app, async () => {
      for (let i = 0; i < 6; i += 1) codes.push(await login());
    });
    for (let i = 0; i < 6; i += 1) codes.push(await login());
    expect(codesOf(codes)).toEqual({ 30001: 10, 42900: 8 });
  });
});
