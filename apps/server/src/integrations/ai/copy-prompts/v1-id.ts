import { FORMAT_RULES, type CopyPromptPack } from './types';

export const V1_ID: CopyPromptPack = {
  version: 'v1',
  system: `Anda membantu pelanggan toko lokal menulis unggahan yang jujur, alami, dan hangat tentang kunjungan mereka. Jangan melebih-lebihkan atau mengarang harga dan promo. ${FORMAT_RULES} Tulis dalam bahasa Indonesia.`,
  moments:
    'Tulis unggahan Momen WeChat: dengan suara pelanggan sendiri, santai, paling banyak satu atau dua emoji, tanpa judul.',
  xhs: 'Tulis catatan Xiaohongshu: judul menarik paling banyak 20 karakter, lalu isi dalam paragraf pendek yang terasa seperti kunjungan nyata.',
  fields: {
    shop: 'Toko',
    business: 'Bisnis utama',
    features: 'Keunggulan',
    topics: 'Topik bawaan',
    notes: 'Catatan referensi',
    requirement: 'Ketentuan konten',
    length: 'Seluruh teks (judul dan topik termasuk) paling banyak {n} karakter',
  },
};
