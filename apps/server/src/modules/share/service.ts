import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { Db } from '../../db/client';
import { openFirstCover } from './share-web';

/** Which of these videos a share link names (upload may not delete the library video behind one). */
export { sharedVideoIds } from './repo';

/** The share video page, whose HTML may carry its first cover (apps/web routes.tsx). */
const SHARE_VIDEO_PAGE = PAGE_PATHS.shareVideo;

/**
 * The web layer's question (src/web/): the first cover /shareVideo?code=… paints from its HTML
 * (decision 019), when its link is open without a password (share-web.ts `openFirstCover`);
 * undefined for any other page, and for a repeated `code`, which is not guessed.
 */
export async function shareBootCover(
  where: { db: Db; brandKey: string; origin: string },
  path: string,
  query: Record<string, unknown>,
): Promise<string | undefined> {
  const code = query.code;
  // A code that cannot be a link's (a long or NUL-carrying string) never reaches SQL.
  if (path !== SHARE_VIDEO_PAGE || typeof code !== 'string' || !/^[\w-]{1,64}$/.test(code)) return undefined;
  return openFirstCover(where, code);
}
