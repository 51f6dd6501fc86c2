import {
  courseInfo,
  coursePage,
  issueCourseToken,
  lessonInfo,
  lessonsPage,
  recordLesson,
  revokeCourseTokens,
  srvSettingInfo,
} from '@vidmatrix/contract/academy';
import {
  addLesson,
  courseLearners,
  createCourse,
  getConsoleCourse,
  listConsoleCourses,
  orderLessons,
  removeLesson,
  setCourseStatus,
  updateCourse,
  updateLesson,
} from '@vidmatrix/contract/academy-console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceConfig } from '../../config/service-vars';
import type { StorageConfig } from '../../config/storage-vars';
import type { VideoConfig } from '../../config/video-vars';
import { AppError } from '../../http/app-error';
import { registerCredentialCheck } from '../../http/endpoint-auth';
import { originOf } from '../../http/origin';
import { route } from '../../http/route';
import { mediaLinks } from '../../shared/media-links';
import * as author from './authoring';
import { registerHlsJobs } from './hls-job';
import { mountHlsRoute, requestHlsLink } from './hls-links';
import * as learn from './learn';
import { academyHeader } from './service';
import { issue, learnerOf, revoke } from './token';

/** The traffic academy (issue 16, decision 027): learner calls, course tokens, authoring, HLS. */
export default async function academyRoutes(
  app: FastifyInstance,
  { config }: { config: VideoConfig & ServiceConfig & Pick<StorageConfig, 'MEDIA_DIR'> },
) {
  const db = app.db;
  const hls = config.HLS_PACKAGING
    ? registerHlsJobs({
        db,
        jobs: app.jobs,
        storage: app.storage,
        log: app.log,
        ffmpegPath: config.FFMPEG_PATH,
      })
    : undefined;
  const queueHls = () =>
    void hls
      ?.queuePending()
      .catch((err: unknown) => app.log.warn({ err }, 'academy: queuing HLS jobs failed'));
  app.addHook('onReady', async () => queueHls());
  mountHlsRoute(app, config.MEDIA_DIR);
  registerCredentialCheck(app, 'course-token', learnerOf);

  const learner = async (request: FastifyRequest): Promise<learn.LearnContext> => ({
    db,
    learner: await learnerOf(request),
    media: mediaLinks(app, request),
    hls: requestHlsLink(app, request),
  });

  route(app, coursePage, async ({ query, request }) => learn.coursePage(await learner(request), query));
  route(app, courseInfo, async ({ query, request }) => learn.courseInfo(await learner(request), query.id));
  route(app, lessonsPage, async ({ query, request }) => learn.lessonsPage(await learner(request), query));
  route(app, lessonInfo, async ({ query, request }) => learn.lessonInfo(await learner(request), query.id));
  route(app, recordLesson, async ({ body, request }) => learn.record(await learner(request), body));

  route(app, srvSettingInfo, ({ request }) => ({
    brand_name: request.brand.name,
    support: {
      phone: config.SUPPORT_PHONE ?? '',
      wechat: config.SUPPORT_WECHAT ?? '',
      email: config.SUPPORT_EMAIL ?? '',
    },
    academy: academyHeader(config.ACADEMY_BANNER_URL, (key) => request.t(key)),
    client_download_url: request.brand.downloadUrl,
  }));

  route(app, issueCourseToken, async ({ request }) => {
    const me = await request.requireRole('member');
    const token = await issue(db, me.userId, request.brand.key);
    return {
      course_token: token,
      academy_url: `${originOf(request)}/trafficAcademy?token=${encodeURIComponent(token)}`,
    };
  });
  route(app, revokeCourseTokens, async ({ body, request }) => {
    const me = await request.requireRole('member');
    return { revoked: await revoke(db, me.userId, body.course_token) };
  });

  /** The caller's team on this brand; a merchant or administrator without a team may do nothing here. */
  const author_ = async (request: FastifyRequest): Promise<author.AuthorContext> => {
    const me = await request.requireRole('merchant', 'team_admin');
    if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
    return {
      db,
      owner: { teamId: me.teamId, brandKey: request.brand.key },
      media: mediaLinks(app, request),
      packaged: queueHls,
    };
  };

  route(app, listConsoleCourses, async ({ query, request }) =>
    author.listCourses(await author_(request), query),
  );
  route(app, getConsoleCourse, async ({ query, request }) =>
    author.getCourse(await author_(request), query.id),
  );
  route(app, createCourse, async ({ body, request }) => author.createCourse(await author_(request), body));
  route(app, updateCourse, async ({ body: { id, ...fields }, request }) =>
    author.updateCourse(await author_(request), id, fields),
  );
  route(app, setCourseStatus, async ({ body, request }) =>
    author.setStatus(await author_(request), body.id, body.action),
  );
  route(app, addLesson, async ({ body, request }) => author.addLesson(await author_(request), body));
  route(app, updateLesson, async ({ body, request }) => author.updateLesson(await author_(request), body));
  route(app, removeLesson, async ({ body, request }) => author.removeLesson(await author_(request), body.id));
  route(app, orderLessons, async ({ body, request }) =>
    author.orderLessons(await author_(request), body.course_id, body.lesson_ids),
  );
  route(app, courseLearners, async ({ query, request }) => author.learners(await author_(request), query));
}
