import { LANGUAGES, type Language } from '@vidmatrix/contract/languages';
import type { CopyKind } from '@vidmatrix/contract/touch-card-rules';
import { describe, expect, it } from 'vitest';
import { createCopyWriter, type CopyBrief } from '../../integrations/ai/copy-writer';
import { fitCopy, parseCopy } from './copy-format';

// The built-in writer through the same door the store page uses (no AI_BASE_URL), read the way
// copy-stream.ts reads it: what a customer would post.
const writer = createCopyWriter({
  AI_BASE_URL: undefined,
  AI_API_KEY: undefined,
  AI_MODEL: 'x',
  AI_TIMEOUT_MS: 1,
});

async function posted(brief: CopyBrief, language: Language, seed: string) {
  let text = '';
  for await (const delta of writer.write(brief, { language, seed, signal: new AbortController().signal }))
    text += delta;
  const copy = fitCopy(parseCopy(text, brief.kind), brief.length);
  expect(copy).not.toBeNull();
  return copy!;
}

const card = (facts: Partial<CopyBrief>): CopyBrief => ({
  kind: 'moments',
  length: 300,
  shop: 'Demo café',
  business: 'Specialty coffee and fresh pastries',
  features: 'Hand-poured single origin, osmanthus latte, quiet corner seats',
  topics: ['DemoCafe', 'coffee', 'brunch'],
  notes: 'Mention the window seats and the weekend brunch set.',
  requirement: 'Friendly, no prices.',
  ...facts,
});

/** The demo card (seed-touch-card.ts), a card in the language's own words, and awkward ones. */
const CARDS: Record<Language, CopyBrief[]> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const native: Partial<CopyBrief> = {
      'zh-CN': {
        shop: '巷口咖啡馆',
        business: '精品咖啡和现烤面包',
        features: '手冲单品，桂花拿铁，安静的角落座位',
      },
      'zh-TW': {
        shop: '巷口咖啡館',
        business: '精品咖啡和現烤麵包',
        features: '手沖單品，桂花拿鐵，安靜的角落座位',
      },
      en: {
        shop: 'The Corner Bakery',
        business: 'Sourdough and cinnamon rolls',
        features: 'Open from 7, free Wi-Fi',
      },
      es: {
        shop: 'Café del Parque',
        business: 'Café de especialidad y bollería',
        features: 'Terraza, wifi gratis',
      },
      'pt-BR': {
        shop: 'Padaria da Vila',
        business: 'Pão de fermentação natural',
        features: 'Café coado, mesas ao ar livre',
      },
      id: {
        shop: 'Kopi Senja',
        business: 'Kopi susu dan roti bakar',
        features: 'Buka sampai malam, colokan di setiap meja',
      },
    }[language];
    return [
      language,
      [
        card({}),
        card(native),
        card({ features: '' }),
        card({ features: 'Osmanthus latte' }),
        card({
          shop: 'little corner',
          business: 'coffee and cake',
          features: 'iced tea, cheesecake',
          topics: [],
        }),
        card({
          shop: 'The Little Old Corner Coffee House',
          business:
            'Specialty coffee roasted in house every morning, fresh pastries, seasonal cakes and a weekend brunch set',
          features:
            'Hand-poured single origin from our own roastery in the hills, osmanthus latte, quiet corner seats by the window, board games',
        }),
        card({ features: 'latte, Latte, latte', business: 'Latte' }),
      ],
    ];
  }),
) as Record<Language, CopyBrief[]>;

const KINDS: CopyKind[] = ['moments', 'xhs'];
const LENGTHS = [100, 300, 500, 1000];
const CJK = /[\p{Script=Han}]/u;

/** Words, and each Chinese character on its own: the units a phrase is made of. */
const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/([\p{Script=Han}])|[^\p{L}\p{N}'’-]+/u)
    .filter((t): t is string => !!t);

/** The first run of `n` tokens said twice in the text, if any. */
function repeatedPhrase(text: string, n: number): string | undefined {
  const list = tokens(text);
  const seen = new Set<string>();
  for (let i = 0; i + n <= list.length; i++) {
    const run = list.slice(i, i + n).join(' ');
    if (seen.has(run)) return run;
    seen.add(run);
  }
  return undefined;
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?。！？～])\s*|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);

describe.each(LANGUAGES)('the built-in copy writer in %s', (language) => {
  const n = language.startsWith('zh') ? 6 : 4;

  it('200 copies: no phrase said twice, capitals at sentence starts, nothing cut mid-sentence', async () => {
    for (let i = 0; i < 200; i++) {
      const cards = CARDS[language];
      const brief = {
        ...cards[i % cards.length]!,
        kind: KINDS[i % 2]!,
        length: LENGTHS[Math.floor(i / 2) % LENGTHS.length]!,
      };
      const copy = await posted(brief, language, `seed-${i}`);
      const text = `${copy.title}\n${copy.body}`;
      const where = `${JSON.stringify(brief)}\n${text}`;
      expect(repeatedPhrase(text, n), where).toBeUndefined();
      expect(text, where).not.toMatch(/[{}]|\s[,.;:]|[,.]{2}|\s{3,}| {2}/u);
      if (brief.kind === 'xhs') expect(copy.title, where).not.toBe('');
      // The writer sizes the text itself: the fitting never has to cut a sentence off.
      expect(copy.body, where).toMatch(/[.!?。！？～]$/u);
      if (!language.startsWith('zh')) {
        for (const sentence of [copy.title, ...sentences(copy.body)].filter(Boolean)) {
          expect(sentence.match(/\p{L}/u)?.[0], `${where}\n→ ${sentence}`).toMatch(/\p{Lu}/u);
        }
      } else {
        expect(CJK.test(copy.body)).toBe(true);
      }
    }
  });

  it('twenty copies of one card read differently', async () => {
    const all: string[] = [];
    const texts = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const copy = await posted(CARDS[language][0]!, language, `change-${i}`);
      texts.add(copy.body);
      all.push(...sentences(copy.body));
    }
    const share = new Set(all).size / all.length;
    console.info(
      `${language}: ${new Set(all).size} distinct of ${all.length} sentences (${share.toFixed(2)})`,
    );
    expect(texts.size).toBe(20);
    expect(share).toBeGreaterThanOrEqual(0.55);
  });

  it('names the shop, its business and the features, once each', async () => {
    const copy = await posted(card({ length: 1000 }), language, 'facts');
    const text = `${copy.title}\n${copy.body}`.toLowerCase();
    for (const fact of [
      'Demo café',
      'specialty coffee and fresh pastries',
      'osmanthus latte',
      'quiet corner seats',
    ])
      expect(text.split(fact.toLowerCase()), fact).toHaveLength(2);
    expect(await posted(card({}), language, 'same')).toEqual(await posted(card({}), language, 'same'));
  });
});
