import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS, ConfigError, parseConfig } from './config';

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
      TRUST_PROXY: true,
      DEMO_DATA: false,
    });
  });

  it('never seeds in production', () => {
    const production = { NODE_ENV: 'production', SHARE_SECRET: 'a-production-share-secret' };
    expect(parseConfig(production).DEMO_DATA).toBe(false);
    expect(problemsOf({ ...production, DEMO_DATA: 'true' }).map((p) => p.name)).toEqual(['DEMO_DATA']);
  });

  it('needs a share secret in production and the S3 settings for the s3 driver', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).map((p) => p.name)).toEqual(['SHARE_SECRET']);
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'videos' }).map((p) => p.name)).toEqual([
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
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
