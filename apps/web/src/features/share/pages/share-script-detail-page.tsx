import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { callEndpoint, useLoad } from '../../../shared/api/call-endpoint';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useWechatShare } from '../../../shared/wechat-share/use-wechat-share';
import { ShareGate } from '../components/share-gate';
import { LoadFailed } from '../components/share-state';
import { shareWebInfo } from '../share-web-routes';
import { isTokenError } from '../use-share-access';

const ScriptBody = lazy(() => import('../components/script-body'));

function SharedScript({ restart }: { restart: () => void }) {
  const [params] = useSearchParams();
  // A visitor page: the lean read of decision 014, not useQuery.
  const info = useLoad(['share-web', 'info', params.get('code')], async () => {
    try {
      return await callEndpoint(shareWebInfo, undefined);
    } catch (error) {
      // A stale token: the gate starts over (this view goes with it).
      if (isTokenError(error)) restart();
      throw error;
    }
  });

  if (info.isError && !isTokenError(info.error)) return <LoadFailed onRetry={info.reload} />;
  if (!info.data) return <PageLoading />;
  const { script } = info.data;
  if (!script) return <LoadFailed onRetry={restart} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ScriptBody info={{ ...info.data, script }} />
    </Suspense>
  );
}

/** /shareScriptDetail?code=…: the same gate, then the script; one view on phones, a table on desktops. */
export function ShareScriptDetailPage() {
  useWechatShare();
  return <ShareGate kind="script">{(restart) => <SharedScript restart={restart} />}</ShareGate>;
}
