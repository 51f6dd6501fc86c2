import { spawn } from 'node:child_process';
import { ProcessingUnavailableError } from './errors';

/** ffmpeg/ffprobe exited with a failure; `stderr` holds the end of what it said. */
export class ToolExitError extends Error {
  override name = 'ToolExitError';
  constructor(
    readonly tool: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`${tool} exited with ${exitCode}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Called with every complete stdout line (ffmpeg `-progress pipe:1`); stdout is then not kept. */
  onLine?: (line: string) => void;
}

// Enough of stderr to explain a failure without holding a long log in memory.
const STDERR_KEEP = 8 * 1024;

/**
 * Runs a tool without a shell (arguments are never interpreted) and collects its stdout as
 * bytes. A missing executable is ProcessingUnavailableError; an abort kills the child and
 * rejects with the signal's reason.
 */
export function runTool(command: string, args: string[], opts: RunOptions = {}): Promise<Buffer> {
  const { signal, onLine } = opts;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const chunks: Buffer[] = [];
    let pending = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (!onLine) return void chunks.push(chunk);
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (signal?.aborted) reject(signal.reason);
      else if (err.code === 'ENOENT' || err.code === 'EACCES') {
        reject(new ProcessingUnavailableError(`${command} cannot be started (${err.code})`));
      } else reject(err);
    });
    child.on('close', (code) => {
      if (signal?.aborted) return reject(signal.reason);
      if (code !== 0) return reject(new ToolExitError(command, code, stderr));
      if (onLine && pending.trim()) onLine(pending.trim());
      resolve(Buffer.concat(chunks));
    });
  });
}
