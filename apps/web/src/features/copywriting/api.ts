import {
  aiWrite,
  createScript,
  deleteScript,
  getScript,
  listScripts,
  updateScript,
  type AiBrief,
  type AiWriteChunk,
} from '@vidmatrix/contract/copywriting';
import type { Script } from '@vidmatrix/contract/script-model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';
import { requestStream } from '../../shared/api/request-stream';

/** Every script read sits under this key, so a save or delete refreshes whatever shows it. */
const SCRIPTS = 'copywriting-scripts';

export const useScripts = (input: EndpointInput<typeof listScripts>) =>
  useQuery({ queryKey: [SCRIPTS, 'list', input], queryFn: () => callEndpoint(listScripts, input) });

export const useScript = (id: number) =>
  useQuery({
    queryKey: [SCRIPTS, 'one', id],
    queryFn: () => callEndpoint(getScript, { id }),
    enabled: id > 0,
  });

/**
 * A change to the scripts: a script the server sent back replaces its cached copy (an editor
 * opened next must not start from the old one), and every script read is invalidated.
 */
function useScriptsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      const saved = (result as { script?: Script }).script;
      if (saved) client.setQueryData([SCRIPTS, 'one', saved.id], { script: saved });
      return client.invalidateQueries({ queryKey: [SCRIPTS] });
    },
  });
}

// Form errors are shown beside their fields, so the API client does not toast them as well.
const quiet = { toastError: false };

export const useCreateScript = () =>
  useScriptsMutation((input: EndpointInput<typeof createScript>) => callEndpoint(createScript, input, quiet));
export const useUpdateScript = () =>
  useScriptsMutation((input: EndpointInput<typeof updateScript>) => callEndpoint(updateScript, input, quiet));
export const useDeleteScript = () =>
  useScriptsMutation((input: EndpointInput<typeof deleteScript>) => callEndpoint(deleteScript, input, quiet));

/** Streams the AI writer's chunks (start, progress…, result); rejects with the server's message. */
export const streamAiWrite = (brief: AiBrief, onChunk: (chunk: AiWriteChunk) => void, signal: AbortSignal) =>
  requestStream<AiWriteChunk>({ url: aiWrite.path, data: brief, onChunk, signal });
