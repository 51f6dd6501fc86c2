import { expect, test } from '@playwright/test';
import { localeText } from './locale-text';
import { DEMO, loginViaApi, outboxCode, uniquePhone } from './auth-kit';

const zh = localeText('zh-CN', 'landing');

test('the landing page: figures, functions, and booking a demo from the floating button', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: zh.hero.title })).toBeVisible();
  await expect(page.getByText(zh.figures.partners.value)).toBeVisible();
  await expect(page.getByText(zh.figures.exposure.value)).toBeVisible();
  await expect(page.getByRole('heading', { name: zh.functions.title })).toBeVisible();

  await page.getByRole('button', { name: zh.floating }).click();
  const submit = page.getByRole('button', { name: zh.contact.submit });
  await expect(submit).toBeVisible();
  await submit.click();
  for (const key of [
    'name_required',
    'company_required',
    'phone_required',
    'code_required',
    'consent_required',
  ]) {
    await expect(page.getByText(zh.validation[key])).toBeVisible();
  }

  const phone = uniquePhone(testInfo);
  const name = `Li ${testInfo.project.name}`;
  await page.getByLabel(zh.contact.name).fill(name);
  await page.getByLabel(zh.contact.company).fill('123');
  await page.getByLabel(zh.contact.phone).fill(phone);
  await page.getByRole('button', { name: zh.contact.send }).click();
  await page.getByLabel(zh.contact.code).fill(await outboxCode(request, phone));
  await page.getByRole('checkbox').check();
  await submit.click();
  await expect(page.getByText(zh.validation.company_invalid)).toBeVisible();
  await page.getByLabel(zh.contact.company).fill('上海示例咖啡有限公司');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(zh.contact.submitted);

  // A product consultant sees it.
  const token = await loginViaApi(request, DEMO.consultant, DEMO.password);
  const list = await (await request.get('/api/member/contact/demo_requests', { headers: { token } })).json();
  expect(list.data.items).toEqual(
    expect.arrayContaining([expect.objectContaining({ name, company: '上海示例咖啡有限公司', phone })]),
  );
});
