// The server the browser tests run against: the production build on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '4310';
// One data folder per port, so two runs on different ports never wipe each other's database.
const dataDir = join(ROOT, `.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Only the tests connect (over loopback): a spec may play visitors from elsewhere with
    // X-Forwarded-For (lockout-way-out.spec.ts); browsers send none, so every other spec is as before.
    TRUST_PROXY: '127.0.0.1',
    // Every person the specs play signs up from this one address: the per-IP code limit (30 an
    // hour, proved by the API suite) would refuse the later specs' sign-ups.
    SMS_CODES_PER_IP_PER_HOUR: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
