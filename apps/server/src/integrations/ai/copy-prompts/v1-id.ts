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
  template: {
    xhsTitles: ['{shop}: permata tersembunyi', 'Ketemu: {shop}', 'Kenapa aku selalu balik'],
    openings: [
      'Hari ini mampir ke {shop} dan {business}-nya tidak mengecewakan.',
      'Akhirnya coba {shop}! {business}-nya sesuai ekspektasi.',
    ],
    featureLines: ['Yang paling aku suka: {feature}.', '{feature}, semua detailnya pas.'],
    closings: ['Layak didatangi kalau lagi di sekitar sini.', 'Sudah rencana balik lagi.'],
    defaultTopics: ['kulinerlokal', 'rekomendasi', 'akhirpekan'],
  },
};
