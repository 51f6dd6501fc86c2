import type { SharedVideo } from '@vidmatrix/contract/share';
import { useCallback, useEffect, useState } from 'react';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { shareWebDownload, shareWebPage } from './share-web-routes';
import { isTokenError } from './use-share-access';

const PAGE_SIZE = 20;

interface Loaded {
  items: SharedVideo[];
  total: number;
  expiresAt: string | null;
}

/** The link's videos, page by page, and downloads that update their count in place. */
export function useSharedVideos(onStaleToken: () => void) {
  const [state, setState] = useState<Loaded | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState(false);
  const [loadedPage, setLoadedPage] = useState(0);
  const [reload, setReload] = useState(0);
  const loading = !error && loadedPage < page;

  const fail = useCallback(
    (e: unknown) => {
      // The API client already headed for /shareVideo; the gate there starts over.
      if (isTokenError(e)) onStaleToken();
      else setError(true);
    },
    [onStaleToken],
  );

  useEffect(() => {
    let live = true;
    callEndpoint(shareWebPage, { page, page_size: PAGE_SIZE })
      .then(
        (reply) => {
          if (!live) return;
          setState((prev) => ({
            items: page === 1 ? reply.items : [...(prev?.items ?? []), ...reply.items],
            total: reply.total,
            expiresAt: reply.expires_at,
          }));
        },
        (e: unknown) => live && fail(e),
      )
      .finally(() => live && setLoadedPage(page));
    return () => {
      live = false;
    };
  }, [page, reload, fail]);

  /** Counts the download, then answers the address to save from. */
  const download = useCallback(async (videoId: number) => {
    const reply = await callEndpoint(shareWebDownload, { video_id: videoId });
    setState(
      (prev) =>
        prev && {
          ...prev,
          items: prev.items.map((v) =>
            v.video_id === videoId ? { ...v, download_count: reply.download_count } : v,
          ),
        },
    );
    return reply.download_url;
  }, []);

  const hasMore = state !== null && state.items.length < state.total;
  return {
    data: state,
    error,
    loading,
    hasMore,
    loadMore: () => setPage((p) => p + 1),
    retry: () => {
      setError(false);
      setLoadedPage(0);
      setState(null);
      setPage(1);
      setReload((n) => n + 1);
    },
    download,
    fail,
  };
}

/** Saves a file the server names (Content-Disposition: the video's title). */
export function saveFile(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
