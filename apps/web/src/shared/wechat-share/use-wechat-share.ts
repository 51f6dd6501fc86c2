import { useEffect } from 'react';
import { currentUserAgent, isWeChat } from '../user-agent';

/**
 * Runs `task` once the page has painted and loaded, when the main thread is idle: what it fetches
 * never competes with the page's own first load (docs/decisions/004). Returns a cancel function.
 */
function afterLoad(task: () => void): () => void {
  let handle: number | undefined;
  const idle = () => {
    handle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (handle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    window.clearTimeout(handle);
  };
}

/**
 * A page a visitor shares: inside WeChat its share card (title, description, the brand's preview
 * image) is set through the JS-SDK, loaded after the page (decision 031). Anywhere else, and
 * when the brand has no WeChat app, nothing loads.
 */
export function useWechatShare(): void {
  useEffect(() => {
    if (!isWeChat(currentUserAgent())) return;
    return afterLoad(() => {
      void import('./wechat-sdk').then((m) => m.startWechatShare()).catch(() => undefined);
    });
  }, []);
}
