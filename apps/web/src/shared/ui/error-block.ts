import type { FC } from 'react';
import {
  createErrorBlock,
  type ErrorBlockProps,
} from 'antd-mobile/es/components/error-block/create-error-block';
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';

/** The illustrations our pages use; antd-mobile's own ErrorBlock bundles all four (~10 KB gzip). */
export type ErrorBlockStatus = 'default' | 'empty';

/**
 * antd-mobile's ErrorBlock with only the "default" and "empty" illustrations: the others
 * ("disconnected", "busy", ~4 KB gzip) would ride along on every page that shows one. Add an
 * image here when a page needs it.
 */
export const ErrorBlock: FC<Omit<ErrorBlockProps, 'status'> & { status?: ErrorBlockStatus }> =
  createErrorBlock({ default: defaultImage, empty: emptyImage });
