import { z } from 'zod';
import { isoDate, page, pageSize, paged } from './console';
import { NFC_CODE_PATTERN } from './console-nfc';
import { defineEndpoint } from './endpoint';
import { idField, safeString } from './input-fields';
import { groupBuyShareText, touchCardConfig, touchCardItemSettings, touchCardSettings } from './touch-card';
import { TOUCH_CARD_ITEMS_MAX } from './touch-card-rules';

/**
 * The console's touch-card calls (issue 14): for a merchant or administrator of the card's team;
 * another team's card answers exactly like an unknown code (20005, "NFC card info not obtained").
 * Every write answers the card's whole configuration, so the form and its live preview stay one.
 */

export const touchCardCode = safeString({ error: 'touch_card_code_invalid' })
  .trim()
  .regex(NFC_CODE_PATTERN, { error: 'touch_card_code_invalid' });
const code = touchCardCode;
const configReply = z.object({ config: touchCardConfig });
const tags = ['touch-card'];

export const touchCardSummary = z.object({
  code: z.string(),
  label: z.string(),
  /** The card has a store page (its settings are saved). */
  has_store_page: z.boolean(),
  title: z.string().nullable(),
  /** The distribution activity the card is bound to (it may have both). */
  activity_id: z.number().int().nullable(),
  status: z.enum(['enabled', 'disabled']),
  item_count: z.number().int(),
  updated_at: isoDate,
});
export type TouchCardSummary = z.infer<typeof touchCardSummary>;

export const listTouchCards = defineEndpoint({
  method: 'GET',
  path: '/member/touch_card/cards',
  summary: "The team's NFC cards and whether each has a store page",
  tags,
  auth: 'token',
  query: z.object({ page, page_size: pageSize }),
  response: paged(touchCardSummary),
});

export const getTouchCardConfig = defineEndpoint({
  method: 'GET',
  path: '/member/touch_card/config',
  summary: 'One card’s store-page configuration and function items (settings null: none yet)',
  tags,
  auth: 'token',
  query: z.object({ code }),
  response: configReply,
});

export const updateTouchCardConfig = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/config/update',
  summary: 'Save the store page’s settings (creates the store page on first save)',
  tags,
  auth: 'token',
  body: z.intersection(z.object({ code }), touchCardSettings),
  response: configReply,
});

export const copyTouchCardConfig = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/config/copy',
  summary: 'Copy one card’s settings and items (group-buy packages included) onto another card of the team',
  tags,
  auth: 'token',
  body: z.object({ from_code: code, to_code: code }),
  response: configReply,
});

export const addTouchCardItem = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/items/add',
  summary: 'Add a function item at the end (it is then "in use"); one per kind except links',
  tags,
  auth: 'token',
  body: z.object({ code, item: touchCardItemSettings }),
  response: configReply,
});

export const updateTouchCardItem = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/items/update',
  summary: 'Change an item’s settings (its kind stays)',
  tags,
  auth: 'token',
  body: z.object({ code, id: idField, item: touchCardItemSettings }),
  response: configReply,
});

export const reorderTouchCardItems = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/items/reorder',
  summary: 'Put the items in this order (every item of the card, each once)',
  tags,
  auth: 'token',
  body: z.object({ code, ids: z.array(idField).max(TOUCH_CARD_ITEMS_MAX) }),
  response: configReply,
});

export const removeTouchCardItem = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/items/remove',
  summary: 'Remove an item (the page asks for confirmation first)',
  tags,
  auth: 'token',
  body: z.object({ code, id: idField }),
  response: configReply,
});

export const addGroupBuyPackage = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/group_buy/add',
  summary:
    'Paste a Meituan / Dianping / Douyin share text into a group-buy item: the link is checked now and resolved in the background (generating → ready | failed)',
  tags,
  auth: 'token',
  body: z.object({ code, item_id: idField, share_text: groupBuyShareText }),
  response: configReply,
});

export const retryGroupBuyPackage = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/group_buy/retry',
  summary: 'Resolve a failed package’s link again',
  tags,
  auth: 'token',
  body: z.object({ code, package_id: idField }),
  response: configReply,
});

export const removeGroupBuyPackage = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/group_buy/remove',
  summary: 'Remove a group-buy package',
  tags,
  auth: 'token',
  body: z.object({ code, package_id: idField }),
  response: configReply,
});

export const TOUCH_CARD_IMAGE_PURPOSES = ['logo', 'background', 'wechat_qr'] as const;

/**
 * The image itself is the request body, sent with its own `content-type` (image/png or
 * image/jpeg, at most TOUCH_CARD_LIMITS.imageBytes): the server checks the bytes are that image.
 */
export const uploadTouchCardImage = defineEndpoint({
  method: 'POST',
  path: '/member/touch_card/images/upload',
  summary:
    'Upload a logo, background or WeChat QR image (raw JPG/PNG body); answers its key for the settings',
  tags,
  auth: 'token',
  query: z.object({ purpose: z.enum(TOUCH_CARD_IMAGE_PURPOSES) }),
  response: z.object({ key: z.string(), url: z.string() }),
});
