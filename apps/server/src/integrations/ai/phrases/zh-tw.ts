import type { Phrases } from './types';

export const ZH_TW: Phrases = {
  titles: ['{name}｜{seconds} 秒種草', '{audience}都在排的{name}', '{name}，憑什麼這麼紅？'],
  slogan: '{name}，來過就會再來。',
  basic: '產品：{name}；賣點：{points}；目標族群：{audience}；時長：{seconds} 秒，{orientation}。',
  other: '白天自然光拍攝；每個鏡頭保持穩定；入鏡顧客需事先同意。',
  scene: '門面、吧台或櫃檯、乾淨桌面上的產品、坐滿客人的座位區。',
  noPoints: '1. {name}的看點；2. 真實顧客的反應；3. 今天就來的理由。',
  defaultAudience: '附近的朋友',
  vertical: '直式 9:16',
  horizontal: '橫式 16:9',
  hooks: {
    friendly: ['{audience}，今天帶你發現一家寶藏小店。', '最近被問爆的{name}，終於來拍了！'],
    lively: ['停！先別滑走，這個{name}一定要看！', '3 秒告訴你，為什麼大家都在排隊！'],
    premium: ['有些味道，值得慢慢品。', '一份{name}，藏著店家十年的講究。'],
  },
  problem: ['每天吃來吃去總是那幾樣，是不是早就膩了？', '想找個地方好好放鬆，卻總是踩雷？'],
  product: {
    point: ['這就是我們的{name}：{point}。', '主角登場：{name}，{point}，一眼就愛上。'],
    plain: ['這就是我們的{name}，每一份都現做。'],
  },
  feature: {
    point: [
      '再看細節：{point}。',
      '還有一個小心機：{point}。',
      '鏡頭拉近：{point}。',
      '秘訣就在這裡：{point}。',
      '讓它與眾不同的是{point}。',
      '值得一個特寫：{point}。',
    ],
    plain: [
      '靠近看，用料一點都不馬虎。',
      '每一步都是手工完成。',
      '連擺盤都花了心思。',
      '份量十足，看了就滿足。',
      '每個環節都不趕工。',
      '小細節，做到位。',
    ],
  },
  proof: {
    point: ['老顧客都說，衝著{point}也要再來。'],
    plain: ['一到用餐時間就坐滿，回頭客特別多。', '顧客嚐了第一口，當場就笑了。'],
  },
  offer: {
    point: ['現在到店：{point}。'],
    plain: ['新客到店還有小驚喜，數量有限。'],
  },
  cta: {
    friendly: ['收藏這支影片，週末約朋友一起來！'],
    lively: ['衝就對了！地址在影片最後！'],
    premium: ['留一個下午，來店裡慢慢享受。'],
  },
  shots: {
    hook: { picture: '{name}特寫，熱氣或光澤撲面而來', notes: '開場 1 秒內給出最誘人的畫面' },
    problem: { picture: '顧客對著手機猶豫、嘆氣', notes: '表演自然，節奏稍慢' },
    product: { picture: '店員雙手端出{name}，放到桌面中央', notes: '近景，背景虛化' },
    feature: { picture: '{name}細節特寫：用料與做法', notes: '微距或慢動作' },
    proof: { picture: '店內全景，顧客有說有笑', notes: '拍顧客前先徵得同意' },
    offer: { picture: '字卡：到店優惠', notes: '品牌主色，字級大，停留 2 秒' },
    cta: { picture: '門面遠景，鏡頭緩緩拉遠', notes: '結尾疊加門店地址字幕' },
  },
};
