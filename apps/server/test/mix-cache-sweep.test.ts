// The mix cache sweep (decision 030): segments and openings of a clip that left the library, or
// that nothing used for a month, are deleted from storage; an open render's are never.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CACHE_SWEEP_QUEUE, sweepMixCache } from '../src/modules/mix/cache-sweep';
import { post } from './auth-kit';
import { createActivity, demoAdmin, validActivity } from './console-kit';
import { demoApp } from './distribution-helper';
import { libraryClip, project, waitRender } from './mix-kit';
import { rows, tempDir } from './upload-kit';

const TEAM = 1001;
const DAY = 24 * 3600 * 1000;

async function cached(app: Awaited<ReturnType<typeof demoApp>>) {
  const keys: string[] = [];
  for await (const o of app.storage.list(`mix-cache/${TEAM}/`)) keys.push(o.key);
  return keys;
}
const of = (keys: string[], clip: number) => keys.filter((k) => k.startsWith(`mix-cache/${TEAM}/${clip}-`));

describe('mixing studio: the cache sweep', { timeout: 180_000 }, () => {
  it('sweeps a deleted clip’s segment and keeps a used one; after a month unused both go, never an open render’s', async () => {
    const app = await demoApp({ MEDIA_DIR: tempDir('mix-sweep-') });
    const token = await demoAdmin(app);
    const activity = await createActivity(app, token, { ...validActivity, title: 'Sweep' });
    const [kept, dropped] = [await libraryClip(app, TEAM), await libraryClip(app, TEAM)];
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([[kept], [dropped]], { title: 'Sweep', caption_lines: ['Hello'] }),
      { token },
    );
    const render = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 1, activity_id: activity.id },
      { token },
    );
    expect((await waitRender(app, token, render.data.id)).status).toBe('done');
    const before = await cached(app);
    expect(of(before, kept).length).toBe(2); // its segment and its captioned opening
    expect(of(before, dropped).length).toBe(1);

    // The clip leaves the library (the API the library page calls); the scheduled pass runs.
    const deleted = await post(app, '/member/library/delete', { library_video_id: dropped }, { token });
    expect(deleted.code, deleted.message).toBe(0);
    await app.jobs.send(CACHE_SWEEP_QUEUE, {}, `sweep-test-${Date.now()}`);
    await app.jobs.idle(CACHE_SWEEP_QUEUE, 60_000);
    const after = await cached(app);
    expect(of(after, dropped)).toEqual([]);
    expect(of(after, kept)).toEqual(of(before, kept));

    // A month on, nothing used the kept clip: its pieces go too, unless an open render names it.
    const later = Date.now() + 31 * DAY;
    await rows(sql`update mix_variants set state = 'pending' where render_id = ${render.data.id as number}`);
    expect(await sweepMixCache(app, later)).toEqual([]);
    expect(of(await cached(app), kept)).toHaveLength(2);
    await rows(sql`update mix_variants set state = 'done' where render_id = ${render.data.id as number}`);
    expect((await sweepMixCache(app, later)).sort()).toEqual(of(before, kept).sort());
    expect(await cached(app)).toEqual([]);
  });
});
