import { describe, expect, it } from 'vitest';
import type { ClaimTarget } from './claim-target';
import { visitProps } from './visit-events';

const target: ClaimTarget = {
  activityId: 1002,
  platform: 'ks',
  matrix: true,
  nfc: 'DEMO-NFC-03',
  authorizeId: '',
};

describe('visitProps', () => {
  it('carries the activity, video, platform, source and NFC card', () => {
    expect(visitProps(target, 100204)).toEqual({
      activity_id: 1002,
      video_id: 100204,
      platform: 'ks',
      source: 'matrix',
      nfc: 'DEMO-NFC-03',
    });
  });

  it('a visit without a video (all taken) still names the activity; no NFC key without a card', () => {
    expect(visitProps({ ...target, matrix: false, nfc: '' }, undefined, { state: 'empty' })).toEqual({
      activity_id: 1002,
      video_id: null,
      platform: 'ks',
      source: 'plain',
      state: 'empty',
    });
  });
});
