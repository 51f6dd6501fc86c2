import { brandFromHost } from '@vidmatrix/brands/resolve-brand';
import type { PublicBrand } from '@vidmatrix/brands/brands';

declare global {
  interface Window {
    /** Written into index.html by the server for the host's brand. */
    __BRAND__?: PublicBrand;
  }
}

/** The brand of this page: the server's bootstrap, else resolved from the host name. */
export function currentBrand(): PublicBrand {
  return window.__BRAND__ ?? brandFromHost(window.location.hostname);
}
