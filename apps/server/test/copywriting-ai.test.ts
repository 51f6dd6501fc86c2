import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../src/integrations/ai/fakes/fake-openai';
import type { Config } from '../src/config/config';
import { API, teamAdmin } from './copywriting-kit';
import { buildTestApp, hostOf, startClearOfWindowEdge } from './helper';

const KEY = 'sk-test-secret-key-123';
const brief = {
  product: '桂花拿铁',
  audience: '上班族',
  duration_seconds: 30,
  orientation: '9:16',
  type: 'shot',
};

const modelAnswer = JSON.stringify({
  title: '桂花拿铁上新',
  lines: '秋天的第一杯',
  basic_info: '32 元',
  other_info: '',
  scene_requirements: '吧台',
  content_points: '桂花；现萃',
  content: '',
  content_lines: [],
  shots: [
    { shot_size_id: 2, shot_scale: 'far', duration_seconds: 10, picture: '门头', lines: '到了', notes: '' },
    {
      shot_size_id: 5,
      shot_scale: 'close_up',
      duration_seconds: 20,
      picture: '拉花',
      lines: '好香',
      notes: '慢动作',
    },
  ],
});
/** The answer cut into model-sized deltas, with a code fence around it as models sometimes add. */
const deltas = ['```json\n', ...(modelAnswer.match(/.{1,16}/gs) ?? []), '\n```'];

interface Line {
  code: number;
  message: string;
  data: { type: string; text?: string; ai_source?: string; script?: Record<string, unknown> } | null;
}
const ndjson = (payload: string): Line[] =>
  payload
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

async function setUp(overrides: Partial<Config> = {}) {
  const app = await buildTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: KEY,
    AI_TIMEOUT_MS: 5000,
    ...overrides,
  });
  const admin = await teamAdmin(app);
  fake.requests.length = 0;
  const write = (body: object = brief, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api${API}/ai-write`,
      headers: { host: hostOf('vidmatrix'), token: admin.token, language },
      payload: body,
    });
  return { app, admin, write };
}

describe('AI script writing through an OpenAI-compatible model', () => {
  it('streams the model output as progress, then the parsed script', async () => {
    const { write } = await setUp();
    fake.queue = [{ kind: 'stream', deltas }];
    const res = await write(brief, 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = ndjson(res.payload);
    expect(lines.every((l) => l.code === 0)).toBe(true);
    expect(lines[0]!.data).toEqual({ type: 'start', ai_source: 'openai' });
    const progress = lines.filter((l) => l.data?.type === 'progress').map((l) => l.data!.text);
    expect(progress.join('')).toBe(deltas.join(''));
    const result = lines.at(-1)!.data!;
    expect(result).toMatchObject({ type: 'result', ai_source: 'openai' });
    // Type, orientation and duration come from the brief, not from the model.
    expect(result.script).toMatchObject({
      title: '桂花拿铁上新',
      type: 'shot',
      orientation: '9:16',
      expected_duration_seconds: 30,
    });
    expect(result.script!.shots).toHaveLength(2);

    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      response_format: { type: 'json_object' },
    });
    const messages = sent.body.messages as { content: string }[];
    expect(messages[0]!.content).toContain('Simplified Chinese');
    expect(messages[1]!.content).toContain('桂花拿铁');
  });

  it('asks again without response_format when the provider refuses that option', async () => {
    const { write } = await setUp();
    fake.queue = [
      {
        kind: 'status',
        status: 400,
        body: '{"error":{"message":"Unrecognized request argument: response_format"}}',
      },
      { kind: 'stream', deltas },
    ];
    const lines = ndjson((await write()).payload);
    expect(lines.at(-1)!.data!.type).toBe('result');
    expect(fake.requests[1]!.body).not.toHaveProperty('response_format');
  });

  it('answers 32004 when the model streams something that is not a script', async () => {
    const { write } = await setUp();
    fake.queue = [{ kind: 'stream', deltas: ['Sorry, ', 'I cannot help with {that'] }];
    const lines = ndjson((await write()).payload);
    expect(lines.slice(0, -1).every((l) => l.code === 0)).toBe(true);
    expect(lines.at(-1)).toEqual({
      code: 32004,
      message: 'Generation failed or empty; please try again later',
      data: null,
    });

    fake.queue = [{ kind: 'stream', deltas: ['{"title": "x", "shots": []}'] }];
    expect(ndjson((await write()).payload).at(-1)!.code).toBe(32004);
  });

  it('answers an upstream error as 32004 without leaking the key or the upstream message', async () => {
    const { write } = await setUp();
    fake.queue = [
      { kind: 'status', status: 500, body: `{"error":{"message":"internal: key ${KEY} rejected"}}` },
    ];
    const res = await write();
    // Nothing was streamed yet: an ordinary error reply with its status.
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 32004,
      message: 'Generation failed or empty; please try again later',
      data: null,
    });
    expect(res.payload).not.toContain(KEY);
    expect(res.payload).not.toContain('internal');
  });

  it('limits writings per team per hour, failed ones included; another team is not affected', async () => {
    await startClearOfWindowEdge(60 * 60 * 1000);
    const { app, write } = await setUp({ AI_WRITES_PER_TEAM_PER_HOUR: 2 });
    fake.queue = [
      { kind: 'status', status: 500, body: '{"error":{"message":"overloaded"}}' },
      { kind: 'stream', deltas },
    ];
    expect((await write()).statusCode).toBe(502);
    expect(ndjson((await write()).payload).at(-1)!.data!.type).toBe('result');
    const asked = fake.requests.length;

    const refused = await write();
    expect(refused.statusCode).toBe(429);
    const body = refused.json() as { code: number; message: string; data: { retry_after_s: number } };
    expect(body.code).toBe(42900);
    expect(body.message).toMatch(/^You have reached this hour's AI writing limit; try again in \d+ min$/);
    expect(body.data.retry_after_s).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(asked);

    const other = await teamAdmin(app, 'Tea house');
    fake.queue = [{ kind: 'stream', deltas }];
    const theirs = await app.inject({
      method: 'POST',
      url: `/api${API}/ai-write`,
      headers: { host: hostOf('vidmatrix'), token: other.token, language: 'en' },
      payload: brief,
    });
    expect(ndjson(theirs.payload).at(-1)!.data!.type).toBe('result');
  }, 60_000);

  it('gives up after AI_TIMEOUT_MS when the model stalls', async () => {
    const { write } = await setUp({ AI_TIMEOUT_MS: 300 });
    fake.queue = [{ kind: 'hang' }];
    const lines = ndjson((await write()).payload);
    expect(lines[0]!.data).toEqual({ type: 'start', ai_source: 'openai' });
    expect(lines.at(-1)!.code).toBe(32004);
    expect(await fake.requests[0]!.aborted).toBe(true);
  });

  it('stops the upstream generation when the caller goes away', async () => {
    // A time-out far away: only the caller leaving can end the upstream request in time.
    const { app, admin } = await setUp({ AI_TIMEOUT_MS: 600_000 });
    fake.queue = [{ kind: 'hang' }];
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    // A raw socket client: destroying it is exactly a closed tab or a dropped connection.
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api${API}/ai-write`,
      headers: { 'content-type': 'application/json', host: hostOf('vidmatrix'), token: admin.token },
    });
    req.end(JSON.stringify(brief));
    const [res] = (await once(req, 'response')) as [IncomingMessage];
    const [first] = (await once(res, 'data')) as [Buffer];
    expect(JSON.parse(String(first).split('\n')[0]!)).toMatchObject({ code: 0, data: { type: 'start' } });
    req.destroy();
    expect(await fake.requests[0]!.aborted).toBe(true);
  });
});

describe('the built-in template writer (no AI_BASE_URL)', () => {
  async function templateApp() {
    const app = await buildTestApp();
    const { token } = await teamAdmin(app);
    return (body: object, language: string) =>
      app.inject({
        method: 'POST',
        url: `/api${API}/ai-write`,
        headers: { host: hostOf('vidmatrix'), token, language },
        payload: body,
      });
  }

  it('streams a whole-piece script in the caller language, labelled as the template', async () => {
    const write = await templateApp();
    const body = { ...brief, product: 'Pão de queijo', audience: '', type: 'whole', orientation: '16:9' };
    const lines = ndjson((await write(body, 'pt-BR')).payload);
    expect(lines[0]!.data).toEqual({ type: 'start', ai_source: 'template' });
    expect(lines.filter((l) => l.data?.type === 'progress').length).toBeGreaterThan(3);
    const result = lines.at(-1)!.data!;
    expect(result).toMatchObject({ type: 'result', ai_source: 'template' });
    expect(result.script).toMatchObject({ type: 'whole', orientation: '16:9', shots: [] });
    // The product's name, its capital dropped mid-sentence (text-case.ts).
    expect(String(result.script!.title).toLowerCase()).toContain('pão de queijo');
    expect((result.script!.content_lines as string[]).join(' ')).toContain('Salve este vídeo');
  });

  it('writes the shots asked for, saying every selling point and not the product text', async () => {
    const write = await templateApp();
    const product = '桂花拿铁，现磨咖啡豆，少糖';
    const body = { ...brief, product, selling_points: '', tone: 'lively', shot_count: 8 };
    const result = ndjson((await write(body, 'zh-CN')).payload).at(-1)!.data!;
    const shots = result.script!.shots as { lines: string; picture: string }[];
    expect(shots).toHaveLength(8);
    const said = shots.map((s) => s.lines).join('\n');
    expect(said).toContain('现磨咖啡豆');
    expect(said).toContain('少糖');
    expect(said).not.toContain(product);
    expect(new Set(shots.map((s) => s.lines)).size).toBe(8);
  });

  it('refuses a shot count outside 3–12 and an unknown tone', async () => {
    const write = await templateApp();
    const res = await write({ ...brief, shot_count: 13, tone: 'angry' }, 'en');
    const body = res.json() as { code: number; data: { fields: { path: string }[] } };
    expect(body.code).toBe(40000);
    expect(body.data.fields.map((f) => f.path).sort()).toEqual(['shot_count', 'tone']);
  });

  it('refuses an empty brief field by field', async () => {
    const write = await templateApp();
    const res = await write({ product: ' ', duration_seconds: 2, orientation: '9:16', type: 'shot' }, 'en');
    const body = res.json() as { code: number; data: { fields: { path: string; message: string }[] } };
    expect(body.code).toBe(40000);
    const fields = Object.fromEntries(body.data.fields.map((f) => [f.path, f.message]));
    expect(fields.product).toBe('Enter the product or shop');
    expect(fields).toHaveProperty('duration_seconds');
  });
});
