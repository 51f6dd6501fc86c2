import { createHash } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { libraryVideos } from '../modules/upload/schema';
import { mixProjects, type MixRecipe } from '../modules/mix/schema';
import type { Storage } from '../integrations/storage/storage';
import { extractCover } from '../integrations/video/cover';
import { frameHashes } from '../integrations/video/frame-hash';
import { CAPTION_FONT } from '../integrations/video/mix-render';
import { probeVideo } from '../integrations/video/probe';
import { runTool } from '../integrations/video/run-tool';
import { variantChecks } from '../integrations/video/variant-checks';
import { probeColumns } from '../modules/upload/service';
import { DEMO } from './seed-distribution';

/** The demo mix project (README's demo table): the demo café's shots in four scenes. */
export const DEMO_MIX_PROJECT_ID = 1001;
const SHOT_SECONDS = 4;

/** Nine 4 s shots: different scenes, colours and motion, each with its own sound. */
const SHOTS = [
  { title: '门头 · 清晨', picture: 'gradients=s=360x640:c0=0xf4a259:c1=0x5b3a29:speed=0.02', tone: 392 },
  {
    title: '门头 · 夜景',
    picture: 'gradients=s=360x640:c0=0x1d3557:c1=0xe63946:speed=0.03:type=radial',
    tone: 330,
  },
  { title: '拉花', picture: 'mandelbrot=s=360x640:rate=25', tone: 523 },
  {
    title: '手冲',
    picture: 'life=s=360x640:rate=25:mold=10:ratio=0.2:life_color=0x8ecae6:death_color=0x023047',
    tone: 440,
  },
  { title: '冷萃', picture: 'cellauto=s=360x640:rate=25:rule=30', tone: 494 },
  { title: '店内 · 靠窗', picture: 'testsrc2=s=360x640:rate=25', tone: 262 },
  { title: '店内 · 吧台', picture: 'smptehdbars=s=360x640:rate=25', tone: 294 },
  { title: '甜点', picture: 'rgbtestsrc=s=360x640:rate=25', tone: 587 },
  { title: '菜单价格', picture: 'yuvtestsrc=s=360x640:rate=25', tone: 659 },
];

/** Fixed ids below the identity start, readable as team × 1000 + 201…209 (the shipped clips use 1…3, lessons the next hundred). */
export const DEMO_MIX_SHOT_IDS = SHOTS.map((_, i) => DEMO.teamId * 1000 + 201 + i);
const keyOf = (i: number, ext: 'mp4' | 'jpg') =>
  `library/${DEMO.teamId}/demo-mix-shot-${String(i + 1).padStart(2, '0')}.${ext}`;

const ids = (...n: number[]) => n.map((i) => DEMO_MIX_SHOT_IDS[i]!);
export const DEMO_MIX_RECIPE: MixRecipe = {
  scenes: [
    { name: '门头和招牌', clip_ids: ids(0, 1), fixed: 'first' },
    { name: '饮品制作', clip_ids: ids(2, 3, 4), fixed: null },
    { name: '店内环境', clip_ids: ids(5, 6), fixed: null },
    { name: '甜点和价格', clip_ids: ids(7, 8), fixed: null },
  ],
  output: { width: 720, height: 1280 },
  length: { min_s: 12, max_s: 15 },
  bgm_ids: [],
  bgm_level: 30,
  caption_lines: ['今天第二杯半价', '新品冷萃上市', '靠窗座位等你来', '手冲咖啡现点现做', '周末甜点买一送一'],
};

/**
 * Seed step: the nine shot rows and the mix project. The files are made by ffmpeg at start
 * (ensureDemoShots), so the seed runs without ffmpeg and the repository ships no more video;
 * until then a row's size and hashes are placeholders.
 */
export async function seedMixDemo(tx: Db): Promise<void> {
  await tx
    .insert(libraryVideos)
    .values(
      SHOTS.map((shot, i) => ({
        id: DEMO_MIX_SHOT_IDS[i]!,
        teamId: DEMO.teamId,
        md5: createHash('md5')
          .update(`demo-mix-shot-${i + 1}`)
          .digest('hex'),
        title: shot.title,
        fileKey: keyOf(i, 'mp4'),
        coverKey: keyOf(i, 'jpg'),
        durationSeconds: SHOT_SECONDS,
        sizeBytes: 0,
        width: 360,
        height: 640,
        videoCodec: 'h264',
        audioCodec: 'aac',
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(mixProjects)
    .values({ id: DEMO_MIX_PROJECT_ID, teamId: DEMO.teamId, title: '春季新品混剪', recipe: DEMO_MIX_RECIPE })
    .onConflictDoNothing();
}

/** ffmpeg arguments that make demo shot `i` (also used by bench/mix.mjs). */
export function demoShotArgs(i: number, out: string): string[] {
  const shot = SHOTS[i]!;
  const font = CAPTION_FONT.replace(/[:\\']/g, '\\$&');
  const label = `drawtext=fontfile='${font}':text='${shot.title}':fontsize=34:fontcolor=white:box=1:boxcolor=black@0.4:boxborderw=10:x=(w-text_w)/2:y=h*0.8`;
  return [
    ...['-y', '-hide_banner', '-nostdin', '-v', 'error'],
    ...[
      '-f',
      'lavfi',
      '-i',
      `${shot.picture}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${shot.tone}:beep_factor=3`,
    ],
    ...[
      '-t',
      String(SHOT_SECONDS),
      '-vf',
      `${label},format=yuv420p`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
    ],
    ...['-c:a', 'aac', '-movflags', '+faststart', out],
  ];
}

/**
 * At start (demo data only): makes the shots the storage lacks with ffmpeg and writes their
 * measured size, MD5, frame hashes and checks into their rows. A few seconds, in the background.
 */
export async function ensureDemoShots(o: {
  db: Db;
  storage: Storage;
  ffmpegPath: string;
  ffprobePath: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'vidmatrix-demo-shots-'));
  try {
    for (let i = 0; i < SHOTS.length; i++) {
      const [row] = await o.db
        .select()
        .from(libraryVideos)
        .where(eq(libraryVideos.id, DEMO_MIX_SHOT_IDS[i]!));
      if (!row || (await o.storage.stat(row.fileKey))) continue;
      const file = join(work, `shot-${i}.mp4`);
      const cover = join(work, `shot-${i}.jpg`);
      await runTool(o.ffmpegPath, demoShotArgs(i, file));
      const probe = await probeVideo(o.ffprobePath, file);
      await extractCover(o.ffmpegPath, file, cover, probe.durationSeconds);
      const hashes = await frameHashes(o.ffmpegPath, file, probe.durationSeconds);
      await o.storage.put(row.fileKey, file, 'video/mp4');
      await o.storage.put(row.coverKey, cover, 'image/jpeg');
      const { pixelFormat: _p, rotation: _r, ...plain } = probe;
      await o.db
        .update(libraryVideos)
        .set({
          ...probeColumns(plain),
          md5: createHash('md5')
            .update(await readFile(file))
            .digest('hex'),
          frameHashes: hashes,
          checks: variantChecks(plain),
        })
        .where(eq(libraryVideos.id, row.id));
    }
  } catch (error) {
    o.log.warn({ err: error }, 'demo: the mix demo shots could not be made (is ffmpeg installed?)');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
