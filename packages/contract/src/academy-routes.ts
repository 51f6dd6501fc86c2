/**
 * Method and path of the learner's course calls (academy.ts builds its endpoints from these),
 * without zod: `/trafficAcademy` and `/traffic_chapter_detail` import them directly, since a
 * value imported from academy.ts pulls zod (~27 KB brotli, and its start-up work on the phone's
 * main thread) into the learner's chunks (decision 004). Free of imports with values.
 */
export const coursePage = { method: 'GET', path: '/member/copywriter/college/course/page' } as const;
export const courseInfo = { method: 'GET', path: '/member/copywriter/college/course/info' } as const;
export const lessonsPage = { method: 'GET', path: '/member/copywriter/college/course/lessons/page' } as const;
export const lessonInfo = { method: 'GET', path: '/member/copywriter/college/course/lessons/info' } as const;
export const recordLesson = {
  method: 'POST',
  path: '/member/copywriter/college/course/lessons/record',
} as const;
export const srvSettingInfo = { method: 'GET', path: '/member/srv_setting/info' } as const;
export const issueCourseToken = { method: 'POST', path: '/member/copywriter/college/course/token' } as const;
