import { nfcGetXhsSign, XHS_JUMP_FAIL_TOAST_MS } from '@vidmatrix/contract/distribution-routes';
import type { WrittenCopyReply } from '@vidmatrix/contract/touch-card-public';
import { XHS_SIGN_SOURCE_TOUCH_CARD } from '@vidmatrix/contract/touch-card-rules';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { request } from '../../shared/api/request';
import { watchJump } from '../../shared/app-jump';
import { copyText } from '../../shared/clipboard';
import type { TFunction } from '../../shared/i18n/keys';
import { isMobile } from '../../shared/user-agent';
import { isXhsShareError, prepareXhsShare } from '../../shared/xhs-share';
import { copyAllText, noteContent } from './copy-writer';

interface SignReply {
  card_config: { app_key: string; nonce: string; timestamp: string; signature: string };
}

export interface PostContext {
  code: string;
  copy: WrittenCopyReply;
  /** The card's pictures (logo, background), absolute: the note's images. */
  images: string[];
  userAgent: string;
  t: TFunction<'touch-card'>;
  notify: (message: string) => void;
}

/**
 * "Post to Xiaohongshu" (issue 14): the signed config of the card (get_xhs_sign, source=3), our
 * check of the share info (spec §5), the SDK's share as a normal note with the card's images,
 * then the 10 s jump watch. Loaded on the tap. Resolves true when the SDK was asked to share.
 */
export async function postXhsNote({
  code,
  copy,
  images,
  userAgent,
  t,
  notify,
}: PostContext): Promise<boolean> {
  if (!isMobile(userAgent)) {
    notify(t('writer.mobileOnly'));
    return false;
  }
  let config: SignReply['card_config'];
  try {
    ({ card_config: config } = await request<SignReply>({
      url: nfcGetXhsSign.path,
      method: nfcGetXhsSign.method,
      data: { code, source: XHS_SIGN_SOURCE_TOUCH_CARD },
    }));
  } catch (error) {
    notify(
      error instanceof ApiError || error instanceof NetworkError ? error.message : t('writer.sdkFailed'),
    );
    return false;
  }
  try {
    const share = await prepareXhsShare(
      { type: 'normal', title: copy.title, content: noteContent(copy), images },
      {
        appKey: config.app_key,
        nonce: config.nonce,
        timestamp: config.timestamp,
        signature: config.signature,
      },
    );
    share((detail) => notify(t('writer.shareFailed', { detail })));
  } catch (error) {
    if (isXhsShareError(error)) {
      notify(t('writer.shareFailed', { detail: `${error.code} ${error.message}` }));
      return false;
    }
    // The SDK could not load: the visitor can still paste the note by hand.
    const copied = await copyText(copyAllText(copy)).then(
      () => true,
      () => false,
    );
    notify(copied ? t('writer.postedHint') : t('writer.sdkFailed'));
    return false;
  }
  watchJump({ onFail: () => notify(t('messages.jumpFailed')), delayMs: XHS_JUMP_FAIL_TOAST_MS });
  return true;
}
