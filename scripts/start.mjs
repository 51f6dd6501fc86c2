// `npm start`: build the web app and the server bundle when needed, then run the server (it
// migrates, seeds the demo data unless NODE_ENV=production, and prints the URLs to open).
import { spawn } from 'node:child_process';
import { buildServer } from './server-build.mjs';
import { SERVER_NODE_ARGS, serverEnv } from './server-command.mjs';
import { buildWeb } from './web-build.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
buildWeb();
// esbuild has printed its errors.
await buildServer().catch(() => process.exit(1));

const server = spawn(process.execPath, SERVER_NODE_ARGS, {
  cwd: ROOT,
  stdio: 'inherit',
  env: serverEnv(process.env),
});
// Forward stop signals so the server can finish in-flight requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
