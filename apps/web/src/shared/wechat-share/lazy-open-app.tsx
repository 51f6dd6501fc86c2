import { lazy, Suspense, type ComponentProps } from 'react';
import { currentUserAgent, isWeChat } from '../user-agent';

// Only WeChat ever shows open tags: other browsers never download the component (decision 004).
const WechatOpenApp = lazy(() => import('./wechat-open-app'));

/** The open-tag buttons inside WeChat; nothing (and nothing loaded) anywhere else. */
export function LazyWechatOpenApp(props: ComponentProps<typeof WechatOpenApp>) {
  if (!isWeChat(currentUserAgent())) return null;
  return (
    <Suspense fallback={null}>
      <WechatOpenApp {...props} />
    </Suspense>
  );
}
