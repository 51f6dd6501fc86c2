import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { openAppLink } from '../../../shared/app-jump';
import { chooseDouyinLink } from '../speed-test';
import { downloadVideo, FlowError, messageOf, type FlowContext } from './flow-kit';

/** App links that open each platform's app at its home (the visitor picks the saved video there). */
const APP_HOME: Record<Exclude<DistributionPlatform, 'douyin'>, string> = {
  wechat: 'weixin://',
  xhs: 'xhsdiscover://',
  ks: 'kwai://',
};

/** Saves the claimed video as `<title>.mp4` after reporting it once (spec §4). */
export async function saveVideo(
  ctx: Pick<FlowContext, 'target' | 'item' | 't' | 'notify'>,
): Promise<boolean> {
  const { target, item, t, notify } = ctx;
  try {
    if (!target.activityId) throw new FlowError(t('messages.noActivityId'));
    await downloadVideo({ target, item, t });
    return true;
  } catch (error) {
    notify(messageOf(error, t('messages.downloadFailed')));
    return false;
  }
}

/** Opens the platform's app: Douyin's publish link (speed-tested), the others' home. */
export async function openPlatformApp(ctx: FlowContext): Promise<void> {
  const { target, view, t, notify } = ctx;
  const onFail = () => notify(t('messages.jumpFailed'));
  if (target.platform !== 'douyin') {
    openAppLink(APP_HOME[target.platform], { onFail });
    return;
  }
  if (!view.schemaV2 && !view.cdnSchemaV2) {
    notify(t('messages.publishFailed'));
    return;
  }
  ctx.setBusy(true);
  let link: string;
  try {
    link = await chooseDouyinLink(view);
  } finally {
    ctx.setBusy(false);
  }
  openAppLink(link, { onFail });
}
