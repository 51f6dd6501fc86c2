import type { Page } from '@playwright/test';

/**
 * The main-thread work of one page load, counted rather than timed (decision 019): how many
 * JavaScript function calls the page's own scripts made, and how many bytes of script it
 * compiled. Both come from V8 itself (the DevTools protocol's precise coverage with call counts,
 * and the debugger's list of parsed scripts), so they do not depend on how busy the machine is:
 * a timed figure (task durations, Lighthouse's TBT) grows whenever another process takes the
 * core, these only when the page does more.
 */
export interface MainThreadWork {
  /** Function calls made by the origin's scripts (the entry, chunks and the inline boot scripts). */
  calls: number;
  /** KB of script source the page compiled: the scripts it loaded and ran. */
  scriptKb: number;
  /** Scripts of the origin the page compiled. */
  scripts: number;
}

interface CoverageFunction {
  functionName: string;
  ranges: { startOffset: number; endOffset: number; count: number }[];
}

/**
 * Opens `url` in `page` and counts the work of its load until `ready` resolves and the network
 * has gone quiet. The counting starts on a page of the same origin first, so the renderer that
 * runs the visitor page is the one being counted (a cross-site navigation may change process).
 */
export async function measureLoad(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<MainThreadWork> {
  await page.goto('/api/livez');
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Map<string, number>();
  cdp.on('Debugger.scriptParsed', (script) => {
    // Playwright's own helpers (locators, init scripts) have no URL of the origin: not counted.
    if (script.url.startsWith(origin)) scripts.set(script.scriptId, script.length ?? 0);
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  await cdp.detach();

  let calls = 0;
  for (const script of result) {
    if (!scripts.has(script.scriptId)) continue;
    for (const fn of script.functions as CoverageFunction[]) {
      const [whole] = fn.ranges;
      // The script's top level (an unnamed range from offset 0) runs once: counted as its bytes.
      if (!whole || (fn.functionName === '' && whole.startOffset === 0)) continue;
      calls += whole.count;
    }
  }
  const bytes = [...scripts.values()].reduce((sum, length) => sum + length, 0);
  return { calls, scriptKb: Math.round(bytes / 102.4) / 10, scripts: scripts.size };
}
