import { expect, type BrowserContext, type Page, type Request, type Response } from '@playwright/test';
import { localeText } from './locale-text';

/** Real user agents of the phones and in-app browsers the visitor pages meet. */
export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';

export const zh = localeText('zh-CN', 'distribution');
export const zhPlayer = localeText('zh-CN', 'player');
export const zhBrowser = localeText('zh-CN', 'browser');

/** Video ids of the demo activities: activity × 100 + position (seed-distribution.ts). */
export const ACTIVITY_1001_IDS = Array.from({ length: 30 }, (_, i) => 100101 + i);

/**
 * Activity 1002's pool holds 12 videos for a 10-minute lock, and each run publishes 9 of them
 * (the platform specs in both projects, the Xiaohongshu fallback). A test that only needs to see a
 * claimed video plays this one visitor, who holds one video however many such tests run, so the
 * pool never runs dry under the publishing tests, whatever order the workers take.
 */
const HOLDING_VISITOR_ID = '0b26a1d0-26a1-4026-8026-0000000000b2';

/**
 * Plays the one visitor of the tests that claim without publishing (before the first page). A
 * spec that counts a page's work passes its own id, so another spec's claims never change which
 * state its pages load in.
 */
export async function playHoldingVisitor(
  target: Page | BrowserContext,
  visitorId = HOLDING_VISITOR_ID,
): Promise<void> {
  await target.addInitScript((id) => {
    try {
      if (!localStorage.getItem('visitor-id')) localStorage.setItem('visitor-id', id);
    } catch {
      // Storage refused: the page makes its own visitor id.
    }
  }, visitorId);
}

declare global {
  interface Window {
    /** App links the page opened by its simulated click (recorded, not followed). */
    __openedLinks?: string[];
  }
}

/**
 * Records the app links (`snssdk1128://`, `weixin://`, `kwai://`…) the page opens by clicking a
 * temporary anchor, instead of letting Chromium try an external protocol handler. Ordinary
 * links (downloads, pages) are still followed.
 */
export async function spyOnAppLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__openedLinks = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!/^https?:/i.test(this.href)) {
        window.__openedLinks!.push(this.href);
        return;
      }
      click.call(this);
    };
  });
}

export async function openedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__openedLinks ?? []);
}

export async function waitForOpenedLink(page: Page): Promise<string> {
  await expect.poll(() => openedLinks(page), { timeout: 10_000 }).toHaveLength(1);
  return (await openedLinks(page))[0]!;
}

/** The `data` of a code-0 API reply. */
export async function replyData<T = Record<string, unknown>>(response: Response): Promise<T> {
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as T;
}

export interface ClaimedVideo {
  exist: boolean;
  is_loop_end: boolean;
  schema_v2: string;
  cdn_schema_v2: string;
  caption: string;
  items: {
    mixed_video_id: number;
    video_title: string;
    video_url: string;
    download_url: string;
  }[];
}

export const isApi = (path: string) => (r: Request | Response) => new URL(r.url()).pathname === `/api${path}`;

/** Opens a distribution page and returns the claim the server answered. */
export async function openClaim(page: Page, url: string, apiPath: string): Promise<ClaimedVideo> {
  const [response] = await Promise.all([page.waitForResponse(isApi(apiPath)), page.goto(url)]);
  return replyData<ClaimedVideo>(response);
}

/** Pretends the visitor left for the app (page hidden) and came back. */
export async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    await new Promise((resolve) => setTimeout(resolve, 300));
    set('visible');
  });
}
