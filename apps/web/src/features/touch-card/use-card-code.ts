import { useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error';

/** Spec §8 "NFC card info not obtained": the server's answer for an unknown, unbound or foreign code. */
export const NFC_CARD_INVALID = 20005;

/** The card of `?code=` (trimmed; empty when absent). */
export function useCardCode(): string {
  const [params] = useSearchParams();
  return (params.get('code') ?? '').trim();
}

export const isCardInvalid = (error: Error | null): boolean =>
  error instanceof ApiError && error.code === NFC_CARD_INVALID;
