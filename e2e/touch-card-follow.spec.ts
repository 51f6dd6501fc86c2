// Issue 27: following the shop on Xiaohongshu from the store page in WeChat, which cannot open
// the app: the guide shows the id to search and copies it, and offers the profile's web page;
// an item saved with the link alone offers the profile and never "copies" an empty id.
import { expect, test, type Page } from '@playwright/test';
import type { PublicTouchCard, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import { localeText, WECHAT_UA } from './locale-text';

const zh = localeText('zh-CN', 'touch-card');
const STORE = '/PenCardPage?code=DEMO-CARD';

test.skip(({ isMobile }) => !isMobile, 'phone pages: the mobile project runs them');
test.use({ userAgent: WECHAT_UA });

type XhsItem = Extract<PublicTouchCardItem, { kind: 'follow_xhs' }>;

async function demoXhs(page: Page): Promise<XhsItem> {
  const reply = await page.request.get('/api/open/touch_card/page?code=DEMO-CARD');
  const card = (await reply.json()).data.card as PublicTouchCard;
  return card.items.find((i) => i.kind === 'follow_xhs') as XhsItem;
}

async function openGuide(page: Page) {
  await page.goto(STORE);
  await page.locator('button[data-kind="follow_xhs"]').click();
  const guide = page.getByTestId('panel-guide');
  await expect(guide).toBeVisible();
  return guide;
}

test('WeChat: the Xiaohongshu id to search and copy, and the profile to open', async ({ page }) => {
  const xhs = await demoXhs(page);
  expect(xhs.account_id).not.toBe('');
  const guide = await openGuide(page);
  await expect(guide).toContainText(zh.guide.stepSearch);
  await expect(page.getByTestId('follow-account')).toHaveText(xhs.account_id);
  await expect(guide.getByRole('link', { name: zh.guide.openWeb })).toHaveAttribute('href', xhs.web_url!);
  await guide.getByRole('button', { name: zh.guide.copyId }).click();
  // The toast, not the clipboard: parallel workers share the system clipboard.
  await expect(page.getByText(zh.messages.copied)).toBeVisible();
});

test('an item with the link alone: the profile to open, no id to paste, nothing "copied"', async ({
  page,
}) => {
  const xhs = await demoXhs(page);
  await page.route('**/api/open/touch_card/page?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const card = body.data.card as PublicTouchCard;
    card.items = card.items.map((i) => (i.kind === 'follow_xhs' ? { ...i, account_id: '' } : i));
    await route.fulfill({ response, json: body });
  });
  const guide = await openGuide(page);
  await expect(guide).toContainText(zh.guide.openProfile);
  await expect(guide).not.toContainText(zh.guide.stepSearch);
  await expect(guide.getByRole('button', { name: zh.guide.copyId })).toHaveCount(0);
  await expect(guide.getByRole('link', { name: zh.guide.openWeb })).toHaveAttribute('href', xhs.web_url!);
});
