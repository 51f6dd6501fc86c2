import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginViaApi, useSession } from './auth-kit';
import { pickOption } from './select-kit';
import { localeText } from './locale-text';

const zh = localeText('zh-CN', 'upload');
const zhDistribution = localeText('zh-CN', 'distribution');

/** A real H.264/AAC MP4 (vertical, a few MB), unique per run so the team has never seen its MD5. */
function makeMp4(path: string): void {
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330'],
    ...['-t', '4', '-c:v', 'libx264', '-b:v', '4M', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-metadata', `comment=${randomUUID()}`, '-movflags', '+faststart', path],
  ]);
}

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const reply = await page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: localStorage.getItem('share_token') ?? '' },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    { path, body },
  );
  expect(reply.code, JSON.stringify(reply)).toBe(0);
  return reply.data as T;
}

test('a merchant uploads an MP4 that gets interrupted and resumes, sees it processed, adds it to an activity; a visitor claims it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop page');
  test.setTimeout(180_000);
  const file = testInfo.outputPath('门店 上新.mp4');
  makeMp4(file);
  const token = await loginViaApi(request, DEMO.admin, DEMO.password);
  await useSession(page, { token, phone: DEMO.admin });
  // A fresh activity holding only this video makes the visitor's claim deterministic.
  const { activity } = await api<{ activity: { id: number; title: string } }>(
    page,
    '/member/console/activity/create',
    {
      title: `Upload e2e ${Date.now()}`,
      platforms: ['douyin'],
      lock_seconds: 600,
      claim_limit: null,
      store_id: null,
      hashtags: [],
    },
  );

  // The first PATCH dies mid-way: the server stores what arrived, the connection drops.
  const offsets: string[] = [];
  let interrupted = false;
  await page.route('**/api/member/upload/files/*', async (route) => {
    const req = route.request();
    if (req.method() !== 'PATCH') return route.continue();
    offsets.push(req.headers()['upload-offset'] ?? '');
    if (interrupted) return route.continue();
    interrupted = true;
    const body = req.postDataBuffer();
    if (body && body.length > 1) {
      const half = body.subarray(0, Math.floor(body.length / 2));
      await route.fetch({
        postData: half,
        headers: { ...req.headers(), 'content-length': String(half.length) },
      });
    }
    await route.abort('connectionreset');
  });

  await page.goto('/console/library');
  await expect(page.getByText(zh.library.dropHint)).toBeVisible({ timeout: 20_000 });
  await page.locator('input[type=file]').setInputFiles(file);
  const item = page.getByTestId('upload-item');
  await expect(item).toHaveAttribute('data-state', 'complete', { timeout: 60_000 });
  await expect(item).toContainText(zh.states.complete);
  // Retried after the drop, from the offset the server reported (not from zero).
  expect(offsets.length).toBeGreaterThanOrEqual(2);
  expect(Number(offsets.at(-1))).toBeGreaterThan(0);

  // Processed, with a cover, in the library table.
  const row = page.getByRole('row', { name: /门店 上新/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(zh.library.checksOk);
  const cover = row.locator('img').first();
  await expect(cover).toHaveAttribute('src', /\/media\/library\/\d+\/[0-9a-f]{32}\.jpg$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Into the activity's pool.
  // Picked by typing its number (the list is searchable); a failure names what is missing rather
  // than leaving a click waiting on a disabled button.
  const picker = page.getByTestId('library-add-activity');
  const addButton = page.getByRole('button', { name: zh.library.add.button });
  await row.getByRole('checkbox').check();
  await pickOption(page, picker, new RegExp(`^${activity.id} · `), {
    search: String(activity.id),
    shows: `${activity.id} · `,
  });
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(addButton).toBeEnabled();
  await addButton.click();
  await expect(page.getByText(zh.library.add.added.replace('{{count}}', '1'))).toBeVisible();
  // The row names the activity by its title, linked to it (issue 13), not by its id; the video
  // itself is now named as customers get it, after the activity and its number (issue 27).
  const named = page.getByRole('row', { name: new RegExp(`${activity.title} 1`) });
  const reference = named.getByRole('link', { name: activity.title });
  await expect(reference).toHaveAttribute('href', `/console/activities/${activity.id}`);

  // A visitor claims it on the distribution page.
  const visitor = await browser.newPage();
  await visitor.goto(`/distribution_video?id=${activity.id}&platform=douyin`);
  // Not the file name: the activity's name and the video's number in it (issue 27).
  await expect(visitor.getByTestId('video-title')).toHaveText(`${activity.title} 1`);
  await expect(
    visitor.getByRole('button', { name: zhDistribution.card.play }).locator('img'),
  ).toHaveAttribute('src', /\/media\/library\/\d+\/[0-9a-f]{32}\.jpg$/);
  await visitor.close();
});
