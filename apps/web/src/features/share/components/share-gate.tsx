import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { ShareKind } from '@vidmatrix/contract/share';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import { useShareAccess } from '../use-share-access';
import { PasswordGate } from './password-gate';
import { LinkExpired, LoadFailed } from './share-state';

const PAGE_OF: Record<ShareKind, string> = {
  videos: PAGE_PATHS.shareVideo,
  script: PAGE_PATHS.shareScriptDetail,
};

interface Props {
  /** What this page shows; a link of the other kind is sent to its own page, query kept. */
  kind: ShareKind;
  /** Rendered once the link is open; `restart` runs the gate again (stale token). */
  children: (restart: () => void) => ReactNode;
}

/**
 * Both share pages start here: the API client sends every share-token failure (10003–10005) to
 * /shareVideo with the query kept (spec §8), so that page must also lead script links onwards.
 */
export function ShareGate({ kind, children }: Props) {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const { access, refusal, checking, unlock, restart } = useShareAccess(params.get('code'));
  // A link locked since the HTML was written: its gate replaces the HTML's first screen at once;
  // the states do so themselves (share-state.tsx), an open link's view too.
  useRemoveBootCover(access.status === 'locked');

  switch (access.status) {
    case 'loading':
      return <PageLoading />;
    case 'expired':
      return <LinkExpired />;
    case 'failed':
      return <LoadFailed onRetry={restart} />;
    case 'locked':
      return (
        <PasswordGate
          key={refusal?.count ?? 0}
          refusal={refusal}
          checking={checking}
          onSubmit={(p) => void unlock(p)}
        />
      );
    case 'open':
      if (access.kind !== kind) return <Navigate replace to={`${PAGE_OF[access.kind]}${search}`} />;
      return children(restart);
  }
}
