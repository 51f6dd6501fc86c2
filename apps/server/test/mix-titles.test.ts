// The mixing studio's copy (issue 25, decision 030): every rendered variant gets a title and a
// publish caption of its own from the copy writer (the built-in one here: no AI provider), the
// activity's topics appended; the pool carries them to the visitor who claims the video, and the
// console's activity page learns which projects filled the pool.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get, post } from './auth-kit';
import { createActivity, demoAdmin, otherTeamAdmin, validActivity } from './console-kit';
import { demoApp, PATHS, post as visit, videoOf, visitor } from './distribution-helper';
import { libraryClip, project, waitRender } from './mix-kit';
import { rows, tempDir } from './upload-kit';

const TEAM = 1001;
const TOPICS = ' #探店 #coffee';

interface RenderVideo {
  mixed_video_id: number;
  library_video_id: number;
  title: string;
  caption: string;
}

describe('mixing studio: titles and captions per variant', { timeout: 180_000 }, () => {
  it('a render’s videos have distinct titles and captions ending with the activity’s topics; a visitor gets that caption', async () => {
    const app = await demoApp({ MEDIA_DIR: tempDir('mix-titles-') });
    const token = await demoAdmin(app);
    const activity = await createActivity(app, token, {
      ...validActivity,
      title: 'Mixed copy',
      platforms: ['wechat'],
      store_id: 1001,
      hashtags: ['#探店', 'coffee'],
    });
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await libraryClip(app, TEAM, { seconds: 2 }));
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([ids.slice(0, 2), ids.slice(2, 4)], {
        title: 'Osmanthus week',
        caption_lines: ['Second cup half price', 'Open late tonight'],
      }),
      { token },
    );
    expect(created.code, created.message).toBe(0);
    const render = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 4, activity_id: activity.id },
      { token, language: 'en' },
    );
    expect(render.code, render.message).toBe(0);
    const info = await waitRender(app, token, render.data.id);
    expect(info).toMatchObject({ status: 'done', done: 4 });

    const videos = info.videos as RenderVideo[];
    expect(new Set(videos.map((v) => v.title)).size).toBe(4);
    expect(new Set(videos.map((v) => v.caption)).size).toBe(4);
    for (const v of videos) {
      expect(v.title).not.toMatch(/^Osmanthus week #\d$/);
      expect(v.caption.endsWith(TOPICS)).toBe(true);
      expect(v.caption.split('#探店')).toHaveLength(2);
      expect(v.caption).toMatch(/^[A-Z]/); // English, the merchant's language
    }
    // The render panel's variants say the same.
    for (const variant of info.variants as { title: string; post_caption: string }[]) {
      expect(videos.some((v) => v.title === variant.title && v.caption === variant.post_caption)).toBe(true);
    }
    // The library and the pool carry them (the caption without the topics: the claim appends them).
    const stored = await rows<{ id: number; title: string; caption: string; lib_title: string }>(
      sql`select v.id, v.title, v.caption, l.title as lib_title from videos v
          join library_videos l on l.id = v.library_video_id where v.activity_id = ${activity.id}`,
    );
    expect(stored).toHaveLength(4);
    for (const s of stored) {
      const v = videos.find((x) => x.mixed_video_id === s.id)!;
      expect([s.title, s.lib_title]).toEqual([v.title, v.title]);
      expect(`${s.caption}${TOPICS}`).toBe(v.caption);
    }

    // A visitor claiming from that activity gets the video with that title and caption.
    const claim = await visit(app, PATHS.wechatFetch, { activity_id: activity.id }, visitor());
    const item = videoOf(claim);
    const rendered = videos.find((v) => v.mixed_video_id === item.mixed_video_id)!;
    expect(item.video_title).toBe(rendered.title);
    expect(claim.data.caption).toBe(rendered.caption);

    // The activity page's sources: this project, its render and its four pool videos.
    const sources = await get(app, '/member/mix/sources', { activity_id: String(activity.id) }, { token });
    expect(sources.code, sources.message).toBe(0);
    expect(sources.data.projects).toEqual([
      { id: created.data.id, title: 'Osmanthus week', renders: 1, videos: 4 },
    ]);
    expect(sources.data.videos.map((v: { video_id: number }) => v.video_id).sort()).toEqual(
      videos.map((v) => v.mixed_video_id).sort(),
    );
    // Another team's activity is not found; a pool the studio never filled names no project.
    const other = await otherTeamAdmin(app);
    const theirs = await get(
      app,
      '/member/mix/sources',
      { activity_id: String(activity.id) },
      { token: other },
    );
    expect(theirs.code).toBe(20001);
    const none = await get(app, '/member/mix/sources', { activity_id: '1001' }, { token });
    expect(none.data).toEqual({ projects: [], videos: [] });
  });
});
