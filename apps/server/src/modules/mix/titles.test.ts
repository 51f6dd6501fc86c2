import { CAPTION_MAX } from '@vidmatrix/contract/console';
import { LANGUAGES, type Language } from '@vidmatrix/contract/languages';
import { VIDEO_TITLE_MAX } from '@vidmatrix/contract/upload';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../integrations/ai/fakes/fake-openai';
import { distinctCopy, fitCopy, parseWritten, postCaption, withoutTopics, type VariantFacts } from './titles';
import type { CounterStore } from '../../plugins/counters';
import { variantCopywriter } from './variant-copy';

const warned: string[] = [];
const log = { warn: (_: object, msg: string) => warned.push(msg) } as unknown as FastifyBaseLogger;
const BUILT_IN = {
  AI_BASE_URL: undefined,
  AI_API_KEY: undefined,
  AI_MODEL: 'x',
  AI_TIMEOUT_MS: 120_000,
  AI_WRITES_PER_TEAM_PER_HOUR: 60,
};
const signal = new AbortController().signal;
const job = { teamId: 1, signal };

/** Fixed-window counts in memory, as the database or Redis store keeps them. */
function memoryCounters(): CounterStore {
  const counts = new Map<string, number>();
  return {
    async hit(key, windowStart) {
      const at = `${key}@${windowStart.getTime()}`;
      counts.set(at, (counts.get(at) ?? 0) + 1);
      return { count: counts.get(at)!, undo: async () => void counts.set(at, counts.get(at)! - 1) };
    },
    peek: async (keys) => keys.map((k) => counts.get(`${k.key}@${k.windowStart.getTime()}`) ?? 0),
    clear: async () => undefined,
  };
}
const writer = (config: typeof BUILT_IN | ReturnType<typeof withProvider>, counters = memoryCounters()) =>
  variantCopywriter(config, { log, counters });
let fakeUrl = '';
const withProvider = (over: Partial<typeof BUILT_IN> = {}) => ({
  ...BUILT_IN,
  AI_BASE_URL: fakeUrl,
  AI_TIMEOUT_MS: 1_000,
  ...over,
});

const facts = (over: Partial<VariantFacts> = {}): VariantFacts => ({
  project: 'Spring menu',
  store: 'Demo café',
  opening: 'Second cup half price',
  topics: ['探店', 'coffee'],
  language: 'en',
  seed: '1:0',
  ...over,
});

const OPENINGS: Record<Language, string[]> = {
  'zh-CN': ['第二杯半价', '今晚营业到十点', '新品桂花拿铁'],
  'zh-TW': ['第二杯半價', '今晚營業到十點', '新品桂花拿鐵'],
  en: ['Second cup half price', 'Open late tonight', 'New osmanthus latte'],
  es: ['Segunda taza a mitad de precio', 'Abierto hasta tarde', 'Nuevo latte de osmanto'],
  'pt-BR': ['Segunda xícara pela metade', 'Aberto até tarde hoje', 'Novo latte de osmanthus'],
  id: ['Cangkir kedua setengah harga', 'Buka sampai malam', 'Latte osmanthus baru'],
};

/** A render's variants written one by one, made unique as the finishing transaction does (recordCopy). */
async function render(language: Language, count: number, topics = ['探店', 'coffee']) {
  const write = writer(BUILT_IN);
  const titles = new Set<string>();
  const captions = new Set<string>();
  const out = [];
  for (let idx = 0; idx < count; idx++) {
    const written = await write(
      facts({ language, topics, opening: OPENINGS[language][idx % 3]!, seed: `7:${idx}` }),
      job,
    );
    const copy = distinctCopy(
      written,
      { title: titles.has(written.title), caption: captions.has(postCaption(written.caption, topics)) },
      idx + 1,
      topics,
    );
    titles.add(copy.title);
    captions.add(postCaption(copy.caption, topics));
    out.push({ ...copy, post: postCaption(copy.caption, topics) });
  }
  return { out, titles, captions };
}

describe('variant titles and captions (built-in writer, no provider)', () => {
  it.each(LANGUAGES)(
    '%s: 24 variants get distinct titles and captions, topics appended once',
    async (lang) => {
      const { out, titles, captions } = await render(lang, 24);
      expect(titles.size).toBe(24);
      expect(captions.size).toBe(24);
      for (const v of out) {
        expect(v.source).toBe('template');
        expect(v.post.endsWith(' #探店 #coffee')).toBe(true);
        expect(v.post.match(/#探店/g)).toHaveLength(1);
        expect(v.post.match(/#coffee/g)).toHaveLength(1);
        expect([...v.title].length).toBeLessThanOrEqual(VIDEO_TITLE_MAX);
        expect(v.title).not.toMatch(/TITLE|TOPICS|#/);
        expect(v.caption).not.toMatch(/TITLE|TOPICS/);
      }
    },
  );

  it('the same variant of the same render is written the same way (a retried job)', async () => {
    const write = writer(BUILT_IN);
    expect(await write(facts(), job)).toEqual(await write(facts(), job));
    expect((await write(facts({ seed: '1:1' }), job)).caption).not.toBe((await write(facts(), job)).caption);
  });

  it('an activity without topics: the caption is the written text alone', async () => {
    const { out } = await render('zh-CN', 3, []);
    for (const v of out) {
      expect(v.post).toBe(v.caption);
      expect(v.post).not.toMatch(/#/);
    }
  });
});

describe('fitting the written copy', () => {
  it('reads the TITLE:/TOPICS: answer; the writer’s own topics give way to the activity’s', () => {
    const written = parseWritten(
      'TITLE: **Worth the detour**\nGreat coffee #探店 and a calm room.\n\nCome by. #coffee #latte\nTOPICS: #a #b',
    );
    expect(written).toEqual({
      title: 'Worth the detour',
      body: 'Great coffee #探店 and a calm room.\nCome by. #coffee #latte',
    });
    const copy = fitCopy(written, facts(), 'openai');
    expect(copy.caption).toBe('Great coffee and a calm room.\nCome by.');
    expect(postCaption(copy.caption, ['探店', 'coffee'])).toBe(
      'Great coffee and a calm room.\nCome by. #探店 #coffee',
    );
    expect(withoutTopics('Tag #coffeehouse stays', ['coffee'])).toBe('Tag #coffeehouse stays');
  });

  it('keeps the title within the library’s limit and the caption with its topics within the pool’s', () => {
    const topics = Array.from({ length: 10 }, (_, i) => `话题${i}`.padEnd(20, '长'));
    const long = facts({ project: '长'.repeat(60), opening: '开'.repeat(40), topics });
    const copy = fitCopy({ title: 'T'.repeat(200), body: '字'.repeat(3000) }, long, 'openai');
    expect([...copy.title].length).toBe(VIDEO_TITLE_MAX);
    expect([...postCaption(copy.caption, topics)].length).toBeLessThanOrEqual(CAPTION_MAX);
    const numbered = distinctCopy(copy, { title: true, caption: true }, 999, topics);
    expect([...numbered.title].length).toBeLessThanOrEqual(VIDEO_TITLE_MAX);
    expect(numbered.title.endsWith(' (999)')).toBe(true);
    expect([...postCaption(numbered.caption, topics)].length).toBeLessThanOrEqual(CAPTION_MAX);
    // An empty answer still gives a title and a caption.
    const empty = fitCopy({ title: '', body: '' }, facts(), 'openai');
    expect(empty).toMatchObject({ title: 'Spring menu', caption: 'Spring menu · Second cup half price' });
  });
});

describe('with an AI provider', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fakeUrl = fake.baseUrl;
  });
  afterAll(() => fake.close());
  const config = () => withProvider();

  it('writes with the model when it answers', async () => {
    fake.queue = [
      { kind: 'stream', deltas: ['TITLE: A quiet ', 'spring\n', 'Latte by the window.\nTOPICS: #x'] },
    ];
    const copy = await writer(config())(facts(), job);
    expect(copy).toEqual({ title: 'A quiet spring', caption: 'Latte by the window.', source: 'openai' });
  });

  it('a provider that is down or hangs gives way to the built-in writer, and rests', async () => {
    fake.queue = [{ kind: 'status', status: 503, body: '{"error":{"message":"down"}}' }];
    const write = writer(config());
    const down = await write(facts(), job);
    expect(down.source).toBe('template');
    const asked = fake.requests.length;
    expect((await write(facts({ seed: '1:1' }), job)).source).toBe('template');
    expect(fake.requests.length).toBe(asked); // resting: not asked again at once
    expect(warned.at(-1)).toMatch(/built-in writer/);

    fake.queue = [{ kind: 'hang' }];
    const started = Date.now();
    const slow = await writer(config())(facts(), job);
    expect(slow.source).toBe('template');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('asks the provider only while the team’s hour of AI writings has room, then the built-in writer', async () => {
    fake.queue = [{ kind: 'stream', deltas: ['TITLE: By the window\nLatte and a book.'] }];
    const counters = memoryCounters();
    const write = writer(withProvider({ AI_WRITES_PER_TEAM_PER_HOUR: 3 }), counters);
    const asked = fake.requests.length;
    const sources = [];
    for (let idx = 0; idx < 8; idx++) sources.push((await write(facts({ seed: `9:${idx}` }), job)).source);
    expect(sources).toEqual(['openai', 'openai', 'openai', ...Array(5).fill('template')]);
    expect(fake.requests.length - asked).toBe(3);
    // The budget is the team's: another team's variants still reach the provider.
    expect((await write(facts(), { teamId: 2, signal })).source).toBe('openai');
    // Counted where script writing counts (copywriting's `aiWritesOf`), so a script finds it spent too.
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    expect(await counters.peek([{ key: 'ai-write:team:1', windowStart: hour }])).toEqual([3]);
  });
});
