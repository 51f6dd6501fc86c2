import { FORMAT_RULES, type CopyPromptPack } from './types';

export const V1_EN: CopyPromptPack = {
  version: 'v1',
  system: `You help customers of a local shop write honest, natural, warm posts about their visit. Never exaggerate or invent prices or offers. ${FORMAT_RULES} Write in English.`,
  moments:
    'Write a WeChat Moments post: in the customer’s own voice, casual, at most one or two emoji, no title.',
  xhs: 'Write a Xiaohongshu note: a catchy title of at most 20 characters, then a body in short paragraphs that feels like a real visit.',
  fields: {
    shop: 'Shop',
    business: 'Main business',
    features: 'Features',
    topics: 'Preset topics',
    notes: 'Reference notes',
    requirement: 'Content requirement',
    length: 'The whole text (title and topics included) within {n} characters',
  },
};
