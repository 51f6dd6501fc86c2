import { hostMatches } from '@vidmatrix/contract/touch-card-rules';

/**
 * Resolves a pasted group-buy short link (Meituan / Dianping `dpurl.cn`, Douyin `v.douyin.com`)
 * to its deal page: redirects are followed by hand, every hop must stay on the platform's hosts
 * (a merchant's link cannot make the server fetch anything else), the whole walk has one
 * time-out, and the page's title names the deal.
 */

export interface ResolveOptions {
  /** Hosts (and subdomains) every hop must stay on. */
  hosts: readonly string[];
  timeoutMs: number;
  maxHops?: number;
  /** Tests: fetch `https://host/path` as `<origin>/host/path` (the loopback fake). */
  viaOrigin?: string | undefined;
}

export interface ResolvedDeal {
  url: string;
  title: string | null;
}

class GroupBuyResolveError extends Error {
  override name = 'GroupBuyResolveError';
}

const MAX_PAGE_BYTES = 512 * 1024;
// The platforms answer a phone's browser with the deal page (a desktop UA gets a download page).
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const toFake = (url: URL, origin: string) => `${origin}/${url.host}${url.pathname}${url.search}`;

/** A fake's absolute URL back to the real one it stands for. */
function fromFake(location: string, origin: string): string {
  return location.startsWith(`${origin}/`) ? `https://${location.slice(origin.length + 1)}` : location;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The page's og:title, else its <title>, entities decoded; null when it has neither. */
function pageTitle(html: string): string | null {
  const og =
    /<meta[^>]+property=["']og:title["'][^>]*content=["']([^"']*)["']/i.exec(html)?.[1] ??
    /<meta[^>]+content=["']([^"']*)["'][^>]*property=["']og:title["']/i.exec(html)?.[1];
  const raw = og ?? /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  if (raw === undefined) return null;
  const text = raw
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, e: string) => {
      if (e[0] === '#') {
        const code = e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[e.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return text || null;
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_PAGE_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, MAX_PAGE_BYTES));
}

export async function resolveDeal(link: string, o: ResolveOptions): Promise<ResolvedDeal> {
  const signal = AbortSignal.timeout(o.timeoutMs);
  const maxHops = o.maxHops ?? 8;
  let current = new URL(link);
  try {
    for (let hop = 0; hop <= maxHops; hop++) {
      if (!/^https?:$/.test(current.protocol) || !hostMatches(current.hostname, o.hosts)) {
        throw new GroupBuyResolveError(`hop ${hop} leaves the platform: ${current.host}`);
      }
      const target = o.viaOrigin ? toFake(current, o.viaOrigin) : current.toString();
      const response = await fetch(target, {
        redirect: 'manual',
        signal,
        headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*' },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, target);
        current = new URL(o.viaOrigin ? fromFake(next.toString(), o.viaOrigin) : next.toString());
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new GroupBuyResolveError(`HTTP ${response.status} at ${current.host}`);
      }
      const html = await readCapped(response);
      return { url: current.toString(), title: pageTitle(html) };
    }
  } catch (error) {
    if (error instanceof GroupBuyResolveError) throw error;
    throw new GroupBuyResolveError(signal.aborted ? `time-out after ${o.timeoutMs} ms` : String(error));
  }
  throw new GroupBuyResolveError(`more than ${maxHops} redirects`);
}
