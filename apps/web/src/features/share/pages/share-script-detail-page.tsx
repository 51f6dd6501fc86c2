import type { ShareWebInfo } from '@vidmatrix/contract/share';
import { lazy, Suspense, useEffect, useState } from 'react';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ShareGate } from '../components/share-gate';
import { LoadFailed } from '../components/share-state';
import { shareWebInfo } from '../share-web-routes';
import { isTokenError } from '../use-share-access';

const ScriptBody = lazy(() => import('../components/script-body'));

function SharedScript({ restart }: { restart: () => void }) {
  const [info, setInfo] = useState<ShareWebInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    callEndpoint(shareWebInfo, undefined).then(
      (reply) => live && setInfo(reply),
      (error: unknown) => {
        if (!live) return;
        if (isTokenError(error)) restart();
        else setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [restart, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  if (failed) return <LoadFailed onRetry={retry} />;
  if (!info) return <PageLoading />;
  const { script } = info;
  if (!script) return <LoadFailed onRetry={restart} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ScriptBody info={{ ...info, script }} />
    </Suspense>
  );
}

/** /shareScriptDetail?code=…: the same gate, then the script; one view on phones, a table on desktops. */
export function ShareScriptDetailPage() {
  return <ShareGate kind="script">{(restart) => <SharedScript restart={restart} />}</ShareGate>;
}
