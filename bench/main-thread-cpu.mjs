// The page's main-thread work in a Lighthouse trace, in THREAD time (CPU the renderer's main
// thread really used) rather than wall time. Lighthouse's simulated TBT multiplies each task's
// wall time by 4; on a shared machine a task waits for a core and its wall time grows (issue 26
// saw a 65 ms style recalculation that used 0.8 ms of CPU), so TBT follows the machine's load.
// These figures do not: when TBT is high and "TBT from CPU" is low, the machine was busy, not the
// page (decision 019).

/** Top-level events of one thread (tasks), sorted, nested ones left out. */
function topLevel(events) {
  const sorted = events.filter((e) => e.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tops = [];
  let end = -1;
  for (const e of sorted) {
    if (e.ts < end) continue;
    tops.push(e);
    end = e.ts + e.dur;
  }
  return tops;
}

/**
 * `{ cpuMs, longestMs, tbtFromCpuMs }` of the busiest renderer main thread of the trace (the page's:
 * Lighthouse's blank page and extension renderers do next to nothing), or undefined when the trace
 * has no thread time. `tbtFromCpuMs` is TBT as Lighthouse would count it at 4× CPU if every task
 * had had a core to itself: Σ max(0, 4 × thread time − 50 ms).
 */
export function mainThreadCpu(traceEvents) {
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best;
  for (const main of mains) {
    const tasks = topLevel(
      traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.tdur !== undefined),
    );
    const cpuMs = tasks.reduce((sum, e) => sum + e.tdur, 0) / 1000;
    if (best && best.cpuMs >= cpuMs) continue;
    best = {
      cpuMs,
      longestMs: Math.max(0, ...tasks.map((e) => e.tdur)) / 1000,
      tbtFromCpuMs: tasks.reduce((sum, e) => sum + Math.max(0, (4 * e.tdur) / 1000 - 50), 0),
    };
  }
  return best && best.cpuMs > 0 ? best : undefined;
}
