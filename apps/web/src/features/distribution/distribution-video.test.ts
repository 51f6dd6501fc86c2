import { describe, expect, it } from 'vitest';
import { captionOf, normaliseDistributionVideo, shownVideo } from './distribution-video';

const contractShape = {
  exist: true,
  items: [
    {
      mixed_video_id: 42,
      video_title: 'Latte art',
      video_url: '/media/a.mp4',
      video_cover: '/media/a.jpg',
      video_duration: 15.4,
      download_url: '/download/42',
      video_id: 7,
    },
  ],
  is_loop_end: false,
  activity_id: 1001,
  lock_time: 43200,
  schema_v2: 'snssdk1128://a',
  cdn_schema_v2: 'snssdk1128://b',
  cdn_schema: 'https://cdn/x',
  test_url: '/media/a.mp4',
  poi_param: {
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '文三路 1 号',
    poi_name: '示例咖啡',
  },
  store_id: 's1',
  caption: 'Latte art #coffee',
  hashtags: ['coffee'],
  demo_platform: true,
};

describe('normaliseDistributionVideo', () => {
  it('reads the contract shape', () => {
    const view = normaliseDistributionVideo(contractShape);
    expect(view).toMatchObject({
      exist: true,
      isLoopEnd: false,
      activityId: 1001,
      lockTime: 43200,
      schemaV2: 'snssdk1128://a',
      cdnSchemaV2: 'snssdk1128://b',
      cdnSchema: 'https://cdn/x',
      testUrl: '/media/a.mp4',
      storeId: 's1',
      caption: 'Latte art #coffee',
      hashtags: ['coffee'],
      demoPlatform: true,
      storeLocation: '浙江省杭州市西湖区文三路 1 号 示例咖啡',
    });
    expect(view.items).toEqual([
      {
        mixedVideoId: 42,
        title: 'Latte art',
        videoUrl: '/media/a.mp4',
        cover: '/media/a.jpg',
        duration: 15.4,
        downloadUrl: '/download/42',
        videoId: 7,
      },
    ]);
  });

  it('accepts the alternative spellings cover, duration, exists, loop, plateform', () => {
    const view = normaliseDistributionVideo({
      exists: true,
      loop: true,
      plateform: 'xhs',
      items: [{ mixed_video_id: 5, video_title: 't', cover: '/c.jpg', duration: '12', download_url: '/d' }],
    });
    expect(view.exist).toBe(true);
    expect(view.isLoopEnd).toBe(true);
    expect(view.platform).toBe('xhs');
    expect(view.items[0]).toMatchObject({ cover: '/c.jpg', duration: 12 });
  });

  it('prefers the first spelling when both are sent', () => {
    const view = normaliseDistributionVideo({
      exist: false,
      exists: true,
      is_loop_end: false,
      loop: true,
      platform: 'ks',
      plateform: 'xhs',
      items: [{ mixed_video_id: 5, video_cover: '/a.jpg', cover: '/b.jpg', video_duration: 3, duration: 9 }],
    });
    expect(view).toMatchObject({ exist: false, isLoopEnd: false, platform: 'ks' });
    expect(view.items[0]).toMatchObject({ cover: '/a.jpg', duration: 3 });
  });

  it('reads string and numeric flags', () => {
    expect(normaliseDistributionVideo({ exist: 'true', loop: 1, items: [] })).toMatchObject({
      exist: true,
      isLoopEnd: true,
    });
    expect(normaliseDistributionVideo({ exists: 0, items: [] }).exist).toBe(false);
  });

  it('treats a reply without the flag as "exists" exactly when it carries a video', () => {
    expect(normaliseDistributionVideo({ items: [{ mixed_video_id: 1 }] }).exist).toBe(true);
    expect(normaliseDistributionVideo({ items: [] }).exist).toBe(false);
  });

  it('survives garbage: no items, no poi, no flags', () => {
    for (const data of [
      null,
      undefined,
      'x',
      3,
      [],
      { items: 'no' },
      { items: [null, 1, { title: 'no id' }] },
    ]) {
      const view = normaliseDistributionVideo(data);
      expect(view.exist).toBe(false);
      expect(view.items).toEqual([]);
      expect(view.storeLocation).toBe('');
      expect(shownVideo(view)).toBeUndefined();
    }
  });

  it('has no store location when every poi field is empty', () => {
    const poi = { province: '', city: '', district: '', address: '', poi_name: '' };
    expect(normaliseDistributionVideo({ poi_param: poi }).storeLocation).toBe('');
  });
});

describe('helpers', () => {
  it('shownVideo is the first item only when the video exists', () => {
    expect(shownVideo(normaliseDistributionVideo(contractShape))?.mixedVideoId).toBe(42);
    expect(shownVideo(normaliseDistributionVideo({ ...contractShape, exist: false }))).toBeUndefined();
  });

  it('captionOf uses the server caption, else title and hashtags', () => {
    const view = normaliseDistributionVideo(contractShape);
    expect(captionOf(view, view.items[0]!)).toBe('Latte art #coffee');
    const bare = normaliseDistributionVideo({ ...contractShape, caption: '', hashtags: ['a', '#b'] });
    expect(captionOf(bare, bare.items[0]!)).toBe('Latte art #a #b');
  });
});
