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
};
