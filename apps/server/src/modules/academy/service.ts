import type { CourseSummary } from '@vidmatrix/contract/academy';
import { idField } from '@vidmatrix/contract/input-fields';
import type { Language } from '@vidmatrix/contract/languages';
import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { translate, type MessageKey } from '../../locales/catalog';
import type { MediaLinks } from '../../shared/media-links';
import { firstCourses, lessonFirstScreen } from './learn';
import { learnerByToken } from './token';

// The module's public surface for the layers above it (src/web/).

/** The academy's header (srv_setting/info `academy`): the configured banner, the brand's words. */
export interface AcademyHeader {
  banner: string | null;
  title: string;
  subtitle: string;
}

/** The header in the words `t` gives: srv_setting/info's answer and the list page's first screen. */
export const academyHeader = (banner: string | undefined, t: (key: MessageKey) => string): AcademyHeader => ({
  banner: banner ?? null,
  title: t('academy.default_title'),
  subtitle: t('academy.default_subtitle'),
});

/** What `/trafficAcademy` paints first: its header and the first page of its list. */
export interface AcademyBootScreen {
  header: AcademyHeader;
  courses: CourseSummary[];
}

/**
 * The web layer's question (src/web/): what `/trafficAcademy?token=…` paints from its HTML
 * (decision 019), for the learner its `token` names, exactly as srv_setting/info and the list's
 * first page answer them, the header's words in the page's language. Undefined for any other
 * page, the one-course view (`course` in the link) and a link without a valid token (a malformed
 * one never reaches SQL).
 */
export async function academyBootScreen(
  ctx: { db: Db; brandKey: string; media: MediaLinks; banner: string | undefined; language: Language },
  [path, query]: [string, Record<string, unknown>],
): Promise<AcademyBootScreen | undefined> {
  if (path !== PAGE_PATHS.trafficAcademy || query.course !== undefined) return undefined;
  const learner = await learnerByToken(ctx.db, query.token, ctx.brandKey);
  if (!learner) return undefined;
  const courses = await firstCourses({ db: ctx.db, learner, media: ctx.media });
  return { header: academyHeader(ctx.banner, (key) => translate(ctx.language, key)), courses };
}

/** What `/traffic_chapter_detail` paints first: the lesson's poster and its course's title. */
export interface ChapterBootScreen {
  poster: string;
  course_title: string;
}

/**
 * The web layer's question (src/web/): what `/traffic_chapter_detail?id=…&token=…` paints from its
 * HTML (decision 019), for the learner its `token` names (the desktop client opens it so) and a
 * lesson that learner may open, exactly as `lessonInfo` would answer them. Undefined for any
 * other page, a link without a valid token or id (malformed ones never reach SQL), and a lesson
 * refused: the page then shows its own state.
 */
export async function chapterBootScreen(
  ctx: { db: Db; brandKey: string; media: MediaLinks },
  [path, query]: [string, Record<string, unknown>],
): Promise<ChapterBootScreen | undefined> {
  if (path !== PAGE_PATHS.trafficChapterDetail) return undefined;
  // The page reads `id`, then `lesson_id` (web chapter-page.tsx).
  const id = idField.safeParse(query.id ?? query.lesson_id);
  if (!id.success) return undefined;
  const learner = await learnerByToken(ctx.db, query.token, ctx.brandKey);
  if (!learner) return undefined;
  try {
    return await lessonFirstScreen({ db: ctx.db, learner, media: ctx.media }, id.data);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
