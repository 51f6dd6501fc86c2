// Generates the demo clips shipped in apps/server/demo/ (`node scripts/demo-clips.mjs`).
// The repo ships the outputs so a machine without ffmpeg still runs the demo; this script is
// their documentation and the way to remake them. Needs ffmpeg with libx264 and the Noto CJK
// font (Debian: ffmpeg, fonts-noto-cjk).
//
// Each clip: 360×640 portrait, 3–9 s, H.264 main + AAC mono, `+faststart` (the moov atom first,
// so a phone can start playing before the whole file arrives), a distinct colour, moving test
// pattern, its number and title drawn in, and a sine tone of its own pitch; plus a JPEG cover.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = new URL('../apps/server/demo/', import.meta.url).pathname;
const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

// 30 for "Demo café — Douyin" (1001), 12 for "Demo café — matrix" (1002). 1003 reuses files.
const TITLES = [
  '拿铁拉花的第一笔',
  '清晨七点的第一杯手冲',
  '耶加雪菲的花香',
  '冰博客的夏天',
  '店长推荐：燕麦拿铁',
  '磨豆声里的好心情',
  '三分钟学会爱心拉花',
  '窗边座位的午后阳光',
  '新品：桂花美式',
  '咖啡师的一天',
  '烘焙日记：浅烘还是深烘',
  '肉桂卷刚出炉',
  '周末限定：生椰拿铁',
  '一杯澳白的温度',
  '手冲壶的水流',
  '雨天与热可可',
  '咖啡渣也能做花肥',
  '老顾客的固定座位',
  '今日豆单：哥伦比亚',
  '奶泡打发的秘密',
  '杯子上的名字',
  '打烊前的最后一杯',
  '抹茶拿铁双拼',
  '咖啡与黑胶唱片',
  '巴斯克芝士蛋糕',
  '冷萃需要十二小时',
  '帮你挑一支适合的豆子',
  '店里的猫又睡着了',
  '生日快乐特调',
  '欢迎来喝一杯',
  'Demo café 探店 Vlog',
  '转发有礼：第二杯半价',
  '门口的新招牌',
  '一分钟看完开店准备',
  '咖啡豆的旅程',
  '会员日福利',
  '和朋友的下午茶',
  '意式浓缩的油脂',
  '手作甜点上新',
  '夜晚的咖啡馆',
  '打卡我们的拉花墙',
  '下次见',
];

const hex = (n) => n.toString(16).padStart(2, '0');
/** Colours spread round the hue wheel so neighbouring clips never look alike. */
function colour(i) {
  const h = (i * 137.508) % 360; // golden angle
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (0.45 - 0.3 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `0x${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** Escapes text for an ffmpeg drawtext value inside a filter graph. */
const drawtextText = (s) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/:/g, '\\:');

function makeClip(i, title) {
  const n = String(i + 1).padStart(2, '0');
  // 42 distinct lengths spread over 3–9 s, in an uneven order (17 is coprime with 42).
  const duration = Math.round((3 + ((i * 17) % TITLES.length) * (6 / (TITLES.length - 1))) * 10) / 10;
  const file = `clip-${n}.mp4`;
  const cover = `clip-${n}.jpg`;
  const text = [
    `drawtext=fontfile=${FONT}:text='#${n}':fontsize=72:fontcolor=white:x=(w-tw)/2:y=90:borderw=3`,
    `drawtext=fontfile=${FONT}:text='${drawtextText(title)}':fontsize=26:fontcolor=white:x=(w-tw)/2:y=520:borderw=2`,
    `drawtext=fontfile=${FONT}:text='Demo café · %{eif\\:t\\:d}s':fontsize=20:fontcolor=white@0.8:x=(w-tw)/2:y=580`,
  ].join(',');
  const graph = [
    `[0][1]overlay=x='(W-w)/2+90*sin(t*${1 + (i % 4)})':y='250+60*cos(t*1.5)'`,
    `${text}[v]`,
  ].join(',');
  const args = [
    ['-y', '-hide_banner', '-loglevel', 'error'],
    ['-f', 'lavfi', '-i', `color=c=${colour(i)}:s=360x640:r=15:d=${duration}`],
    ['-f', 'lavfi', '-i', `testsrc2=s=180x180:r=15:d=${duration}`],
    ['-f', 'lavfi', '-i', `sine=frequency=${220 + i * 20}:sample_rate=22050:duration=${duration}`],
    ['-filter_complex', graph, '-map', '[v]', '-map', '2:a'],
    ['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-crf', '34', '-pix_fmt', 'yuv420p'],
    ['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-movflags', '+faststart', join(OUT, file)],
  ].flat();
  execFileSync('ffmpeg', args, { stdio: 'inherit' });
  execFileSync(
    'ffmpeg',
    ['-y', '-hide_banner', '-loglevel', 'error', '-ss', '1', '-i', join(OUT, file), '-frames:v', '1'].concat([
      '-q:v',
      '9',
      join(OUT, cover),
    ]),
    { stdio: 'inherit' },
  );
  const probed = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    join(OUT, file),
  ]);
  return {
    file,
    cover,
    title,
    duration: Math.round(Number(probed) * 100) / 100,
    size: statSync(join(OUT, file)).size,
  };
}

mkdirSync(OUT, { recursive: true });
const clips = TITLES.map((title, i) => makeClip(i, title));
writeFileSync(join(OUT, 'clips.json'), `${JSON.stringify(clips, null, 2)}\n`);
const total = clips.reduce((sum, c) => sum + c.size + statSync(join(OUT, c.cover)).size, 0);
console.log(`${clips.length} clips in ${OUT}, ${(total / 2 ** 20).toFixed(2)} MB with covers`);
