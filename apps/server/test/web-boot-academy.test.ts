import { seedDemoData } from '../src/demo/seed';
import { describe, expect, it } from 'vitest';
import { academyCourses } from '../src/modules/academy/schema';
import { buildTestApp, hostOf } from './helper';
import { testDatabase } from './test-database';
import { shareApp } from './share-kit';

/**
 * The course list's first screen from its HTML (web/first-screens.ts, academy service.ts
 * `academyBootScreen`, decision 019): for the learner its link's course token names, the header
 * as srv_setting/info answers it and the first card as the list's first page does (the speaker's
 * word from the web build: the fixture's stand-in here); nothing for anything else.
 */
const TOKEN = 'demo-course-token';
const LIST = `/trafficAcademy?token=${TOKEN}`;
const SCREEN = /<div id="boot-cover" class="app-first app-first-whole app-academy-page">(.*?)<\/div>\n/;

type Course = {
  cover: string;
  title: string;
  speaker: string;
  total_class_hours: number;
  total_duration: number;
  updated_periods: number;
  progress: { completed_lessons: number; total_lessons: number; percent: number };
};
type Page = { items: Course[] };
type Settings = { academy: { banner: string | null; title: string; subtitle: string } };

async function asLearner<T>(app: Awaited<ReturnType<typeof shareApp>>, url: string, language = 'zh-CN') {
  const res = await app.inject({
    url: `/api/member/${url}`,
    headers: { host: hostOf('vidmatrix'), 'course-token': TOKEN, language },
  });
  return (res.json() as { data: T }).data;
}

describe('the course list’s first screen in the HTML', () => {
  it('shows the header and the list’s first page of cards as the app will, the first cover preloaded', async () => {
    const app = await shareApp();
    const res = await app.inject({ url: LIST, headers: { host: hostOf('vidmatrix') } });
    const { items } = await asLearner<Page>(app, 'copywriter/college/course/page?page=1&page_size=10');
    const { academy } = await asLearner<Settings>(app, 'srv_setting/info');
    const [first, second] = items as [Course, Course];
    const card = (c: Course, largest: string) =>
      `<li class="app-course-card"><div class="app-course-link">` +
      `<img class="app-course-cover" src="${c.cover}" alt=""${largest}>` +
      `<div class="app-course-body"><h2 class="app-course-title">${c.title}</h2>` +
      `<p class="app-academy-muted">讲师（构建词）：${c.speaker}</p>` +
      `<p class="app-course-figures"><span>共 ${c.total_class_hours} 课时（构建词）</span>` +
      `<span>总时长 ${Math.round(c.total_duration)} 秒</span><span>已更新 ${c.updated_periods} 期</span></p>` +
      `<div class="app-course-progress"><progress max="100" value="0" aria-label="已学完 0/${c.progress.total_lessons}"></progress>` +
      `<span>已学完 0/${c.progress.total_lessons}</span></div></div></div>` +
      `<span class="app-academy-button">开始学习（构建词）</span></li>`;
    expect(items).toHaveLength(2);
    expect(SCREEN.exec(res.body)![1]).toBe(
      `<header class="app-academy-banner"><h1 class="app-academy-title">${academy.title}</h1>` +
        `<p class="app-academy-muted">${academy.subtitle}</p></header>` +
        `<ul class="app-course-list">${card(first, ' fetchpriority="high" elementtiming="boot-largest"')}${card(second, '')}</ul>`,
    );
    expect(res.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${first!.cover}">`);
    expect(res.body).not.toContain('<script type="module"');
  });

  it('writes the configured banner, and the words in the link’s language, escaped', async () => {
    await seedDemoData((await testDatabase()).db);
    const app = await buildTestApp({ ACADEMY_BANNER_URL: 'https://cdn.example/banner.jpg?a=1&b=2' });
    await app.db.update(academyCourses).set({ title: '<b>"A&B"</b>' });
    const res = await app.inject({ url: `${LIST}&language=en`, headers: { host: hostOf('vidmatrix') } });
    const { academy } = await asLearner<Settings>(app, 'srv_setting/info', 'en');
    const screen = SCREEN.exec(res.body)![1];
    expect(screen).toContain(
      `<header class="app-academy-banner"><img class="app-academy-banner-image" src="https://cdn.example/banner.jpg?a=1&amp;b=2" alt="">` +
        `<h1 class="app-academy-title">${academy.title}</h1>`,
    );
    expect(academy.title).toBe('Traffic academy');
    expect(screen).toContain('<h2 class="app-course-title">&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;</h2>');
    expect(screen).toContain('Speaker (build word): ');
  });

  it('paints the header alone for a brand without a published course', async () => {
    const app = await shareApp();
    await app.db.update(academyCourses).set({ status: 'draft' });
    const res = await app.inject({ url: LIST, headers: { host: hostOf('vidmatrix') } });
    const screen = SCREEN.exec(res.body)![1];
    expect(screen).toMatch(/^<header class="app-academy-banner">.*<\/header>$/);
    expect(res.body).not.toContain('rel="preload" as="image"');
  });

  it.each([
    ['no token', '/trafficAcademy'],
    ['an unknown token', '/trafficAcademy?token=unknown-token-0123456789'],
    ['a malformed token', '/trafficAcademy?token=%00%00'],
    ['the one-course view', `/trafficAcademy?course=1001&token=${TOKEN}`],
    ['a sub-path', `/trafficAcademy/x?token=${TOKEN}`],
  ])('%s: the page as before', async (_, url) => {
    const app = await shareApp();
    const res = await app.inject({ url, headers: { host: hostOf('vidmatrix') } });
    expect(res.body).not.toContain('id="boot-cover"');
    expect(res.body).toContain('<script type="module"');
  });
});
