import { describe, expect, it } from 'vitest';
import { movedOrder, sameOrder } from './sortable-order';

describe('movedOrder', () => {
  it('moves a chapter down or up to the place it was dropped on', () => {
    expect(movedOrder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(movedOrder([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });

  it('changes nothing for a drop on itself, outside the list, or an unknown chapter', () => {
    expect(movedOrder([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 2, undefined)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
    expect(sameOrder(movedOrder([1, 2, 3], 2, 2), [1, 2, 3])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
  });
});
