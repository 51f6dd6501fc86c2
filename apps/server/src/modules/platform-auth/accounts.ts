import type { Language } from '@vidmatrix/contract/languages';
import type { AccountNotice } from '@vidmatrix/contract/platform-accounts';
import { AUTH_PLATFORMS, type AuthPlatform, type PlatformAccount } from '@vidmatrix/contract/platform-auth';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AccountProfile, AccountTokens } from '../../integrations/account-auth/types';
import { translate } from '../../locales/catalog';
import type { TokenCipher } from '../../integrations/token-cipher';
import { presentAccount } from './present';
import {
  addEvent,
  deleteAccount,
  findAccount,
  findAccountByOpenId,
  insertAccount,
  listAccounts,
  openNotices,
  succeedLink,
  updateAccount,
  type AccountRow,
  type DbOrTx,
  type LinkRow,
} from './repo';
import { expiresAt } from './rules';

/** The tokens as stored: ciphertext bound to the row (its id) and column. */
function sealTokens(cipher: TokenCipher, id: number, tokens: { accessToken: string; refreshToken: string }) {
  return {
    keyId: cipher.currentKeyId,
    accessTokenEnc: cipher.encrypt(tokens.accessToken, `platform_accounts.access:${id}`),
    refreshTokenEnc: cipher.encrypt(tokens.refreshToken, `platform_accounts.refresh:${id}`),
  };
}

export function openRefreshToken(cipher: TokenCipher, row: AccountRow): string {
  return cipher.decrypt(row.refreshTokenEnc, row.keyId, `platform_accounts.refresh:${row.id}`);
}

function profileColumns(p: AccountProfile) {
  return {
    number: p.number,
    nickname: p.nickname,
    avatar: p.avatar,
    shopName: p.shopName,
    shopId: p.shopId,
    cartNumber: p.cartNumber,
  };
}

/** New tokens: state ok again, the notice closed, the backoff cleared. */
export function tokenColumns(
  cipher: TokenCipher,
  id: number,
  tokens: AccountTokens,
  now: number,
  keepRefreshExpiry: Date | null,
) {
  return {
    ...sealTokens(cipher, id, tokens),
    accessExpiresAt: new Date(now + tokens.expiresIn * 1000),
    refreshExpiresAt: expiresAt(now, tokens.refreshExpiresIn) ?? keepRefreshExpiry,
    state: 'ok' as const,
    nextRefreshAt: null,
    refreshFailures: 0,
    noticeAt: null,
    noticeDismissedAt: null,
  };
}

/**
 * Stores an authorization in one transaction: a new account, or new tokens for the account being
 * re-authorised (or already authorised by this team), its history kept; the link gets its result.
 * `mismatch`: re-authorization returned another platform account (binding failed).
 */
export async function saveAuthorization(
  deps: { db: Db; cipher: TokenCipher },
  input: { link: LinkRow; tokens: AccountTokens; profile: AccountProfile; demo: boolean },
): Promise<{ mismatch: boolean }> {
  const { link, tokens, profile } = input;
  return deps.db.transaction(async (tx) => {
    const target = link.accountId
      ? await findAccount(tx, link.teamId, link.brandKey, link.accountId)
      : await findAccountByOpenId(tx, {
          teamId: link.teamId,
          platform: link.platform,
          appKey: link.appKey,
          openId: profile.openId,
        });
    if (link.accountId && (!target || target.openId !== profile.openId || target.appKey !== link.appKey))
      return { mismatch: true };
    const now = Date.now();
    let id: number;
    if (target) {
      id = target.id;
      await updateAccount(tx, id, {
        ...profileColumns(profile),
        ...tokenColumns(deps.cipher, id, tokens, now, null),
        demo: input.demo ? 1 : 0,
        refreshedAt: new Date(now),
      });
    } else {
      // The id is needed for the ciphertexts' binding: insert with placeholders, then seal.
      id = await insertAccount(tx, {
        brandKey: link.brandKey,
        teamId: link.teamId,
        platform: link.platform,
        appKey: link.appKey,
        demo: input.demo ? 1 : 0,
        openId: profile.openId,
        ...profileColumns(profile),
        keyId: deps.cipher.currentKeyId,
        accessTokenEnc: '',
        refreshTokenEnc: '',
        accessExpiresAt: new Date(now + tokens.expiresIn * 1000),
      });
      await updateAccount(tx, id, tokenColumns(deps.cipher, id, tokens, now, null));
    }
    await addEvent(tx, {
      accountId: id,
      teamId: link.teamId,
      kind: target ? 'reauthorized' : 'authorized',
      userId: link.userId,
    });
    await succeedLink(tx, link.code, id);
    return { mismatch: false };
  });
}

type Owner = { teamId: number; brandKey: string };

export async function listTeamAccounts(
  db: Db,
  owner: Owner,
  q: { platform?: AuthPlatform; page: number; page_size: number },
): Promise<{ items: PlatformAccount[]; total: number; page: number; page_size: number }> {
  const { rows, total } = await listAccounts(db, owner, {
    platform: q.platform,
    page: q.page,
    pageSize: q.page_size,
  });
  return { items: rows.map(presentAccount), total, page: q.page, page_size: q.page_size };
}

const notFound = () => new AppError('notFound', { messageKey: 'platform_auth.account_not_found' });

/** Removes the account and its tokens; its history stays (events are kept by value). */
export async function removeAccount(db: Db, owner: Owner & { userId: number }, id: number): Promise<void> {
  await db.transaction(async (tx: DbOrTx) => {
    if (!(await deleteAccount(tx, owner.teamId, owner.brandKey, id))) throw notFound();
    await addEvent(tx, { accountId: id, teamId: owner.teamId, kind: 'removed', userId: owner.userId });
  });
}

export async function teamNotices(
  db: Db,
  owner: Owner,
  language: Language,
): Promise<{ items: AccountNotice[] }> {
  const rows = await openNotices(db, owner.teamId, owner.brandKey);
  return {
    items: rows.map((row) => ({
      account_id: row.id,
      platform: row.platform as AuthPlatform,
      platform_code: AUTH_PLATFORMS[row.platform as AuthPlatform].code,
      nickname: row.nickname,
      kind: 'needs_reauth' as const,
      message: translate(language, 'platform_auth.notice_needs_reauth', {
        nickname: row.nickname || row.number,
      }),
      since: (row.noticeAt ?? row.createdAt).toISOString(),
    })),
  };
}

export async function dismissNotice(db: Db, owner: Owner, id: number): Promise<void> {
  const row = await findAccount(db, owner.teamId, owner.brandKey, id);
  if (!row) throw notFound();
  if (row.state === 'needs_reauth' && !row.noticeDismissedAt)
    await updateAccount(db, id, { noticeDismissedAt: new Date() });
}
