import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { academyCourses, academyHls, academyLessons, courseTokens } from '../modules/academy/schema';
import { users } from '../modules/auth/schema';
import { libraryVideos } from '../modules/upload/schema';
import { hashToken } from '../plugins/auth';
import { DEMO_COURSE_TOKEN } from '../shared/demo-codes';
import { DEMO_ACCOUNTS } from './seed-auth';
import { DEMO, demoClips } from './seed-distribution';
import { demoLibraryRow } from './seed-upload';

/** Readable fixed ids below the tables' identity starts (courses 5,001, lessons 100,001). */
export const DEMO_COURSES = [
  {
    id: 1001,
    title: '短视频引流入门',
    speaker: '林老师',
    intro: '从开店准备到会员福利：三节课学会用短视频把附近的顾客带进门店。',
    totalClassHours: 3,
    clips: ['clip-34.mp4', 'clip-35.mp4', 'clip-36.mp4'],
  },
  {
    id: 1002,
    title: '门店爆款视频拍摄',
    speaker: '陈老师',
    intro: '用手机拍出有食欲的画面：场景、细节与新品的三节实拍课。',
    totalClassHours: 3,
    clips: ['clip-37.mp4', 'clip-38.mp4', 'clip-39.mp4'],
  },
] as const;

/** Library ids of the lesson clips: team × 1000 + 101…, beside the library seed's + 1…3. */
const lessonVideoId = (course: number, lesson: number) => DEMO.teamId * 1000 + 100 + course * 3 + lesson + 1;

/**
 * Seed step: two published courses of the demo café with three lessons each (shipped clips
 * 34–39 as library videos), their HLS packaging queued (the worker packages them in the
 * background after start; until then lessons play the MP4), and the demo member's course token.
 * Idempotent: fixed ids, and the token hash is unique.
 */
export async function seedAcademyDemo(tx: Db): Promise<void> {
  const clips = demoClips();
  const videos = DEMO_COURSES.flatMap((c, ci) =>
    c.clips.map((file, li) => demoLibraryRow(file, lessonVideoId(ci, li), clips)),
  );
  await tx.insert(libraryVideos).values(videos).onConflictDoNothing();
  await tx
    .insert(academyCourses)
    .values(
      DEMO_COURSES.map((c, ci) => ({
        id: c.id,
        brandKey: DEMO.brandKey,
        teamId: DEMO.teamId,
        title: c.title,
        speaker: c.speaker,
        intro: c.intro,
        totalClassHours: c.totalClassHours,
        coverVideoId: lessonVideoId(ci, 0),
        status: 'published' as const,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(academyLessons)
    .values(
      DEMO_COURSES.flatMap((c, ci) =>
        c.clips.map((file, li) => ({
          id: c.id * 10 + li + 1,
          courseId: c.id,
          libraryVideoId: lessonVideoId(ci, li),
          position: li + 1,
          title: clips.find((clip) => clip.file === file)?.title ?? file,
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(academyHls)
    .values(videos.map((v) => ({ libraryVideoId: v.id })))
    .onConflictDoNothing();
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandKey, DEMO.brandKey), eq(users.phone, DEMO_ACCOUNTS.member)));
  if (!member) throw new Error('seed-academy: the demo member is missing (seed step 3)');
  await tx
    .insert(courseTokens)
    .values({ brandKey: DEMO.brandKey, userId: member.id, tokenHash: hashToken(DEMO_COURSE_TOKEN) })
    .onConflictDoNothing();
}

/**
 * Seed step: the demo courses plan as many lessons as they have. Course 1001 planned 5 over its
 * 3 lessons, so its page said "5 class hours" above "0/3 learned" (issue 27). An update, so
 * databases seeded before see it too; only the demo team's rows.
 */
export async function alignAcademyDemoHours(tx: Db): Promise<void> {
  for (const course of DEMO_COURSES) {
    await tx
      .update(academyCourses)
      .set({ totalClassHours: course.clips.length })
      .where(and(eq(academyCourses.id, course.id), eq(academyCourses.teamId, DEMO.teamId)));
  }
}
