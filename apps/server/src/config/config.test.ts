import { describe, expect, it } from 'vitest';
import { CONCERN_TABLES, CONFIG_DOCS, ConfigError, parseConfig } from './config';

function problemsOf(env: Record<string, string>) {
  try {
    parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
      BODY_LIMIT_BYTES: 1024 * 1024,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      TRUST_PROXY: false,
      DEMO_DATA: true,
    });
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.WEB_DIST_DIR).toMatch(/\/apps\/web\/dist$/);
  });

  it('reads values and treats empty strings as unset', () => {
    const config = parseConfig({ PORT: '8080', DATABASE_URL: '', TRUST_PROXY: '1', DEMO_DATA: 'false' });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: undefined,
      TRUST_PROXY: 1,
      DEMO_DATA: false,
    });
  });

  it('takes a hop count or proxy addresses for TRUST_PROXY, never "trust everything"', () => {
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      '::1',
    ]);
    const refused = problemsOf({ TRUST_PROXY: 'true' });
    expect(refused.map((p) => p.name)).toEqual(['TRUST_PROXY']);
    // The message says what to write instead.
    expect(refused[0]!.reason).toMatch(/e\.g\. 1 .*10\.0\.0\.2/);
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'nginx', '11']) {
      expect(problemsOf({ TRUST_PROXY: bad }).map((p) => p.name)).toEqual(['TRUST_PROXY']);
    }
  });

  it('takes a redis:// URL for REDIS_URL', () => {
    expect(parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).REDIS_URL).toBe('redis://127.0.0.1:6379/0');
    expect(problemsOf({ REDIS_URL: 'http://x' }).map((p) => p.name)).toEqual(['REDIS_URL']);
  });

  it('never seeds in production', () => {
    const production = {
      NODE_ENV: 'production',
      SHARE_SECRET: 'a-production-share-secret',
      TOKEN_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
    };
    expect(parseConfig(production).DEMO_DATA).toBe(false);
    expect(problemsOf({ ...production, DEMO_DATA: 'true' }).map((p) => p.name)).toEqual(['DEMO_DATA']);
  });

  it('needs a share secret in production and the S3 settings for the s3 driver', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).map((p) => p.name)).toEqual([
      'TOKEN_ENCRYPTION_KEYS',
      'SHARE_SECRET',
    ]);
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'videos' }).map((p) => p.name)).toEqual([
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
  });

  it('reads token keys as <id>:<32 bytes base64>, the first one current (decision 026)', () => {
    const key = (n: number) => Buffer.alloc(32, n).toString('base64');
    const keys = parseConfig({ TOKEN_ENCRYPTION_KEYS: `k2:${key(2)}, k1:${key(1)}` }).TOKEN_ENCRYPTION_KEYS!;
    expect(keys.map((k) => k.id)).toEqual(['k2', 'k1']);
    for (const bad of ['k1', `k1:${key(1).slice(4)}`, `k1:${key(1)},k1:${key(2)}`, ':abc'])
      expect(problemsOf({ TOKEN_ENCRYPTION_KEYS: bad }).map((p) => p.name)).toEqual([
        'TOKEN_ENCRYPTION_KEYS',
      ]);
  });

  it('lists every bad variable at once, each with a reason', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      BODY_LIMIT_BYTES: '-5',
      SHUTDOWN_TIMEOUT_MS: '1.5',
      TRUST_PROXY: 'yes',
      DEMO_DATA: 'maybe',
    });
    expect(problems.map((p) => p.name).sort()).toEqual(
      [
        'BODY_LIMIT_BYTES',
        'DATABASE_URL',
        'DEMO_DATA',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'SHUTDOWN_TIMEOUT_MS',
        'TRUST_PROXY',
      ].sort(),
    );
    for (const p of problems) expect(p.reason.length).toBeGreaterThan(0);
  });

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]!.name).toBe('PORT');
  });

  it('documents every variable it reads', () => {
    const documented = CONFIG_DOCS.map((d) => d.name).sort();
    expect(documented).toEqual(Object.keys(parseConfig({})).sort());
    for (const d of CONFIG_DOCS) expect(d.description.length).toBeGreaterThan(10);
  });
});

describe('the concern tables', () => {
  it('declare each variable once: a name in two tables would silently take the later one', () => {
    const tables = CONCERN_TABLES;
    const names = tables.flatMap((t) => Object.keys(t));
    expect(names.length).toBe(new Set(names).size);
    expect(names.sort()).toEqual(CONFIG_DOCS.map((d) => d.name).sort());
  });
});
