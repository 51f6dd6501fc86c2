// axe-core run inside the page (not @axe-core/playwright, which needs Node 22), shared by the
// accessibility specs (docs/decisions/024-accessibility.md): no serious or critical violation,
// colour contrast included.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface ViolationNode {
  target: unknown[];
  failureSummary?: string;
  any: { id: string; data?: unknown }[];
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: ViolationNode[];
}

declare global {
  interface Window {
    axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
  }
}

/**
 * The page's CSP (rightly) refuses the injected axe script; the check needs it in the page.
 * Call at the top of a spec file (or a describe) that uses `expectAccessible`.
 */
export function allowAxe(): void {
  test.use({ bypassCSP: true });
}

/** "fg #999999 on #ffffff: 2.85:1, needs 4.5:1" from axe's colour-contrast check data. */
function contrastFigures(node: ViolationNode): string {
  const check = node.any.find((c) => c.id === 'color-contrast' || c.id === 'color-contrast-enhanced');
  const data = check?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (!data?.fgColor) return '';
  return ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}]`;
}

function describeNode(node: ViolationNode): string {
  return `${JSON.stringify(node.target)}${contrastFigures(node)}`;
}

/**
 * Serious and critical violations on the page as it is now, one line each (rule, impact, help,
 * then every failing target with its contrast figures where the rule is contrast).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map(describeNode).join(', ')}`);
}

/**
 * Links and buttons with a Tab stop inside (a <button> in an <a>, say): two stops for one
 * action, which axe does not report. Each is described by its opening tag and text. (Widgets
 * such as tab panels and radio groups may hold stops; they are not actions.)
 */
async function nestedTabStops(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const actions = 'a[href], button, [role="button"], [role="link"]';
    const candidates = 'a[href], button, input, select, textarea, [tabindex]';
    const isStop = (el: Element) =>
      el instanceof HTMLElement &&
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      el.getClientRects().length > 0;
    return Array.from(document.querySelectorAll(actions))
      .filter((el) => isStop(el) && Array.from(el.querySelectorAll(candidates)).some(isStop))
      .map((el) => `${el.outerHTML.slice(0, el.outerHTML.indexOf('>') + 1)} "${el.textContent?.trim()}"`);
  });
}

/**
 * Asserts the page as it is now has no serious or critical axe violation and no Tab stop
 * nested in another, naming the state checked.
 */
export async function expectAccessible(page: Page, state = page.url()): Promise<void> {
  // A dialog fading in is half transparent: axe would measure the colours mid-way.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  expect(await seriousViolations(page), `axe on ${state}`).toEqual([]);
  expect(await nestedTabStops(page), `nested Tab stops on ${state}`).toEqual([]);
}
