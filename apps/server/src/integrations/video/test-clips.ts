import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Small clips made by ffmpeg for the processing tests (the CI image installs ffmpeg). */
function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-y', '-hide_banner', '-v', 'error', ...args], { stdio: 'ignore' });
}

const picture = (size: string, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=s=${size}:r=25:d=${seconds}`,
];
const tone = (seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
];
const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

export const CLIPS = {
  /** Ready to post: H.264 + AAC MP4 with the index first. */
  suitable: (dir: string) => {
    const out = join(dir, 'suitable.mp4');
    ffmpeg([...picture('360x640', 2), ...tone(2), ...x264, '-c:a', 'aac', '-movflags', '+faststart', out]);
    return out;
  },
  /** Right codecs, but ffmpeg's default MP4 puts the index after the media: needs a remux. */
  lateIndex: (dir: string) => {
    const out = join(dir, 'late-index.mp4');
    ffmpeg([...picture('360x640', 2), ...tone(2), ...x264, '-c:a', 'aac', out]);
    return out;
  },
  /** VP9 + Opus in WebM: must be transcoded. */
  webm: (dir: string, seconds = 2) => {
    const out = join(dir, `vp9-${seconds}.webm`);
    ffmpeg([
      ...picture('480x640', seconds),
      ...tone(seconds),
      ...[
        '-c:v',
        'libvpx-vp9',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-b:v',
        '300k',
        '-c:a',
        'libopus',
        out,
      ],
    ]);
    return out;
  },
  /** MPEG-4 part 2 in AVI at odd dimensions, no audio: transcoded to even H.264. */
  avi: (dir: string, size = '321x241', seconds = 2) => {
    const out = join(dir, `mpeg4-${size}-${seconds}.avi`);
    ffmpeg([...picture(size, seconds), '-c:v', 'mpeg4', '-q:v', '5', out]);
    return out;
  },
  /** Larger than 1080p: scaled down. */
  large: (dir: string) => {
    const out = join(dir, 'large.mp4');
    ffmpeg([...picture('2048x1152', 1), ...x264, '-movflags', '+faststart', out]);
    return out;
  },
  /** Portrait phone clip stored landscape with a 90° rotation flag. */
  rotated: (dir: string) => {
    const plain = join(dir, 'landscape.mp4');
    const out = join(dir, 'rotated.mp4');
    ffmpeg([...picture('640x360', 1), ...x264, plain]);
    ffmpeg(['-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', '-movflags', '+faststart', out]);
    return out;
  },
  audioOnly: (dir: string) => {
    const out = join(dir, 'audio.m4a');
    ffmpeg([...tone(2), '-c:a', 'aac', out]);
    return out;
  },
  image: (dir: string) => {
    const out = join(dir, 'still.png');
    ffmpeg([...picture('360x640', 1), '-frames:v', '1', out]);
    return out;
  },
  text: async (dir: string) => {
    const out = join(dir, 'notes.mp4');
    await writeFile(out, 'not a video at all\n'.repeat(100));
    return out;
  },
};

const FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

/** Variants of one clip that a customer would still call "the same video". */
export const VARIANTS = {
  reencoded: (input: string, dir: string) => {
    const out = join(dir, 'reencoded.mp4');
    ffmpeg(['-i', input, ...x264, '-crf', '32', '-c:a', 'aac', out]);
    return out;
  },
  /** 8 % off each side, scaled back to the original size. */
  cropped: (input: string, dir: string) => {
    const out = join(dir, 'cropped.mp4');
    ffmpeg(['-i', input, '-vf', 'crop=iw*0.92:ih*0.92,scale=360:640', ...x264, '-c:a', 'copy', out]);
    return out;
  },
  /** A caption burnt in (a bar where no font is installed). */
  captioned: (input: string, dir: string) => {
    const out = join(dir, 'captioned.mp4');
    const font = FONTS.find((f) => existsSync(f));
    const overlay = font
      ? `drawtext=fontfile=${font}:text='SALE HALF PRICE':fontsize=36:fontcolor=yellow:x=(w-tw)/2:y=h-140:borderw=2`
      : 'drawbox=x=20:y=ih-150:w=iw-40:h=50:color=yellow@0.9:t=fill';
    ffmpeg(['-i', input, '-vf', overlay, ...x264, '-c:a', 'copy', out]);
    return out;
  },
};
