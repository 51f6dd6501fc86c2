import type { Phrases } from './types';

export const ID: Phrases = {
  titles: [
    '{name} dalam {seconds} detik',
    '{name} favorit {audience}',
    'Kenapa semua orang membicarakan {name}?',
  ],
  slogan: '{name}: sekali datang, pasti kembali.',
  basic:
    'Produk: {name}. Keunggulan: {points}. Penonton: {audience}. Durasi: {seconds} detik, {orientation}.',
  other: 'Rekam dengan cahaya siang; jaga setiap adegan tetap stabil; minta izin pelanggan yang tampil.',
  scene: 'Depan toko, meja kasir, produk di meja bersih, area duduk yang ramai.',
  noPoints: '1. Keistimewaan {name}; 2. Reaksi pelanggan nyata; 3. Alasan untuk datang hari ini.',
  defaultAudience: 'warga sekitar',
  vertical: 'vertikal 9:16',
  horizontal: 'horizontal 16:9',
  hooks: {
    friendly: [
      'Hai {audience}, hari ini aku tunjukkan tempat tersembunyi.',
      'Banyak yang tanya soal {name}, ini dia!',
    ],
    lively: [
      'Stop! Jangan di-scroll dulu, {name} ini wajib kamu lihat!',
      'Tiga detik untuk tahu kenapa antreannya panjang!',
    ],
    premium: ['Ada hal yang layak dinikmati pelan-pelan.', 'Satu {name}, sepuluh tahun ketelitian.'],
  },
  problem: ['Bosan makan yang itu-itu saja setiap hari?', 'Cari tempat santai tapi selalu salah pilih?'],
  product: {
    point: ['Ini dia {name} kami: {point}.', 'Kenalan dengan {name}, {point}. Langsung jatuh cinta.'],
    plain: ['Ini dia {name} kami, selalu dibuat segar.'],
  },
  feature: {
    point: [
      'Lihat lebih dekat: {point}.',
      'Satu lagi yang spesial: {point}.',
      'Coba zoom: {point}.',
      'Ini rahasianya: {point}.',
      'Inilah yang bikin spesial: {point}.',
      'Layak disorot: {point}.',
    ],
    plain: [
      'Dari dekat terlihat kualitas setiap bahannya.',
      'Setiap langkah dikerjakan dengan tangan.',
      'Penyajiannya pun diperhatikan.',
      'Porsinya besar dan menggugah selera.',
      'Tidak ada yang dikerjakan terburu-buru.',
      'Detail kecil, digarap dengan benar.',
    ],
  },
  proof: {
    point: ['Pelanggan setia bilang, {point} saja sudah cukup jadi alasan kembali.'],
    plain: [
      'Selalu penuh di jam ramai, separuhnya pelanggan tetap.',
      'Satu suapan, senyumnya langsung terlihat.',
    ],
  },
  offer: {
    point: ['Datang sekarang: {point}.'],
    plain: ['Pelanggan baru dapat kejutan kecil, selama persediaan ada.'],
  },
  cta: {
    friendly: ['Simpan video ini dan ajak teman datang akhir pekan!'],
    lively: ['Gas sekarang! Alamatnya ada di akhir video!'],
    premium: ['Luangkan satu sore dan nikmati di toko.'],
  },
  shots: {
    hook: {
      picture: 'Close-up {name}, uap atau kilaunya terlihat',
      notes: 'Gambar paling menggoda di detik pertama',
    },
    problem: {
      picture: 'Pelanggan ragu di depan ponsel lalu menghela napas',
      notes: 'Akting natural, tempo sedikit lambat',
    },
    product: {
      picture: 'Staf meletakkan {name} di tengah meja dengan dua tangan',
      notes: 'Gambar dekat, latar buram',
    },
    feature: { picture: 'Detail {name}: bahan dan cara membuatnya', notes: 'Makro atau gerak lambat' },
    proof: {
      picture: 'Gambar lebar toko, pelanggan mengobrol dan tertawa',
      notes: 'Minta izin sebelum merekam pelanggan',
    },
    offer: { picture: 'Kartu judul: promo di toko', notes: 'Warna merek, huruf besar, tahan 2 detik' },
    cta: { picture: 'Depan toko dari jauh, kamera mundur perlahan', notes: 'Tampilkan alamat toko di akhir' },
  },
};
