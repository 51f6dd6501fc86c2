import { mixPreviewInfo, startMixPreview, type MixPreview } from '@vidmatrix/contract/mix-preview';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';

// The studio's preview variant (decision 030): asked for, then polled until it is rendered.

/** A rendering preview is polled this often: it takes seconds. */
const POLL_MS = 1000;

/** Under the studio's key: saving the project fetches the preview of the new recipe. */
const previewKey = (projectId: number) => ['mix', 'preview', projectId];

export const usePreview = (projectId: number) =>
  useQuery({
    queryKey: previewKey(projectId),
    queryFn: () => callEndpoint(mixPreviewInfo, { id: projectId }),
    refetchInterval: (query) => (query.state.data?.state === 'rendering' ? POLL_MS : false),
  });

export function useStartPreview(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(startMixPreview, { id: projectId }),
    onSuccess: (preview: MixPreview) => client.setQueryData(previewKey(projectId), preview),
  });
}
