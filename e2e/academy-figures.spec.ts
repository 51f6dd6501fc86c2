import { expect, test } from '@playwright/test';
import { localeText } from './locale-text';

// Issue 27 item 13: a course's figures agree with its lessons, and "start" opens the course page.

const zh = localeText('zh-CN', 'academy');

test('each course card counts as many class hours as it has lessons; “start” opens the course first', async ({
  page,
}) => {
  await page.goto('/trafficAcademy?token=demo-course-token');
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const progress = (await card.locator('progress').getAttribute('aria-label')) ?? '';
    const total = /\/(\d+)/.exec(progress)?.[1];
    await expect(card.getByText(zh.course.classHours.replace('{{count}}', total ?? '?'))).toBeVisible();
    const start = card.getByRole('link', { name: zh.course.start, exact: true });
    if (await start.count()) await expect(start).toHaveAttribute('href', /^\/trafficAcademy\?course=\d+$/);
  }
  // A learner who has not begun a course sees it before its first lesson.
  const fresh = cards.filter({ has: page.getByRole('link', { name: zh.course.start, exact: true }) }).first();
  if (await fresh.count()) {
    await fresh.getByRole('link', { name: zh.course.start, exact: true }).click();
    await expect(page).toHaveURL(/\/trafficAcademy\?course=\d+$/);
    await expect(page.getByTestId('chapter').first()).toBeVisible();
  }
});
