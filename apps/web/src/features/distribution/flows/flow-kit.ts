import type { TFunction } from '../../../shared/i18n/keys';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { isMobile } from '../../../shared/user-agent';
import type { ClaimTarget } from '../claim-target';
import { clickLink } from '../../../shared/app-jump';
import type { DistributionVideoView, VideoItem } from '../distribution-video';
import { trackVisit } from '../visit-events';
import { reportDownload } from './flow-api';

/** What a publish flow needs from the page. Loaded on the first tap: none of it is first-render code. */
export interface FlowContext {
  target: ClaimTarget;
  view: DistributionVideoView;
  item: VideoItem;
  userAgent: string;
  t: TFunction<'distribution'>;
  notify: (message: string) => void;
  /** Asks before leaving for another app; antd-mobile's Dialog unless a test passes its own. */
  confirm?: (content: string) => Promise<boolean>;
  /** Shows or hides the loading overlay. */
  setBusy: (busy: boolean) => void;
  /** This page's URL; the Kuaishou authorization comes back to it (without its last answer). */
  currentUrl: string;
}

export type FlowOutcome = 'opened' | 'downloaded' | 'published' | 'cancelled' | 'redirected';

/** A failure whose message is already the one to show. */
export class FlowError extends Error {
  override readonly name = 'FlowError';
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Characters no file system accepts in a name. */
export function fileNameOf(title: string): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'video';
  return `${base}.mp4`;
}

export const absolute = (url: string) => (url ? new URL(url, window.location.href).toString() : url);

/** The message to show for a failed step: the server's, the network's, or the step's own. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof FlowError || error instanceof ApiError || error instanceof NetworkError) {
    return error.message || fallback;
  }
  return fallback;
}

export function requireActivity({ target, t }: FlowContext) {
  if (!target.activityId) throw new FlowError(t('messages.noActivityId'));
}

export function requireMobile({ userAgent, t }: FlowContext) {
  if (!isMobile(userAgent)) throw new FlowError(t('messages.mobileOnly'));
}

export async function report(ctx: Pick<FlowContext, 'target' | 'item' | 't'>): Promise<void> {
  try {
    await reportDownload(ctx.target, ctx.item.mixedVideoId);
  } catch (error) {
    // The server's refusal (claim limit) says more than "report failed".
    throw new FlowError(
      messageOf(error instanceof ApiError ? error : undefined, ctx.t('messages.reportFailed')),
    );
  }
}

export async function busy<T>(ctx: FlowContext, work: () => Promise<T>): Promise<T> {
  ctx.setBusy(true);
  try {
    return await work();
  } finally {
    ctx.setBusy(false);
  }
}

/**
 * Saves the claimed video as `<title>.mp4` after reporting it taken (spec §4). The one place a
 * download is counted, so nothing is counted taken that the visitor did not save.
 */
export async function downloadVideo(ctx: Pick<FlowContext, 'target' | 'item' | 't'>): Promise<void> {
  const { target, item, t } = ctx;
  if (!item.downloadUrl) throw new FlowError(t('messages.noDownloadUrl'));
  await report(ctx);
  clickLink(item.downloadUrl, { download: fileNameOf(item.title) });
  trackVisit('download', target, item.mixedVideoId);
}
