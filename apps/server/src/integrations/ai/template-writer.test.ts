import type { AiBrief } from '@vidmatrix/contract/copywriting';
import { LANGUAGES, type Language } from '@vidmatrix/contract/languages';
import { describe, expect, it } from 'vitest';
import { parseScriptJson } from './script-prompt';
import { distributePoints, shotPlan, splitDuration } from './template-plan';
import { TemplateScriptWriter, templateScript } from './template-writer';

/** A product text as merchants type it: the name, then its points, in the language's punctuation. */
const BRIEFS: Record<Language, { product: string; points: string[] }> = {
  'zh-CN': { product: '抹茶拿铁，宇治抹茶，燕麦奶，只要32元', points: ['宇治抹茶', '燕麦奶', '只要32元'] },
  'zh-TW': { product: '抹茶拿鐵，宇治抹茶，燕麥奶，只要32元', points: ['宇治抹茶', '燕麥奶', '只要32元'] },
  en: {
    product: 'Matcha latte, Uji matcha, oat milk, 32 yuan',
    points: ['Uji matcha', 'oat milk', '32 yuan'],
  },
  es: {
    product: 'Latte de matcha, matcha de Uji, leche de avena, 4 euros',
    points: ['matcha de Uji', 'leche de avena', '4 euros'],
  },
  'pt-BR': {
    product: 'Latte de matcha, matcha de Uji, leite de aveia, 18 reais',
    points: ['matcha de Uji', 'leite de aveia', '18 reais'],
  },
  id: {
    product: 'Matcha latte, matcha Uji, susu oat, 35 ribu',
    points: ['matcha Uji', 'susu oat', '35 ribu'],
  },
};

const briefOf = (language: Language, extra: Partial<AiBrief> = {}): AiBrief => ({
  product: BRIEFS[language].product,
  selling_points: '',
  audience: '',
  tone: 'friendly',
  duration_seconds: 30,
  orientation: '9:16',
  type: 'shot',
  ...extra,
});

async function written(b: AiBrief, language: Language, signal = new AbortController().signal) {
  let text = '';
  for await (const delta of new TemplateScriptWriter().write(b, { language, signal })) text += delta;
  return text;
}

/** Every text a viewer hears or reads in the video. */
const spokenAndShown = (s: NonNullable<ReturnType<typeof parseScriptJson>>) => [
  s.title,
  s.lines,
  ...s.content_lines,
  ...s.shots.flatMap((shot) => [shot.picture, shot.lines]),
];

describe('the shot plan', () => {
  it.each([
    [3, ['hook', 'product', 'cta']],
    [6, ['hook', 'problem', 'product', 'proof', 'offer', 'cta']],
    [8, ['hook', 'problem', 'product', 'feature', 'feature', 'proof', 'offer', 'cta']],
  ])('%i shots do one job each', (count, roles) => {
    expect(shotPlan(count, 60)).toEqual(roles);
  });

  it('never plans more shots than seconds', () => {
    expect(shotPlan(12, 5)).toHaveLength(5);
  });

  it('says every point once, spread over the shots that carry points', () => {
    const plan = shotPlan(6, 30);
    expect(distributePoints(plan, ['a', 'b', 'c', 'd', 'e'])).toEqual([
      [],
      [],
      ['a', 'd'],
      ['b', 'e'],
      ['c'],
      [],
    ]);
  });
});

describe('splitDuration', () => {
  it.each([
    [30, [2, 2, 3, 3, 2, 2]],
    [5, [2, 3, 3, 2]],
    [7, [1, 1, 1]],
    [600, [2, 2, 3, 2, 2, 3, 2, 2]],
  ])('%i seconds add up exactly', (total, weights) => {
    const parts = splitDuration(total, weights);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(parts).toHaveLength(weights.length);
  });

  it('follows the weights', () => {
    expect(splitDuration(30, [1, 2, 3, 3, 3, 3])).toEqual([2, 4, 6, 6, 6, 6]);
  });
});

describe.each(LANGUAGES)('the template writer in %s', (language) => {
  const { product, points } = BRIEFS[language];

  it.each([3, 4, 5, 6, 7, 9, 12])(
    'writes %i distinct shots that name the product and say every point',
    async (count) => {
      const brief = briefOf(language, { shot_count: count, duration_seconds: 45 });
      const script = parseScriptJson(await written(brief, language), brief)!;
      expect(script).not.toBeNull();
      expect(script.shots).toHaveLength(count);
      expect(script.shots.reduce((sum, s) => sum + s.duration_seconds, 0)).toBe(45);
      const texts = spokenAndShown(script);
      for (const text of texts) expect(text).not.toContain(product);
      const lines = script.shots.map((s) => s.lines);
      expect(new Set(lines).size).toBe(lines.length);
      for (const point of points) expect(lines.some((line) => line.includes(point))).toBe(true);
      // Named by its name (in lower case inside a sentence: "The matcha latte …").
      expect(script.title.toLowerCase()).toContain(product.split(/[,，]/)[0]!.toLowerCase());
      for (const text of [...texts, script.basic_info, script.content_points])
        expect(text).not.toContain('"');
    },
  );

  it('takes listed selling points over the product text, and the audience', async () => {
    const brief = briefOf(language, {
      product: 'Demo',
      selling_points: 'P-one\nP-two；P-three',
      audience: 'Students-X',
      type: 'whole',
    });
    const script = parseScriptJson(await written(brief, language), brief)!;
    expect(script.shots).toEqual([]);
    const text = script.content_lines.join(' ');
    for (const point of ['P-one', 'P-two', 'P-three']) expect(text).toContain(point);
    expect(script.basic_info).toContain('Students-X');
    expect(new Set(script.content_lines).size).toBe(script.content_lines.length);
  });

  it('opens differently for different seeds and tones, and the same for the same brief and seed', () => {
    const brief = briefOf(language);
    const hook = (b: AiBrief, seed: number) =>
      (templateScript(b, language, seed).shots as { lines: string }[])[0]!.lines;
    const hooks = new Set(
      (['friendly', 'lively', 'premium'] as const).flatMap((tone) =>
        [1, 2, 3, 4, 5, 6].map((seed) => hook({ ...brief, tone }, seed)),
      ),
    );
    expect(hooks.size).toBeGreaterThanOrEqual(4);
    expect(templateScript(brief, language, 7)).toEqual(templateScript(brief, language, 7));
  });
});

/** Each time the product's name or a point is said becomes a word of its own: only the frames can repeat. */
function framesOnly(lines: string[], facts: string[]) {
  let n = 0;
  return lines.map((line) =>
    facts.reduce((text, fact) => text.split(fact).join(` fact${n++} `), line.toLowerCase()),
  );
}

/** A run of `n` words (Chinese: characters) said twice across the lines, if any. */
function repeatedRun(lines: string[], n: number): string | undefined {
  const seen = new Set<string>();
  for (const line of lines) {
    const words = line.split(/([\p{Script=Han}])|[^\p{L}\p{N}'’-]+/u).filter(Boolean);
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n).join(' ');
      if (seen.has(run)) return run;
      seen.add(run);
    }
  }
  return undefined;
}

describe.each(LANGUAGES)('the template writer in %s, twelve shots (issue 26)', (language) => {
  const n = language.startsWith('zh') ? 6 : 4;
  const points = Array.from({ length: 9 }, (_, i) => `point${i}`);
  it.each([
    ['no points', { product: 'osmanthus latte' }],
    ['nine points', { product: 'Matcha latte', selling_points: points.join('\n') }],
  ])('%s: no line says a sentence of another, every line starts with a capital', (_, extra) => {
    for (const tone of ['friendly', 'lively', 'premium'] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        const brief = briefOf(language, { ...extra, tone, shot_count: 12, duration_seconds: 60 });
        const script = templateScript(brief, language, seed) as {
          title: string;
          lines: string;
          shots: { lines: string }[];
        };
        const lines = script.shots.map((s) => s.lines);
        const facts = ['osmanthus latte', 'matcha latte', ...points];
        expect(repeatedRun(framesOnly(lines, facts), n), lines.join('\n')).toBeUndefined();
        if (language.startsWith('zh')) continue;
        for (const text of [script.title, script.lines, ...lines])
          expect(text.match(/\p{L}/u)?.[0], text).toMatch(/\p{Lu}/u);
        expect(lines.join(' ')).not.toContain('Matcha latte');
      }
    }
  });
});

describe('the template writer', () => {
  it('writes each language in that language', () => {
    const titles = LANGUAGES.map((l) => JSON.stringify(templateScript(briefOf('en'), l, 1)));
    expect(new Set(titles).size).toBe(LANGUAGES.length);
  });

  it('keeps a short video to four shots and streams the same text for the same brief', async () => {
    const short = briefOf('es', { duration_seconds: 8 });
    expect((templateScript(short, 'es').shots as unknown[]).length).toBe(4);
    expect(await written(short, 'es')).toBe(await written(short, 'es'));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await written(briefOf('en'), 'en', controller.signal)).toBe('');
  });
});
