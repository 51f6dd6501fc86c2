import type { Phrases } from './types';

export const ES: Phrases = {
  titles: [
    '{name} en {seconds} segundos',
    '{name}: lo que buscan {audience}',
    '¿Por qué todos hablan de {name}?',
  ],
  slogan: '{name}: quien viene, repite.',
  basic:
    'Producto: {name}. Puntos fuertes: {points}. Público: {audience}. Duración: {seconds} s, {orientation}.',
  other: 'Graba con luz de día; cada plano estable; pide permiso a los clientes que salgan en cámara.',
  scene: 'Fachada, mostrador, el producto sobre una mesa limpia, una sala llena de clientes.',
  noPoints: '1. Qué hace especial a {name}; 2. Clientes reales reaccionando; 3. Un motivo para venir hoy.',
  defaultAudience: 'los vecinos',
  vertical: 'vertical 9:16',
  horizontal: 'horizontal 16:9',
  hooks: {
    friendly: [
      'Hola, {audience}: hoy os enseño una joya escondida.',
      'Todo el mundo pregunta por {name}, así que aquí está.',
    ],
    lively: [
      '¡Para! No sigas bajando: tienes que ver este {name}.',
      '¡En tres segundos sabrás por qué hay cola!',
    ],
    premium: ['Hay cosas que merecen ir despacio.', 'Un {name} con diez años de oficio detrás.'],
  },
  problem: ['¿Cansado de comer siempre lo mismo?', '¿Buscas un sitio para desconectar y nunca aciertas?'],
  product: {
    point: ['Este es nuestro {name}: {point}.', 'Aquí lo tienes, {name}, {point}. Amor a primera vista.'],
    plain: ['Este es nuestro {name}, hecho al momento cada vez.'],
  },
  feature: {
    point: [
      'Mira de cerca: {point}.',
      'Y un detalle más: {point}.',
      'Acércate: {point}.',
      'Aquí está el secreto: {point}.',
      'Esto es lo que lo hace especial: {point}.',
      'Merece un primer plano: {point}.',
    ],
    plain: [
      'De cerca se nota la calidad de cada ingrediente.',
      'Cada paso se hace a mano.',
      'Hasta la presentación está cuidada.',
      'Raciones generosas que entran por los ojos.',
      'Aquí nada se hace con prisas.',
      'Pequeños detalles, bien hechos.',
    ],
  },
  proof: {
    point: ['Los habituales dicen que solo por {point} ya vale la pena volver.'],
    plain: [
      'Lleno a cada hora punta, y la mitad son clientes fijos.',
      'Un bocado, y la sonrisa lo dice todo.',
    ],
  },
  offer: {
    point: ['Ven ahora: {point}.'],
    plain: ['Los clientes nuevos tienen una sorpresa, hasta agotar existencias.'],
  },
  cta: {
    friendly: ['¡Guarda este vídeo y ven con un amigo este fin de semana!'],
    lively: ['¡Corre! La dirección está al final.'],
    premium: ['Reserva una tarde y disfrútalo en el local.'],
  },
  shots: {
    hook: {
      picture: 'Primer plano de {name}, con vapor o brillo',
      notes: 'La imagen más apetecible en el primer segundo',
    },
    problem: {
      picture: 'Un cliente duda frente al móvil y suspira',
      notes: 'Actuación natural, ritmo algo más lento',
    },
    product: {
      picture: 'El personal coloca {name} en el centro del mostrador',
      notes: 'Plano cercano, fondo desenfocado',
    },
    feature: { picture: 'Detalle de {name}: ingredientes y elaboración', notes: 'Macro o cámara lenta' },
    proof: {
      picture: 'Plano general del local, clientes charlando y riendo',
      notes: 'Pide permiso antes de grabar a los clientes',
    },
    offer: { picture: 'Cartela: la oferta en tienda', notes: 'Color de la marca, letra grande, 2 segundos' },
    cta: {
      picture: 'La fachada desde lejos, la cámara se aleja despacio',
      notes: 'Superpón la dirección del local al final',
    },
  },
};
