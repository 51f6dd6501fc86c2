import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, loginViaApi, registerViaApi, uniquePhone, useSession } from './auth-kit';
import { localeText } from './locale-text';

/**
 * Issue 26: strangers' wrong passwords lock a share link or an account; the owner gets back in —
 * the console lifts the link's lock, the login page offers the SMS code. The strangers come from
 * addresses of their own (X-Forwarded-For, trusted from the e2e server's loopback), so this
 * browser's own address keeps its per-IP allowance.
 */

const enShare = localeText('en', 'share');
const enAuth = localeText('en', 'auth');
let stranger = 0;
const from = () => {
  stranger += 1;
  return { 'x-forwarded-for': `203.0.113.${(Date.now() + stranger) % 250}` };
};

/** The newest sign-in code the development outbox "sent" to `phone`, if any. */
async function loginCode(request: APIRequestContext, phone: string): Promise<string | undefined> {
  const reply = await request.get(`/api/dev/sms_outbox?phone=${phone}`);
  const [newest] = (await reply.json()).data.messages as { code: string; purpose: string }[];
  return newest?.purpose === 'login' ? newest.code : undefined;
}

async function guessWrong(request: APIRequestContext, url: string, data: object, times: number) {
  for (let i = 0; i < times; i += 1) {
    const reply = await request.post(url, { data, headers: from() });
    expect((await reply.json()).code).not.toBe(0);
  }
}

test('the owner sees a locked share link in the console and lifts the lock', async ({ page }) => {
  const token = await loginViaApi(page.request, DEMO.admin, DEMO.password);
  const created = await page.request.post('/api/member/share/links/create', {
    headers: { token },
    data: { kind: 'videos', video_ids: [100112], expiry: { unit: 'days', amount: 1 }, password: '4321' },
  });
  const { code } = (await created.json()).data.link as { code: string };
  await guessWrong(page.request, '/api/member/video/mixed/share_web/passwd', { code, password: '0000' }, 5);

  await useSession(page, { token, phone: DEMO.admin });
  await page.goto('/console/shares?language=en');
  const row = page.getByRole('row').filter({ hasText: code });
  const lockTag = row.getByText(new RegExp(`^${enShare.console.locked.replace('{{minutes}}', '\\d+')}$`));
  await expect(lockTag).toBeVisible();
  await row.getByRole('button', { name: enShare.console.unlock }).click();
  await expect(page.getByText(enShare.console.unlocked)).toBeVisible();
  await expect(lockTag).toHaveCount(0);

  // The link's holders may enter the password again.
  const opened = await page.request.post('/api/member/video/mixed/share_web/passwd', {
    data: { code, password: '4321' },
    headers: from(),
  });
  expect((await opened.json()).code).toBe(0);
});

test('a locked-out account signs in by SMS code from the lock message', async ({ page }, testInfo) => {
  // The server's 60 s between two codes to one phone may have to pass (see below).
  test.setTimeout(120_000);
  const account = await registerViaApi(page.request, uniquePhone(testInfo));
  await guessWrong(page.request, '/api/open/auth/login', { phone: account.phone, password: 'wrong-one' }, 10);

  await page.goto('/login?language=en');
  await page.getByLabel(enAuth.fields.account).fill(account.phone);
  await page.getByLabel(enAuth.fields.password).fill(account.password);
  await page.getByRole('button', { name: enAuth.login.submit, exact: true }).click();
  // The refusal says when to retry, and offers the way in that the lock does not block.
  await expect(page.getByRole('alert')).toContainText(/try again in \d+ min/);
  await page.getByRole('button', { name: enAuth.login.bySms }).click();

  await expect(page.getByRole('heading', { name: enAuth.login.smsTitle })).toBeVisible();
  await expect(page.getByLabel(enAuth.fields.phone)).toHaveValue(account.phone);
  const send = page.getByRole('button', { name: enAuth.code.send });
  await send.click();
  // Either way the button counts down: the code went out, or the sign-up code sent moments ago
  // makes the server refuse one within 60 s, and then it is asked again once the wait is over.
  await expect(page.getByRole('button', { name: /^Again in/ })).toBeVisible();
  if (!(await loginCode(page.request, account.phone))) {
    await expect(send).toBeVisible({ timeout: 75_000 });
    await send.click();
  }
  let code: string | undefined;
  await expect.poll(async () => (code = await loginCode(page.request, account.phone))).toMatch(/^\d{6}$/);
  await page.getByLabel(enAuth.fields.code).fill(code!);
  await page.getByRole('button', { name: enAuth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/inviteMember$/);
});
