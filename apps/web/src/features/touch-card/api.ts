import type { PublicTouchCard } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_PUBLIC_PATHS } from '@vidmatrix/contract/touch-card-rules';
import { useLoad } from '../../shared/api/call-endpoint';
import { request } from '../../shared/api/request';
import { useRemoveBootCover } from '../../shared/ui/use-remove-boot-cover';

// The customer's calls, typed from the contract but built from its zod-free rules module: a
// value from touch-card-public.ts would bring zod into the visitor chunks (decision 004).

function fetchStorePage(code: string): Promise<{ card: PublicTouchCard }> {
  return request({ url: TOUCH_CARD_PUBLIC_PATHS.page, method: 'GET', data: { code } });
}

/**
 * The card of `?code=`: one read per page load, shared by the store, Add-WeChat and writer pages.
 * The first screen the HTML painted for them goes in the commit that shows the card (or a state
 * without it: no code, an error).
 */
export function useStorePage(code: string) {
  const load = useLoad(['touch-card', code], () => fetchStorePage(code), code !== '');
  useRemoveBootCover(code === '' || !!load.data || !!load.error);
  return load;
}
