import type { Phrases } from './types';

export const ZH_CN: Phrases = {
  titles: ['{name}｜{seconds} 秒种草', '{audience}都在排的{name}', '{name}，凭什么这么火？'],
  slogan: '{name}，来过就会再来。',
  basic: '产品：{name}；卖点：{points}；目标人群：{audience}；时长：{seconds} 秒，{orientation}。',
  other: '白天自然光拍摄；每个镜头保持稳定；出镜顾客需事先同意。',
  scene: '门头、吧台或柜台、干净台面上的产品、坐满客人的座位区。',
  noPoints: '1. {name}的看点；2. 真实顾客的反应；3. 今天就来的理由。',
  defaultAudience: '附近的朋友',
  vertical: '竖屏 9:16',
  horizontal: '横屏 16:9',
  hooks: {
    friendly: ['{audience}，今天带你发现一家宝藏小店。', '最近被问爆的{name}，终于来拍了！'],
    lively: ['停！先别划走，这个{name}必须看！', '3 秒告诉你，为什么大家都在排队！'],
    premium: ['有些味道，值得慢慢品。', '一份{name}，藏着店家十年的讲究。'],
  },
  problem: ['每天吃来吃去总是那几样，是不是早就腻了？', '想找个地方好好放松一下，却总是踩雷？'],
  product: {
    point: ['这就是我们的{name}：{point}。', '主角登场：{name}，{point}，一眼就爱上。'],
    plain: ['这就是我们的{name}，每一份都现做。'],
  },
  feature: {
    point: [
      '再看细节：{point}。',
      '还有一个小心机：{point}。',
      '镜头拉近：{point}。',
      '秘诀就在这里：{point}。',
      '让它与众不同的是{point}。',
      '值得一个特写：{point}。',
    ],
    plain: [
      '凑近看，用料一点都不含糊。',
      '每一步都是手工完成。',
      '连摆盘都花了心思。',
      '分量足，看着就满足。',
      '每个环节都不赶工。',
      '小细节，做到位。',
    ],
  },
  proof: {
    point: ['老顾客都说，冲着{point}也要再来。'],
    plain: ['一到饭点就坐满，回头客特别多。', '顾客尝完第一口，当场就笑了。'],
  },
  offer: {
    point: ['现在到店：{point}。'],
    plain: ['新客到店还有小惊喜，数量有限。'],
  },
  cta: {
    friendly: ['收藏这条视频，周末约上朋友一起来！'],
    lively: ['冲就完了！地址在视频最后！'],
    premium: ['留一个下午，来店里慢慢享受。'],
  },
  shots: {
    hook: { picture: '{name}特写，热气或光泽扑面而来', notes: '开场 1 秒内给出最诱人的画面' },
    problem: { picture: '顾客对着手机犹豫、叹气', notes: '表演自然，节奏稍慢' },
    product: { picture: '店员双手端出{name}，放到台面中央', notes: '近景，背景虚化' },
    feature: { picture: '{name}细节特写：用料与做法', notes: '微距或慢动作' },
    proof: { picture: '店内全景，顾客有说有笑', notes: '拍顾客前先征得同意' },
    offer: { picture: '字卡：到店优惠', notes: '品牌主色，字号大，停留 2 秒' },
    cta: { picture: '门头远景，镜头缓缓拉远', notes: '结尾叠加门店地址字幕' },
  },
};
