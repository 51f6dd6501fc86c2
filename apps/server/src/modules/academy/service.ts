import { idField } from '@vidmatrix/contract/input-fields';
import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MediaLinks } from '../../shared/media-links';
import { lessonFirstScreen } from './learn';
import { learnerByToken } from './token';

// The module's public surface for the layers above it (src/web/).

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
