import { describe, expect, it } from 'vitest';
import { post } from './auth-kit';
import { C, createActivity, demoAdmin } from './console-kit';
import { demoApp, PATHS } from './distribution-helper';

// Issue 26 §2: share_url_info answered anyone enumerating ids with another team's paused
// activities: title, store address, free count. It answers what the visitor pages read
// (the platforms, the store location) and, for a paused or ended activity, only the code the
// claim itself answers then (20002, no retry).

const info = (app: Awaited<ReturnType<typeof demoApp>>, id: number) =>
  app.inject({
    url: `${PATHS.shareInfo}?id=${id}`,
    headers: { host: 'vidmatrix.localhost:3000', language: 'en' },
  });

describe('share_url_info', () => {
  it('answers the platforms and the store, nothing else', async () => {
    const app = await demoApp();
    const reply = (await info(app, 1002)).json();
    expect(reply).toEqual({
      code: 0,
      message: 'ok',
      data: {
        activity_id: 1002,
        platforms: ['wechat', 'xhs', 'ks'],
        poi_param: expect.objectContaining({ city: '上海市', poi_name: 'Demo café（南京西路店）' }),
      },
    });
  });

  it('answers a paused or ended activity with 20002 and no data', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const created = await createActivity(app, token);
    for (const [action, status] of [
      ['pause', 'paused'],
      ['end', 'ended'],
    ] as const) {
      const changed = await post(app, `${C}/activity/status`, { id: created.id, action }, { token });
      expect(changed.code, changed.message).toBe(0);
      const res = await info(app, created.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 20002,
        message: status === 'paused' ? expect.stringMatching(/paused/i) : expect.stringMatching(/ended/i),
        data: null,
      });
    }
  });
});
