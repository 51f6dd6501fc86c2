import { z } from 'zod';
import { isoDate, page, pageSize, paged, platform } from './console';
import { DISTRIBUTION_PLATFORMS } from './distribution-routes';
import { defineEndpoint } from './endpoint';
import { idField, safeString } from './input-fields';

/**
 * The console's NFC cards (issue 5, docs/decisions/011-merchant-console.md). The tag holds
 * `<origin>/n/<code>` (modules/distribution/nfc-routes.ts); a card may be unbound.
 */
export const NFC_CODE_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;
export const NFC_BATCH_MAX = 100;

export const nfcPath = (code: string) => `/n/${encodeURIComponent(code)}`;

export const NFC_STATUSES = ['enabled', 'disabled'] as const;

export const nfcCard = z.object({
  code: z.string(),
  label: z.string(),
  activity_id: z.number().int().nullable(),
  activity_title: z.string().nullable(),
  platform: z.enum(DISTRIBUTION_PLATFORMS),
  status: z.enum(NFC_STATUSES),
  /** Path of the tag's URL (`/n/<code>`); the page puts its own origin in front. */
  path: z.string(),
  updated_at: isoDate,
});
export type NfcCard = z.infer<typeof nfcCard>;

const nfcLabel = safeString().trim().max(30, { error: 'text_too_long' }).default('');
const nfcCode = safeString().trim().regex(NFC_CODE_PATTERN, { error: 'console_nfc_code_invalid' });

export const listNfcCards = defineEndpoint({
  method: 'GET',
  path: '/member/console/nfc_cards',
  summary: "The team's NFC cards",
  tags: ['console'],
  auth: 'token',
  query: z.object({ page, page_size: pageSize }),
  response: paged(nfcCard),
});

export const createNfcCardsBody = z
  .object({
    code: nfcCode.optional(),
    count: z.coerce.number().int().min(1).max(NFC_BATCH_MAX).optional(),
    label: nfcLabel,
    platform: platform.default('wechat'),
  })
  .refine((b) => (b.code === undefined) !== (b.count === undefined), {
    error: 'console_nfc_code_or_count',
    path: ['code'],
  });

export const createNfcCards = defineEndpoint({
  method: 'POST',
  path: '/member/console/nfc_cards/create',
  summary: 'Create one card with a chosen code, or `count` cards with random codes (taken code → 31010)',
  tags: ['console'],
  auth: 'token',
  body: createNfcCardsBody,
  response: z.object({ items: z.array(nfcCard) }),
});

export const updateNfcCard = defineEndpoint({
  method: 'POST',
  path: '/member/console/nfc_cards/update',
  summary: 'Bind or re-bind a card to an activity and platform (activity_id null unbinds), label, status',
  tags: ['console'],
  auth: 'token',
  body: z.object({
    code: nfcCode,
    activity_id: idField.nullable().optional(),
    platform: platform.optional(),
    status: z.enum(NFC_STATUSES).optional(),
    label: safeString().trim().max(30, { error: 'text_too_long' }).optional(),
  }),
  response: z.object({ card: nfcCard }),
});
