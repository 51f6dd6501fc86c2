import { useEffect, useRef } from 'react';
import type { WechatOpenPlatform } from '@vidmatrix/contract/wechat-share';
import { useTranslation } from '../i18n/use-translation';
import { useOpenTags } from './wechat-sdk';

interface Props {
  /** The apps this page jumps to, in order; those the brand has no open-platform app for are left out. */
  platforms: readonly WechatOpenPlatform[];
  /** The jump failed (app missing, tag refused): show today's "open in browser" overlay. */
  onFallback: () => void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `<wx-open-launch-app>` buttons (decision 031): inside WeChat, where the brand's service account
 * has an open-platform app bound for the platform, a tap opens that app with this page's URL as
 * `extinfo`. WeChat renders the tag's template in its own shadow root, so the button carries its
 * style inline. Nothing renders until `wx.config` succeeded and WeChat did not refuse the tags.
 */
export default function WechatOpenApp({ platforms, onFallback }: Props) {
  const { t } = useTranslation('browser');
  const { apps, usable } = useOpenTags();
  const shown = usable ? platforms.filter((p) => apps[p]) : [];
  if (shown.length === 0) return null;
  return (
    <div data-testid="wechat-open-app">
      {shown.map((platform) => (
        <OpenTag
          key={platform}
          appId={apps[platform]!}
          label={t(`openApp.${platform}`)}
          onFallback={onFallback}
        />
      ))}
    </div>
  );
}

function OpenTag({ appId, label, onFallback }: { appId: string; label: string; onFallback: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tag = document.createElement('wx-open-launch-app');
    tag.setAttribute('appid', appId);
    tag.setAttribute('extinfo', location.href.split('#')[0]!);
    tag.style.display = 'block';
    const template = document.createElement('script');
    template.type = 'text/wxtag-template';
    template.innerHTML = `<button style="display:block;width:100%;margin:8px 0;padding:12px;border:0;border-radius:8px;font-size:16px;background:#07c160;color:#fff">${escapeHtml(label)}</button>`;
    tag.appendChild(template);
    tag.addEventListener('error', onFallback);
    host.current?.appendChild(tag);
    return () => {
      tag.removeEventListener('error', onFallback);
      tag.remove();
    };
  }, [appId, label, onFallback]);
  return <div ref={host} />;
}
