import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { FIXTURE_DIST } from './helper';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** Starts the real server (src/main.ts) on a free port and resolves once it prints its URLs. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return start(env, []);
}

/** Starts `main.ts worker` (npm run worker: the job runner, no HTTP; port 0) and resolves once it runs. */
export function startWorker(env: Record<string, string>): Promise<ServerProcess> {
  return start(env, ['worker']);
}

const READY = /http:\/\/localhost:(\d+)\/api\/docs|Vidmatrix worker is running/;

async function start(env: Record<string, string>, args: string[]): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: SERVER_DIR,
    env: {
      ...parentEnv,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: FIXTURE_DIST,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = READY.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        resolve(Number(match[1] ?? 0));
      }
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code }) =>
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return { child, port, exited, output: () => output };
}

/** One POST on its own connection (no keep-alive), like separate visitors. */
export function postJson(port: number, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
