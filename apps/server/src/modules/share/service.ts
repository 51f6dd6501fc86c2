import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { Db } from '../../db/client';
import { openFirstCover, openScript, type ScriptBootScreen } from './share-web';

/** What /shareScriptDetail paints first: the script, and the team that shares it. */
export type { ScriptBootScreen } from './share-web';

/** Which of these videos a share link names (upload may not delete the library video behind one). */
export { sharedVideoIds } from './repo';

/**
 * A link's `code` as the share pages read it: a repeated one is not guessed, and one that cannot
 * be a link's (a long or NUL-carrying string) never reaches SQL.
 */
const codeOf = (query: Record<string, unknown>) =>
  typeof query.code === 'string' && /^[\w-]{1,64}$/.test(query.code) ? query.code : undefined;

/**
 * The web layer's question (src/web/): the first cover /shareVideo?code=… paints from its HTML
 * (decision 019), when its link is open without a password (share-web.ts `openFirstCover`);
 * undefined for any other page.
 */
export async function shareBootCover(
  where: { db: Db; brandKey: string; origin: string },
  path: string,
  query: Record<string, unknown>,
): Promise<string | undefined> {
  const code = codeOf(query);
  return path === PAGE_PATHS.shareVideo && code ? openFirstCover(where, code) : undefined;
}

/**
 * The web layer's question: the script /shareScriptDetail?code=… paints from its HTML (decision
 * 019), when its link is open without a password, as share_web/info answers it; undefined for
 * any other page.
 */
export async function shareBootScript(
  where: { db: Db; brandKey: string },
  path: string,
  query: Record<string, unknown>,
): Promise<ScriptBootScreen | undefined> {
  const code = codeOf(query);
  return path === PAGE_PATHS.shareScriptDetail && code ? openScript(where, code) : undefined;
}
