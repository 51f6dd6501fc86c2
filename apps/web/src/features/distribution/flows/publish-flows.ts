import { KUAISHOU_OAUTH_AUTHORIZE_PATH } from '@vidmatrix/contract/distribution-routes';
import type { TFunction } from '../../../shared/i18n/keys';
import i18next from '../../../shared/i18n/runtime';
import { loadImperative } from '../../../shared/ui/antd-imperative';
import type { ClaimTarget } from '../claim-target';
import { openAppLink } from '../../../shared/app-jump';
import { rememberPublishing } from '../claim-storage';
import { KS_VIDEO_PARAM } from '../distribution-query';
import { chooseDouyinLink } from '../speed-test';
import { createKsTask, fetchKsShareUrl, reportExpired } from './flow-api';
import {
  busy,
  delay,
  downloadVideo,
  FlowError,
  messageOf,
  report,
  requireActivity,
  requireMobile,
  type FlowContext,
  type FlowOutcome,
} from './flow-kit';

const WECHAT_LINK = 'weixin://';
const DOWNLOAD_TO_APP_MS = 1_000;

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
  const { t, notify } = ctx;
  requireActivity(ctx);
  requireMobile(ctx);
  await busy(ctx, async () => {
    await downloadVideo(ctx);
    await delay(DOWNLOAD_TO_APP_MS);
  });
  openAppLink(WECHAT_LINK, { onFail: () => notify(t('messages.jumpFailed')) });
  return 'downloaded';
}

/** Parameters the Kuaishou authorization adds on its way back; dropped from the next return URL. */
const CALLBACK_PARAMS = [
  'authorize_id',
  'ks_task_id',
  'ks_task_status',
  'ks_photo_id',
  'ks_error_code',
  'ks_error_message',
  KS_VIDEO_PARAM,
];

/**
 * This page's URL to come back to after the Kuaishou authorization, without the last answer;
 * with `videoId`, it names the video being published so the success lands on that one.
 */
export function returnUrl(href: string, videoId?: number): string {
  const url = new URL(href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  if (videoId) url.searchParams.set(KS_VIDEO_PARAM, String(videoId));
  return url.toString();
}

/** The Kuaishou authorization page, coming back here with `authorize_id`. */
export function ksOauthUrl(activityId: number, currentUrl: string): string {
  const params = new URLSearchParams({ activity_id: String(activityId), redirect: currentUrl });
  // The authorization page speaks the visitor's language.
  if (i18next.language) params.set('language', i18next.language);
  return `${KUAISHOU_OAUTH_AUTHORIZE_PATH}?${params.toString()}`;
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
          redirect: returnUrl(ctx.currentUrl, item.mixedVideoId),
        });
        return reply.url;
      } catch (error) {
        throw new FlowError(messageOf(error, t('messages.publishFailed')));
      }
    });
    // Kuaishou has no web share scheme: the link is its authorization page, whose callback
    // publishes this video and comes back here (ks_task_status). An app link is opened instead.
    rememberPublishing(ctx.view, item);
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

/**
 * The Xiaohongshu flow (its SDK loader and signature) is a chunk of its own, loaded at the tap: the
 * other platforms' pages never download it, which keeps them within the visitor budget (decision
 * 004). Warming it on the Xiaohongshu page cost that page 7 KB of script compiled at load (the
 * main-thread guard); the tap waits for its signature and the SDK anyway, under the busy overlay.
 */
const loadXhsFlow = () => import('./xhs-flow');

export const PUBLISH_FLOWS = {
  douyin: publishDouyin,
  wechat: publishWechat,
  xhs: async (ctx: FlowContext) => (await loadXhsFlow()).publishXhs(ctx),
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
