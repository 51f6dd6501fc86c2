import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginViaApi, useSession } from './auth-kit';
import { zhConsole as t } from './console-kit';
import { localeText } from './locale-text';

// Issue 27 items 5, 6 and 14 (the merchant's console): an empty pool says how to fill it, form
// errors follow the fields, and video titles are edited in the library.

test.skip(({ isMobile }) => isMobile, 'the merchant console is a desktop page');

const zhUpload = localeText('zh-CN', 'upload');

async function signIn(page: Page) {
  const token = await loginViaApi(page.request, DEMO.admin, DEMO.password);
  await useSession(page, { token, phone: DEMO.admin });
  return token;
}

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const reply = await page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: path.endsWith('/videos') ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', token: localStorage.getItem('share_token') ?? '' },
        ...(path.endsWith('/videos') ? {} : { body: JSON.stringify(body) }),
      });
      return res.json();
    },
    { path, body },
  );
  expect(reply.code, JSON.stringify(reply)).toBe(0);
  return reply.data as T;
}

test('a new activity’s empty pool offers each way to fill it, and its QR codes warn first', async ({
  page,
}) => {
  await signIn(page);
  const title = `Empty pool ${Date.now()}`;
  const { activity } = await api<{ activity: { id: number } }>(page, '/member/console/activity/create', {
    title,
    platforms: ['douyin'],
    lock_seconds: 600,
    claim_limit: null,
    store_id: null,
    hashtags: [],
  });
  await page.goto(`/console/activities/${activity.id}`);
  await page.getByRole('tab', { name: t.detail.qr }).click();
  await expect(page.getByTestId('qr-empty-pool')).toContainText(t.qr.emptyPool);

  await page.getByRole('tab', { name: t.detail.videos }).click();
  const empty = page.getByTestId('empty-pool');
  await expect(empty).toContainText(t.pool.empty.hint);
  await expect(empty.getByRole('link', { name: t.pool.fill.upload })).toHaveAttribute(
    'href',
    `/uploader?activity_id=${activity.id}`,
  );
  await expect(empty.getByRole('link', { name: t.pool.fill.mix })).toHaveAttribute(
    'href',
    `/console/mix?activity=${activity.id}`,
  );
  await empty.getByRole('link', { name: t.pool.fill.library }).click();
  await expect(page).toHaveURL(new RegExp(`/console/library\\?activity=${activity.id}$`));
  // The library opens with this activity already picked for "add to activity".
  await expect(page.getByTitle(`${activity.id} · ${title}`)).toBeVisible();
});

test('activity form: errors clear as the field becomes right; a too-long hashtag says why at once', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/console/activities/new');
  await page.getByRole('button', { name: t.activity.save }).click();
  const titleError = page.getByText(t.validation.console_title_required);
  await expect(titleError).toBeVisible();
  await page.getByLabel(t.activity.fields.title).fill('Autumn');
  // Gone while typing, not at the next save.
  await expect(titleError).toHaveCount(0);

  const lock = page.getByLabel(t.activity.fields.lockSeconds);
  await lock.fill('30');
  await lock.blur();
  const lockError = page.getByText(t.validation.console_lock_range);
  await expect(lockError).toBeVisible();
  await lock.fill('600');
  await lock.blur();
  await expect(lockError).toHaveCount(0);

  const tag = 'a'.repeat(25);
  const hashtags = page.getByLabel(t.activity.fields.hashtags);
  await hashtags.fill(tag);
  await hashtags.press('Enter');
  await expect(page.getByText(`“${tag}”：${t.validation.console_hashtag_too_long}`)).toBeVisible();
});

test('library titles: one edited in place, several named at once, both kept', async ({ page }) => {
  await signIn(page);
  await page.goto('/console/library');
  const { videos } = await api<{ videos: { id: number; title: string }[] }>(
    page,
    '/member/library/videos',
    {},
  );
  // The two oldest (seeded) videos: uploads of tests running alongside stay untouched.
  const [a, b] = videos.slice(-2);
  const restore = () =>
    api(page, '/member/library/rename', {
      items: [a!, b!].map((v) => ({ library_video_id: v.id, title: v.title })),
    });
  try {
    const rowOf = (title: string) =>
      page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });
    const single = `Latte ${Date.now()}`;
    await rowOf(a!.title).getByRole('button', { name: zhUpload.titles.edit }).click();
    // The title turns into a text box (the row no longer shows the old title).
    const editor = page.locator('.ant-typography-edit-content').getByRole('textbox');
    await editor.fill(single);
    await editor.press('Enter');
    await expect(page.getByText(zhUpload.titles.saved)).toBeVisible();
    await expect(rowOf(single)).toHaveCount(1);

    await rowOf(single).getByRole('checkbox').check();
    await rowOf(b!.title).getByRole('checkbox').check();
    await page.getByRole('button', { name: zhUpload.titles.bulk.replace('{{count}}', '2') }).click();
    const base = `Spring ${Date.now()}`;
    await page.getByRole('dialog').getByLabel(zhUpload.titles.base, { exact: true }).fill(base);
    await page.getByRole('button', { name: zhUpload.titles.save }).click();
    await expect(rowOf(`${base} 1`)).toHaveCount(1);
    await expect(rowOf(`${base} 2`)).toHaveCount(1);
  } finally {
    await restore();
  }
});
