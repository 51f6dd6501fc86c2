import { describe, expect, it } from 'vitest';
import { parseProbe } from './probe';

const stream = (extra: object) => ({
  codec_type: 'video',
  codec_name: 'h264',
  width: 1920,
  height: 1080,
  pix_fmt: 'yuv420p',
  ...extra,
});

describe('parseProbe', () => {
  it('reads codecs, display size, duration and tells MP4 from QuickTime by brand', () => {
    const mov = parseProbe(
      {
        streams: [stream({}), { codec_type: 'audio', codec_name: 'aac' }],
        format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.5', tags: { major_brand: 'qt  ' } },
      },
      1000,
    );
    expect(mov).toMatchObject({ container: 'mov', durationSeconds: 12.5, width: 1920, audioCodec: 'aac' });
    const mp4 = parseProbe(
      {
        streams: [stream({})],
        format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '1', tags: { major_brand: 'isom' } },
      },
      1,
    );
    expect(mp4).toMatchObject({ container: 'mp4', audioCodec: null });
  });

  it('swaps width and height for a quarter-turn rotation (side data or the old tag)', () => {
    const format = { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '3' };
    expect(
      parseProbe({ streams: [stream({ side_data_list: [{ rotation: -90 }] })], format }, 1),
    ).toMatchObject({
      width: 1080,
      height: 1920,
      rotation: 270,
    });
    expect(parseProbe({ streams: [stream({ tags: { rotate: '180' } })], format }, 1)).toMatchObject({
      width: 1920,
    });
  });

  it('finds no video in cover art, still images or a stream without duration', () => {
    const art = stream({ codec_name: 'mjpeg', disposition: { attached_pic: 1 } });
    expect(
      parseProbe(
        {
          streams: [{ codec_type: 'audio', codec_name: 'mp3' }, art],
          format: { format_name: 'mp3', duration: '200' },
        },
        1,
      ),
    ).toBeUndefined();
    expect(
      parseProbe(
        { streams: [stream({ codec_name: 'png' })], format: { format_name: 'png_pipe', duration: '0.04' } },
        1,
      ),
    ).toBeUndefined();
    expect(
      parseProbe({ streams: [stream({})], format: { format_name: 'matroska,webm' } }, 1),
    ).toBeUndefined();
  });
});
