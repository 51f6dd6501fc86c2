import type { Phrases } from './types';

export const PT_BR: Phrases = {
  titles: [
    '{name} em {seconds} segundos',
    '{name}: o favorito de {audience}',
    'Por que todo mundo fala de {name}?',
  ],
  slogan: '{name}: quem vem, volta.',
  basic: 'Produto: {name}. Diferenciais: {points}. Público: {audience}. Duração: {seconds} s, {orientation}.',
  other: 'Grave com luz do dia; mantenha cada cena estável; peça autorização aos clientes que aparecerem.',
  scene: 'Fachada, balcão, o produto numa mesa limpa, um salão cheio de clientes.',
  noPoints: '1. O que torna {name} especial; 2. Clientes reais reagindo; 3. Um motivo para vir hoje.',
  defaultAudience: 'os vizinhos',
  vertical: 'vertical 9:16',
  horizontal: 'horizontal 16:9',
  hooks: {
    friendly: [
      'Oi, {audience}: hoje eu mostro um achado do bairro.',
      'Todo mundo pergunta de {name}, então aqui está.',
    ],
    lively: [
      'Para tudo! Não passe: você precisa ver esse {name}.',
      'Em três segundos você entende por que tem fila!',
    ],
    premium: ['Algumas coisas merecem calma.', 'Um {name} com dez anos de cuidado por trás.'],
  },
  problem: [
    'Cansado de comer sempre a mesma coisa?',
    'Procurando um lugar para relaxar e sempre se decepciona?',
  ],
  product: {
    point: ['Este é o nosso {name}: {point}.', 'Olha ele aí, {name}, {point}. Amor à primeira vista.'],
    plain: ['Este é o nosso {name}, feito na hora, sempre.'],
  },
  feature: {
    point: [
      'Agora de perto: {point}.',
      'E tem mais um detalhe: {point}.',
      'Chega mais perto: {point}.',
      'Aqui está o segredo: {point}.',
      'É isso que faz a diferença: {point}.',
      'Merece um close: {point}.',
    ],
    plain: [
      'De perto dá para ver a qualidade de cada ingrediente.',
      'Cada etapa é feita à mão.',
      'Até a apresentação é caprichada.',
      'Porções generosas que dão vontade só de olhar.',
      'Aqui nada é feito às pressas.',
      'Pequenos detalhes, bem feitos.',
    ],
  },
  proof: {
    point: ['Os clientes fiéis dizem que só por {point} já vale voltar.'],
    plain: [
      'Lotado em todo horário de pico, e metade são clientes fiéis.',
      'Uma mordida, e o sorriso diz tudo.',
    ],
  },
  offer: {
    point: ['Venha agora: {point}.'],
    plain: ['Clientes novos ganham uma surpresa, enquanto durar.'],
  },
  cta: {
    friendly: ['Salve este vídeo e traga um amigo no fim de semana!'],
    lively: ['Corre! O endereço está no final!'],
    premium: ['Reserve uma tarde e aproveite com calma na loja.'],
  },
  shots: {
    hook: {
      picture: 'Close de {name}, com vapor ou brilho',
      notes: 'A imagem mais apetitosa no primeiro segundo',
    },
    problem: {
      picture: 'Um cliente hesita diante do celular e suspira',
      notes: 'Atuação natural, ritmo um pouco mais lento',
    },
    product: {
      picture: 'A equipe coloca {name} no centro do balcão',
      notes: 'Plano próximo, fundo desfocado',
    },
    feature: { picture: 'Detalhe de {name}: ingredientes e preparo', notes: 'Macro ou câmera lenta' },
    proof: {
      picture: 'Plano geral da loja, clientes conversando e rindo',
      notes: 'Peça autorização antes de filmar os clientes',
    },
    offer: { picture: 'Cartela: a oferta da loja', notes: 'Cor da marca, letra grande, 2 segundos' },
    cta: {
      picture: 'A fachada de longe, a câmera se afasta devagar',
      notes: 'Sobreponha o endereço da loja no final',
    },
  },
};
