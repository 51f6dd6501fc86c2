import { expect, test } from '@playwright/test';
import { localeText } from './locale-text';
import { DEMO, loginViaApi, outboxCode, registerViaApi, uniquePhone, useSession } from './auth-kit';

const zhAuth = localeText('zh-CN', 'auth');
const zhTeam = localeText('zh-CN', 'team');
const zhNoData = localeText('zh-CN', 'no-data');

test('the demo links: valid, expired, taken by someone else', async ({ page, request }, testInfo) => {
  await page.goto('/inviteMember/DEMO-INVITE');
  await expect(page.getByText('Demo café')).toBeVisible();
  await expect(page.getByRole('link', { name: zhTeam.join.loginToJoin })).toBeVisible();

  await page.goto('/inviteMember/DEMO-INVITE-EXPIRED');
  await expect(page.getByText(zhNoData.reasons['link-expired'].title)).toBeVisible();
  await expect(page.getByTestId('visitor-help-brand')).toHaveText('Vidmatrix');

  const stranger = await registerViaApi(request, uniquePhone(testInfo));
  await useSession(page, stranger);
  await page.goto('/inviteMember/DEMO-INVITE-USED');
  await expect(page.getByText(zhNoData.reasons['invite-taken'].title)).toBeVisible();

  // The member who used it sees that they joined.
  const member = await loginViaApi(request, DEMO.member, DEMO.password);
  await useSession(page, { token: member, phone: DEMO.member });
  await page.goto('/inviteMember/DEMO-INVITE-USED');
  await expect(page.getByRole('status')).toHaveText(zhTeam.join.joined.replace('{{name}}', 'Demo café'));
});

test('a newcomer registers, makes a team and an invite link; a second person joins with it', async ({
  browser,
  page,
  request,
}, testInfo) => {
  // Person A signs up in the browser.
  const phone = uniquePhone(testInfo);
  await page.goto('/register');
  await page.getByLabel(zhAuth.fields.phone).fill(phone);
  await page.getByRole('button', { name: zhAuth.code.send }).click();
  await page.getByLabel(zhAuth.fields.code).fill(await outboxCode(request, phone));
  await page.getByLabel(zhAuth.fields.password, { exact: true }).fill('Secret123');
  await page.getByLabel(zhAuth.fields.confirmPassword).fill('Secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: zhAuth.register.submit, exact: true }).click();
  await page.getByRole('link', { name: zhAuth.success.next }).click();

  await page.getByLabel(zhTeam.noTeam.name).fill(`Team ${testInfo.project.name}`);
  await page.getByRole('button', { name: zhTeam.noTeam.create }).click();
  await expect(page.getByRole('heading', { name: `Team ${testInfo.project.name}` })).toBeVisible();
  await page.getByRole('button', { name: zhTeam.invitations.create }).click();
  const first = await page.getByLabel(zhTeam.invitations.link).inputValue();
  expect(first).toMatch(/\/inviteMember\/[\w-]{22}$/);

  // Re-sending makes a fresh link; the first one dies.
  await page.getByRole('button', { name: zhTeam.invitations.resend }).click();
  await expect(page.getByLabel(zhTeam.invitations.link)).not.toHaveValue(first);
  const link = await page.getByLabel(zhTeam.invitations.link).inputValue();

  // Person B, in a second browser context, signs in and joins.
  const other = await browser.newContext();
  try {
    const b = await other.newPage();
    const account = await registerViaApi(request, uniquePhone(testInfo));
    await useSession(b, account);
    await b.goto(first);
    await expect(b.getByText(zhNoData.reasons['link-expired'].title)).toBeVisible();
    await b.goto(link);
    await expect(b.getByText(`Team ${testInfo.project.name}`)).toBeVisible();
    await b.getByRole('button', { name: zhTeam.join.join }).click();
    await expect(b.getByRole('status')).toHaveText(
      zhTeam.join.joined.replace('{{name}}', `Team ${testInfo.project.name}`),
    );
    await b.getByRole('link', { name: zhTeam.join.goTeam }).click();
    await expect(b.getByTestId('member')).toHaveCount(2);
  } finally {
    await other.close();
  }

  await page.reload();
  await expect(page.getByTestId('member')).toHaveCount(2);
  await expect(page.getByTestId('invitation').first()).toContainText(zhTeam.invitations.status.accepted);
});
