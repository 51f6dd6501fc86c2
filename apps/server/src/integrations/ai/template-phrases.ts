import type { Language } from '@vidmatrix/contract/languages';

/** The parts of a shop video, in the order a viewer meets them. */
export type ShotRole = 'title' | 'establish' | 'interior' | 'making' | 'detail' | 'enjoy';

interface ShotText {
  picture: string;
  lines: string;
  notes: string;
}

/** `{product}`, `{audience}`, `{seconds}` and `{orientation}` are filled in by the template writer. */
export interface Phrases {
  titleShot: string;
  titleWhole: string;
  slogan: string;
  basic: string;
  other: string;
  scene: string;
  points: string;
  defaultAudience: string;
  vertical: string;
  horizontal: string;
  shots: Record<ShotRole, ShotText>;
}

export const PHRASES: Record<Language, Phrases> = {
  'zh-CN': {
    titleShot: '{product} · {seconds} 秒分镜脚本',
    titleWhole: '{product} · {seconds} 秒口播文案',
    slogan: '{product}，值得专程来一趟。',
    basic: '产品：{product}；目标人群：{audience}；时长：{seconds} 秒，{orientation}。',
    other: '白天自然光拍摄；每个镜头保持稳定；出镜人员需事先同意。',
    scene: '门头、吧台或柜台、干净台面上的产品、顾客座位。',
    points: '1. {product} 的独特之处；2. 真实顾客的体验；3. 今天就来的理由。',
    defaultAudience: '附近的朋友',
    vertical: '竖屏 9:16',
    horizontal: '横屏 16:9',
    shots: {
      title: { picture: '片头字卡：{product}', lines: '', notes: '品牌主色，停留 1–2 秒' },
      establish: {
        picture: '门店外景，镜头推向门头招牌',
        lines: '{audience}注意啦，这家店一定要来！',
        notes: '稳定器慢推，避开路人正脸',
      },
      interior: {
        picture: '店内全景，展示环境和氛围',
        lines: '一进门就能感受到店家的用心。',
        notes: '开门瞬间切入，保留环境声',
      },
      making: {
        picture: '店员制作或展示{product}',
        lines: '每一份{product}都是现做的。',
        notes: '半身镜头，手部动作要清楚',
      },
      detail: { picture: '{product}特写', lines: '看这细节，就知道品质。', notes: '微距拍摄，可用慢动作' },
      enjoy: {
        picture: '顾客享用{product}，露出笑容',
        lines: '{product}，值得专程来一趟，快来试试吧！',
        notes: '结尾叠加门店地址字幕',
      },
    },
  },
  'zh-TW': {
    titleShot: '{product} · {seconds} 秒分鏡腳本',
    titleWhole: '{product} · {seconds} 秒口播文案',
    slogan: '{product}，值得專程來一趟。',
    basic: '產品：{product}；目標族群：{audience}；時長：{seconds} 秒，{orientation}。',
    other: '白天自然光拍攝；每個鏡頭保持穩定；出鏡人員需事先同意。',
    scene: '門面、吧台或櫃檯、乾淨桌面上的產品、顧客座位。',
    points: '1. {product} 的獨特之處；2. 真實顧客的體驗；3. 今天就來的理由。',
    defaultAudience: '附近的朋友',
    vertical: '直式 9:16',
    horizontal: '橫式 16:9',
    shots: {
      title: { picture: '片頭字卡：{product}', lines: '', notes: '品牌主色，停留 1–2 秒' },
      establish: {
        picture: '門店外景，鏡頭推向招牌',
        lines: '{audience}注意啦，這家店一定要來！',
        notes: '穩定器慢推，避開路人正臉',
      },
      interior: {
        picture: '店內全景，展示環境與氛圍',
        lines: '一進門就能感受到店家的用心。',
        notes: '開門瞬間切入，保留環境音',
      },
      making: {
        picture: '店員製作或展示{product}',
        lines: '每一份{product}都是現做的。',
        notes: '半身鏡頭，手部動作要清楚',
      },
      detail: { picture: '{product}特寫', lines: '看這細節，就知道品質。', notes: '微距拍攝，可用慢動作' },
      enjoy: {
        picture: '顧客享用{product}，露出笑容',
        lines: '{product}，值得專程來一趟，快來試試吧！',
        notes: '結尾疊加門店地址字幕',
      },
    },
  },
  en: {
    titleShot: '{product} · {seconds}s shot-by-shot script',
    titleWhole: '{product} · {seconds}s voice-over script',
    slogan: '{product}: worth a special trip.',
    basic: 'Product: {product}. Audience: {audience}. Duration: {seconds}s, {orientation}.',
    other: 'Shoot in daylight; keep every shot steady; ask anyone on camera for consent first.',
    scene: 'Shop front, counter, the product on a clean table, a customer seat.',
    points: '1. What makes {product} special; 2. Real customers enjoying it; 3. A reason to come today.',
    defaultAudience: 'neighbours',
    vertical: 'vertical 9:16',
    horizontal: 'horizontal 16:9',
    shots: {
      title: { picture: 'Title card: {product}', lines: '', notes: 'Brand colour, hold 1–2 seconds' },
      establish: {
        picture: 'Street view, the camera pushes in on the shop sign',
        lines: 'Hey {audience}, you have to try this place!',
        notes: 'Slow gimbal push; avoid passers-by faces',
      },
      interior: {
        picture: 'Wide shot of the shop: the space and the mood',
        lines: 'The moment you walk in, you feel the care.',
        notes: 'Cut in as the door opens; keep the ambient sound',
      },
      making: {
        picture: 'Staff preparing or presenting {product}',
        lines: 'Every {product} is made fresh.',
        notes: 'Waist-up framing, hands clearly visible',
      },
      detail: {
        picture: 'Close-up of {product}',
        lines: 'Look at the detail: that is quality.',
        notes: 'Macro lens, slow motion works',
      },
      enjoy: {
        picture: 'A customer enjoys {product} and smiles',
        lines: '{product}: worth a special trip. Come and try it!',
        notes: 'Overlay the shop address at the end',
      },
    },
  },
  es: {
    titleShot: '{product} · guion por planos de {seconds} s',
    titleWhole: '{product} · guion de locución de {seconds} s',
    slogan: '{product}: vale la pena el viaje.',
    basic: 'Producto: {product}. Público: {audience}. Duración: {seconds} s, {orientation}.',
    other: 'Graba con luz de día; cada plano estable; pide permiso a quien salga en cámara.',
    scene: 'Fachada, mostrador, el producto sobre una mesa limpia, un asiento de cliente.',
    points:
      '1. Qué hace especial a {product}; 2. Clientes reales disfrutándolo; 3. Un motivo para venir hoy.',
    defaultAudience: 'vecinos',
    vertical: 'vertical 9:16',
    horizontal: 'horizontal 16:9',
    shots: {
      title: { picture: 'Cartela de título: {product}', lines: '', notes: 'Color de la marca, 1–2 segundos' },
      establish: {
        picture: 'Vista de la calle, la cámara se acerca al rótulo',
        lines: '¡Atención, {audience}: tenéis que conocer este sitio!',
        notes: 'Avance lento con estabilizador; evita caras de transeúntes',
      },
      interior: {
        picture: 'Plano general del local: el espacio y el ambiente',
        lines: 'Nada más entrar se nota el cariño.',
        notes: 'Corta al abrirse la puerta; conserva el sonido ambiente',
      },
      making: {
        picture: 'El personal prepara o presenta {product}',
        lines: 'Cada {product} se hace al momento.',
        notes: 'Plano medio, manos bien visibles',
      },
      detail: {
        picture: 'Primer plano de {product}',
        lines: 'Mira el detalle: eso es calidad.',
        notes: 'Macro; sirve la cámara lenta',
      },
      enjoy: {
        picture: 'Un cliente disfruta {product} y sonríe',
        lines: '{product}: vale la pena el viaje. ¡Ven a probarlo!',
        notes: 'Superpón la dirección del local al final',
      },
    },
  },
  'pt-BR': {
    titleShot: '{product} · roteiro por cenas de {seconds} s',
    titleWhole: '{product} · roteiro de locução de {seconds} s',
    slogan: '{product}: vale a viagem.',
    basic: 'Produto: {product}. Público: {audience}. Duração: {seconds} s, {orientation}.',
    other: 'Grave com luz do dia; mantenha cada cena estável; peça autorização a quem aparecer.',
    scene: 'Fachada, balcão, o produto numa mesa limpa, um lugar de cliente.',
    points: '1. O que torna {product} especial; 2. Clientes reais aproveitando; 3. Um motivo para vir hoje.',
    defaultAudience: 'vizinhos',
    vertical: 'vertical 9:16',
    horizontal: 'horizontal 16:9',
    shots: {
      title: { picture: 'Cartela de título: {product}', lines: '', notes: 'Cor da marca, 1–2 segundos' },
      establish: {
        picture: 'Vista da rua, a câmera se aproxima da placa da loja',
        lines: 'Atenção, {audience}: vocês precisam conhecer este lugar!',
        notes: 'Avanço lento com estabilizador; evite rostos de quem passa',
      },
      interior: {
        picture: 'Plano geral da loja: o espaço e o clima',
        lines: 'Logo na entrada dá para sentir o cuidado.',
        notes: 'Corte quando a porta abrir; mantenha o som ambiente',
      },
      making: {
        picture: 'A equipe prepara ou apresenta {product}',
        lines: 'Cada {product} é feito na hora.',
        notes: 'Plano médio, mãos bem visíveis',
      },
      detail: {
        picture: 'Close de {product}',
        lines: 'Olha o detalhe: isso é qualidade.',
        notes: 'Macro; câmera lenta funciona',
      },
      enjoy: {
        picture: 'Um cliente aproveita {product} e sorri',
        lines: '{product}: vale a viagem. Venha experimentar!',
        notes: 'Sobreponha o endereço da loja no final',
      },
    },
  },
  id: {
    titleShot: '{product} · naskah per adegan {seconds} detik',
    titleWhole: '{product} · naskah narasi {seconds} detik',
    slogan: '{product}: layak didatangi khusus.',
    basic: 'Produk: {product}. Penonton: {audience}. Durasi: {seconds} detik, {orientation}.',
    other: 'Rekam dengan cahaya siang; jaga setiap adegan tetap stabil; minta izin orang yang tampil.',
    scene: 'Depan toko, meja kasir, produk di meja bersih, kursi pelanggan.',
    points: '1. Keistimewaan {product}; 2. Pelanggan nyata menikmatinya; 3. Alasan untuk datang hari ini.',
    defaultAudience: 'warga sekitar',
    vertical: 'vertikal 9:16',
    horizontal: 'horizontal 16:9',
    shots: {
      title: { picture: 'Kartu judul: {product}', lines: '', notes: 'Warna merek, tahan 1–2 detik' },
      establish: {
        picture: 'Pemandangan jalan, kamera mendekat ke papan nama toko',
        lines: 'Hai {audience}, tempat ini wajib dicoba!',
        notes: 'Dorong pelan dengan gimbal; hindari wajah orang lewat',
      },
      interior: {
        picture: 'Gambar lebar toko: ruang dan suasananya',
        lines: 'Begitu masuk, langsung terasa perhatiannya.',
        notes: 'Potong saat pintu terbuka; pertahankan suara sekitar',
      },
      making: {
        picture: 'Staf menyiapkan atau menyajikan {product}',
        lines: 'Setiap {product} dibuat segar.',
        notes: 'Setengah badan, gerakan tangan terlihat jelas',
      },
      detail: {
        picture: 'Close-up {product}',
        lines: 'Lihat detailnya: itulah kualitas.',
        notes: 'Lensa makro; gerak lambat cocok',
      },
      enjoy: {
        picture: 'Pelanggan menikmati {product} dan tersenyum',
        lines: '{product}: layak didatangi khusus. Ayo coba!',
        notes: 'Tampilkan alamat toko di akhir',
      },
    },
  },
};
