import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academyCourses } from '../src/modules/academy/schema';
import { hostOf } from './helper';
import { shareApp } from './share-kit';

/**
 * The chapter page's first screen from its HTML (web/first-screens.ts, academy service.ts
 * `chapterBootScreen`, decision 019): for the learner its link's course token names and a lesson
 * that learner may open, the link back to the course (the web build's word, the fixture's stand-in
 * here) and the lesson's poster as `lessonInfo` answers it; nothing for anything else.
 */
const TOKEN = 'demo-course-token';
const CHAPTER = `/traffic_chapter_detail?course_id=1001&id=10011&token=${TOKEN}`;
const SCREEN = /<div id="boot-cover" class="app-first app-academy-page">(.*?)<\/div>\n/;

async function get(url: string, headers: Record<string, string> = {}) {
  const app = await shareApp();
  const res = await app.inject({ url, headers: { host: hostOf('vidmatrix'), ...headers } });
  expect(res.statusCode).toBe(200);
  return { app, res };
}

describe('the chapter page’s first screen in the HTML', () => {
  it('shows the link back to the course and the lesson’s poster, preloaded first', async () => {
    const { app, res } = await get(CHAPTER);
    const lesson = await app.inject({
      url: '/api/member/copywriter/college/course/lessons/info?id=10011',
      headers: { host: hostOf('vidmatrix'), 'course-token': TOKEN },
    });
    const { sources, course_title } = (
      lesson.json() as { data: { sources: { poster: string }; course_title: string } }
    ).data;
    const screen = SCREEN.exec(res.body);
    expect(screen![1]).toBe(
      `<div class="app-academy-back">返回课程（构建词）：${course_title}</div>` +
        `<div class="app-lesson-player"><img class="app-player-video" src="${sources.poster}" alt="" fetchpriority="high" elementtiming="boot-largest"></div>`,
    );
    expect(res.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${sources.poster}">`,
    );
    // The app is left to the cover script after the screen.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body.indexOf('<script data-start=')).toBeGreaterThan(res.body.indexOf(screen![0]));
  });

  it('writes the course title escaped, in the link’s language', async () => {
    const app = await shareApp();
    await app.db.update(academyCourses).set({ title: '<b>"A&B"</b>' }).where(eq(academyCourses.id, 1001));
    const res = await app.inject({ url: `${CHAPTER}&language=en`, headers: { host: hostOf('vidmatrix') } });
    expect(SCREEN.exec(res.body)![1]).toContain(
      '<div class="app-academy-back">Back to (build word): &lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;</div>',
    );
  });

  it.each([
    ['no token', '/traffic_chapter_detail?course_id=1001&id=10011'],
    ['an unknown token', '/traffic_chapter_detail?id=10011&token=unknown-token-0123456789'],
    ['a malformed token', '/traffic_chapter_detail?id=10011&token=%00%00'],
    ['a repeated id', `/traffic_chapter_detail?id=10011&id=10012&token=${TOKEN}`],
    ['an id past integer', `/traffic_chapter_detail?id=99999999999&token=${TOKEN}`],
    ['an unknown lesson', `/traffic_chapter_detail?id=999999&token=${TOKEN}`],
    ['the one-course view', `/trafficAcademy?course=1001&token=${TOKEN}`],
  ])('%s: the page as before', async (_, url) => {
    const { res } = await get(url);
    expect(res.body).not.toContain('id="boot-cover"');
    expect(res.body).toContain('<script type="module"');
  });
});
