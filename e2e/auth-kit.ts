// Helpers of the account browser tests (auth, team, contact): fresh phones, codes from the
// development outbox, and sessions made through the API.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const DEMO = {
  admin: '13800000000',
  member: '13900000000',
  consultant: '13700000000',
  password: 'demo123456',
};

let counter = 0;

/** An 11-digit phone no other test of this run uses (projects and workers run at once). */
export function uniquePhone(testInfo: TestInfo): string {
  counter += 1;
  const seed = (Date.now() % 1_000_000) * 100 + testInfo.workerIndex * 10 + counter;
  return `16${String(seed % 1e9).padStart(9, '0')}`;
}

/** The newest code the development outbox "sent" to `phone`. */
export async function outboxCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/dev/sms_outbox?phone=${phone}`);
      code = (await reply.json()).data.messages[0]?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export interface Account {
  phone: string;
  password: string;
  token: string;
}

/** Registers through the API (the default brand) and returns the session. */
export async function registerViaApi(
  request: APIRequestContext,
  phone: string,
  password = 'Secret123',
): Promise<Account> {
  const sent = await request.post('/api/open/auth/sms_code', { data: { phone, purpose: 'register' } });
  expect((await sent.json()).code).toBe(0);
  const code = await outboxCode(request, phone);
  const reply = await request.post('/api/open/auth/register', {
    data: { phone, code, password, confirm_password: password, consent: true },
  });
  const body = await reply.json();
  expect(body.code).toBe(0);
  return { phone, password, token: body.data.token };
}

export async function loginViaApi(
  request: APIRequestContext,
  phone: string,
  password: string,
): Promise<string> {
  const reply = await request.post('/api/open/auth/login', { data: { phone, password } });
  const body = await reply.json();
  expect(body.code).toBe(0);
  return body.data.token as string;
}

/** Puts a session where the web app keeps it (local storage `share_token` and `username`). */
export async function useSession(
  page: Page,
  account: { token: string; phone: string },
  origin = '/',
): Promise<void> {
  await page.goto(`${origin.replace(/\/$/, '')}/nowhere`);
  await page.evaluate(({ token, phone }) => {
    localStorage.setItem('share_token', token);
    localStorage.setItem('username', phone);
  }, account);
}

export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('share_token'),
    username: localStorage.getItem('username'),
  }));
}

/**
 * Registers a phone, makes it a team's administrator and signs the page in with it: a console
 * user of its own, for flows long enough that the demo merchant's five-session cap could end
 * the session while other specs sign in.
 */
export async function signInTeamAdmin(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const account = await registerViaApi(request, uniquePhone(testInfo));
  const reply = await request.post('/api/member/team/create', {
    headers: { token: account.token },
    data: { name: `Auth ${testInfo.project.name} ${testInfo.workerIndex}` },
  });
  expect((await reply.json()).code).toBe(0);
  await useSession(page, account);
  return account;
}
