import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi, useSession } from './auth-kit';
import { localeText } from './locale-text';
import { freshActivity, mixCall as call, shotsReady } from './mix-kit';

const zh = localeText('zh-CN', 'console');
/**
 * Demo shots this spec mixes (apps/server/src/demo/seed-mix.ts): not the one mix.spec.ts
 * deletes, so the two specs may run at once.
 */
const SHOTS = [1001201, 1001202, 1001203, 1001204];

// One render (the demo shots are shared): the desktop project only.
test.describe.configure({ mode: 'serial' });
// Playwright reads the fixtures a hook needs from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'demo shots are shared: one project renders');
});

test('after a render, the activity page says which mix project filled its pool and links back', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await loginViaApi(request, DEMO.admin, DEMO.password);
  const title = `Sources e2e ${Date.now()}`;
  const activityId = await freshActivity(request, token, title, ['探店']);
  await shotsReady(request, token, SHOTS);
  const project = await call<{ id: number }>(request, token, '/member/mix/projects/create', {
    title,
    scenes: [
      { name: 'A', clip_ids: SHOTS.slice(0, 2) },
      { name: 'B', clip_ids: SHOTS.slice(2, 4) },
    ],
  });
  expect(project.code, project.message).toBe(0);
  const projectId = project.data.id;
  const render = await call<{ id: number }>(request, token, '/member/mix/renders/create', {
    project_id: projectId,
    count: 2,
    activity_id: activityId,
  });
  expect(render.code, render.message).toBe(0);
  await expect
    .poll(
      async () =>
        (await call<{ status: string }>(request, token, `/member/mix/renders/info?id=${render.data.id}`)).data
          .status,
      { timeout: 120_000 },
    )
    .toBe('done');

  await useSession(page, { token, phone: DEMO.admin });
  await page.goto(`/console/activities/${activityId}`);
  await page.getByRole('tab', { name: zh.detail.videos }).click();
  const from = page.getByRole('link', { name: zh.mix.from.replace('{{title}}', title) });
  await expect(from).toBeVisible({ timeout: 30_000 });
  await expect(from).toHaveAttribute('href', `/console/mix?project=${projectId}`);
  // Both pool videos say they came from the studio.
  await expect(page.getByTestId('mixed-video')).toHaveCount(2, { timeout: 15_000 });
  await from.click();
  await expect(page).toHaveURL(new RegExp(`/console/mix\\?project=${projectId}$`));
  await expect(page.getByTestId('mix-page')).toBeVisible({ timeout: 30_000 });
  // The studio's render shows each variant's own written title.
  const info = await call<{ videos: { title: string }[] }>(
    request,
    token,
    `/member/mix/renders/info?id=${render.data.id}`,
  );
  const titles = page.getByTestId('render-video-title');
  await expect(titles).toHaveCount(2, { timeout: 15_000 });
  // Whole titles (the length follows the last " · "): a repeated title is numbered ("… (2)"), so
  // one title can hold the other.
  const shown = (await titles.allInnerTexts()).map((t) => t.trim().replace(/ · [^·]*$/, '')).sort();
  expect(shown).toEqual(info.data.videos.map((v) => v.title).sort());
});
