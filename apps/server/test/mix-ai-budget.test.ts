// The mixing studio's variant copy and the team's AI budget (issue 25, decisions 013 and 030):
// with an AI provider, each variant's title and caption asked of it counts against
// AI_WRITES_PER_TEAM_PER_HOUR, the budget script writing spends; once it is spent the built-in
// writer writes the rest and the render still finishes. Provider-written copy is labelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../src/integrations/ai/fakes/fake-openai';
import { post } from './auth-kit';
import { demoAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { startClearOfWindowEdge } from './helper';
import { libraryClip, project, waitRender } from './mix-kit';
import { tempDir } from './upload-kit';

const TEAM = 1001;
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

describe('mixing studio: variant copy within the team’s AI budget', { timeout: 180_000 }, () => {
  it('a render of 4 with a budget of 2: the provider writes 2 (labelled), the built-in writer 2, scripts wait', async () => {
    await startClearOfWindowEdge(60 * 60 * 1000, 60_000);
    const app = await demoApp({
      MEDIA_DIR: tempDir('mix-budget-'),
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: 5_000,
      AI_WRITES_PER_TEAM_PER_HOUR: 2,
    });
    const token = await demoAdmin(app);
    fake.queue = [{ kind: 'stream', deltas: ['TITLE: By the window\n', 'Latte and a book, all afternoon.'] }];
    fake.requests.length = 0;
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await libraryClip(app, TEAM, { seconds: 2 }));
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([ids.slice(0, 2), ids.slice(2, 4)], { title: 'Budgeted', caption_lines: ['Open late'] }),
      { token },
    );
    expect(created.code, created.message).toBe(0);
    const render = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 4, activity_id: 1001 },
      { token, language: 'en' },
    );
    expect(render.code, render.message).toBe(0);
    const info = await waitRender(app, token, render.data.id);
    expect(info).toMatchObject({ status: 'done', done: 4 });

    expect(fake.requests).toHaveLength(2);
    const variants = info.variants as { title: string; ai_generated: boolean }[];
    expect(variants.filter((v) => v.ai_generated)).toHaveLength(2);
    for (const v of variants) expect(v.title.startsWith('By the window')).toBe(v.ai_generated);
    const videos = info.videos as { title: string; ai_generated: boolean }[];
    expect(
      videos
        .filter((v) => v.ai_generated)
        .map((v) => v.title)
        .sort(),
    ).toEqual(
      variants
        .filter((v) => v.ai_generated)
        .map((v) => v.title)
        .sort(),
    );

    // The render spent the team's hour: a script writing now waits, without asking the provider.
    const script = await app.inject({
      method: 'POST',
      url: '/api/member/copywriting/ai-write',
      headers: { token, language: 'en' },
      payload: { product: 'Osmanthus latte', duration_seconds: 30, orientation: '9:16', type: 'shot' },
    });
    expect(script.statusCode).toBe(429);
    expect((script.json() as { code: number }).code).toBe(42900);
    expect(fake.requests).toHaveLength(2);
  });
});
