import { screen, waitFor } from '@testing-library/react';
import type { MixProject } from '@vidmatrix/contract/mix';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../../shared/api/api-test-kit';
import type { I18n as i18n } from '../../shared/i18n/runtime';
import { renderWithAntd, stubBrowserApis } from '../../test/antd-test-kit';
import { createPseudoI18n, hardCodedStrings } from '../../test/pseudo-i18n';
import { MixPage } from './pages/mix-page';

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
afterEach(() => vi.unstubAllGlobals());

const shot = (id: number) => ({
  id,
  title: `Clip ${id}`,
  cover_url: `/c/${id}.jpg`,
  duration: 4,
  available: true,
  in_s: 0,
  out_s: 4,
});
const PROJECT: MixProject = {
  id: 7,
  title: 'Spring',
  scenes: [
    {
      name: 'Door',
      fixed: null,
      clip_ids: [1, 2],
      trims: [{ clip_id: 1, in_s: 1, out_s: 3 }],
      shots: [{ ...shot(1), in_s: 1, out_s: 3 }, shot(2)],
    },
    { name: 'Drinks', fixed: null, clip_ids: [3, 4], trims: [], shots: [shot(3), shot(4)] },
    { name: 'Room', fixed: null, clip_ids: [5, 6], trims: [], shots: [shot(5), shot(6)] },
  ],
  output: { width: 720, height: 1280 },
  length: null,
  bgm_ids: [],
  bgm_level: 30,
  caption_lines: ['Open late'],
  distinct_max: 24,
  hint: { add: [1, 1, 0], distinct_max: 36 },
  storyboard: [{ shot_ids: [1, 3, 5], caption: 'Open late' }],
  created_at: '2026-11-28T10:00:00.000Z',
};
const RENDER = {
  id: 9,
  project_id: 7,
  activity_id: 1001,
  status: 'rendering',
  total: 3,
  done: 1,
  failed: 1,
  error: null,
  variants: [
    {
      index: 0,
      state: 'done',
      caption: 'Open late',
      title: 'Worth the detour · Open late',
      post_caption: 'Came for the latte, stayed for the room. #coffee',
      ai_generated: true,
      error: null,
    },
    {
      index: 1,
      state: 'failed',
      caption: 'Open late',
      title: null,
      post_caption: null,
      ai_generated: false,
      error: 'Clip deleted',
    },
    {
      index: 2,
      state: 'rendering',
      caption: 'Open late',
      title: null,
      post_caption: null,
      ai_generated: false,
      error: null,
    },
  ],
  videos: [
    {
      mixed_video_id: 5,
      library_video_id: 8,
      title: 'Worth the detour · Open late',
      caption: 'Came for the latte, stayed for the room. #coffee',
      ai_generated: true,
      url: '/media/x.mp4?s',
      cover_url: '/c.jpg',
      duration: 12,
    },
  ],
};

function mockApi() {
  const replies: Record<string, unknown> = {
    '/member/mix/projects/list': {
      items: [
        { id: 7, title: 'Spring', scenes: 3, shots: 6, distinct_max: 24, created_at: PROJECT.created_at },
      ],
    },
    '/member/mix/projects/info': PROJECT,
    '/member/mix/renders/list': {
      items: [
        {
          id: 9,
          activity_id: 1001,
          status: 'rendering',
          total: 3,
          done: 1,
          failed: 1,
          created_at: PROJECT.created_at,
        },
      ],
    },
    '/member/mix/renders/info': RENDER,
    '/member/mix/projects/preview': { state: 'done', url: '/media/mix-preview/1001/7-ab.mp4?s', duration: 8 },
    '/member/library/videos': {
      videos: [{ id: 1, title: 'Clip 1', cover_url: '/c/1.jpg', duration_seconds: 4, audio_codec: 'aac' }],
      quota: { used_bytes: 0, total_bytes: 1 },
      max_file_bytes: 1,
    },
    '/member/library/activities': { activities: [{ id: 1001, title: 'Demo', status: 'active', videos: 3 }] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = Object.keys(replies).find((p) => url.includes(p));
      return Promise.resolve(jsonReply({ code: 0, message: '', data: path ? replies[path] : null }));
    }),
  );
}

/** The merchant's own words in the replies, and antd's icon names and number-stepper labels. */
const DATA = [
  'Spring',
  'Door',
  'Drinks',
  'Room',
  'Open late',
  'Clip deleted',
  'Worth the detour',
  'Came for the latte, stayed for the room.',
  '#coffee',
  'Demo',
  'Clip 1',
  'Clip 3',
  'Clip 5',
];
const ANTD = ['Decrease Value', 'Increase Value', 'close', 'down', 'up', 'info-circle'];

describe('mixing studio page', { timeout: 20_000 }, () => {
  it('shows the distinct count with its hint, the storyboard and a render’s progress, every word translated', async () => {
    stubBrowserApis();
    mockApi();
    renderWithAntd(pseudo, <MixPage />, '/console/mix?project=7');
    // Several mocked requests resolve first: on two shared cores that takes longer than waitFor's 1 s.
    await waitFor(() => expect(screen.getByTestId('render-progress')).toBeTruthy(), { timeout: 10_000 });
    const count = screen.getByTestId('distinct-count').textContent ?? '';
    // The count and its hint are the contract's own rule, recomputed from the scenes.
    expect(count).toContain('24');
    expect(count).toContain('36');
    expect(screen.getByTestId('render-counts').textContent).toContain('3');
    // Each finished variant with its own written title and caption.
    expect(screen.getByTestId('render-videos').textContent).toContain('Worth the detour · Open late');
    expect(screen.getByTestId('render-videos').textContent).toContain('#coffee');
    // Copy an AI provider wrote is labelled as such (decision 013).
    expect(screen.getByTestId('render-videos').querySelector('[data-testid="render-ai-label"]')).toBeTruthy();
    expect(screen.getByTestId('storyboard')).toBeTruthy();
    // The first shot's saved window, on its slider; the preview of the saved recipe in the player.
    expect(screen.getByTestId('trim-1-window').textContent).toContain('1.0');
    expect(screen.getByTestId('trim-1').querySelectorAll('[role="slider"]')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('preview-player').querySelector('video')).toBeTruthy());
    expect(hardCodedStrings(document.body, [...DATA, ...ANTD, '%'])).toEqual([]);
  });
});
