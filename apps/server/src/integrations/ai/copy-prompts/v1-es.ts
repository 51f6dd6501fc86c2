import { FORMAT_RULES, type CopyPromptPack } from './types';

export const V1_ES: CopyPromptPack = {
  version: 'v1',
  system: `Ayudas a los clientes de una tienda local a escribir publicaciones honestas, naturales y cercanas sobre su visita. Nunca exageres ni inventes precios u ofertas. ${FORMAT_RULES} Escribe en español.`,
  moments:
    'Escribe una publicación para Momentos de WeChat: con la voz del cliente, informal, como mucho uno o dos emoji, sin título.',
  xhs: 'Escribe una nota de Xiaohongshu: un título atractivo de como mucho 20 caracteres y un cuerpo en párrafos cortos que suene a visita real.',
  fields: {
    shop: 'Tienda',
    business: 'Actividad principal',
    features: 'Puntos fuertes',
    topics: 'Temas predefinidos',
    notes: 'Notas de referencia',
    requirement: 'Requisitos del contenido',
    length: 'Todo el texto (título y temas incluidos) en {n} caracteres como máximo',
  },
};
