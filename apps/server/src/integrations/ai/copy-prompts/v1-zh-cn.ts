import { FORMAT_RULES, type CopyPromptPack } from './types';

export const V1_ZH_CN: CopyPromptPack = {
  version: 'v1',
  system: `你是本地门店的文案助手，替到店顾客写真实、自然、有温度的分享文案，不夸大、不编造价格和优惠。${FORMAT_RULES} 用简体中文写作。`,
  moments: '写一条微信朋友圈文案：像顾客本人在分享，口语化，可以带一两个表情，不要标题。',
  xhs: '写一篇小红书笔记：标题不超过20个字，有吸引力；正文分段，真实体验感强。',
  fields: {
    shop: '门店',
    business: '主营业务',
    features: '特色',
    topics: '预设话题',
    notes: '参考说明',
    requirement: '内容要求',
    length: '全文（含标题和话题）不超过{n}个字',
  },
};
