import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { DEMO_SCRIPTS } from '../src/demo/seed-copywriting';
import { en, fieldMessages, get, loginAs, post, registerMember } from './auth-kit';
import { API, scriptBody, teamAdmin } from './copywriting-kit';
import { buildTestApp } from './helper';
import { testDatabase } from './test-database';

describe('scripts of the console', () => {
  it('creates, reads, lists, updates and deletes a script; the server counts the words', async () => {
    const app = await buildTestApp();
    const admin = await teamAdmin(app);
    const created = await post(app, `${API}/scripts/create`, scriptBody(), { token: admin.token });
    expect(created.code).toBe(0);
    const script = created.data.script;
    // 一碗好面 (4) + 老街开了二十年 (7) + "Fresh noodles every day" (4 words).
    expect(script).toMatchObject({
      title: '牛肉面上新',
      type: 'shot',
      word_count: 15,
      ai_generated: false,
      ai_source: null,
    });
    expect(script.shots).toHaveLength(2);

    const read = await get(app, `${API}/scripts/info`, { id: String(script.id) }, { token: admin.token });
    expect(read.data.script).toEqual(script);

    await post(app, `${API}/scripts/create`, scriptBody({ title: '周末早午餐' }), { token: admin.token });
    const all = await get(app, `${API}/scripts`, {}, { token: admin.token });
    expect(all.data.total).toBe(2);
    // Last edited first; the list leaves the long texts out.
    expect(all.data.items.map((s: { title: string }) => s.title)).toEqual(['周末早午餐', '牛肉面上新']);
    expect(all.data.items[0]).not.toHaveProperty('shots');
    const found = await get(app, `${API}/scripts`, { title: '牛肉' }, { token: admin.token });
    expect(found.data.items.map((s: { id: number }) => s.id)).toEqual([script.id]);
    // A % typed in the search box is a letter, not "anything".
    expect((await get(app, `${API}/scripts`, { title: '%' }, { token: admin.token })).data.total).toBe(0);

    const updated = await post(
      app,
      `${API}/scripts/update`,
      {
        ...scriptBody({ type: 'whole', content: '<p>好面</p>', content_lines: ['好面', '快来'] }),
        id: script.id,
      },
      { token: admin.token },
    );
    // Whole-piece: the shots kept by the editor are not part of the script any more.
    expect(updated.data.script).toMatchObject({ type: 'whole', shots: [], word_count: 4 + 2 + 2 + 2 });
    expect(Date.parse(updated.data.script.updated_at)).toBeGreaterThanOrEqual(Date.parse(script.updated_at));

    const deleted = await post(app, `${API}/scripts/delete`, { id: script.id }, { token: admin.token });
    expect(deleted.data).toEqual({ id: script.id });
    const gone = await get(
      app,
      `${API}/scripts/info`,
      { id: String(script.id) },
      { token: admin.token, ...en },
    );
    expect([gone.status, gone.code, gone.message]).toEqual([404, 40400, 'Script not found']);
  });

  it('answers invalid input with every failing field, in the caller language', async () => {
    const app = await buildTestApp();
    const admin = await teamAdmin(app);
    const bad = scriptBody({ title: '  ', orientation: '4:3' as '9:16' });
    (bad.shots![0] as { shot_size_id: number }).shot_size_id = 7;
    const reply = await post(app, `${API}/scripts/create`, bad, { token: admin.token, ...en });
    expect([reply.status, reply.code]).toEqual([400, 40000]);
    const fields = fieldMessages(reply);
    expect(fields.title).toBe('Enter a title');
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['title', 'orientation', 'shots.0.shot_size_id']),
    );
    const zh = await post(
      app,
      `${API}/scripts/create`,
      { ...scriptBody(), title: '' },
      { token: admin.token },
    );
    expect(fieldMessages(zh).title).toBe('请输入标题');
    const long = await post(app, `${API}/scripts/create`, scriptBody({ lines: 'x'.repeat(5001) }), {
      token: admin.token,
      ...en,
    });
    expect(fieldMessages(long).lines).toBe('This is too long');
  });

  it("answers another team's script exactly like one that does not exist", async () => {
    const app = await buildTestApp();
    const owner = await teamAdmin(app, 'Owner shop');
    const other = await teamAdmin(app, 'Other shop');
    const { data } = await post(app, `${API}/scripts/create`, scriptBody(), { token: owner.token });
    const id = data.script.id as number;
    const unknown = await get(app, `${API}/scripts/info`, { id: '99999999' }, { token: other.token });
    const calls = [
      get(app, `${API}/scripts/info`, { id: String(id) }, { token: other.token }),
      post(app, `${API}/scripts/update`, { ...scriptBody({ title: 'taken' }), id }, { token: other.token }),
      post(app, `${API}/scripts/delete`, { id }, { token: other.token }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect([reply.status, reply.code, reply.message]).toEqual([
        unknown.status,
        unknown.code,
        unknown.message,
      ]);
    }
    expect((await get(app, `${API}/scripts`, {}, { token: other.token })).data.total).toBe(0);
    const mine = await get(app, `${API}/scripts/info`, { id: String(id) }, { token: owner.token });
    expect(mine.data.script.title).toBe('牛肉面上新');
  });

  it('is for merchants and team administrators only', async () => {
    const app = await buildTestApp();
    expect((await get(app, `${API}/scripts`)).code).toBe(4011);
    const loner = await registerMember(app);
    expect((await get(app, `${API}/scripts`, {}, { token: loner.token })).code).toBe(40300);
    expect((await post(app, `${API}/ai-write`, {}, { token: loner.token })).code).toBe(40000);
    const brief = { product: '面', duration_seconds: 20, orientation: '9:16', type: 'shot' };
    expect((await post(app, `${API}/ai-write`, brief, { token: loner.token })).code).toBe(40300);
  });

  it('keeps the AI-generated label once a model wrote the script', async () => {
    const app = await buildTestApp();
    const admin = await teamAdmin(app);
    const made = await post(app, `${API}/scripts/create`, scriptBody({ ai_source: 'openai' }), {
      token: admin.token,
    });
    expect(made.data.script).toMatchObject({ ai_generated: true, ai_source: 'openai' });
    const edited = await post(
      app,
      `${API}/scripts/update`,
      { ...scriptBody({ title: 'edited by hand', ai_source: null }), id: made.data.script.id },
      { token: admin.token },
    );
    expect(edited.data.script).toMatchObject({
      title: 'edited by hand',
      ai_generated: true,
      ai_source: 'openai',
    });

    const template = await post(app, `${API}/scripts/create`, scriptBody({ ai_source: 'template' }), {
      token: admin.token,
    });
    // The built-in template is not AI: its origin is kept, without the AI label.
    expect(template.data.script).toMatchObject({ ai_generated: false, ai_source: 'template' });
  });

  it('seeds the demo scripts of Demo café for its merchant', async () => {
    await seedDemoData((await testDatabase()).db);
    const app = await buildTestApp();
    const token = await loginAs(app, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.password);
    const shot = await get(app, `${API}/scripts/info`, { id: String(DEMO_SCRIPTS.shotByShot) }, { token });
    expect(shot.data.script).toMatchObject({ type: 'shot', orientation: '9:16' });
    const sizes = new Set(shot.data.script.shots.map((s: { shot_size_id: number }) => s.shot_size_id));
    expect([...sizes].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shot.data.script.word_count).toBeGreaterThan(50);
    const whole = await get(app, `${API}/scripts/info`, { id: String(DEMO_SCRIPTS.wholePiece) }, { token });
    expect(whole.data.script).toMatchObject({ type: 'whole', orientation: '16:9', shots: [] });
    expect(whole.data.script.content_lines.length).toBeGreaterThan(0);
  });
});
