import type { HttpMethod } from '@vidmatrix/contract/endpoint';
import { apiUrl } from './api-config';

type QueryValue = string | number | boolean | null | undefined | readonly unknown[] | object;

/** GET data as query parameters: undefined/null skipped, arrays comma-joined (spec §7). */
function toQuery(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) params.append(key, value.join(','));
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function buildInit(method: HttpMethod, data: unknown, headers: Record<string, string>): RequestInit {
  if (method === 'GET') return { method, headers };
  // FormData sets its own multipart boundary, a Blob (a raw image upload) its own type; a JSON
  // content-type would break either.
  if (typeof FormData !== 'undefined' && (data instanceof FormData || data instanceof Blob)) {
    return { method, headers, body: data };
  }
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data ?? {}),
  };
}

/**
 * The URL and fetch options of one API call: GET data in the query, anything else as the body.
 * The app's client (request.ts) and the HTML's boot claim (src/boot/boot-claim.ts) both send
 * through this, so the first claim goes on the wire exactly as the app's own would.
 */
export function apiRequest(
  url: string,
  method: HttpMethod,
  data: unknown,
  headers: Record<string, string>,
): [url: string, init: RequestInit] {
  const fullUrl = method === 'GET' ? `${apiUrl(url)}${toQuery(data)}` : apiUrl(url);
  return [fullUrl, buildInit(method, data, headers)];
}
