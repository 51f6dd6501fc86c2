// The traffic academy (issue 16): the course token in the address, resume, completion only after
// real playback, and the console's course editor with drag-and-drop ordering.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO, loginViaApi, useSession } from './auth-kit';
import { localeText } from './locale-text';

// Pages and media on a shared, busy machine: waits are generous (no assertion is about time).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const zh = localeText('zh-CN', 'academy');
const zhConsole = localeText('zh-CN', 'academy-console');
const TOKEN = 'demo-course-token';

/**
 * Each project watches lessons of its own (the demo member's records are shared by the whole
 * run): course 1001's for phones, 1002's for desktops. Lesson ids are course × 10 + number.
 */
const lessonsOf = (projectName: string) => {
  const course = projectName === 'mobile' ? 1001 : 1002;
  return { course, resume: course * 10 + 2, complete: course * 10 + 3 };
};

const chapterUrl = (course: number, lesson: number) =>
  `/traffic_chapter_detail?course_id=${course}&id=${lesson}&token=${TOKEN}`;

/** The player's `<video>` once it knows its duration. */
async function readyVideo(page: Page) {
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(0);
  return video;
}

const isRecord = (url: string) => url.includes('/college/course/lessons/record');

test('the course token leaves the address bar, stays in local storage, and opens the courses', async ({
  page,
}) => {
  await page.goto(`/trafficAcademy?token=${TOKEN}`);
  // The app's card (the HTML's first screen shows the same heading before the app has started).
  const course = page.getByTestId('course-card').getByRole('heading', { name: '短视频引流入门' });
  await expect(course).toBeVisible();
  expect(new URL(page.url()).search).not.toContain('token');
  expect(await page.evaluate(() => localStorage.getItem('courseToken'))).toBe(TOKEN);
  // The token is not in the history either: going back does not bring it back.
  expect(await page.evaluate(() => location.href)).not.toContain(TOKEN);

  await course.click();
  await expect(page).toHaveURL(/\/trafficAcademy\?course=1001$/);
  await expect(page.getByText(zh.course.classHoursLabel)).toBeVisible();
  await expect(page.getByTestId('chapter')).toHaveCount(3);
});

test('without a course token the academy goes to the login route and comes back', async ({ page }) => {
  await page.goto('/trafficAcademy');
  await expect(page).toHaveURL(/\/login\?.*redirect=%2FtrafficAcademy/);
});

test('a refused token goes to the login route and is forgotten', async ({ page }) => {
  await page.goto('/trafficAcademy?token=not-a-real-course-token');
  await expect(page).toHaveURL(/\/login\?.*redirect=%2FtrafficAcademy/);
  expect(await page.evaluate(() => localStorage.getItem('courseToken'))).toBeNull();
});

test('a lesson resumes where it was paused, after a reload', async ({ page }, testInfo) => {
  const { course, resume } = lessonsOf(testInfo.project.name);
  await page.goto(chapterUrl(course, resume));
  const video = await readyVideo(page);
  expect(new URL(page.url()).search).not.toContain('token');
  const player = localeText('zh-CN', 'player');
  await page.getByRole('combobox', { name: player.speed }).selectOption('0.75');
  // The pause's report (an earlier one, sent while playing, may still be on its way).
  const recorded = page.waitForResponse(
    (r) => isRecord(r.url()) && (r.request().postDataJSON() as { position: number }).position > 1.5,
  );
  await page.getByRole('button', { name: player.play }).click();
  // Paused in the same step that sees it past 1.5 s, so a busy machine cannot let it run to the end.
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        if (v.currentTime <= 1.5) return false;
        v.pause();
        return true;
      }),
    )
    .toBe(true);
  const paused: number = (await (await recorded).json()).data.record.position;
  expect(paused).toBeGreaterThan(1.5);

  await page.reload();
  const again = await readyVideo(page);
  // Starts where the server says the learner stopped (any device), not at 0.
  const info = await page.request.get(`/api/member/copywriter/college/course/lessons/info?id=${resume}`, {
    headers: { 'course-token': TOKEN },
  });
  const stored: number = (await info.json()).data.record.position;
  expect(stored).toBeGreaterThan(1.5);
  await expect
    .poll(() => again.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThanOrEqual(stored - 0.3);
  expect(await again.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByTestId('player-time')).toContainText(`0:0${Math.floor(stored)} /`);
});

test('seeking to the end does not complete a lesson; watching it does', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one project: the demo member’s records are shared');
  const player = localeText('zh-CN', 'player');
  const { course, complete } = lessonsOf(testInfo.project.name);
  await page.goto(chapterUrl(course, complete));
  const video = await readyVideo(page);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);

  // Seek to the last tenth of a second and let it end: nothing was really watched.
  await page.getByRole('slider', { name: player.progress }).fill(String(Math.max(0, duration - 0.1)));
  let recorded = page.waitForResponse((r) => isRecord(r.url()));
  await page.getByRole('button', { name: player.play }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended)).toBe(true);
  let reply = await (await recorded).json();
  expect(reply.data.record.completed).toBe(false);
  await expect(page.getByTestId('lesson-state')).not.toHaveText(zh.chapter.completed);

  // From the start at double speed to the end: completed.
  await page.getByRole('combobox', { name: player.speed }).selectOption('2');
  await page.getByRole('slider', { name: player.progress }).fill('0');
  recorded = page.waitForResponse(async (r) => isRecord(r.url()) && (await r.json()).data?.record?.completed);
  await page.getByRole('button', { name: player.play }).click();
  reply = await (await recorded).json();
  expect(reply.data.record.completed).toBe(true);
  await expect(page.getByTestId('lesson-state')).toHaveText(zh.chapter.completed);
});

test('the console edits a course and orders its chapters by drag and drop and keyboard', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the console is a desk page');
  test.setTimeout(240_000);
  const token = await loginViaApi(request, DEMO.admin, DEMO.password);
  await useSession(page, { token, phone: DEMO.admin });
  await page.goto('/console/academy');
  await page.getByRole('button', { name: zhConsole.create }).click();
  const title = `E2E 课程 ${Date.now() % 100000}`;
  await page.getByLabel(zhConsole.fields.title).fill(title);
  await page.getByLabel(zhConsole.fields.speaker).fill('测试老师');
  await page.getByRole('button', { name: zhConsole.create }).click();
  await expect(page).toHaveURL(/\/console\/academy\/\d+$/);
  await expect(page.getByTestId('course-status')).toHaveText(zhConsole.status.draft);

  // Three chapters from the library, named after their videos.
  const names = ['第一章', '第二章', '第三章'];
  for (const [i, name] of names.entries()) {
    await page.getByRole('button', { name: zhConsole.actions.addLesson }).click();
    const dialog = page.getByRole('dialog');
    // The keyboard picks the i-th video in this dialog's own list: a click on an option could
    // land in the previous dialog's list while it fades out.
    await dialog.getByLabel(zhConsole.fields.video).click();
    for (let down = 0; down < i; down += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // A picked video names the chapter after itself.
    await expect(dialog.getByLabel(zhConsole.fields.lessonTitle)).not.toHaveValue('');
    await dialog.getByLabel(zhConsole.fields.lessonTitle).fill(name);
    await dialog.getByRole('button', { name: zhConsole.actions.save }).click();
    await expect(page.getByTestId('lesson-row')).toHaveCount(i + 1);
  }
  const order = () => page.getByTestId('lesson-row').locator('strong').allInnerTexts();
  await expect.poll(order).toEqual(names.map((n, i) => `第 ${i + 1} 讲 ${n}`));

  // dnd-kit's announcements (its live region) say when each step has been taken: the next step
  // waits for them, as a slow machine may not have started the drag when the pointer moves on.
  const announced = page.locator('[id^="DndLiveRegion"]');
  const a11y = zhConsole.lessons.a11y;
  const say = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((out, [k, v]) => out.replace(`{{${k}}}`, String(v)), text);
  // Lifted: "picked up", at once followed by "over its own place" (dnd-kit's first drag-over).
  const lifted = (number: number) =>
    new RegExp(
      `^(${say(a11y.pickedUp, { title: '第三章' })}|${say(a11y.movedOver, { title: '第三章', number })})$`,
    );

  // Drag the third chapter's handle onto the first.
  const handle = (name: string) =>
    page.getByRole('button', { name: zhConsole.lessons.drag.replace('{{title}}', name) });
  // The last dialog's closing mask must be gone, and hover() waits until the handle itself
  // receives the pointer; then the press moves 12 px, past the sensor's 4 px, to lift it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // In the middle of the window: near its edge dnd-kit scrolls the page while dragging, and the
  // measured places would be stale.
  await page
    .getByTestId('lesson-row')
    .nth(1)
    .evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await handle('第三章').hover();
  const from = (await handle('第三章').boundingBox())!;
  const to = (await handle('第一章').boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 6 });
  await expect(announced).toHaveText(lifted(3));
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 10 });
  await expect(announced).toHaveText(say(a11y.movedOver, { title: '第三章', number: 1 }));
  await page.mouse.up();
  await expect(page.getByText(zhConsole.actions.ordered)).toBeVisible();
  await expect.poll(order).toEqual(['第 1 讲 第三章', '第 2 讲 第一章', '第 3 讲 第二章']);

  // The keyboard: lift the (now) first chapter, one down, drop.
  await handle('第三章').focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(lifted(1));
  // dnd-kit's keyboard sensor starts listening for arrows a task after the lift is announced,
  // so an arrow pressed at once may go unheard: press again only while it is still at 1.
  await expect(async () => {
    if (lifted(1).test(await announced.innerText())) await page.keyboard.press('ArrowDown');
    await expect(announced).toHaveText(say(a11y.movedOver, { title: '第三章', number: 2 }), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(say(a11y.dropped, { title: '第三章', number: 2 }));
  await expect.poll(order).toEqual(['第 1 讲 第一章', '第 2 讲 第三章', '第 3 讲 第二章']);

  // The order is the server's: a reload shows it; then publish.
  await page.reload();
  await expect.poll(order).toEqual(['第 1 讲 第一章', '第 2 讲 第三章', '第 3 讲 第二章']);
  await page.getByRole('button', { name: zhConsole.actions.publish }).click();
  await expect(page.getByTestId('course-status')).toHaveText(zhConsole.status.published);
});
