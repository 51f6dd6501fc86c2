// The sanitiser in a real browser (spec §5): jsdom neither loads images nor fires most events,
// so only Chromium shows whether an onerror/onload/ontoggle payload would really run.
// Needs no app server: the module is bundled with esbuild and injected into a blank page.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';
import { XSS_VECTORS } from '../apps/web/src/shared/sanitize/xss-vectors';

const SANITIZE_DIR = fileURLToPath(new URL('../apps/web/src/shared/sanitize/', import.meta.url));

declare global {
  interface Window {
    sanitizeHtml(dirty: string): string;
    findSanitizeViolations(output: string): string[];
    xssRan: string[];
  }
}

let bundle = '';

test.beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: `import { sanitizeHtml } from './sanitize-html';
        import { findSanitizeViolations } from './sanitize-violations';
        Object.assign(window, { sanitizeHtml, findSanitizeViolations });`,
      resolveDir: SANITIZE_DIR,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome100',
    write: false,
  });
  bundle = result.outputFiles[0]!.text;
});

async function openBlankPage(page: Page): Promise<void> {
  await page.setContent(
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
  );
  // Every vector calls alert(); record instead of opening dialogs.
  await page.evaluate(() => {
    window.xssRan = [];
    const record = (what: unknown) => {
      window.xssRan.push(String(what));
      return true;
    };
    Object.assign(window, { alert: record, confirm: record, prompt: record });
  });
  await page.addScriptTag({ content: bundle });
}

/** Puts `html` into the page through two sinks and waits for async events to fire. */
async function insert(page: Page, html: string, sanitise: boolean) {
  return page.evaluate(
    async ({ html, sanitise }) => {
      const output = sanitise ? window.sanitizeHtml(html) : html;
      const root = document.getElementById('root')!;
      root.innerHTML = output;
      // createContextualFragment is the harsher sink: it runs <script> on insertion.
      root.append(document.createRange().createContextualFragment(output));
      await new Promise((resolve) => setTimeout(resolve, 150));
      return {
        output,
        violations: window.findSanitizeViolations(output),
        ran: window.xssRan,
        url: location.href,
      };
    },
    { html, sanitise },
  );
}

test.describe('sanitiser harness', () => {
  test('detects a payload that runs when nothing is sanitised', async ({ page }) => {
    await openBlankPage(page);
    const result = await insert(
      page,
      '<img src=x onerror=alert("img")><script>alert("script")</script>',
      false,
    );
    expect(result.ran).toEqual(expect.arrayContaining(['img', 'script']));
    expect(result.violations.length).toBeGreaterThan(0);
  });
});

test.describe('sanitiser against XSS filter-evasion vectors (Chromium)', () => {
  test('has at least 30 vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  for (const vector of XSS_VECTORS) {
    test(vector.name, async ({ page }) => {
      await openBlankPage(page);
      const result = await insert(page, vector.html, true);
      expect(result.ran, `script ran for output ${JSON.stringify(result.output)}`).toEqual([]);
      expect(result.violations).toEqual([]);
      // A surviving meta refresh or base href would have moved the page.
      expect(result.url).toBe('about:blank');
    });
  }

  test('keeps formatting and colour', async ({ page }) => {
    await openBlankPage(page);
    const result = await insert(
      page,
      '<p style="color:#F00;font-size:40px"><b>bold</b> <em>em</em></p>',
      true,
    );
    expect(result.output).toBe('<p style="color: #f00"><b>bold</b> <em>em</em></p>');
    const color = await page
      .locator('#root p')
      .first()
      .evaluate((p) => getComputedStyle(p).color);
    expect(color).toBe('rgb(255, 0, 0)');
  });
});
