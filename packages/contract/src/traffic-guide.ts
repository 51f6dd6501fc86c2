/**
 * The traffic-guide programme (spec §1, §9) and its rebate calculator. Plain TypeScript, no zod:
 * the visitor page `/trafficGuide` imports it (decision 004), the server and tests read the same
 * figures. Amounts are whole yuan; every rate below gives a whole number per store.
 * How the tiers are read: docs/decisions/028-guide-who-yixiaoer-previews.md.
 */

/** The benefits package a guide buys, and the five quarterly slots it holds. */
export const GUIDE_PACKAGE = { price: 2980, slots: 5, slotPrice: 980 } as const;

/** What one store signed up is worth to the rebate: one quarterly slot. */
const STORE_FEE = GUIDE_PACKAGE.slotPrice;

export type RebateTierKey = 'first' | 'second' | 'third';

/**
 * Marginal tiers, like tax brackets: store n is paid at the rate of the tier n falls in.
 * `to` is inclusive; the last tier has no end.
 */
export const REBATE_TIERS: readonly {
  key: RebateTierKey;
  from: number;
  to: number | null;
  percent: number;
}[] = [
  { key: 'first', from: 1, to: 5, percent: 100 },
  { key: 'second', from: 6, to: 15, percent: 35 },
  { key: 'third', from: 16, to: null, percent: 50 },
];

/** Centre levels: reached strictly above the threshold ("above 15 stores", "above 100 stores"). */
export const GUIDE_CENTRES = {
  regional: { above: 15, qrCodes: 1, incentivePercent: 0 },
  city: { above: 100, qrCodes: 5, incentivePercent: 10 },
} as const;

export type GuideCentre = 'none' | keyof typeof GUIDE_CENTRES;

/** The calculator accepts up to this many stores (a field, not a business limit). */
export const MAX_GUIDE_STORES = 100_000;

export interface RebateTierResult {
  key: RebateTierKey;
  from: number;
  to: number | null;
  percent: number;
  perStore: number;
  /** Stores of the input that fall in this tier. */
  stores: number;
  amount: number;
}

export interface GuideRebate {
  stores: number;
  tiers: RebateTierResult[];
  /** Sum of the tiers. */
  rebate: number;
  centre: GuideCentre;
  /** Enterprise QR codes the centre level brings. */
  qrCodes: number;
  /** City centre: 10 % of the fees of all its stores (stores × 980). */
  incentive: number;
  /** rebate + incentive. */
  total: number;
}

/** The centre level a number of stores reaches. */
export function guideCentre(stores: number): GuideCentre {
  if (stores > GUIDE_CENTRES.city.above) return 'city';
  if (stores > GUIDE_CENTRES.regional.above) return 'regional';
  return 'none';
}

/**
 * The rebate for `stores` stores signed up: each tier's stores × its per-store amount, the centre
 * reached, its QR codes and incentive. Throws on anything but a whole number 0…MAX_GUIDE_STORES:
 * the page parses its field first (`parseStores`).
 */
export function guideRebate(stores: number): GuideRebate {
  if (!Number.isInteger(stores) || stores < 0 || stores > MAX_GUIDE_STORES) {
    throw new RangeError(`stores must be a whole number from 0 to ${MAX_GUIDE_STORES}`);
  }
  const tiers = REBATE_TIERS.map((tier) => {
    const upTo = tier.to === null ? stores : Math.min(stores, tier.to);
    const inTier = Math.max(0, upTo - tier.from + 1);
    const perStore = (STORE_FEE * tier.percent) / 100;
    return { ...tier, perStore, stores: inTier, amount: inTier * perStore };
  });
  const rebate = tiers.reduce((sum, tier) => sum + tier.amount, 0);
  const centre = guideCentre(stores);
  const level = centre === 'none' ? undefined : GUIDE_CENTRES[centre];
  const incentive = level ? (stores * STORE_FEE * level.incentivePercent) / 100 : 0;
  return {
    stores,
    tiers,
    rebate,
    centre,
    qrCodes: level?.qrCodes ?? 0,
    incentive,
    total: rebate + incentive,
  };
}

/**
 * A typed number of stores: digits only, full-width ones too (a Chinese keyboard's "００７"), with
 * surrounding spaces allowed, from 0 to MAX_GUIDE_STORES. Anything else (a sign, a decimal, a
 * separator that reads differently per language, a number past the range) is undefined: the page
 * says the range instead of quietly working out another number (issue 27).
 */
export function parseStores(text: string): number | undefined {
  const digits = text.trim().replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10));
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const stores = Number(digits);
  return stores <= MAX_GUIDE_STORES ? stores : undefined;
}
