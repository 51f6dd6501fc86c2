import type { TouchCardItem } from '@vidmatrix/contract/touch-card';
import { TOUCH_CARD_ITEM_KINDS } from '@vidmatrix/contract/touch-card-rules';
import { describe, expect, it } from 'vitest';
import { addableKinds, itemFormValues, itemSummary } from './item-rules';

const extra = { position: 0, in_use: true as const, image_url: null, packages: [] };

describe('function items', () => {
  it('offers each kind once, and links until there are five', () => {
    expect(addableKinds([])).toEqual([...TOUCH_CARD_ITEM_KINDS]);
    expect(addableKinds([{ kind: 'wifi' }])).not.toContain('wifi');
    expect(addableKinds([{ kind: 'link' }, { kind: 'link' }])).toContain('link');
    expect(addableKinds(Array.from({ length: 5 }, () => ({ kind: 'link' as const })))).not.toContain('link');
  });

  it('summarises what an item holds', () => {
    const wifi = {
      ...extra,
      id: 1,
      kind: 'wifi',
      ssid: 'Cafe',
      password: 'x',
      security: 'WPA',
    } as TouchCardItem;
    expect(itemSummary(wifi)).toBe('Cafe');
    expect(itemSummary({ ...extra, id: 2, kind: 'send_video', activity_id: 1002 } as TouchCardItem)).toBe(
      '#1002',
    );
    expect(itemSummary({ ...extra, id: 3, kind: 'collection' } as TouchCardItem)).toBe('');
  });

  it('starts a form from the saved settings, without the read-only parts', () => {
    const wifi = {
      ...extra,
      id: 1,
      kind: 'wifi',
      ssid: 'Cafe',
      password: 'x',
      security: 'WPA',
    } as TouchCardItem;
    expect(itemFormValues('wifi', wifi)).toEqual({
      kind: 'wifi',
      ssid: 'Cafe',
      password: 'x',
      security: 'WPA',
    });
    expect(itemFormValues('group_buy')).toEqual({ kind: 'group_buy', platform: 'meituan' });
  });
});
