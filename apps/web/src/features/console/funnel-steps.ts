import type { Funnel } from '@vidmatrix/contract/console';

const FUNNEL_STEPS = ['visitors', 'views', 'claims', 'taken', 'posted'] as const;
type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelBar {
  step: FunnelStep;
  value: number;
  /** Width of the bar: share of the widest step, 0–100. */
  width: number;
  /** Conversion from the previous step in percent (one decimal); null for the first or after 0. */
  fromPrevious: number | null;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** The funnel as bars: each step's size against the largest, and its conversion from the step before. */
export function funnelBars(funnel: Funnel): FunnelBar[] {
  const max = Math.max(1, ...FUNNEL_STEPS.map((s) => funnel[s]));
  return FUNNEL_STEPS.map((step, i) => {
    const previous = i === 0 ? 0 : funnel[FUNNEL_STEPS[i - 1]!];
    return {
      step,
      value: funnel[step],
      width: percent(funnel[step], max),
      fromPrevious: i === 0 || previous === 0 ? null : percent(funnel[step], previous),
    };
  });
}
