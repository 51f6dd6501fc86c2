import { describe, expect, it } from 'vitest';
import { GUIDE_PACKAGE, guideCentre, guideRebate, parseStores } from './traffic-guide';

// Spec §9: first 5 stores a full 980 refund, 6 to 15 at 35 % (343), 16 and more at 50 % (490);
// regional centre above 15 stores (1 QR code), city centre above 100 (10 % incentive, 5 QR codes).
const TABLE = [
  { stores: 0, tiers: [0, 0, 0], rebate: 0, centre: 'none', qrCodes: 0, incentive: 0 },
  { stores: 1, tiers: [980, 0, 0], rebate: 980, centre: 'none', qrCodes: 0, incentive: 0 },
  { stores: 5, tiers: [4900, 0, 0], rebate: 4900, centre: 'none', qrCodes: 0, incentive: 0 },
  { stores: 6, tiers: [4900, 343, 0], rebate: 5243, centre: 'none', qrCodes: 0, incentive: 0 },
  { stores: 15, tiers: [4900, 3430, 0], rebate: 8330, centre: 'none', qrCodes: 0, incentive: 0 },
  { stores: 16, tiers: [4900, 3430, 490], rebate: 8820, centre: 'regional', qrCodes: 1, incentive: 0 },
  { stores: 100, tiers: [4900, 3430, 41650], rebate: 49980, centre: 'regional', qrCodes: 1, incentive: 0 },
  { stores: 101, tiers: [4900, 3430, 42140], rebate: 50470, centre: 'city', qrCodes: 5, incentive: 9898 },
] as const;

describe('guideRebate', () => {
  it.each(TABLE)('$stores stores', ({ stores, tiers, rebate, centre, qrCodes, incentive }) => {
    const result = guideRebate(stores);
    expect(result.tiers.map((t) => t.amount)).toEqual(tiers);
    expect(result.rebate).toBe(rebate);
    expect(result.centre).toBe(centre);
    expect(result.qrCodes).toBe(qrCodes);
    expect(result.incentive).toBe(incentive);
    expect(result.total).toBe(rebate + incentive);
  });

  it('pays each tier per store: 980, 343, 490', () => {
    expect(guideRebate(20).tiers.map((t) => [t.perStore, t.stores])).toEqual([
      [980, 5],
      [343, 10],
      [490, 5],
    ]);
  });

  it('keeps the package figures of the spec', () => {
    expect(GUIDE_PACKAGE).toEqual({ price: 2980, slots: 5, slotPrice: 980 });
  });

  it.each([-1, 1.5, Number.NaN, 100_001])('refuses %s', (stores) => {
    expect(() => guideRebate(stores)).toThrow(RangeError);
  });

  it('reaches a centre strictly above its threshold', () => {
    expect([15, 16, 100, 101].map(guideCentre)).toEqual(['none', 'regional', 'regional', 'city']);
  });
});

describe('parseStores', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['100000', 100_000],
    ['００７', 7],
    ['　１６　', 16],
    ['100001', undefined],
    ['200000', undefined],
    ['99999999', undefined],
    ['', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['1,000', undefined],
    ['abc', undefined],
  ])('%j → %j', (text, stores) => {
    expect(parseStores(text)).toBe(stores);
  });
});
