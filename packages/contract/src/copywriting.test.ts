import { describe, expect, it } from 'vitest';
import { aiBrief, sellingPoints } from './copywriting';

describe('sellingPoints', () => {
  it.each([
    ['桂花拿铁，现磨咖啡豆；少糖、第二杯半价', '', '桂花拿铁', ['现磨咖啡豆', '少糖', '第二杯半价']],
    ['Matcha latte, oat milk, oat milk', '', 'Matcha latte', ['oat milk']],
    [
      'Matcha latte, oat milk',
      'Uji matcha\n32 yuan; less sugar',
      'Matcha latte',
      ['Uji matcha', '32 yuan', 'less sugar'],
    ],
    ['Demo café', '', 'Demo café', []],
  ])('%j + %j', (product, listed, name, points) => {
    expect(sellingPoints({ product, selling_points: listed })).toEqual({ name, points });
  });
});

describe('aiBrief', () => {
  it('defaults the new fields, so older clients keep working', () => {
    expect(
      aiBrief.parse({ product: 'x', duration_seconds: 30, orientation: '9:16', type: 'shot' }),
    ).toMatchObject({ selling_points: '', tone: 'friendly', audience: '' });
  });
});
