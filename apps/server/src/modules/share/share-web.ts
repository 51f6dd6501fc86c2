import {
  SHARE_PASSWORD_TRIES,
  SHARE_PASSWORD_WINDOW_S,
  type SharedVideo,
  type ShareLinkState,
} from '@vidmatrix/contract/share';
import type { Script } from '@vidmatrix/contract/script-model';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { CounterStore } from '../../plugins/counters';
import type { MediaLinks } from '../../shared/media-links';
import { mediaUrl } from '../../integrations/storage/keys';
import { verifyPassword } from '../../shared/passwords';
import { reserve, type Limit } from '../../shared/throttle';
import { presentScript } from '../copywriting/service';
import { expiryFields, isOpen } from './present';
import * as repo from './repo';
import { checkToken, issueToken, tokenExpiry } from './token';

/** What every share_web call knows about its caller. */
export interface WebContext {
  db: Db;
  counters: CounterStore;
  secret: string;
  brandKey: string;
  brandName: string;
  /** Scheme + host the visitor used: media URLs point back at it. */
  origin: string;
  /** The shared videos' signed file and download URLs (only ever handed out behind the token). */
  media: MediaLinks;
}

const linkExpired = () => new AppError('shareLinkExpired', { messageKey: 'share.link_expired' });

const passwordLimit = (key: string, messageKey: Limit['messageKey']): Limit => ({
  key,
  max: SHARE_PASSWORD_TRIES,
  windowSeconds: SHARE_PASSWORD_WINDOW_S,
  messageKey,
  durable: true,
});

/**
 * Wrong passwords on one link, from anywhere (a distributed guesser): used up, the link is locked
 * for its holders too, so the refusal says the owner can lift it, and the console shows it.
 */
export const linkPasswordLimit = (linkId: number) =>
  passwordLimit(`share:link:${linkId}`, 'share.link_locked');

/**
 * Wrong passwords per IP (one guesser, many links) and per link (a distributed guesser). The IP's
 * is checked first: a caller who used up their own tries is told to wait, since lifting the link's
 * lock would not let them in; only the others are pointed at the owner.
 */
const passwordLimits = (linkId: number, ip: string): Limit[] => [
  passwordLimit(`share:ip:${ip}`, 'share.too_many_attempts'),
  linkPasswordLimit(linkId),
];

/** Unknown, other brand's, expired and ended links all read the same: 32001. */
async function openLink(ctx: WebContext, code: string): Promise<repo.LinkRow> {
  const link = await repo.findLinkByCode(ctx.db, ctx.brandKey, code);
  if (!link || !isOpen(link)) throw linkExpired();
  return link;
}

function grant(ctx: WebContext, link: repo.LinkRow) {
  const expires = tokenExpiry(link.expiresAt);
  return {
    share_video_token: issueToken(ctx.secret, link.id, ctx.brandKey, expires),
    token_expires_at: expires.toISOString(),
  };
}

/**
 * The link's public state. A token is handed out at once when no password is needed, or when
 * the caller already holds a valid token for this very link (a reload of an unlocked page).
 */
export async function linkState(
  ctx: WebContext,
  code: string,
  presented: string | undefined,
): Promise<ShareLinkState> {
  const link = await openLink(ctx, code);
  const base = {
    code: link.code,
    kind: link.kind,
    password_required: link.passwordHash !== null,
    ...expiryFields(link),
  };
  if (link.passwordHash === null) return { ...base, ...grant(ctx, link) };
  const held = checkToken(ctx.secret, presented, ctx.brandKey);
  if (held.ok && held.payload.l === link.id) {
    return {
      ...base,
      share_video_token: presented!,
      token_expires_at: new Date(held.payload.e * 1000).toISOString(),
    };
  }
  return { ...base, share_video_token: null, token_expires_at: null };
}

export async function unlock(ctx: WebContext, code: string, password: string, ip: string) {
  const link = await openLink(ctx, code);
  const result = { kind: link.kind, ...expiryFields(link) };
  if (link.passwordHash === null) return { ...result, ...grant(ctx, link) };
  // The try is counted before the password is even looked at (42900 once used up), so a burst
  // is checked no more often than a sequence; a right password gives its slot back.
  const slots = await reserve(ctx.counters, passwordLimits(link.id, ip));
  if (await verifyPassword(password, link.passwordHash)) {
    await slots.release();
    return { ...result, ...grant(ctx, link) };
  }
  const triesLeft = Math.max(0, SHARE_PASSWORD_TRIES - Math.max(...slots.counts));
  throw new AppError('sharePasswordWrong', {
    messageKey: 'share.password_wrong',
    params: { tries: triesLeft },
    data: { tries_left: triesLeft },
  });
}

/**
 * The `share-video-token` header's own checks, without the database: missing → 10005; bad
 * signature or another brand's token → 10003; past its expiry → 10004. route() runs them before
 * it reads the input (issue 26); returns the link id the token names.
 */
export function tokenLinkId(ctx: Pick<WebContext, 'secret' | 'brandKey'>, token: string | undefined): number {
  const checked = checkToken(ctx.secret, token, ctx.brandKey);
  if (checked.ok) return checked.payload.l;
  if (checked.reason === 'missing')
    throw new AppError('shareTokenMissing', { messageKey: 'share.token_missing' });
  if (checked.reason === 'expired')
    throw new AppError('shareTokenExpired', { messageKey: 'share.token_expired' });
  throw new AppError('shareTokenInvalid', { messageKey: 'share.token_invalid' });
}

/** The link behind the `share-video-token` header: tokenLinkId's answers; a link since ended or deleted → 10003. */
async function tokenLink(ctx: WebContext, token: string | undefined): Promise<repo.LinkRow> {
  const link = await repo.findLinkById(ctx.db, tokenLinkId(ctx, token));
  if (!link || link.brandKey !== ctx.brandKey || link.endedAt) {
    throw new AppError('shareTokenInvalid', { messageKey: 'share.token_invalid' });
  }
  // The token never outlives the link, so an expired link's token has expired too; kept as a guard.
  if (!isOpen(link)) throw new AppError('shareTokenExpired', { messageKey: 'share.token_expired' });
  return link;
}

/** A link of `kind` anyone may open now (no password, not expired or ended); else undefined. */
async function openToAnyone(
  ctx: Pick<WebContext, 'db' | 'brandKey'>,
  code: string,
  kind: repo.LinkRow['kind'],
) {
  const link = await repo.findLinkByCode(ctx.db, ctx.brandKey, code);
  return link && isOpen(link) && link.passwordHash === null && link.kind === kind ? link : undefined;
}

/**
 * The cover an open video link's page shows first, for its HTML to paint before the app has
 * loaded (decision 019): only a link anyone may open now — the same URL its first `videosPage`
 * item carries. Anything else: undefined, nothing extra.
 */
export async function openFirstCover(
  ctx: Pick<WebContext, 'db' | 'brandKey' | 'origin'>,
  code: string,
): Promise<string | undefined> {
  const link = await openToAnyone(ctx, code, 'videos');
  if (!link) return undefined;
  const [first] = await repo.linkVideosPage(ctx.db, link.id, 1, 0);
  return first && mediaUrl(ctx.origin, first.coverKey);
}

export interface ScriptBootScreen {
  team_name: string;
  script: Script;
}

/**
 * The script an open script link's page shows, and whose team shares it, for its HTML to paint
 * before the app has loaded (decision 019): only a link anyone may open now, as `info` answers.
 */
export async function openScript(
  ctx: Pick<WebContext, 'db' | 'brandKey'>,
  code: string,
): Promise<ScriptBootScreen | undefined> {
  const link = await openToAnyone(ctx, code, 'script');
  if (!link || link.scriptId === null) return undefined;
  const [team, script] = await Promise.all([
    repo.teamOf(ctx.db, link.teamId),
    repo.findTeamScript(ctx.db, link.teamId, link.scriptId),
  ]);
  return script && { team_name: team?.name ?? '', script: presentScript(script) };
}

function toSharedVideo(ctx: WebContext, row: repo.SharedVideoRow): SharedVideo {
  return {
    number: row.position,
    video_id: row.videoId,
    title: row.title,
    cover: mediaUrl(ctx.origin, row.coverKey),
    duration: row.durationSeconds,
    download_count: row.downloads,
    url: ctx.media.file(row.fileKey),
    store:
      row.storeId === null
        ? null
        : {
            province: row.province ?? '',
            city: row.city ?? '',
            district: row.district ?? '',
            address: row.address ?? '',
            poi_name: row.poiName ?? '',
          },
  };
}

export async function videosPage(ctx: WebContext, token: string | undefined, page: number, pageSize: number) {
  const link = await tokenLink(ctx, token);
  const [rows, total] = await Promise.all([
    repo.linkVideosPage(ctx.db, link.id, pageSize, (page - 1) * pageSize),
    repo.countLinkVideos(ctx.db, link.id),
  ]);
  return {
    items: rows.map((row) => toSharedVideo(ctx, row)),
    total,
    page,
    page_size: pageSize,
    ...expiryFields(link),
  };
}

export async function info(ctx: WebContext, token: string | undefined) {
  const link = await tokenLink(ctx, token);
  const [team, count, script] = await Promise.all([
    repo.teamOf(ctx.db, link.teamId),
    repo.countLinkVideos(ctx.db, link.id),
    link.scriptId === null ? undefined : repo.findTeamScript(ctx.db, link.teamId, link.scriptId),
  ]);
  return {
    code: link.code,
    kind: link.kind,
    team_name: team?.name ?? '',
    brand_name: ctx.brandName,
    ...expiryFields(link),
    count,
    // The copywriting module owns the script's wire shape.
    script: script ? presentScript(script) : null,
  };
}

export async function download(ctx: WebContext, token: string | undefined, videoId: number) {
  const link = await tokenLink(ctx, token);
  const downloads = await repo.countDownload(ctx.db, link.id, videoId);
  if (downloads === undefined) throw new AppError('notFound', { messageKey: 'share.video_not_found' });
  return { video_id: videoId, download_count: downloads, download_url: ctx.media.download(videoId) };
}
