import { expect, it } from 'vitest';
import { mergeOrder } from './rules';

it('accepts every lesson of the course once, in the new order', () => {
  expect(mergeOrder([1, 2, 3], [3, 1, 2])).toEqual([3, 1, 2]);
});

it('refuses a missing, repeated or foreign lesson', () => {
  expect(mergeOrder([1, 2, 3], [3, 1])).toBeUndefined();
  expect(mergeOrder([1, 2, 3], [3, 1, 1])).toBeUndefined();
  expect(mergeOrder([1, 2, 3], [3, 1, 9])).toBeUndefined();
});
