// `npm start`: build the web app and the server bundle when needed, then run the server (it
// migrates, seeds the demo data unless NODE_ENV=production, and prints the URLs to open).
import { spawn } from 'node:child_process';
import { stop as stopEsbuild } from 'esbuild';
import { buildServer } from './server-build.mjs';
import { SERVER_NODE_ARGS, serverEnv } from './server-command.mjs';
import { buildWeb } from './web-build.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
buildWeb();
// esbuild has printed its errors.
await buildServer().catch(() => process.exit(1));
// The build leaves esbuild's service process (about 50 MB) running until this process exits,
// which is the server's whole life: nothing builds again, so it stops now.
await stopEsbuild();

// `npm run worker` passes `worker`: the same bundle runs the job runner without HTTP.
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: serverEnv(process.env),
});
// Forward stop signals so the server can finish in-flight requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
