import type { SharedVideo } from '@vidmatrix/contract/share';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callEndpoint, setLoaded, useLoad } from '../../shared/api/call-endpoint';
import { shareWebDownload, shareWebPage } from './share-web-routes';
import { isTokenError } from './use-share-access';

const PAGE_SIZE = 20;

interface Loaded {
  items: SharedVideo[];
  total: number;
  expiresAt: string | null;
  /** The last page loaded: "more" asks for the next one. */
  page: number;
}

/**
 * The link's videos, page by page, and downloads that update their count in place. A visitor
 * page: one entry of the visitor read's cache, read with the lean `useLoad` (decision 014), holds
 * every page loaded so far; "more" and downloads write into it.
 */
export function useSharedVideos(onStaleToken: () => void) {
  const key = ['share-web', 'videos', useSearchParams()[0].get('code')];
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);

  const fetchPage = async (page: number): Promise<Loaded> => {
    try {
      const reply = await callEndpoint(shareWebPage, { page, page_size: PAGE_SIZE });
      return { items: reply.items, total: reply.total, expiresAt: reply.expires_at, page };
    } catch (error) {
      // The API client already headed for /shareVideo; the gate there starts over.
      if (isTokenError(error)) onStaleToken();
      throw error;
    }
  };
  const list = useLoad(key, () => fetchPage(1));
  const update = (change: (shown: Loaded) => Loaded) =>
    setLoaded<Loaded>(key, (shown) => shown && change(shown));

  const loadMore = () => {
    if (!list.data) return;
    setLoadingMore(true);
    fetchPage(list.data.page + 1)
      .then(
        (next) => update((shown) => ({ ...next, items: [...shown.items, ...next.items] })),
        (error: unknown) => !isTokenError(error) && setFailed(true),
      )
      .finally(() => setLoadingMore(false));
  };

  /** Counts the download, then answers the address to save from. */
  const download = async (videoId: number) => {
    const reply = await callEndpoint(shareWebDownload, { video_id: videoId });
    update((shown) => ({
      ...shown,
      items: shown.items.map((v) =>
        v.video_id === videoId ? { ...v, download_count: reply.download_count } : v,
      ),
    }));
    return reply.download_url;
  };

  const error = (list.isError && !isTokenError(list.error)) || failed;
  return {
    data: list.data,
    error,
    loading: loadingMore,
    hasMore: !!list.data && list.data.items.length < list.data.total,
    loadMore,
    retry: () => {
      setFailed(false);
      list.reload();
    },
    download,
    /** A failed download: a stale token restarts the gate, anything else shows the failure. */
    fail: (error: unknown) => (isTokenError(error) ? onStaleToken() : setFailed(true)),
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
