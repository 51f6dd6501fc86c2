import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { en, post, uniqueIp } from './auth-kit';
import { demoAdmin } from './console-kit';
import { API, scriptBody, teamAdmin } from './copywriting-kit';
import { demoApp } from './distribution-helper';
import { buildTestApp } from './helper';
import { createTask, newTeam, tempDir } from './upload-kit';

// Issue 26 §2: a lone UTF-16 surrogate ("\ud800" written as a JSON escape) is valid JSON text
// but no valid Unicode; PostgreSQL's jsonb refuses it, so a string stored into a JSON column
// ended in a 500. Every string field refuses it the way it refuses U+0000: 40000, translated.

const LONE = 'ok\ud800x';
const T = '/member/touch_card';

/** The reply is the field error of the translated "invalid character" message, at `path`. */
function expectRefused(reply: Awaited<ReturnType<typeof post>>, path: string) {
  expect(reply.status).toBe(400);
  expect(reply.code).toBe(40000);
  expect(reply.data.fields).toContainEqual({
    path,
    message: 'Contains a character that is not allowed (such as a null character)',
  });
}

async function card(app: FastifyInstance, token: string) {
  const created = await post(
    app,
    '/member/console/nfc_cards/create',
    { code: 'TC-LONE', label: 'x' },
    { token },
  );
  expect(created.code).toBe(0);
}

describe('lone UTF-16 surrogates', { timeout: 60_000 }, () => {
  it('analytics props: refused without a session, nothing fails', async () => {
    const app = await demoApp();
    const body = { events: [{ name: 'x', ts: 1_764_300_000_000, path: '/', props: { k: LONE } }] };
    const reply = await post(app, '/open/analytics/events', body, { ...en, ip: uniqueIp() });
    expectRefused(reply, 'events.0.props.k');
    // A low surrogate on its own, and a pair in the wrong order, are as lone.
    for (const bad of ['\udc00', '\udc00\ud800']) {
      const again = await post(
        app,
        '/open/analytics/events',
        { events: [{ name: 'x', ts: 1, path: '/', props: { k: bad } }] },
        { ...en, ip: uniqueIp() },
      );
      expect(again.code).toBe(40000);
    }
    // A real pair (an emoji) is text like any other.
    const emoji = await post(
      app,
      '/open/analytics/events',
      { events: [{ name: 'x', ts: 1, path: '/', props: { k: 'ok 🎉' } }] },
      { ip: uniqueIp() },
    );
    expect(emoji.code).toBe(0);
  });

  it('touch-card settings and items', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    await card(app, token);
    const base = {
      code: 'TC-LONE',
      logo: 'demo/touch-card-logo.png',
      title: 'Shop',
      main_business: 'Noodles',
    };
    for (const field of ['title', 'main_business', 'features', 'reference_notes', 'content_requirement']) {
      expectRefused(
        await post(app, `${T}/config/update`, { ...base, [field]: LONE }, { token, ...en }),
        field,
      );
    }
    expectRefused(
      await post(app, `${T}/config/update`, { ...base, preset_topics: ['tea', LONE] }, { token, ...en }),
      'preset_topics.1',
    );
    expect((await post(app, `${T}/config/update`, base, { token })).code).toBe(0);
    const wifi = { kind: 'wifi', ssid: LONE, password: LONE };
    const added = await post(app, `${T}/items/add`, { code: 'TC-LONE', item: wifi }, { token, ...en });
    expectRefused(added, 'item.ssid');
    expectRefused(added, 'item.password');
    const link = { kind: 'link', url: 'https://a.example', title: LONE };
    expectRefused(
      await post(app, `${T}/items/add`, { code: 'TC-LONE', item: link }, { token, ...en }),
      'item.title',
    );
  });

  it('script shots on create and update', async () => {
    const app = await demoApp();
    const admin = await teamAdmin(app);
    const shot = scriptBody().shots[0]!;
    for (const field of ['picture', 'lines', 'notes'] as const) {
      const body = scriptBody({ shots: [{ ...shot, [field]: LONE }] });
      expectRefused(
        await post(app, `${API}/scripts/create`, body, { token: admin.token, ...en }),
        `shots.0.${field}`,
      );
    }
    const created = await post(app, `${API}/scripts/create`, scriptBody(), { token: admin.token });
    expect(created.code).toBe(0);
    const update = { id: created.data.script.id, ...scriptBody({ shots: [{ ...shot, lines: LONE }] }) };
    expectRefused(
      await post(app, `${API}/scripts/update`, update, { token: admin.token, ...en }),
      'shots.0.lines',
    );
  });

  it('an upload’s file name: spec §8’s "file name error", like a control character', async () => {
    const app = await buildTestApp({ UPLOAD_DIR: tempDir(), MEDIA_DIR: tempDir() });
    const { token } = await newTeam(app);
    const input = {
      size: 1000,
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      kind: 'quick',
      duration_seconds: 3,
    } as const;
    const reply = await createTask(app, token, { ...input, file_name: `shop${LONE}.mp4` }, 'en');
    expect([reply.status, reply.code, reply.message]).toEqual([400, 31003, 'File name error']);
  });
});
