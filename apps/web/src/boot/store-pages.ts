import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';

/**
 * The touch-card pages whose HTML sends their card's call (src/boot/boot-store-page.ts): the
 * store page, the copy writer and Add WeChat all read the card of `?code=` first. The build hands
 * this list to the server (build/boot-scripts.ts).
 */
export const STORE_PAGES: readonly string[] = [
  PAGE_PATHS.penCardPage,
  PAGE_PATHS.cardWriterPage,
  PAGE_PATHS.addWxPage,
];
