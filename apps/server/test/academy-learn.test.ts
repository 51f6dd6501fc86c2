import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../src/demo/seed-academy';
import { registerMember } from './auth-kit';
import { courseTokenFor, DEMO_COURSE_TOKEN, learnerCall, seeded } from './academy-kit';
import { buildTestApp } from './helper';

const [first] = DEMO_COURSES;
const FIRST_LESSON = first.id * 10 + 1;

describe('course token', () => {
  beforeAll(seeded);

  it('missing, malformed, unknown or revoked → 401 / 4011 (the web client goes to /login)', async () => {
    const app = await buildTestApp();
    for (const courseToken of [undefined, '', 'x', 'unknown-course-token-value']) {
      const reply = await learnerCall(app, '/page', { courseToken });
      expect([reply.status, reply.code]).toEqual([401, 4011]);
    }
    const member = await registerMember(app);
    const { course_token, academy_url } = await courseTokenFor(app, member.token);
    expect(academy_url).toContain(`/trafficAcademy?token=${course_token}`);
    expect((await learnerCall(app, '/page', { courseToken: course_token })).code).toBe(0);

    const { post } = await import('./auth-kit');
    const revoked = await post(
      app,
      '/member/copywriter/college/course/token/revoke',
      { course_token },
      { token: member.token },
    );
    expect(revoked.data).toEqual({ revoked: 1 });
    expect((await learnerCall(app, '/page', { courseToken: course_token })).code).toBe(4011);
  });

  it("is good only on its own brand; the README's demo token, like every demo code, on every brand", async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    const { course_token } = await courseTokenFor(app, member.token);
    expect((await learnerCall(app, '/page', { courseToken: course_token, brand: 'jia' })).code).toBe(4011);
    const demo = await learnerCall(app, '/page', { courseToken: DEMO_COURSE_TOKEN, brand: 'jia' });
    expect(demo.code).toBe(0);
    expect(demo.data.total).toBeGreaterThan(0);
  });

  it('needs a session to be issued', async () => {
    const app = await buildTestApp();
    const { post } = await import('./auth-kit');
    expect((await post(app, '/member/copywriter/college/course/token', {})).code).toBe(4011);
  });
});

describe('learner calls', () => {
  beforeAll(seeded);

  it('pages the published courses with spec §3 fields and progress', async () => {
    const app = await buildTestApp();
    const all = await learnerCall(app, '/page', {
      courseToken: DEMO_COURSE_TOKEN,
      query: { page: '', page_size: '' },
    });
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    const one = await learnerCall(app, '/page', {
      courseToken: DEMO_COURSE_TOKEN,
      query: { page: '2', page_size: '1' },
    });
    expect(one.data).toMatchObject({ page: 2, page_size: 1, total: all.data.total });
    expect(one.data.items).toHaveLength(1);
    const course = all.data.items.find((c: { id: number }) => c.id === first.id);
    expect(course).toMatchObject({
      title: first.title,
      speaker: first.speaker,
      total_class_hours: first.totalClassHours,
      updated_periods: 3,
      progress: { total_lessons: 3 },
    });
    expect(course.total_duration).toBeGreaterThan(0);
    expect(course.cover).toMatch(/\/media\/demo\/clip-34\.jpg$/);
  });

  it('course info lists the chapters in order; lessons page pages them', async () => {
    const app = await buildTestApp();
    const info = await learnerCall(app, '/info', {
      courseToken: DEMO_COURSE_TOKEN,
      query: { id: String(first.id) },
    });
    expect(info.data.chapters.map((c: { number: number }) => c.number)).toEqual([1, 2, 3]);
    const page = await learnerCall(app, '/lessons/page', {
      courseToken: DEMO_COURSE_TOKEN,
      query: { course_id: String(first.id), page: '2', page_size: '2' },
    });
    expect(page.data).toMatchObject({ total: 3, page: 2 });
    expect(page.data.items.map((l: { number: number }) => l.number)).toEqual([3]);
  });

  it('lesson info: MP4 until HLS is ready, poster, neighbours', async () => {
    const app = await buildTestApp();
    const lesson = await learnerCall(app, '/lessons/info', {
      courseToken: DEMO_COURSE_TOKEN,
      query: { id: String(FIRST_LESSON) },
    });
    expect(lesson.data.sources).toMatchObject({ hls: null, duration: 5.2 });
    expect(lesson.data.sources.mp4).toMatch(/\/media\/demo\/clip-34\.mp4$/);
    expect(lesson.data).toMatchObject({ prev_lesson_id: null, next_lesson_id: FIRST_LESSON + 1, number: 1 });
  });

  it("another brand's member sees none of these courses; their ids read as unknown", async () => {
    const app = await buildTestApp();
    const member = await registerMember(app, { brand: 'jia' });
    const { course_token } = await courseTokenFor(app, member.token, 'jia');
    const o = { courseToken: course_token, brand: 'jia' };
    const page = await learnerCall(app, '/page', o);
    expect(page.data.items.some((c: { id: number }) => c.id === first.id)).toBe(false);
    for (const [path, query] of [
      ['/info', { id: String(first.id) }],
      ['/lessons/page', { course_id: String(first.id) }],
      ['/lessons/info', { id: String(FIRST_LESSON) }],
    ] as const) {
      expect((await learnerCall(app, path, { ...o, query })).status).toBe(404);
    }
    const record = await learnerCall(app, '/lessons/record', {
      ...o,
      body: { lesson_id: FIRST_LESSON, position: 1 },
    });
    expect([record.status, record.code]).toEqual([404, 40400]);
  });

  it('refuses ids beyond integer and NUL-free garbage with 40000', async () => {
    const app = await buildTestApp();
    const reply = await learnerCall(app, '/info', {
      courseToken: DEMO_COURSE_TOKEN,
      query: { id: '2147483648' },
    });
    expect(reply.code).toBe(40000);
  });
});

describe('records', () => {
  beforeAll(seeded);

  it('stores the position; completion needs 90 % of real playback, not a seek to the end', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    const { course_token } = await courseTokenFor(app, member.token);
    const record = (body: object) => learnerCall(app, '/lessons/record', { courseToken: course_token, body });

    const seeked = await record({
      lesson_id: String(FIRST_LESSON),
      position: '5.2',
      played: [[0, 1], { start: 4.6, end: 5.2 }],
    });
    expect(seeked.data.record).toMatchObject({ position: 5.2, completed: false });
    expect(seeked.data.record.watched_seconds).toBeCloseTo(1.6);

    const partial = await record({ id: FIRST_LESSON, position: 2.5, played: [[1, 2.5]] });
    expect(partial.data.record).toMatchObject({ position: 2.5, completed: false });

    // Resume across devices: the next lesson info carries the position.
    const info = await learnerCall(app, '/lessons/info', {
      courseToken: course_token,
      query: { id: String(FIRST_LESSON) },
    });
    expect(info.data.record.position).toBe(2.5);

    const done = await record({ lesson_id: FIRST_LESSON, position: 4.8, played: [[2.5, 4.8]] });
    expect(done.data.record.completed).toBe(true);
    expect(done.data.progress).toMatchObject({ completed_lessons: 1, total_lessons: 3, percent: 33 });
    expect(done.data.progress.last_lesson_id).toBe(FIRST_LESSON + 1);

    const list = await learnerCall(app, '/page', { courseToken: course_token });
    const course = list.data.items.find((c: { id: number }) => c.id === first.id);
    expect(course.progress).toMatchObject({ completed_lessons: 1, percent: 33 });
  });

  it('refuses a range that ends before it starts and a missing lesson', async () => {
    const app = await buildTestApp();
    const bad = await learnerCall(app, '/lessons/record', {
      courseToken: DEMO_COURSE_TOKEN,
      body: { lesson_id: FIRST_LESSON, position: 1, played: [[3, 1]] },
    });
    expect(bad.code).toBe(40000);
    const none = await learnerCall(app, '/lessons/record', {
      courseToken: DEMO_COURSE_TOKEN,
      body: { position: 1 },
    });
    expect(none.code).toBe(40000);
  });
});

describe('service settings', () => {
  it('answers the support contact and academy banner without a token', async () => {
    const app = await buildTestApp({ SUPPORT_PHONE: '400-800-1234' });
    const reply = await app.inject({
      url: '/api/member/srv_setting/info',
      headers: { host: 'vidmatrix.localhost:3000', language: 'en' },
    });
    const body = reply.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      brand_name: 'Vidmatrix',
      support: { phone: '400-800-1234', wechat: '', email: '' },
      academy: { banner: null, title: 'Traffic academy' },
    });
  });
});
