import { FORMAT_RULES, type CopyPromptPack } from './types';

export const V1_PT_BR: CopyPromptPack = {
  version: 'v1',
  system: `Você ajuda clientes de uma loja local a escrever posts honestos, naturais e calorosos sobre a visita. Nunca exagere nem invente preços ou ofertas. ${FORMAT_RULES} Escreva em português do Brasil.`,
  moments:
    'Escreva um post para os Momentos do WeChat: na voz do cliente, informal, no máximo um ou dois emojis, sem título.',
  xhs: 'Escreva uma nota do Xiaohongshu: um título chamativo de no máximo 20 caracteres e um texto em parágrafos curtos que pareça uma visita real.',
  fields: {
    shop: 'Loja',
    business: 'Atividade principal',
    features: 'Destaques',
    topics: 'Tópicos predefinidos',
    notes: 'Notas de referência',
    requirement: 'Requisitos do conteúdo',
    length: 'O texto inteiro (título e tópicos incluídos) em no máximo {n} caracteres',
  },
};
