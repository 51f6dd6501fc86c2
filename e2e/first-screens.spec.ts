// First screens from the HTML (decision 019) that the page's own view replaces in place. With a
// course token in its link the server paints the chapter page's link back to the course and the
// lesson's poster where the player shows it, and the course list's header and first card; for an
// open script link, the script's title, facts and plain-text fields. The largest paint does not
// wait for the app.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { localeText } from './locale-text';

const expect = baseExpect.configure({ timeout: 20_000 });
const zh = localeText('zh-CN', 'academy');
const URL = '/traffic_chapter_detail?course_id=1001&id=10011&token=demo-course-token';
const COURSE_TITLE = '短视频引流入门';

declare global {
  interface Window {
    __shifts?: number;
  }
}

/** Layout shifts of the load (none after an input here): the page's CLS. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    window.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        window.__shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page as the HTML alone paints it: the app's scripts held back, as on a slow line. */
async function firstScreenAlone(page: Page, url: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(url);
  return page.locator('#boot-cover');
}

/** The page again with its app, its layout shifts counted from the first frame. */
async function withApp(page: Page, url: string) {
  await page.unrouteAll();
  await watchShifts(page);
  await page.goto(url);
}

/** Once the page has settled, what moved while it loaded: within the CLS budget. */
async function expectSteady(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__shifts ?? 0)).toBeLessThanOrEqual(0.02);
}

const rounded = (box: { x: number; y: number; width: number; height: number } | null) =>
  box && {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };

test('the chapter’s poster and link back show from the HTML, then the player in their place', async ({
  page,
}) => {
  const back = zh.chapter.backToCourse.replace('{{title}}', COURSE_TITLE);
  const screen = await firstScreenAlone(page, URL);
  await expect(screen.getByText(back, { exact: true })).toBeVisible();
  const poster = screen.locator('img');
  await expect(poster).toHaveJSProperty('complete', true);
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const before = {
    back: rounded(await screen.getByText(back).boundingBox()),
    poster: rounded(await poster.boundingBox()),
    src: await poster.getAttribute('src'),
  };

  await withApp(page, URL);
  const video = page.locator('main video');
  await expect(video).toBeVisible();
  await expect(page.locator('#boot-cover')).toHaveCount(0);
  // The same picture, in the same box; the link back where the HTML had it.
  expect(await video.getAttribute('poster')).toBe(before.src);
  expect(rounded(await video.boundingBox())).toEqual(before.poster);
  expect(rounded(await page.getByRole('link', { name: back }).boundingBox())).toEqual(before.back);
  await expectSteady(page);
});

/** Each card's cover, title and button where the page shows them, with the cover's picture. */
const cardBoxes = (cards: Locator) =>
  cards.evaluateAll((items) =>
    items.map((card) => {
      const box = (el: Element | null) => {
        const r = el?.getBoundingClientRect();
        return r && [r.x, r.y, r.width, r.height].map(Math.round);
      };
      const img = card.querySelector('img');
      return {
        src: img?.getAttribute('src'),
        cover: box(img),
        title: box(card.querySelector('h2')),
        button: box(card.lastElementChild),
      };
    }),
  );

test('the course list’s header and cards show from the HTML, then the list in their place', async ({
  page,
}) => {
  const LIST = '/trafficAcademy?token=demo-course-token';
  const screen = await firstScreenAlone(page, LIST);
  const cover = screen.locator('img').first();
  await expect(screen.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const title = await screen.getByRole('heading', { level: 1 }).textContent();
  const before = {
    title: rounded(await screen.getByRole('heading', { level: 1 }).boundingBox()),
    cards: await cardBoxes(screen.locator('li')),
    words: await screen.locator('li').allInnerTexts(),
  };
  expect(before.cards.length).toBeGreaterThan(1);

  await withApp(page, LIST);
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('#boot-cover')).toHaveCount(0);
  // The same header, and every card's words, picture, title and button in the same boxes.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title!);
  expect(rounded(await heading.boundingBox())).toEqual(before.title);
  expect(await cards.allInnerTexts()).toEqual(before.words);
  expect(await cardBoxes(cards)).toEqual(before.cards);
  await expectSteady(page);
});

for (const url of ['/traffic_chapter_detail?course_id=1001&id=10011', '/trafficAcademy']) {
  test(`${url} without a token in its link paints no first screen`, async ({ page }) => {
    await expect(await firstScreenAlone(page, url)).toHaveCount(0);
  });
}

test('the shared script’s title, facts and fields show from the HTML, then the script in their place', async ({
  page,
}) => {
  const URL = '/shareScriptDetail?code=DEMO-SCRIPT';
  const screen = await firstScreenAlone(page, URL);
  const title = screen.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const field = screen.locator('dd').nth(2);
  const before = {
    title: rounded(await title.boundingBox()),
    titleText: await title.textContent(),
    facts: await screen.locator('p').allTextContents(),
    field: rounded(await field.boundingBox()),
    fieldText: await field.textContent(),
  };

  await withApp(page, URL);
  await expect(page.getByTestId(/script-(mobile|desktop)/)).toBeVisible();
  await expect(page.locator('#boot-cover')).toHaveCount(0);
  // The same words in the same boxes.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(before.titleText!);
  expect(rounded(await heading.boundingBox())).toEqual(before.title);
  expect(await page.locator('main > p').allTextContents()).toEqual(before.facts);
  const own = page.locator('main dd').nth(2);
  expect(await own.textContent()).toBe(before.fieldText);
  expect(rounded(await own.boundingBox())).toEqual(before.field);
  await expectSteady(page);
});
