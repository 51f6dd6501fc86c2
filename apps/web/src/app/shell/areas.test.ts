import { describe, expect, it } from 'vitest';
import { areaOf, areasFor } from './areas';

const merchant = { user: { roles: ['member', 'merchant'] as const }, team: { role: 'admin' as const } };
const member = { user: { roles: ['member'] as const }, team: { role: 'member' as const } };

describe('shell areas', () => {
  it('gives merchants the member area and every console section', () => {
    expect(areasFor(merchant).map((a) => a.key)).toEqual([
      'team',
      'activities',
      'library',
      'nfc-cards',
      'touch-cards',
      'touch-card-data',
      'mix',
      'scripts',
      'shares',
      'academy',
      'platform-accounts',
    ]);
  });

  it('gives members and unknown accounts the member area only', () => {
    expect(areasFor(member).map((a) => a.key)).toEqual(['team']);
    expect(areasFor(undefined).map((a) => a.key)).toEqual(['team']);
  });

  it('finds the area of a path, sub-paths included', () => {
    expect(areaOf('/console')).toBe('activities');
    expect(areaOf('/console/activities/1001')).toBe('activities');
    expect(areaOf('/console/nfc-cards')).toBe('nfc-cards');
    expect(areaOf('/inviteMember')).toBe('team');
    expect(areaOf('/touch_card')).toBe('touch-cards');
    expect(areaOf('/PenCardData')).toBe('touch-card-data');
    expect(areaOf('/console/librarian')).toBeUndefined();
  });
});
