import { ApiError, NetworkError } from '../../shared/api/api-error';

/** What to show for a failed call: the server's own message, else the page's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof NetworkError) return `${fallback} · ${error.message}`;
  return fallback;
}
