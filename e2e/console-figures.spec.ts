// Issue 13, item 2: the console's figures read as a merchant expects (docs/decisions/023-console-figures.md).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, loginViaApi, useSession } from './auth-kit';
import { zhConsole as t } from './console-kit';
import { localeText } from './locale-text';

const zhCommon = localeText('zh-CN', 'common');
const FETCH = '/api/member/browser_video/activity_log/fetch_video';
const REPORT = '/api/member/browser_video/activity_log/download_report';
/** The demo café's library clips (README "Demo data"). */
const DEMO_CLIPS = [1001001, 1001002, 1001003];

test.skip(({ isMobile }) => isMobile, 'the merchant console is a desktop page');

async function api(request: APIRequestContext, path: string, data: object, headers: Record<string, string>) {
  const body = await (await request.post(path, { data, headers })).json();
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

test('the funnel of a seeded activity, a readable lock time and activity references as title links', async ({
  page,
  request,
}) => {
  const token = await loginViaApi(request, DEMO.admin, DEMO.password);
  const run = Date.now();
  const title = `Figures ${run}`;
  const { activity } = await api(
    request,
    '/api/member/console/activity/create',
    {
      title,
      platforms: ['douyin', 'wechat'],
      lock_seconds: 5400,
      claim_limit: null,
      store_id: null,
      hashtags: [],
      caption_template: '{title}',
    },
    { token },
  );
  const added = await api(
    request,
    '/api/member/library/add_to_activity',
    { activity_id: activity.id, library_video_ids: DEMO_CLIPS, allow_similar: true },
    { token },
  );
  expect(added.added).toHaveLength(3);

  // Four visitors on three videos. A opens twice (the second shows the video it holds) and
  // downloads it; B and C are each handed a video; D finds none left.
  const visit = (visitor: string) =>
    api(request, FETCH, { activity_id: activity.id }, { 'visitor-id': `e2e-figures-${visitor}-${run}` });
  const held = (await visit('a')).items[0];
  await visit('a');
  await api(
    request,
    REPORT,
    { activity_id: activity.id, mixed_video_id: held.mixed_video_id },
    { 'visitor-id': `e2e-figures-a-${run}` },
  );
  await visit('b');
  await visit('c');
  expect((await visit('d')).exist).toBe(false);

  await useSession(page, { token, phone: DEMO.admin });
  await page.goto(`/console/activities/${activity.id}`);
  await expect(page.getByText(title).first()).toBeVisible();

  // Hand-computed: visitors 4 (A–D), claimed 3 (A–C, 75 %), taken 1 (A, 33.3 %), posted 0 (0 %);
  // beside them the totals: 5 page opens, 3 videos handed out, 1 taken, 0 posted.
  const rate = (r: string) => t.funnel.rate.replace('{{rate}}', r);
  const expected = [
    ['visitors', '4', '', t.funnel.total.visitors.replace('{{count}}', '5')],
    ['claimed', '3', rate('75'), t.funnel.total.claimed.replace('{{count}}', '3')],
    ['taken', '1', rate('33.3'), t.funnel.total.taken.replace('{{count}}', '1')],
    ['posted', '0', rate('0'), t.funnel.total.posted.replace('{{count}}', '0')],
  ];
  for (const [step, value, conversion, total] of expected) {
    const row = page.getByTestId(`funnel-${step}`);
    await expect(row.getByTestId('funnel-label')).toHaveText(t.funnel[step!]);
    await expect(row.getByTestId('funnel-value')).toHaveText(value!);
    await expect(row.getByTestId('funnel-rate')).toHaveText(conversion!);
    await expect(row.getByTestId('funnel-total')).toHaveText(total!);
  }
  // No conversion on the page passes 100 %.
  const rates = await page.getByTestId('funnel-rate').allTextContents();
  for (const text of rates.filter(Boolean)) expect(Number(text.match(/[\d.]+/)![0])).toBeLessThanOrEqual(100);

  // Each step label explains itself.
  await page.getByTestId('funnel-claimed').getByTestId('funnel-label').hover();
  await expect(page.getByRole('tooltip')).toHaveText(t.funnel.help.claimed);

  // 5,400 s reads in hours, one decimal (spec §9).
  await expect(page.getByTestId('lock-time')).toHaveText(zhCommon.figures.h.replace('{{value}}', '1.5'));

  // The library names the activity its clips are in, linked to it.
  await page.goto('/console/library');
  const reference = page.getByTestId('library-activity').filter({ hasText: title }).first();
  await expect(reference).toBeVisible({ timeout: 20_000 });
  await reference.click();
  await expect(page).toHaveURL(new RegExp(`/console/activities/${activity.id}$`));
  await expect(page.getByTestId('lock-time')).toBeVisible();
});
