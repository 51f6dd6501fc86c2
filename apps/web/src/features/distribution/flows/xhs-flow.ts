import { XHS_JUMP_FAIL_TOAST_MS } from '@vidmatrix/contract/distribution-routes';
import { ApiError } from '../../../shared/api/api-error';
import { watchJump } from '../../../shared/app-jump';
import { copyText } from '../../../shared/clipboard';
import { captionOf } from '../distribution-video';
import { isXhsShareError, prepareXhsShare } from '../../../shared/xhs-share';
import { fetchXhsSign } from './flow-api';
import {
  absolute,
  busy,
  downloadVideo,
  FlowError,
  messageOf,
  report,
  requireActivity,
  requireMobile,
  type FlowContext,
  type FlowOutcome,
} from './flow-kit';

async function signedConfig({ target, t }: FlowContext) {
  try {
    const { card_config: config } = await fetchXhsSign(target.nfc);
    return {
      appKey: config.app_key,
      nonce: config.nonce,
      timestamp: config.timestamp,
      signature: config.signature,
    };
  } catch (error) {
    throw new FlowError(messageOf(error instanceof ApiError ? error : undefined, t('messages.xhsSdkFailed')));
  }
}

/**
 * The SDK could not load (CDN blocked, offline, timed out): the visitor can still post by hand,
 * so the caption is copied and the video saved. Counted taken only if the video was saved.
 */
async function saveInstead(ctx: FlowContext, caption: string): Promise<FlowOutcome> {
  const { t, notify } = ctx;
  const copied = await copyText(caption).then(
    () => true,
    () => false,
  );
  const saved = await busy(ctx, () => downloadVideo(ctx)).then(
    () => true,
    () => false,
  );
  if (saved) {
    notify(t('messages.xhsFallback'));
    return 'downloaded';
  }
  throw new FlowError(copied ? t('messages.xhsFallbackNoSave') : t('messages.xhsSdkFailed'));
}

/**
 * Xiaohongshu (spec §4, §5): signed config, our check, the SDK, report once, share, the 10 s
 * watch. The report waits for the SDK: a share that never opened is not a video taken.
 */
export async function publishXhs(ctx: FlowContext): Promise<FlowOutcome> {
  const { target, view, item, t, notify } = ctx;
  requireActivity(ctx);
  requireMobile(ctx);
  if (!target.nfc) throw new FlowError(t('messages.nfcMissing'));
  const caption = captionOf(view, item);
  const shareFailed = (detail: string) =>
    notify(detail ? t('messages.shareFailedWith', { detail }) : t('messages.shareFailed'));
  const opened = await busy(ctx, async () => {
    const config = await signedConfig(ctx);
    let share: Awaited<ReturnType<typeof prepareXhsShare>>;
    try {
      share = await prepareXhsShare(
        {
          type: 'video',
          title: item.title,
          content: caption,
          video: absolute(item.videoUrl),
          cover: absolute(item.cover),
        },
        config,
      );
    } catch (error) {
      if (isXhsShareError(error))
        throw new FlowError(t('messages.shareFailedWith', { detail: `${error.code} ${error.message}` }));
      return false;
    }
    await report(ctx);
    share(shareFailed);
    return true;
  });
  if (!opened) return saveInstead(ctx, caption);
  watchJump({ onFail: () => notify(t('messages.jumpFailed')), delayMs: XHS_JUMP_FAIL_TOAST_MS });
  return 'opened';
}
