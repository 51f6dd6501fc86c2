import { API_PREFIX } from '@vidmatrix/contract/endpoint';

/** The URL's path without the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** True for `/api` and everything below it: those paths always answer with the JSON envelope. */
export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
