import type { Funnel } from '@vidmatrix/contract/console';

/**
 * The funnel's steps, each counted in distinct visitors and each a subset of the one before
 * (docs/decisions/023-console-figures.md), so a conversion never passes 100 %.
 */
const FUNNEL_STEPS = ['visitors', 'claimed', 'taken', 'posted'] as const;
type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelBar {
  step: FunnelStep;
  /** Distinct visitors who reached the step. */
  value: number;
  /** The step's event total (page opens, videos claimed, taken, posted): shown beside it. */
  total: number;
  /** Width of the bar: share of the first step, 0–100. */
  width: number;
  /** Conversion from the previous step in percent (one decimal); null for the first or after 0. */
  fromPrevious: number | null;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

const PEOPLE: Record<FunnelStep, (f: Funnel) => number> = {
  visitors: (f) => f.visitors,
  claimed: (f) => f.visitors_claimed,
  taken: (f) => f.visitors_taken,
  posted: (f) => f.visitors_posted,
};

const TOTALS: Record<FunnelStep, (f: Funnel) => number> = {
  visitors: (f) => f.views,
  claimed: (f) => f.claims,
  taken: (f) => f.taken,
  posted: (f) => f.posted,
};

/** The funnel as bars: each step against the first (the widest), and its conversion from the step before. */
export function funnelBars(funnel: Funnel): FunnelBar[] {
  const values = FUNNEL_STEPS.map((step) => PEOPLE[step](funnel));
  const widest = Math.max(1, ...values);
  return FUNNEL_STEPS.map((step, i) => {
    const previous = i === 0 ? 0 : values[i - 1]!;
    return {
      step,
      value: values[i]!,
      total: TOTALS[step](funnel),
      width: percent(values[i]!, widest),
      fromPrevious: i === 0 || previous === 0 ? null : percent(values[i]!, previous),
    };
  });
}
