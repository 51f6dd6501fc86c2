import {
  GROUP_BUY_HOSTS,
  hostMatches,
  TOUCH_CARD_ITEMS_MAX,
  TOUCH_CARD_LINKS_MAX,
  TOUCH_CARD_REPEATABLE_KINDS,
  type GroupBuyPlatform,
  type TouchCardItemKind,
} from '@vidmatrix/contract/touch-card-rules';

/**
 * The links a share text may hold: the apps put one http(s) URL inside a sentence, often right
 * after Chinese punctuation and sometimes with the sentence glued on after it.
 */
const URL_IN_TEXT = /https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#[\]]*)?/g;

/** The first URL of a pasted share text, trailing punctuation dropped; undefined when none. */
export function findShareLink(text: string): string | undefined {
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const candidate = match[0].replace(/[),.;:!?'\]]+$/, '');
    try {
      return new URL(candidate).toString();
    } catch {
      continue;
    }
  }
  return undefined;
}

/** The link's host belongs to the platform the merchant chose. */
export function linkOfPlatform(link: string, platform: GroupBuyPlatform): boolean {
  try {
    return hostMatches(new URL(link).hostname, GROUP_BUY_HOSTS[platform]);
  } catch {
    return false;
  }
}

/** Why this kind cannot be added next to `existing` kinds, if anything. */
export function addItemProblem(
  existing: readonly TouchCardItemKind[],
  kind: TouchCardItemKind,
): 'item_exists' | 'items_full' | undefined {
  if (existing.length >= TOUCH_CARD_ITEMS_MAX) return 'items_full';
  const same = existing.filter((k) => k === kind).length;
  if (!TOUCH_CARD_REPEATABLE_KINDS.includes(kind)) return same > 0 ? 'item_exists' : undefined;
  return same >= TOUCH_CARD_LINKS_MAX ? 'items_full' : undefined;
}

/** A reorder must name every item of the card exactly once. */
export function isPermutation(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length || new Set(proposed).size !== proposed.length) return false;
  const known = new Set(current);
  return proposed.every((id) => known.has(id));
}

// The store page's plain text: one cleaning, in the contract, so it also refuses what it would empty.
export { plainText } from '@vidmatrix/contract/touch-card-rules';

/** Where a follow item opens: the platform app by scheme, and its web page. */
export function followLinks(
  kind: 'follow_channels' | 'follow_xhs' | 'follow_kuaishou' | 'follow_douyin',
  accountId: string,
  link: string,
): { app_url: string | null; web_url: string | null } {
  const id = encodeURIComponent(accountId);
  switch (kind) {
    // WeChat Channels has no public link to a profile: the page always shows the follow guide.
    case 'follow_channels':
      return { app_url: null, web_url: null };
    case 'follow_xhs': {
      const user = /\/user\/profile\/([A-Za-z0-9]+)/.exec(link)?.[1];
      return { app_url: user ? `xhsdiscover://user/${user}` : null, web_url: link || null };
    }
    case 'follow_kuaishou':
      return {
        app_url: accountId ? `kwai://profile/${id}` : null,
        web_url: link || (accountId ? `https://www.kuaishou.com/profile/${id}` : null),
      };
    case 'follow_douyin':
      return {
        app_url: accountId ? `snssdk1128://user/profile/${id}` : null,
        web_url: link || (accountId ? `https://www.douyin.com/user/${id}` : null),
      };
  }
}

/** The deal in the platform's app, where the app has a public scheme for a web page. */
export function dealAppUrl(platform: GroupBuyPlatform, dealUrl: string): string | null {
  const url = encodeURIComponent(dealUrl);
  switch (platform) {
    case 'meituan':
      return `imeituan://www.meituan.com/web?url=${url}`;
    case 'dianping':
      return `dianping://web?url=${url}`;
    case 'douyin':
      return `snssdk1128://webview?url=${url}`;
  }
}

/** The day (YYYY-MM-DD) of `date` in Asia/Shanghai, the merchants' calendar. */
export function shanghaiDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to` inclusive (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
