import type { ScriptInput } from '@vidmatrix/contract/script-model';
import { scriptColumns } from '../modules/copywriting/service';
import type { Db } from '../db/client';
import { DEMO } from './seed-distribution';
import { scripts } from '../modules/copywriting/schema';

/** Fixed ids: the share seed links `DEMO-SCRIPT` to the shot-by-shot one. */
export const DEMO_SCRIPTS = { shotByShot: 3001, wholePiece: 3002 } as const;

const shotByShot: ScriptInput = {
  title: '桂花拿铁上新 · 30 秒探店分镜',
  type: 'shot',
  orientation: '9:16',
  expected_duration_seconds: 30,
  lines: '秋天的第一杯桂花拿铁，就在南京西路的 Demo café。',
  reference_video: '参考：小红书“城市咖啡地图”系列，第一人称推门进店',
  basic_info: '门店：Demo café（上海静安区南京西路1266号恒隆广场 L108）；新品：桂花拿铁 32 元，第二杯半价',
  other_info: '拍摄时间建议 14:00–16:00，窗边自然光；店员出镜需提前确认',
  scene_requirements: '吧台、窗边座位、门头招牌；桂花糖浆与拉花特写需要干净的深色台面',
  content_points: '1. 季节限定；2. 现萃咖啡 + 真桂花；3. 第二杯半价；4. 门店位置好找',
  content: '',
  content_lines: [],
  shots: [
    {
      shot_size_id: 1,
      shot_scale: 'special',
      duration_seconds: 2,
      picture: '片头字卡：“秋天的第一杯”，桂花飘落动画',
      lines: '',
      notes: '字卡用门店主色，停留 2 秒',
    },
    {
      shot_size_id: 2,
      shot_scale: 'far',
      duration_seconds: 4,
      picture: '恒隆广场外街景，镜头推向 Demo café 门头',
      lines: '逛街累了？南京西路这家小店一定要来。',
      notes: '稳定器慢推，避开路人正脸',
    },
    {
      shot_size_id: 6,
      shot_scale: 'panorama',
      duration_seconds: 5,
      picture: '店内全景：吧台、窗边座位、暖色灯光',
      lines: '推门就是桂花香，整个店都是秋天的味道。',
      notes: '开门瞬间切入，环境声保留',
    },
    {
      shot_size_id: 4,
      shot_scale: 'medium',
      duration_seconds: 6,
      picture: '咖啡师在吧台萃取浓缩，加入桂花糖浆',
      lines: '现萃浓缩，加的是店里自己熬的桂花糖浆。',
      notes: '咖啡师半身，手部动作清楚',
    },
    {
      shot_size_id: 5,
      shot_scale: 'close_up',
      duration_seconds: 5,
      picture: '拉花特写，撒上干桂花',
      lines: '奶泡绵密，最后撒一把真桂花。',
      notes: '微距，慢动作 50%',
    },
    {
      shot_size_id: 3,
      shot_scale: 'medium',
      duration_seconds: 5,
      picture: '顾客在窗边喝第一口，微笑点头',
      lines: '入口是咖啡的醇，回味是桂花的甜，一点都不腻。',
      notes: '顾客需签肖像授权',
    },
    {
      shot_size_id: 4,
      shot_scale: 'medium',
      duration_seconds: 3,
      picture: '两杯拿铁并排，价签“第二杯半价”',
      lines: '新品第二杯半价，带上朋友一起来！',
      notes: '结尾叠加门店地址字幕',
    },
  ],
};

const wholePiece: ScriptInput = {
  title: '周末早午餐套餐 · 口播文案',
  type: 'whole',
  orientation: '16:9',
  expected_duration_seconds: 45,
  lines: '',
  reference_video: '',
  basic_info: 'Demo café 周末早午餐：牛油果吐司 + 任意咖啡 48 元，周六周日 9:00–14:00',
  other_info: '口播由店长出镜，语气轻松',
  scene_requirements: '靠窗四人桌，餐品摆盘完整，横屏构图',
  content_points: '套餐价格；供应时间；食材新鲜；适合朋友聚会',
  content:
    '<p>周末不想早起做饭？来 <b>Demo café</b> 吃一顿慢悠悠的早午餐吧。</p>' +
    '<p>招牌牛油果吐司配一杯现做咖啡，只要 <span style="color: #d4380d">48 元</span>。</p>' +
    '<p>每周六、周日上午九点到下午两点供应，约上朋友，在窗边坐一上午。</p>',
  content_lines: [
    '周末不想早起做饭？',
    '来 Demo café 吃一顿慢悠悠的早午餐。',
    '牛油果吐司配现做咖啡，只要 48 元。',
    '周六周日 9 点到 14 点，窗边的位置给你留着。',
  ],
  shots: [],
};

/** Seed step: two demo scripts of the demo café (one shot-by-shot, one whole-piece). */
export async function seedCopywritingDemo(tx: Db): Promise<void> {
  const rows = [
    { id: DEMO_SCRIPTS.shotByShot, input: shotByShot },
    { id: DEMO_SCRIPTS.wholePiece, input: wholePiece },
  ].map(({ id, input }) => ({
    id,
    teamId: DEMO.teamId,
    ...scriptColumns(input, { aiSource: null, aiGenerated: false }),
  }));
  await tx.insert(scripts).values(rows).onConflictDoNothing();
}
