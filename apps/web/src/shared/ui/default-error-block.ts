import type { FC } from 'react';
import {
  createErrorBlock,
  type ErrorBlockProps,
} from 'antd-mobile/es/components/error-block/create-error-block';
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';

/**
 * antd-mobile's ErrorBlock with its "default" illustration only, for pages that never show an
 * empty state (the browser-restriction page): `error-block.ts` adds the "empty" one, ~2 KB more
 * on a page already at the visitor budget (decision 004).
 */
export const DefaultErrorBlock: FC<Omit<ErrorBlockProps, 'status'>> = createErrorBlock({
  default: defaultImage,
});
