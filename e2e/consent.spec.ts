import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from '@vidmatrix/brands/brands';
import { localeText } from './locale-text';
import { outboxCode, storedSession, uniquePhone } from './auth-kit';

// Issue 28: consent where a phone number is collected, the brands' legal pages and ICP filing
// numbers, and international numbers on abroad brands.

const port = Number(process.env.E2E_PORT ?? 4310);
const zh = localeText('zh-CN', 'auth');
const en = localeText('en', 'auth');
const zhLegal = localeText('zh-CN', 'legal');
const enLegal = localeText('en', 'legal');
const zhLinks = localeText('zh-CN', 'legal-links');
const brand = (key: string) => BRANDS.find((b) => b.key === key)!;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Fills the sign-up form (phone, code from the outbox, password) without ticking the box. */
async function fillSignUp(page: Page, t: typeof zh, typed: string, stored = typed) {
  await page.getByLabel(t.fields.phone).fill(typed);
  await page.getByRole('button', { name: t.code.send }).click();
  await page.getByLabel(t.fields.code).fill(await outboxCode(page.request, encodeURIComponent(stored)));
  await page.getByLabel(t.fields.password, { exact: true }).fill('Secret123');
  await page.getByLabel(t.fields.confirmPassword).fill('Secret123');
}

/** The signed-in page's own consents, asked from the page (its host is its brand). */
async function myConsents(page: Page) {
  const { token } = await storedSession(page);
  const reply = await page.evaluate(
    async (t) => (await fetch('/api/member/consent/mine', { headers: { token: t } })).json(),
    token!,
  );
  return reply.data as { phone: string; items: { purpose: string; policy_version: string }[] };
}

test('sign-up without ticking consent is refused; with it, it succeeds and the consent is stored', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone(testInfo);
  await page.goto('/register');
  await fillSignUp(page, zh, phone);
  const submit = page.getByRole('button', { name: zh.register.submit, exact: true });
  await submit.click();
  await expect(page.getByText(zh.validation.consent_required)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  // The server refuses it too, whatever the page does.
  const direct = await page.request.post('/api/open/auth/register', {
    data: { phone, code: '000000', password: 'Secret123', confirm_password: 'Secret123' },
  });
  const refused = await direct.json();
  expect(refused.code).toBe(40000);
  expect(refused.data.fields.map((f: { path: string }) => f.path)).toContain('consent');

  // The box links the documents it is about.
  const box = page.getByRole('checkbox', { name: new RegExp(zhLinks.consent.prefix) });
  await expect(page.getByRole('link', { name: zhLinks.consent.privacy })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('link', { name: zhLinks.consent.terms })).toHaveAttribute('href', '/terms');
  await box.check();
  await submit.click();
  // Sign-up hashes a password (scrypt): slow on a busy machine.
  await expect(page).toHaveURL(/\/registrationSuccess/, { timeout: 15_000 });

  // The mainland brand took the 11 digits, and stored the consent with its policy version.
  const mine = await myConsents(page);
  expect(mine.phone).toBe(phone);
  expect(mine.items).toEqual([
    expect.objectContaining({ purpose: 'register', policy_version: brand('vidmatrix').legal.version }),
  ]);
});

test('a mainland brand refuses a +44 number before sending a code', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(zh.fields.phone).fill('+44 7400 123456');
  await page.getByRole('button', { name: zh.code.send }).click();
  await expect(page.getByText(zh.validation.phone_invalid)).toBeVisible();
});

test('an abroad brand accepts a +44 number with its country code', async ({ page }, testInfo) => {
  const digits = uniquePhone(testInfo).slice(-6);
  const stored = `+447400${digits}`;
  await page.goto(`http://abroad.localhost:${port}/register`);
  await expect(page.getByLabel(en.fields.phone)).toHaveAttribute(
    'placeholder',
    en.fields.phoneIntlPlaceholder,
  );
  await fillSignUp(page, en, `+44 7400 ${digits}`, stored);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: en.register.submit, exact: true }).click();
  // Sign-up hashes a password (scrypt): slow on a busy machine.
  await expect(page).toHaveURL(/\/registrationSuccess/, { timeout: 15_000 });
  expect((await storedSession(page)).username).toBe(stored);
  expect((await myConsents(page)).items).toEqual([
    expect.objectContaining({ purpose: 'register', policy_version: brand('abroad').legal.version }),
  ]);
});

test('the privacy policy and user agreement render per brand', async ({ page }) => {
  const jia = brand('jia');
  await page.goto(`http://jia.localhost:${port}/privacy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(zhLegal.privacy.title, { brand: jia.name }),
  );
  await expect(page.getByText(fill(zhLegal.page.operator, { operator: jia.legal.operator }))).toBeVisible();
  await expect(page.getByText(fill(zhLegal.page.version, { version: jia.legal.version }))).toBeVisible();
  await expect(page.getByRole('heading', { name: zhLegal.privacy.sections.rights.title })).toBeVisible();
  await expect(page.getByText(jia.legal.contactEmail).first()).toBeVisible();

  // Abroad brands default to English, with their own name and contact.
  const abroad = brand('abroad');
  await page.goto(`http://abroad.localhost:${port}/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(enLegal.terms.title, { brand: abroad.name }),
  );
  await expect(page.getByText(abroad.legal.contactEmail).first()).toBeVisible();
});

test('the ICP filing number is in the footer of public pages when the brand has one', async ({ page }) => {
  const icp = brand('vidmatrix').icpFiling!;
  for (const path of ['/', '/login', '/trafficGuide', '/privacy']) {
    await page.goto(path);
    const filing = page.getByTestId('icp-filing');
    await expect(filing, path).toHaveText(icp);
    await expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(page.getByRole('link', { name: zhLinks.footer.privacy, exact: true }).first()).toBeVisible();
  }
  // A brand without one shows none, the legal links still.
  expect(brand('abroad').icpFiling).toBeUndefined();
  await page.goto(`http://abroad.localhost:${port}/login`);
  await expect(page.getByRole('link', { name: localeText('en', 'legal-links').footer.terms })).toBeVisible();
  await expect(page.getByTestId('icp-filing')).toHaveCount(0);
});
