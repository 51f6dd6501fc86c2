import { sellingPoints, type AiBrief } from '@vidmatrix/contract/copywriting';
import type { Language } from '@vidmatrix/contract/languages';
import { PHRASES } from './template-phrases';
import {
  defaultShotCount,
  distributePoints,
  hashText,
  randomFrom,
  ROLE_SHOTS,
  shotPlan,
  splitDuration,
  type ShotRole,
} from './template-plan';
import type { ScriptWriter, WriteOptions } from './script-writer';
import { midSentence, sentenceStart } from './text-case';

/**
 * The JSON document of script-prompt.ts, written from the brief without a model: each shot does
 * one job (hook, problem, product, feature, proof, offer, call to action), the product is named
 * by its name and the selling points are handed out over the shots. The seed picks among each
 * job's variants; by default it comes from the brief, so the same brief gives the same script.
 */
export function templateScript(
  brief: AiBrief,
  language: Language,
  seed = hashText(JSON.stringify(brief)),
): Record<string, unknown> {
  const p = PHRASES[language];
  const random = randomFrom(seed);
  // Each line at most once per script while the list lasts: six feature close-ups never say the
  // same sentence twice (issue 26).
  const drawn = new Set<string>();
  const pick = (list: string[]) => {
    const left = list.filter((line) => !drawn.has(line));
    const pool = left.length > 0 ? left : list;
    const line = pool[Math.floor(random() * pool.length)]!;
    drawn.add(line);
    return line;
  };
  const sellingFacts = sellingPoints(brief);
  const points = sellingFacts.points;
  // "Matcha latte" typed at the field's start is "matcha latte" inside a sentence; `fill` gives
  // every line, title and slogan its capital back.
  const name = midSentence(sellingFacts.name, language);
  // "a, b and c" in the language's own way: points said together read as a sentence, not a list.
  const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const values: Record<string, string> = {
    name,
    audience: brief.audience || p.defaultAudience,
    seconds: String(brief.duration_seconds),
    orientation: brief.orientation === '9:16' ? p.vertical : p.horizontal,
    points: list(points) || '—',
  };
  const fill = (text: string, point = '') =>
    sentenceStart(
      text.replace(/\{(\w+)\}/g, (whole, key: string) => (key === 'point' ? point : (values[key] ?? whole))),
      language,
    );

  const plan = shotPlan(brief.shot_count ?? defaultShotCount(brief.duration_seconds), brief.duration_seconds);
  const said = distributePoints(plan, points);
  const lineOf = (role: ShotRole, mine: string[]): string => {
    if (role === 'hook') return fill(pick(p.hooks[brief.tone]));
    if (role === 'problem') return fill(pick(p.problem));
    if (role === 'cta') return fill(pick(p.cta[brief.tone]));
    const group = p[role];
    if (mine.length > 0) return fill(pick(group.point), list(mine));
    return fill(pick(group.plain));
  };

  const seconds = splitDuration(
    brief.duration_seconds,
    plan.map((role) => ROLE_SHOTS[role].weight),
  );
  const shots = plan.map((role, i) => ({
    shot_size_id: ROLE_SHOTS[role].size,
    shot_scale: ROLE_SHOTS[role].scale,
    duration_seconds: seconds[i],
    picture: fill(p.shots[role].picture),
    lines: lineOf(role, said[i]!),
    notes: fill(p.shots[role].notes),
  }));
  const spoken = shots.map((s) => s.lines);
  const whole = brief.type === 'whole';
  return {
    title: fill(pick(p.titles)),
    lines: fill(p.slogan),
    basic_info: fill(p.basic),
    other_info: fill(p.other),
    scene_requirements: fill(p.scene),
    content_points:
      points.length > 0 ? points.map((pt, i) => `${i + 1}. ${pt}`).join('\n') : fill(p.noPoints),
    content: whole ? spoken.join('\n\n') : '',
    content_lines: whole ? spoken : [],
    shots: whole ? [] : shots,
  };
}

/** Pieces of this many characters: the UI shows them arriving like a model's tokens. */
const PIECE = 24;

/**
 * The built-in writer used when no AI provider is configured: deterministic, in the caller's
 * language, and labelled in the UI as a template, not AI. It streams its JSON like a model does,
 * so the service and the UI have a single path.
 */
export class TemplateScriptWriter implements ScriptWriter {
  readonly source = 'template' as const;

  async *write(brief: AiBrief, { language, signal }: WriteOptions): AsyncGenerator<string> {
    const text = JSON.stringify(templateScript(brief, language), null, 2);
    for (let i = 0; i < text.length && !signal.aborted; i += PIECE) yield text.slice(i, i + PIECE);
  }
}
