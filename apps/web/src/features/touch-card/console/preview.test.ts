import type { TouchCardItem } from '@vidmatrix/contract/touch-card';
import { describe, expect, it } from 'vitest';
import { previewCard, previewItem } from './preview';

const extra = { position: 0, in_use: true as const, image_url: null, packages: [] };

describe('live preview', () => {
  it('shows the typed texts, trimmed, with topics without their #', () => {
    const card = previewCard(
      'DEMO-CARD',
      {
        title: ' Demo café ',
        main_business: 'Coffee',
        preset_topics: ['#latte', ' ', 'beans'],
        background: '2',
      },
      { logo_url: '/logo.png', background_image_url: null },
      [],
    );
    expect(card).toMatchObject({
      code: 'DEMO-CARD',
      title: 'Demo café',
      main_business: 'Coffee',
      preset_topics: ['latte', 'beans'],
      background: 2,
      ai_label: true,
      items: [],
    });
  });

  it('marks an item not configured until its required part is there', () => {
    const wifi = { ...extra, id: 1, kind: 'wifi', ssid: '', password: '', security: 'WPA' } as TouchCardItem;
    expect(previewItem(wifi).configured).toBe(false);
    const named = previewItem({ ...wifi, ssid: 'Cafe;1', password: 'p' } as TouchCardItem);
    expect(named).toMatchObject({ configured: true, qr_text: 'WIFI:T:WPA;S:Cafe\\;1;P:p;;' });
  });

  it('shows group-buy packages with their state', () => {
    const item = {
      ...extra,
      id: 2,
      kind: 'group_buy',
      platform: 'meituan',
      packages: [
        {
          id: 9,
          share_text: 's',
          link: 'https://dpurl.cn/x',
          state: 'generating',
          deal_title: null,
          deal_url: null,
          error: null,
        },
      ],
    } as TouchCardItem;
    expect(previewItem(item)).toMatchObject({
      configured: true,
      packages: [{ id: 9, state: 'generating', title: null }],
    });
  });
});
