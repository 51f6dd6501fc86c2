import {
  addGroupBuyPackage,
  addTouchCardItem,
  copyTouchCardConfig,
  getTouchCardConfig,
  listTouchCards,
  removeGroupBuyPackage,
  removeTouchCardItem,
  reorderTouchCardItems,
  retryGroupBuyPackage,
  updateTouchCardConfig,
  updateTouchCardItem,
  uploadTouchCardImage,
  type TOUCH_CARD_IMAGE_PURPOSES,
} from '@vidmatrix/contract/touch-card-api';
import type { TouchCardConfig } from '@vidmatrix/contract/touch-card';
import { getTapData } from '@vidmatrix/contract/touch-card-public';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/call-endpoint';
import { request } from '../../../shared/api/request';

/** Every touch-card console read sits under this key (decision 014: one root per feature). */
const ROOT = 'touch-card';
/** How often a card with a package still "generating" asks again, so the state moves live. */
const GENERATING_POLL_MS = 2_000;

/** The team's cards for the picker: one page of 100 covers a shop's counter cards. */
export const useTouchCards = () =>
  useQuery({
    queryKey: [ROOT, 'cards'],
    queryFn: () => callEndpoint(listTouchCards, { page: 1, page_size: 100 }),
  });

const generating = (config: TouchCardConfig | undefined) =>
  config?.items.some((item) => item.packages.some((p) => p.state === 'generating')) ?? false;

export const useTouchCardConfig = (code: string | undefined) =>
  useQuery({
    queryKey: [ROOT, 'config', code],
    queryFn: () => callEndpoint(getTouchCardConfig, { code: code! }).then((r) => r.config),
    enabled: Boolean(code),
    // A pasted group-buy link resolves in the background: poll only while one is generating.
    refetchInterval: (query) => (generating(query.state.data) ? GENERATING_POLL_MS : false),
  });

/**
 * A change to a card: every write answers the card's whole configuration, which replaces the
 * cached one at once (the form, the list and the preview stay one); the card list is refreshed.
 */
function useCardWrite<I extends { code?: string; to_code?: string }>(
  write: (input: I) => Promise<{ config: TouchCardConfig }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ config }) => {
      client.setQueryData([ROOT, 'config', config.code], config);
      return client.invalidateQueries({ queryKey: [ROOT, 'cards'] });
    },
  });
}

type In<E> = EndpointInput<E>;

export const useSaveSettings = () =>
  useCardWrite((input: In<typeof updateTouchCardConfig>) => callEndpoint(updateTouchCardConfig, input));
export const useCopyConfig = () =>
  useCardWrite((input: In<typeof copyTouchCardConfig>) => callEndpoint(copyTouchCardConfig, input));
export const useAddItem = () =>
  useCardWrite((input: In<typeof addTouchCardItem>) => callEndpoint(addTouchCardItem, input));
export const useUpdateItem = () =>
  useCardWrite((input: In<typeof updateTouchCardItem>) => callEndpoint(updateTouchCardItem, input));
export const useReorderItems = () =>
  useCardWrite((input: In<typeof reorderTouchCardItems>) => callEndpoint(reorderTouchCardItems, input));
export const useRemoveItem = () =>
  useCardWrite((input: In<typeof removeTouchCardItem>) => callEndpoint(removeTouchCardItem, input));
export const useAddPackage = () =>
  useCardWrite((input: In<typeof addGroupBuyPackage>) => callEndpoint(addGroupBuyPackage, input));
export const useRetryPackage = () =>
  useCardWrite((input: In<typeof retryGroupBuyPackage>) => callEndpoint(retryGroupBuyPackage, input));
export const useRemovePackage = () =>
  useCardWrite((input: In<typeof removeGroupBuyPackage>) => callEndpoint(removeGroupBuyPackage, input));

export type ImagePurpose = (typeof TOUCH_CARD_IMAGE_PURPOSES)[number];

/** Uploads an image as the raw request body (its own content type); answers its key and URL. */
export function uploadImage(file: File, purpose: ImagePurpose) {
  return request<{ key: string; url: string }>({
    url: `${uploadTouchCardImage.path}?${new URLSearchParams({ purpose })}`,
    method: uploadTouchCardImage.method,
    data: file,
  });
}

export const useTapData = (input: In<typeof getTapData>) =>
  useQuery({ queryKey: [ROOT, 'tap-data', input], queryFn: () => callEndpoint(getTapData, input) });
