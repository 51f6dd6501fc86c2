// `npm start`: build the web app when needed, then run the server (it migrates, seeds the demo
// data unless NODE_ENV=production, and prints the URLs to open).
import { spawn } from 'node:child_process';
import { buildWeb } from './web-build.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
buildWeb();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
// Forward stop signals so the server can finish in-flight requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
