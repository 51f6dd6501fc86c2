// The touch-card console (issue 14): /touch_card configuration with its live phone preview,
// function items, group-buy packages, copying between cards and the printable card face; and
// /PenCardData. One demo-merchant session per project (the account allows five at once).
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEMO, loginViaApi, useSession } from './auth-kit';
import { localeText } from './locale-text';
import { pickOption } from './select-kit';

const t = localeText('zh-CN', 'touch-card-console');
const v = t.validation;

let token = '';
// Each test walks a cold console page through several server round trips: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async ({ request }) => {
  token = await loginViaApi(request, DEMO.admin, DEMO.password);
});

/** A console call as the signed-in merchant; answers `data` of a code-0 reply. */
async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const reply =
    method === 'GET'
      ? await request.get(`/api${path}`, { headers: { token }, params: data as Record<string, string> })
      : await request.post(`/api${path}`, { headers: { token }, data });
  const body = await reply.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as T;
}

/** A fresh card of the demo team (a unique code per run and project). */
async function newCard(request: APIRequestContext, label: string): Promise<string> {
  const code = `E2E-TC-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await api(request, '/member/console/nfc_cards/create', { code, label, platform: 'wechat' });
  return code;
}

/** A small real PNG (the server checks the bytes): a 24 × 24 brand-blue square. */
function pngBytes(): Buffer {
  const png = new PNG({ width: 24, height: 24 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([20, 86, 224, 255], i);
  return PNG.sync.write(png);
}

async function uploadLogo(request: APIRequestContext): Promise<string> {
  const reply = await request.post('/api/member/touch_card/images/upload?purpose=logo', {
    headers: { token, 'content-type': 'image/png' },
    data: pngBytes(),
  });
  const body = await reply.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data.key as string;
}

async function configure(request: APIRequestContext, code: string, title: string) {
  const logo = await uploadLogo(request);
  await api(request, '/member/touch_card/config/update', { code, logo, title, main_business: '咖啡和甜点' });
  await api(request, '/member/touch_card/items/add', {
    code,
    item: { kind: 'wifi', ssid: 'Cafe-5G', password: 'cafe-guest' },
  });
}

async function open(page: Page, path: string) {
  await useSession(page, { token, phone: DEMO.admin });
  await page.goto(path);
  // A cold console page loads the shell, antd and its section first: wait for the section's card.
  await expect(page.getByRole('main').locator('.ant-card').first()).toBeVisible({ timeout: 30_000 });
}

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the configuration page is laid out for a desk here');

  test('validation messages and a live preview that follows typing; save', async ({ page, request }) => {
    const code = await newCard(request, '预览卡');
    await open(page, `/touch_card?code=${code}`);
    const form = page.getByTestId('settings-form');
    const preview = page.getByTestId('phone-preview');
    await expect(form.getByLabel(t.config.fields.title)).toHaveValue('预览卡');

    // Required fields say so while typing and on save (spec §5), in the contract's words.
    await form.getByLabel(t.config.fields.title).fill('');
    await expect(form.getByText(v.touch_card_title_required)).toBeVisible();
    await page.getByTestId('save-settings').click();
    await expect(form.getByText(v.touch_card_logo_required)).toBeVisible();
    await expect(form.getByText(v.touch_card_main_business_required)).toBeVisible();

    // A non-image file is refused before it leaves the browser.
    await page
      .getByTestId('image-input-logo')
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(form.getByRole('alert').filter({ hasText: t.config.imageType })).toBeVisible();

    // The preview follows each keystroke, before any save.
    await form.getByLabel(t.config.fields.title).fill('小店 Live');
    await expect(preview.getByRole('heading', { name: '小店 Live' })).toBeVisible();
    await form.getByLabel(t.config.fields.main_business).fill('手冲咖啡');
    await expect(preview.getByText('手冲咖啡')).toBeVisible();

    await page
      .getByTestId('image-input-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngBytes() });
    await expect(preview.getByTestId('store-logo')).toBeVisible();
    await page.getByTestId('save-settings').click();
    await expect(page.getByText(t.config.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('settings-form').getByLabel(t.config.fields.title)).toHaveValue(
      '小店 Live',
    );
  });

  test('function items: added and in use, reordered by keyboard, removed only after confirming', async ({
    page,
    request,
  }) => {
    // Six steps through the page, each with a server round trip, and one reload.
    test.setTimeout(180_000);
    const code = await newCard(request, '功能卡');
    await configure(request, code, '功能卡');
    await api(request, '/member/touch_card/items/add', { code, item: { kind: 'collection' } });
    await open(page, `/touch_card?code=${code}`);
    const panel = page.getByTestId('items-panel');
    const rows = panel.getByTestId('item-row');
    await expect(rows).toHaveCount(2, { timeout: 20_000 });

    // Add a link through its form: its required title is checked first.
    await panel.getByLabel(t.items.kind).click();
    await page.getByRole('option', { name: t.items.kinds.link }).click();
    await panel.getByRole('button', { name: t.items.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.items.fields.url).fill('https://example.com/menu');
    await dialog.getByRole('button', { name: t.items.save }).click();
    await expect(dialog.getByText(v.touch_card_link_title_required)).toBeVisible();
    await dialog.getByLabel(t.items.fields.link_title).fill('菜单');
    await dialog.getByRole('button', { name: t.items.save }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText(t.items.inUse);
    await expect(page.getByTestId('phone-preview').getByRole('button', { name: '菜单' })).toBeVisible();

    // Keyboard reorder: the first item (Wi-Fi) moves one down. The closing dialog hands focus back
    // to its opener when its animation ends, so the handle is focused only once it has gone.
    await expect(dialog).toBeHidden();
    await expect(rows.first()).toHaveAttribute('data-kind', 'wifi');
    const handle = rows
      .first()
      .getByRole('button', { name: t.items.dragHandle.replace('{{name}}', t.items.kinds.wifi) });
    await handle.focus();
    await expect(handle).toBeFocused();
    // dnd-kit listens for the arrows once the pick-up is announced: each step waits for its words.
    // dnd-kit may follow the pick-up at once with "over" at the same place: either says it is held.
    const words = (key: string, name: string, position: number) =>
      key.replace('{{name}}', name).replace('{{position}}', String(position));
    const say = (keys: string[], name: string, position: number) =>
      expect(
        page.getByRole('status').filter({
          hasText: new RegExp(
            keys.map((key) => words(key, name, position).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
          ),
        }),
      ).toHaveCount(1);
    await page.keyboard.press('Space');
    await say([t.items.dnd.picked, t.items.dnd.over], t.items.kinds.wifi, 1);
    await page.keyboard.press('ArrowDown');
    await say([t.items.dnd.over], t.items.kinds.wifi, 2);
    await page.keyboard.press('Space');
    await expect(page.getByText(t.items.reordered)).toBeVisible();
    await expect(rows.nth(1)).toHaveAttribute('data-kind', 'wifi');
    await page.reload();
    await expect(page.getByTestId('item-row').nth(1)).toHaveAttribute('data-kind', 'wifi', {
      timeout: 20_000,
    });

    // Remove asks first: cancelling keeps the item.
    const link = page.getByTestId('item-row').filter({ hasText: '菜单' });
    await link.getByRole('button', { name: t.items.remove }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: t.items.removeConfirm.replace('{{name}}', t.items.kinds.link) });
    await confirm.getByRole('button', { name: t.items.cancel }).click();
    await expect(page.getByTestId('item-row')).toHaveCount(3);
    await link.getByRole('button', { name: t.items.remove }).click();
    await confirm.getByRole('button', { name: t.items.remove }).click();
    await expect(page.getByTestId('item-row')).toHaveCount(2);
  });

  test('group buy: a text without a link is refused; a pasted link shows its state live', async ({
    page,
    request,
  }) => {
    const code = await newCard(request, '团购卡');
    await configure(request, code, '团购卡');
    await api(request, '/member/touch_card/items/add', {
      code,
      item: { kind: 'group_buy', platform: 'meituan' },
    });
    await open(page, `/touch_card?code=${code}`);
    const packages = page.getByTestId('group-buy-packages');
    await packages.getByLabel(t.groupBuy.paste).fill('快来抢购超值双人套餐');
    await packages.getByRole('button', { name: t.groupBuy.add }).click();
    await expect(page.getByText(/未解析到文本中的链接/)).toBeVisible();

    await packages
      .getByLabel(t.groupBuy.paste)
      .fill('【美团】双人下午茶套餐 https://dpurl.cn/e2eTest 复制链接打开');
    await packages.getByRole('button', { name: t.groupBuy.add }).click();
    const row = packages.getByTestId('package-row');
    await expect(row).toHaveCount(1);
    // The closed test network cannot reach Meituan: the package settles as failed, with a retry.
    await expect(row).toHaveAttribute('data-state', /generating|failed/);
    await expect(row).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
    await expect(row.getByText(t.groupBuy.states.failed)).toBeVisible();
    await expect(row.getByRole('button', { name: t.groupBuy.retry })).toBeVisible();
  });

  test('copy a configuration from another card; the card face downloads as a decodable PNG and a PDF', async ({
    page,
    request,
  }) => {
    const from = await newCard(request, '来源卡');
    await configure(request, from, '来源卡');
    const to = await newCard(request, '目标卡');
    await open(page, `/touch_card?code=${to}`);
    await expect(page.getByTestId('settings-form').getByLabel(t.config.fields.title)).toHaveValue('目标卡');

    await page.getByRole('button', { name: t.copy.button }).click();
    const dialog = page.getByRole('dialog');
    await pickOption(
      page,
      dialog.locator('.ant-select', { has: page.locator('#copy-from') }),
      new RegExp(from),
      {
        search: from,
      },
    );
    await dialog.getByRole('button', { name: t.copy.submit }).click();
    await expect(page.getByText(t.copy.done)).toBeVisible();
    await expect(page.getByTestId('item-row')).toHaveCount(1);
    await expect(page.getByTestId('phone-preview').getByRole('heading', { name: '来源卡' })).toBeVisible();

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.face.png }).click(),
    ]);
    expect(png.suggestedFilename()).toBe(`touch-card-${to}.png`);
    const image = PNG.sync.read(readFileSync(await png.path()));
    expect([image.width, image.height]).toEqual([1011, 638]);
    const origin = new URL(page.url()).origin;
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(
      `${origin}/n/${to}`,
    );

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.face.pdf }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`touch-card-${to}.pdf`);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('/PenCardData: per-day chart and table of a card, the team, and "click data failed"', async ({
    page,
  }) => {
    await open(page, '/PenCardData?code=DEMO-CARD');
    await expect(page.getByTestId('tap-chart').locator('canvas')).toBeVisible();
    const table = page.getByTestId('tap-table');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(7);
    await expect(table.getByRole('columnheader', { name: t.data.measures.taps })).toBeVisible();
    await expect(page.getByTestId('total-taps')).not.toContainText(/^\D*0$/);

    // The team: every card together, over 30 days.
    await page.getByLabel(t.data.card).click();
    // antd's virtual list draws the options without their role: the drawn one is clicked.
    await page.locator('.ant-select-item-option').filter({ hasText: t.data.allCards }).click();
    await page.getByText(t.data.lastDays.replace('{{n}}', '30')).click();
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(30);

    await page.route('**/api/member/touch_card/tap_data**', (route) => route.abort());
    await page.getByText(t.data.lastDays.replace('{{n}}', '90')).click();
    await expect(page.getByText(t.data.failed)).toBeVisible();
  });
});

test('phone: the same settings fit the screen, the preview opens from a button', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the counter layout');
  await open(page, '/touch_card?code=DEMO-CARD');
  const form = page.getByTestId('settings-form');
  // The first console page of the phone project: the shell, antd and the section load cold.
  await expect(form.getByLabel(t.config.fields.title)).not.toHaveValue('', { timeout: 20_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByRole('button', { name: t.preview.show }).click();
  await expect(page.getByTestId('phone-preview').getByRole('heading', { level: 1 })).toBeVisible();
});
