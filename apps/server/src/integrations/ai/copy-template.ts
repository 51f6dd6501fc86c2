import type { Language } from '@vidmatrix/contract/languages';
import { PLATFORM_TEXT_LIMITS, type CopyKind } from '@vidmatrix/contract/touch-card-rules';
import { EN } from './copy-phrases/en';
import { ES } from './copy-phrases/es';
import { ID } from './copy-phrases/id';
import { PT_BR } from './copy-phrases/pt-br';
import type { CopyPhrases } from './copy-phrases/types';
import { ZH_CN } from './copy-phrases/zh-cn';
import { ZH_TW } from './copy-phrases/zh-tw';
import { hashText, randomFrom } from './template-plan';
import { midSentence, sentenceStart } from './text-case';

const COPY_PHRASES: Record<Language, CopyPhrases> = {
  'zh-CN': ZH_CN,
  'zh-TW': ZH_TW,
  en: EN,
  es: ES,
  'pt-BR': PT_BR,
  id: ID,
};

/** What the built-in writer uses of copy-writer.ts' CopyBrief (the notes and requirement are a model's). */
interface CopyFacts {
  kind: CopyKind;
  length: number;
  shop: string;
  business: string;
  features: string;
  topics: string[];
}

/** At most this many features are said; a copy is a post, not the card's list. */
const MAX_FEATURES = 4;
const chars = (s: string) => [...s].length;

/** A merchant's field as a phrase: one line, without the end punctuation the frame adds. */
const phrase = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/[\s.。!！?？,，;；:：、…]+$/u, '')
    .trim();

/**
 * The copy of the built-in writer (no AI provider) in the TITLE:/TOPICS: format the model answers
 * in. Each text: an opening naming the shop and its main business, the features, a few sentences
 * about the visit, a closing; sized to the chosen length so nothing is cut mid-thought. The seed
 * picks the frames, each at most once, so "change" gives another text and no text repeats itself.
 */
export function templateCopy(brief: CopyFacts, language: Language, seed: string): string {
  const p = COPY_PHRASES[language];
  const random = randomFrom(hashText(`${seed}\n${JSON.stringify(brief)}`));
  const used = new Set<string>();
  /** A frame of the list not used yet in this text (undefined when none is left). */
  const draw = (list: string[], ok: (frame: string) => boolean = () => true) => {
    const left = list.filter((frame) => !used.has(frame) && ok(frame));
    const frame = left[Math.floor(random() * left.length)];
    if (frame !== undefined) used.add(frame);
    return frame;
  };
  const shuffled = <T>(list: T[]) =>
    list
      .map((item) => ({ item, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ item }) => item);
  const listed = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);

  const fill = (frame: string, values: Record<string, string>): string => {
    const text = frame.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
    return sentenceStart(text, language);
  };

  const shop = phrase(brief.shop);
  const business = phrase(brief.business);
  const seen = new Set([shop.toLowerCase(), business.toLowerCase()]);
  const lower = (text: string) => midSentence(text, language);
  const features = brief.features
    .split(/[\n,;，；、。]+/)
    .map(phrase)
    // Each fact once: a feature that repeats another (or the business) is not said again.
    .filter((f) => f && !seen.has(f.toLowerCase()) && seen.add(f.toLowerCase()))
    .map((f, i) => (i === 0 ? lower(f) : f));
  // The shop's name is said as written (brands in lower case stay so); never at a sentence start.
  const facts = { shop, business: lower(business) };
  const has = (key: 'shop' | 'business', frame: string) => frame.includes(`{${key}}`);

  let topics = (brief.topics.length > 0 ? brief.topics : p.defaultTopics).slice(0, 6);
  const topicChars = () => topics.reduce((n, t) => n + chars(t) + 1, 0);
  // As copy-format.ts fits a copy: topics give way first, but keep a third of the length.
  while (topics.length > 0 && topicChars() > brief.length / 3) topics = topics.slice(0, -1);

  let title = '';
  if (brief.kind === 'xhs') {
    const fits = (frame: string) =>
      (!has('shop', frame) || !!shop) && chars(fill(frame, facts)) <= PLATFORM_TEXT_LIMITS.xhs.title;
    const frame = draw(p.titles, fits);
    if (frame) title = fill(frame, facts);
  }
  // The shop is named once: in the title, else in the opening.
  const shopNamed = title !== '' && !!shop && title.includes(shop);
  const visit = draw(p.visits, (f) => has('shop', f) === (!!shop && !shopNamed))!;
  const verdict = draw(p.verdicts, (f) => has('business', f) === !!business)!;

  const budget = brief.length - chars(title) - topicChars();
  const sep = brief.kind === 'xhs' ? 2 : chars(p.space);
  const whole = fill(`${visit}${p.comma}${verdict}${p.stop}`, facts);
  const opening = chars(whole) <= budget ? whole : fill(`${visit}${p.stop}`, facts);
  const closing = fill(draw(p.closings)!, facts);
  let room = budget - chars(opening) - sep - chars(closing);
  const fitting = (sentence: string | undefined) => {
    if (!sentence || chars(sentence) + sep > room) return undefined;
    room -= chars(sentence) + sep;
    return sentence;
  };

  // Features in a new order each time: some said together, the others one by one.
  const said = shuffled(features.slice(0, MAX_FEATURES));
  const together = said.length >= 2 ? [0, 2, said.length][Math.floor(random() * 3)]! : 0;
  const group = said.slice(0, together);
  const one = (feature: string) => fitting(fill(draw(p.feature) ?? '', { feature }));
  const list =
    group.length >= 2 ? fitting(fill(draw(p.features) ?? '', { features: listed(group) })) : undefined;
  // A list too long for the length: its features one by one, as many as fit.
  const aboutFeatures = [...(list ? [list] : group.map(one)), ...said.slice(together).map(one)].filter(
    (s): s is string => !!s,
  );

  const moments: string[] = [];
  const wanted = 1 + Math.floor(random() * 4);
  while (moments.length < wanted) {
    const sentence = draw(p.moments, (f) => chars(f) + sep <= room);
    if (!sentence) break;
    moments.push(fitting(sentence)!);
  }
  // Sometimes a moment before the features: the same sentences in another order read anew.
  const early = moments.length > 1 && random() < 0.5 ? moments.splice(0, 1) : [];

  const paragraphs = [[opening, ...early], aboutFeatures, moments, [closing]].filter((x) => x.length > 0);
  const body =
    brief.kind === 'xhs'
      ? paragraphs.map((x) => x.join(p.space)).join('\n\n')
      : paragraphs.flat().join(p.space);
  const head = brief.kind === 'xhs' && title ? `TITLE: ${title}\n` : '';
  return `${head}${body}\nTOPICS: ${topics.map((x) => `#${x}`).join(' ')}`;
}
