import type { Phrases } from './types';

export const EN: Phrases = {
  titles: [
    '{name} in {seconds} seconds',
    'The {name} {audience} queue for',
    'Why is everyone talking about {name}?',
  ],
  slogan: '{name}: come once, come back.',
  basic:
    'Product: {name}. Selling points: {points}. Audience: {audience}. Duration: {seconds}s, {orientation}.',
  other: 'Shoot in daylight; keep every shot steady; ask customers on camera for consent first.',
  scene: 'Shop front, counter, the product on a clean table, a busy seating area.',
  noPoints: '1. What makes {name} worth it; 2. Real customers reacting; 3. A reason to come today.',
  defaultAudience: 'neighbours',
  vertical: 'vertical 9:16',
  horizontal: 'horizontal 16:9',
  hooks: {
    friendly: [
      'Hey {audience}, let me show you a little gem.',
      'Everyone keeps asking about {name}, so here it is!',
    ],
    lively: [
      'Wait, don’t scroll: you need to see this {name}!',
      'Three seconds to find out why there’s a queue!',
    ],
    premium: [
      'Some things are worth slowing down for.',
      'One {name}, ten years of getting the details right.',
    ],
  },
  problem: [
    'Tired of eating the same old things every day?',
    'Looking for a place to unwind and keep getting it wrong?',
  ],
  product: {
    point: ['Meet our {name}: {point}.', 'Here it is, {name}, {point}. Love at first sight.'],
    plain: ['Meet our {name}, made fresh every single time.'],
  },
  feature: {
    point: [
      'Now look closer: {point}.',
      'And one more thing: {point}.',
      'Zoom in: {point}.',
      'Here is the secret: {point}.',
      'This is what makes it special: {point}.',
      'Worth a close-up: {point}.',
    ],
    plain: [
      'Up close, you can see the quality of every ingredient.',
      'Every step is done by hand.',
      'Even the plating gets attention.',
      'Generous portions that look as good as they taste.',
      'Nothing here is rushed.',
      'Small details, done right.',
    ],
  },
  proof: {
    point: ['Regulars say {point} alone is worth coming back for.'],
    plain: [
      'Full at every rush hour, and half of them are regulars.',
      'One bite, and the smile says it all.',
    ],
  },
  offer: {
    point: ['Visit now: {point}.'],
    plain: ['New customers get a small surprise, while it lasts.'],
  },
  cta: {
    friendly: ['Save this video and bring a friend this weekend!'],
    lively: ['Go go go! The address is at the end!'],
    premium: ['Keep an afternoon free and enjoy it in the shop.'],
  },
  shots: {
    hook: {
      picture: 'Close-up of {name}, steam or shine catching the light',
      notes: 'The most tempting image within the first second',
    },
    problem: {
      picture: 'A customer hesitates over their phone and sighs',
      notes: 'Natural acting, slightly slower pace',
    },
    product: {
      picture: 'Staff place {name} in the middle of the counter with both hands',
      notes: 'Near shot, background blurred',
    },
    feature: { picture: 'Detail of {name}: ingredients and craft', notes: 'Macro or slow motion' },
    proof: {
      picture: 'Wide shot of the shop, customers chatting and laughing',
      notes: 'Ask customers before filming them',
    },
    offer: { picture: 'Title card: the in-store offer', notes: 'Brand colour, large type, hold 2 seconds' },
    cta: {
      picture: 'The shop front from afar, the camera slowly pulls back',
      notes: 'Overlay the shop address at the end',
    },
  },
};
