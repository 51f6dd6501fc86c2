import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** What the fake does with the next request. */
type FakeBehaviour =
  /** Streams these content deltas as SSE chunks, then `[DONE]`. */
  | { kind: 'stream'; deltas: string[]; delayMs?: number }
  /** Answers this status with an error body (and, for 400, may name response_format). */
  | { kind: 'status'; status: number; body: string }
  /** Sends the SSE headers and one delta, then never finishes (time-out and abort tests). */
  | { kind: 'hang' };

interface FakeRequest {
  body: Record<string, unknown>;
  authorization: string | undefined;
  /** Resolves true when the client closed the connection before the fake finished. */
  aborted: Promise<boolean>;
}

export interface FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1`: set as AI_BASE_URL. */
  baseUrl: string;
  /** Behaviours for the coming requests, in order; the last one repeats. */
  queue: FakeBehaviour[];
  requests: FakeRequest[];
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A loopback OpenAI-compatible `chat/completions` endpoint that streams like the real one
 * (`data: {…}` events, `data: [DONE]`), for the AI writer's tests.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = { baseUrl: '', queue: [], requests: [], close: async () => {} };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const piece of req) raw += String(piece);
    let finished = false;
    const aborted = new Promise<boolean>((resolve) => {
      res.on('close', () => resolve(!finished));
    });
    fake.requests.push({
      body: JSON.parse(raw) as Record<string, unknown>,
      authorization: req.headers.authorization,
      aborted,
    });
    const behaviour = (fake.queue.length > 1 ? fake.queue.shift() : fake.queue[0]) ?? { kind: 'hang' };
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    if (behaviour.kind === 'status') {
      finished = true;
      res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(behaviour.body);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (behaviour.kind === 'hang') {
      res.write(chunk('{'));
      return;
    }
    for (const delta of behaviour.deltas) {
      if (res.destroyed) return;
      res.write(chunk(delta));
      if (behaviour.delayMs) await wait(behaviour.delayMs);
    }
    finished = true;
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => void handle(req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake openai: no TCP address');
  fake.baseUrl = `http://127.0.0.1:${address.port}/v1`;
  fake.close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  return fake;
}
