import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIBRARY_IDS } from '../src/demo/seed-upload';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { loginAs, registerMember } from './auth-kit';
import { author, courseTokenFor, learnerCall, seeded } from './academy-kit';
import { demoAdmin, otherTeamAdmin } from './console-kit';
import { buildTestApp } from './helper';

const [v1, v2, v3] = DEMO_LIBRARY_IDS as [number, number, number];

describe('course authoring', () => {
  beforeAll(seeded);

  it('creates a course, adds, orders and removes chapters, publishes it for learners', async () => {
    const app = await buildTestApp();
    const admin = await demoAdmin(app);
    const created = await author(app, admin, '/course/create', {
      title: ' Opening week ',
      speaker: 'Ms Lin',
      intro: '',
      total_class_hours: '4',
      cover_video_id: '',
    });
    expect(created.data.course).toMatchObject({
      title: 'Opening week',
      status: 'draft',
      total_class_hours: 4,
    });
    const id = created.data.course.id as number;

    // Publishing an empty course is refused.
    expect((await author(app, admin, '/course/status', { id, action: 'publish' })).code).toBe(40900);

    for (const [video, title] of [
      [v1, 'One'],
      [v2, 'Two'],
      [v3, 'Three'],
    ] as const) {
      const added = await author(app, admin, '/lesson/create', {
        course_id: id,
        library_video_id: video,
        title,
      });
      expect(added.code).toBe(0);
    }
    let course = (await author(app, admin, '/course', undefined, { id: String(id) })).data.course;
    expect(course.lessons.map((l: { title: string }) => l.title)).toEqual(['One', 'Two', 'Three']);
    expect(course.lessons[0].hls_state).toBe('pending');
    const ids = course.lessons.map((l: { id: number }) => l.id) as number[];

    const ordered = await author(app, admin, '/lessons/order', {
      course_id: id,
      lesson_ids: [ids[2], ids[0], ids[1]],
    });
    expect(
      ordered.data.course.lessons.map((l: { title: string; number: number }) => [l.number, l.title]),
    ).toEqual([
      [1, 'Three'],
      [2, 'One'],
      [3, 'Two'],
    ]);
    // A stale order (a chapter left out, or another course's) changes nothing.
    expect(
      (await author(app, admin, '/lessons/order', { course_id: id, lesson_ids: [ids[0], ids[1]] })).code,
    ).toBe(40000);

    course = (await author(app, admin, '/lesson/remove', { id: ids[1] })).data.course;
    expect(course.lessons.map((l: { title: string }) => l.title)).toEqual(['Three', 'One']);

    const edited = await author(app, admin, '/lesson/update', {
      id: ids[0],
      title: 'One, again',
      library_video_id: v2,
    });
    expect(edited.data.course.lessons[1]).toMatchObject({ title: 'One, again', library_video_id: v2 });

    // Draft: learners do not see it; published: they do, chapters in the console's order.
    const member = await registerMember(app);
    const { course_token } = await courseTokenFor(app, member.token);
    expect(
      (await learnerCall(app, '/info', { courseToken: course_token, query: { id: String(id) } })).status,
    ).toBe(404);
    expect((await author(app, admin, '/course/status', { id, action: 'publish' })).data.course.status).toBe(
      'published',
    );
    const info = await learnerCall(app, '/info', { courseToken: course_token, query: { id: String(id) } });
    expect(info.data.chapters.map((c: { title: string }) => c.title)).toEqual(['Three', 'One, again']);
    expect(info.data).toMatchObject({ total_class_hours: 4, updated_periods: 2, speaker: 'Ms Lin' });

    // Learners' progress per course.
    await learnerCall(app, '/lessons/record', {
      courseToken: course_token,
      body: { lesson_id: ids[2], position: 3, played: [[0, 3]] },
    });
    const learners = await author(app, admin, '/course/learners', undefined, { id: String(id) });
    expect(learners.data.total).toBe(1);
    expect(learners.data.items[0]).toMatchObject({ total_lessons: 2, watched_seconds: 3 });
    expect(learners.data.items[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/);

    // Hidden: gone for learners again.
    await author(app, admin, '/course/status', { id, action: 'hide' });
    expect(
      (await learnerCall(app, '/info', { courseToken: course_token, query: { id: String(id) } })).status,
    ).toBe(404);
  });

  it('is for merchants and administrators of the owning team only', async () => {
    const app = await buildTestApp();
    const admin = await demoAdmin(app);
    const id = (await author(app, admin, '/course/create', { title: 'Mine' })).data.course.id as number;

    const member = await loginAs(app, DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.password);
    expect((await author(app, member, '/course/create', { title: 'No' })).code).toBe(40300);
    expect((await author(app, '', '/courses', undefined, {})).code).toBe(4011);

    const other = await otherTeamAdmin(app);
    for (const reply of [
      await author(app, other, '/course', undefined, { id: String(id) }),
      await author(app, other, '/course/update', { id, title: 'Taken' }),
      await author(app, other, '/lesson/create', { course_id: id, library_video_id: v1, title: 'x' }),
      await author(app, other, '/course/learners', undefined, { id: String(id) }),
    ]) {
      expect([reply.status, reply.code]).toEqual([404, 40400]);
    }
    expect((await author(app, other, '/courses', undefined, {})).data.items).toEqual([]);

    // Another team's library video reads as unknown too.
    const own = await author(app, other, '/course/create', { title: 'Theirs' });
    const foreign = await author(app, other, '/lesson/create', {
      course_id: own.data.course.id,
      library_video_id: v1,
      title: 'x',
    });
    expect([foreign.status, foreign.code]).toEqual([404, 40400]);
  });

  it('validates the fields', async () => {
    const app = await buildTestApp();
    const admin = await demoAdmin(app);
    expect((await author(app, admin, '/course/create', { title: '  ' })).code).toBe(40000);
    expect((await author(app, admin, '/course/create', { title: 'a\u0000b' })).code).toBe(40000);
    expect((await author(app, admin, '/course/create', { title: 'x'.repeat(61) })).code).toBe(40000);
  });
});
