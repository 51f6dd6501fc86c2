// Helpers of the script and AI-writing browser tests (desktop project, built-in template writer).
import { test, type TestInfo } from '@playwright/test';

/**
 * A button by its text: antd spaces out two-character Chinese texts ("保 存"), and an icon adds
 * its own name in front ("robot AI 写脚本").
 */
export const button = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s?')}$`);

export function desktopOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'the merchant console is a desktop page');
  // With AI_BASE_URL set the server would call a real model: these tests are about the template.
  test.skip(Boolean(process.env.AI_BASE_URL), 'runs against the built-in template writer');
}
