import { useSyncExternalStore } from 'react';
import { wechatJsConfig, type WechatOpenPlatform, type WxConfig } from '@vidmatrix/contract/wechat-share';
import { callEndpoint } from '../api/call-endpoint';
import { entryUrl } from '../entry-url';
import { currentUserAgent, isIos } from '../user-agent';

/** The part of WeChat's `wx` object our pages use (JS-SDK 1.6.0). */
interface ShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}
interface Wx {
  config(config: WxConfig & { debug?: boolean }): void;
  ready(fn: () => void): void;
  error(fn: (detail: { errMsg?: string }) => void): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'>): void;
}
declare global {
  interface Window {
    wx?: Wx;
  }
}

/** What the open tags may use: the brand's apps, once `wx.config` succeeded and tags were not refused. */
interface OpenTagState {
  apps: Partial<Record<WechatOpenPlatform, string>>;
  usable: boolean;
}

let openTags: OpenTagState = { apps: {}, usable: false };
const listeners = new Set<() => void>();
function setOpenTags(next: OpenTagState) {
  openTags = next;
  listeners.forEach((fn) => fn());
}
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
export const useOpenTags = () => useSyncExternalStore(subscribe, () => openTags);

/** The link-preview tags the server wrote into the page (page-previews.ts), for the share card. */
function shareData(): ShareData {
  const meta = (property: string) =>
    document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? '';
  return {
    title: meta('og:title') || document.title,
    desc: meta('og:description'),
    link: location.href.split('#')[0]!,
    imgUrl: new URL(meta('og:image') || '/brand/share-512.png', location.href).href,
  };
}

function loadScript(src: string): Promise<Wx> {
  if (window.wx) return Promise.resolve(window.wx);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('wx missing')));
    script.onerror = () => reject(new Error(`cannot load ${src}`));
    document.head.appendChild(script);
  });
}

/**
 * The URL WeChat checks the signature against: the page's own, except on iOS, where WeChat keeps
 * the URL the document was loaded from (a page `/n/<code>` answered with, decision 025).
 */
const signedUrl = () => (isIos(currentUserAgent()) ? entryUrl() : location.href.split('#')[0]!);

// WeChat wants one wx.config per URL: a page that mounts twice (StrictMode) configures once.
const started = new Map<string, Promise<void>>();

/**
 * Signs this page with the brand's WeChat app, loads the JS-SDK and sets the share card. The
 * brand without an app (20007), a failed load or a refused config leave the plain link WeChat
 * shares anyway; nothing is shown to the visitor.
 */
export function startWechatShare(): Promise<void> {
  const url = signedUrl();
  let run = started.get(url);
  if (!run) started.set(url, (run = configure(url).catch(() => setOpenTags({ apps: {}, usable: false }))));
  return run;
}

async function configure(url: string): Promise<void> {
  const reply = await callEndpoint(wechatJsConfig, { url }, { toastError: false });
  const wx = await loadScript(reply.script_url);
  // WeChat fires this after a successful config when this client cannot show open tags (old
  // WeChat or system, an account without the permission): today's overlay stays the way out.
  let refused = false;
  document.addEventListener(
    'WeixinOpenTagsError',
    () => {
      refused = true;
      setOpenTags({ ...openTags, usable: false });
    },
    { once: true },
  );
  wx.config(reply.wx_config);
  await new Promise<void>((resolve, reject) => {
    wx.error((detail) => reject(new Error(detail?.errMsg ?? 'wx.config failed')));
    wx.ready(() => {
      const share = shareData();
      wx.updateAppMessageShareData(share);
      wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl });
      if (reply.wx_config.openTagList.length > 0) setOpenTags({ apps: reply.open_apps, usable: !refused });
      resolve();
    });
  });
}
