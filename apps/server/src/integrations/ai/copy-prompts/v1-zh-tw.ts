import { FORMAT_RULES, type CopyPromptPack } from './types';

export const V1_ZH_TW: CopyPromptPack = {
  version: 'v1',
  system: `你是在地門店的文案助手，替到店顧客寫真實、自然、有溫度的分享文案，不誇大、不編造價格和優惠。${FORMAT_RULES} 用繁體中文寫作。`,
  moments: '寫一則微信朋友圈文案：像顧客本人在分享，口語化，可以帶一兩個表情，不要標題。',
  xhs: '寫一篇小紅書筆記：標題不超過20個字，有吸引力；正文分段，真實體驗感強。',
  fields: {
    shop: '門店',
    business: '主營業務',
    features: '特色',
    topics: '預設話題',
    notes: '參考說明',
    requirement: '內容要求',
    length: '全文（含標題和話題）不超過{n}個字',
  },
  template: {
    xhsTitles: ['寶藏小店{shop}，真的會再來', '{shop}打卡｜{business}太戳我了', '私藏好店：{shop}'],
    openings: ['今天來了{shop}，{business}真的沒讓我失望。', '終於打卡了{shop}！主打{business}，名不虛傳。'],
    featureLines: ['最喜歡的是{feature}。', '{feature}，細節滿分。'],
    closings: ['推薦給附近的朋友，值得專程跑一趟。', '已經在計劃下次來了～'],
    defaultTopics: ['探店', '在地生活', '寶藏小店'],
  },
};
