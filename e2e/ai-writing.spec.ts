import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginViaApi, useSession } from './auth-kit';
import { signInAsMerchant } from './console-kit';
import { button, desktopOnly } from './copywriting-kit';
import { localeText } from './locale-text';

const t = localeText('zh-CN', 'copywriting');
const share = localeText('zh-CN', 'share');
const upload = localeText('zh-CN', 'upload');

/**
 * The local template writer answers in a few milliseconds, all at once. To see the drawer while a
 * script is still arriving, the page's fetch hands the ai-write reply over line by line, slowly;
 * a MutationObserver records the drawer's text and its number of shot cards after every change.
 */
async function recordDrawer(page: Page) {
  await page.addInitScript(() => {
    const samples: { text: string; cards: number }[] = [];
    Object.assign(window, { __aiSamples: samples });
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const reply = await realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/copywriting/ai-write') || !reply.body) return reply;
      const lines = (await reply.text()).split(/(?<=\n)/);
      const slow = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const line of lines) {
            controller.enqueue(new TextEncoder().encode(line));
            await new Promise((resolve) => setTimeout(resolve, 15));
          }
          controller.close();
        },
      });
      return new Response(slow, { status: reply.status, headers: reply.headers });
    };
    new MutationObserver(() => {
      const progress = document.querySelector('[data-testid="ai-progress"]');
      if (!progress) return;
      samples.push({
        text: progress.textContent ?? '',
        cards: progress.querySelectorAll('[data-testid="ai-shot"]').length,
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __aiSamples: { text: string; cards: number }[] }).__aiSamples,
    );
}

test('the drawer shows the script taking shape as cards, never JSON, then shares it', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo);
  test.setTimeout(180_000);
  const samples = await recordDrawer(page);
  await signInAsMerchant(page, '/console/scripts/new');
  await page.getByRole('button', { name: button(t.ai.open) }).click();
  const drawer = page.getByRole('dialog');
  const product = `桂花拿铁${Date.now()}，现磨咖啡豆，少糖，第二杯半价`;
  await drawer.getByLabel(t.ai.product).fill(product);
  await drawer.getByLabel(t.ai.audience).fill('上班族');
  await drawer.getByLabel(t.ai.shotCount).fill('7');
  await drawer.getByRole('button', { name: button(t.ai.generate) }).click();
  await expect(drawer.getByRole('button', { name: button(t.ai.use) })).toBeVisible({ timeout: 30_000 });

  const seen = await samples();
  // It filled in over many steps, card after card…
  expect(seen.length).toBeGreaterThan(20);
  const cardCounts = new Set(seen.map((s) => s.cards));
  for (const n of [1, 3, 5, 7]) expect(cardCounts).toContain(n);
  // …and at no moment did JSON show.
  for (const { text } of seen) expect(text).not.toMatch(/[{}"]/);

  // Shots as labelled cards: sizes and scales by name, the product by its name, every point said.
  const cards = drawer.getByTestId('ai-shot');
  await expect(cards).toHaveCount(7);
  await expect(cards.first()).toContainText(t.ai.draft.shot.replace('{{number}}', '1'));
  await expect(cards.first()).toContainText(t.shotSize['5']);
  await expect(cards.first()).toContainText(t.shotScale.close_up);
  await expect(cards.first()).toContainText(t.shots.lines);
  const text = (await drawer.getByTestId('ai-progress').textContent()) ?? '';
  expect(text).not.toContain(product);
  for (const point of ['现磨咖啡豆', '少糖', '第二杯半价']) expect(text).toContain(point);

  await drawer.getByRole('button', { name: button(t.ai.use) }).click();
  await expect(page.getByLabel(t.shots.picture, { exact: true })).toHaveCount(7);
  const title = await page.getByLabel(t.field.title).inputValue();
  await page.getByRole('button', { name: button(t.editor.save) }).click();
  await expect(page).toHaveURL(/\/console\/scripts$/);

  // Share from the editor: the shares page opens its dialog with this script chosen.
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .first()
    .getByRole('button', { name: button(t.action.edit) })
    .click();
  await expect(page.getByText(t.editor.editTitle, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: button(t.action.share) }).click();
  await expect(page).toHaveURL(/\/console\/shares\?script=\d+$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: share.console.kindScript })).toBeChecked();
  await expect(dialog.getByTitle(title)).toBeVisible();
  await dialog.getByLabel(share.console.password).fill('2468');
  await dialog.getByRole('button', { name: button(share.console.submit) }).click();
  await expect(page.getByTestId('created-link')).toBeVisible();
  // The parameter is spent: "new share link" starts blank again.
  await expect(page).toHaveURL(/\/console\/shares$/);
});

test('the share button of the library opens the dialog with that video chosen', async ({
  page,
  request,
}, testInfo) => {
  desktopOnly(testInfo);
  test.slow();
  const token = await loginViaApi(request, DEMO.admin, DEMO.password);
  const headers = { token };
  const call = async (path: string, data?: unknown) => {
    const reply = await (data === undefined
      ? request.get(`/api${path}`, { headers })
      : request.post(`/api${path}`, { headers, data }));
    const body = await reply.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data;
  };
  // One of the demo café's library videos, put into a fresh activity.
  const title = `Share e2e ${Date.now()}`;
  const { activity } = await call('/member/console/activity/create', {
    title,
    platforms: ['douyin'],
    lock_seconds: 600,
    claim_limit: null,
    store_id: null,
    hashtags: [],
  });
  const { videos } = await call('/member/library/videos');
  const picked = videos.find((v: { checks_ok: boolean }) => v.checks_ok);
  await call('/member/library/add_to_activity', {
    activity_id: activity.id,
    library_video_ids: [picked.id],
    allow_similar: true,
  });
  // A title still made from the file name becomes "<activity> N" as the video joins the pool.
  const video = (await call('/member/library/videos')).videos.find((v: { id: number }) => v.id === picked.id);

  await useSession(page, { token, phone: DEMO.admin });
  await page.goto('/console/library');
  const row = page.getByRole('row').filter({ hasText: video.title }).first();
  await row.getByRole('button', { name: button(upload.library.share) }).click();
  await expect(page).toHaveURL(/\/console\/shares\?video=\d+&activity=\d+$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: share.console.kindVideos })).toBeChecked();
  await expect(dialog.getByTitle(new RegExp(title)).first()).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: video.title })).toBeChecked();
  await dialog.getByLabel(share.console.password).fill('1357');
  await dialog.getByRole('button', { name: button(share.console.submit) }).click();
  await expect(page.getByTestId('created-link')).toBeVisible();
});
