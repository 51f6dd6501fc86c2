import { XHS_JUMP_FAIL_TOAST_MS } from '@vidmatrix/contract/distribution-routes';
import i18next, { type TFunction } from 'i18next';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { loadImperative } from '../../../shared/ui/antd-imperative';
import { isMobile } from '../../../shared/user-agent';
import type { ClaimTarget } from '../api';
import { clickLink, openAppLink, watchJump } from '../app-jump';
import { captionOf, type DistributionVideoView, type VideoItem } from '../distribution-video';
import { chooseDouyinLink } from '../speed-test';
import { isXhsShareError, shareToXhs } from '../xhs-share';
import { createKsTask, fetchKsShareUrl, fetchXhsSign, reportDownload, reportExpired } from './flow-api';
import { KS_OAUTH_PATH } from './flow-endpoints';

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

const WECHAT_LINK = 'weixin://';
const DOWNLOAD_TO_APP_MS = 1_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function confirmWithDialog(t: TFunction<'distribution'>) {
  return async (content: string) => {
    const Dialog = await loadImperative(() => import('antd-mobile/es/components/dialog'));
    return Dialog.confirm({
      title: t('ks.confirmTitle'),
      content,
      confirmText: t('ks.confirm'),
      cancelText: t('ks.cancel'),
    });
  };
}

/** The lock ran out on the page: give the video back now rather than when the server notices. */
export function expireClaim(target: ClaimTarget, mixedVideoId: number): Promise<unknown> {
  return reportExpired(target, mixedVideoId);
}

/** Characters no file system accepts in a name. */
export function fileNameOf(title: string): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'video';
  return `${base}.mp4`;
}

const absolute = (url: string) => (url ? new URL(url, window.location.href).toString() : url);

/** The message to show for a failed step: the server's, the network's, or the step's own. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof FlowError || error instanceof ApiError || error instanceof NetworkError) {
    return error.message || fallback;
  }
  return fallback;
}

function requireActivity({ target, t }: FlowContext) {
  if (!target.activityId) throw new FlowError(t('messages.noActivityId'));
}

function requireMobile({ userAgent, t }: FlowContext) {
  if (!isMobile(userAgent)) throw new FlowError(t('messages.mobileOnly'));
}

async function report(ctx: FlowContext): Promise<void> {
  try {
    await reportDownload(ctx.target, ctx.item.mixedVideoId);
  } catch (error) {
    // The server's refusal (claim limit) says more than "report failed".
    throw new FlowError(
      messageOf(error instanceof ApiError ? error : undefined, ctx.t('messages.reportFailed')),
    );
  }
}

async function busy<T>(ctx: FlowContext, work: () => Promise<T>): Promise<T> {
  ctx.setBusy(true);
  try {
    return await work();
  } finally {
    ctx.setBusy(false);
  }
}

/** Plain flow (spec §4): speed test → link, report, open Douyin, watch the jump. */
export async function publishDouyin(ctx: FlowContext): Promise<FlowOutcome> {
  const { view, t, notify } = ctx;
  if (!view.schemaV2 && !view.cdnSchemaV2) throw new FlowError(t('messages.publishFailed'));
  const link = await busy(ctx, async () => {
    const chosen = await chooseDouyinLink(view);
    await report(ctx);
    return chosen;
  });
  openAppLink(link, { onFail: () => notify(t('messages.jumpFailed')) });
  return 'opened';
}

/** WeChat (spec §4): report once, save `<title>.mp4`, then open WeChat. */
export async function publishWechat(ctx: FlowContext): Promise<FlowOutcome> {
  const { item, t, notify } = ctx;
  requireActivity(ctx);
  requireMobile(ctx);
  if (!item.downloadUrl) throw new FlowError(t('messages.noDownloadUrl'));
  await busy(ctx, async () => {
    await report(ctx);
    clickLink(item.downloadUrl, { download: fileNameOf(item.title) });
    await delay(DOWNLOAD_TO_APP_MS);
  });
  openAppLink(WECHAT_LINK, { onFail: () => notify(t('messages.jumpFailed')) });
  return 'downloaded';
}

/** Xiaohongshu (spec §4, §5): signed config, report once, our check, the SDK, the 10 s watch. */
export async function publishXhs(ctx: FlowContext): Promise<FlowOutcome> {
  const { target, view, item, t, notify } = ctx;
  requireActivity(ctx);
  requireMobile(ctx);
  if (!target.nfc) throw new FlowError(t('messages.nfcMissing'));
  const shareFailed = (detail: string) =>
    notify(detail ? t('messages.shareFailedWith', { detail }) : t('messages.shareFailed'));
  await busy(ctx, async () => {
    let config;
    try {
      ({ card_config: config } = await fetchXhsSign(target.nfc));
    } catch (error) {
      throw new FlowError(
        messageOf(error instanceof ApiError ? error : undefined, t('messages.xhsSdkFailed')),
      );
    }
    await report(ctx);
    try {
      await shareToXhs(
        {
          type: 'video',
          title: item.title,
          content: captionOf(view, item),
          video: absolute(item.videoUrl),
          cover: absolute(item.cover),
        },
        {
          appKey: config.app_key,
          nonce: config.nonce,
          timestamp: config.timestamp,
          signature: config.signature,
        },
        shareFailed,
      );
    } catch (error) {
      if (isXhsShareError(error))
        throw new FlowError(t('messages.shareFailedWith', { detail: `${error.code} ${error.message}` }));
      throw new FlowError(t('messages.xhsSdkFailed'));
    }
  });
  watchJump({ onFail: () => notify(t('messages.jumpFailed')), delayMs: XHS_JUMP_FAIL_TOAST_MS });
  return 'opened';
}

/** Parameters the Kuaishou authorization adds on its way back; dropped from the next return URL. */
const CALLBACK_PARAMS = [
  'authorize_id',
  'ks_task_id',
  'ks_task_status',
  'ks_photo_id',
  'ks_error_code',
  'ks_error_message',
];

/** This page's URL to come back to after the Kuaishou authorization, without the last answer. */
export function returnUrl(href: string): string {
  const url = new URL(href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** The Kuaishou authorization page, coming back here with `authorize_id`. */
export function ksOauthUrl(activityId: number, currentUrl: string): string {
  const params = new URLSearchParams({ activity_id: String(activityId), redirect: currentUrl });
  // The authorization page speaks the visitor's language.
  if (i18next.language) params.set('language', i18next.language);
  return `${KS_OAUTH_PATH}?${params.toString()}`;
}

/**
 * Kuaishou (spec §4): matrix source with an NFC code confirms, fetches the link and opens the
 * app; otherwise a publish task on the visitor's authorized account, then "publish success".
 */
export async function publishKs(ctx: FlowContext): Promise<FlowOutcome> {
  const { target, item, t, notify } = ctx;
  requireActivity(ctx);
  if (target.matrix && target.nfc) {
    if (!(await (ctx.confirm ?? confirmWithDialog(t))(t('ks.confirmContent')))) return 'cancelled';
    const url = await busy(ctx, async () => {
      try {
        const reply = await fetchKsShareUrl(target.nfc, {
          activity_id: target.activityId,
          mixed_video_id: item.mixedVideoId,
          redirect: returnUrl(ctx.currentUrl),
        });
        return reply.url;
      } catch (error) {
        throw new FlowError(messageOf(error, t('messages.publishFailed')));
      }
    });
    // Kuaishou has no web share scheme: the link is its authorization page, whose callback
    // publishes this video and comes back here (ks_task_status). An app link is opened instead.
    if (/^https?:/i.test(url)) {
      window.location.assign(url);
      return 'redirected';
    }
    openAppLink(url, { onFail: () => notify(t('messages.jumpFailed')) });
    return 'opened';
  }
  if (!target.authorizeId) {
    window.location.assign(ksOauthUrl(target.activityId, returnUrl(ctx.currentUrl)));
    return 'redirected';
  }
  const result = await busy(ctx, async () => {
    try {
      return await createKsTask({
        video_title: item.title,
        mixed_video_id: item.mixedVideoId,
        activity_id: target.activityId,
        authorize_id: target.authorizeId,
      });
    } catch (error) {
      throw new FlowError(messageOf(error, t('messages.createTaskFailed')));
    }
  });
  if (result.status !== 'published') throw new FlowError(t('messages.publishFailed'));
  return 'published';
}

export const PUBLISH_FLOWS = {
  douyin: publishDouyin,
  wechat: publishWechat,
  xhs: publishXhs,
  ks: publishKs,
} as const;

/** Runs the platform's flow; a failure is shown as a toast and reported as 'failed'. */
export async function runPublish(
  platform: keyof typeof PUBLISH_FLOWS,
  ctx: FlowContext,
): Promise<FlowOutcome | 'failed'> {
  try {
    return await PUBLISH_FLOWS[platform](ctx);
  } catch (error) {
    ctx.notify(messageOf(error, ctx.t('messages.publishFailed')));
    return 'failed';
  }
}
