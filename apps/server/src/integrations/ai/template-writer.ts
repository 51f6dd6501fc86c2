import type { AiBrief } from '@vidmatrix/contract/copywriting';
import type { Language } from '@vidmatrix/contract/languages';
import type { ScriptShot } from '@vidmatrix/contract/script-model';
import { PHRASES, type ShotRole } from './template-phrases';
import type { ScriptWriter, WriteOptions } from './script-writer';

interface PlannedShot {
  role: ShotRole;
  size: ScriptShot['shot_size_id'];
  scale: ScriptShot['shot_scale'];
  /** Share of the total duration. */
  weight: number;
}

/** Six shots from 15 s up; a short video keeps the four that carry it. */
const FULL_PLAN: PlannedShot[] = [
  { role: 'title', size: 1, scale: 'special', weight: 1 },
  { role: 'establish', size: 2, scale: 'far', weight: 2 },
  { role: 'interior', size: 6, scale: 'panorama', weight: 3 },
  { role: 'making', size: 4, scale: 'medium', weight: 3 },
  { role: 'detail', size: 5, scale: 'close_up', weight: 3 },
  { role: 'enjoy', size: 3, scale: 'medium', weight: 3 },
];
const SHORT_PLAN = FULL_PLAN.filter((s) => ['title', 'interior', 'detail', 'enjoy'].includes(s.role));

/**
 * Whole seconds in proportion to the weights, adding up to `total` exactly (largest remainder
 * first, earlier shots win ties, so the result is deterministic).
 */
export function splitDuration(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  let missing = total - out.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (missing <= 0) break;
    out[i]! += 1;
    missing -= 1;
  }
  return out;
}

/** The JSON document of script-prompt.ts, written from the brief without a model. */
export function templateScript(brief: AiBrief, language: Language): Record<string, unknown> {
  const p = PHRASES[language];
  const values: Record<string, string> = {
    product: brief.product,
    audience: brief.audience || p.defaultAudience,
    seconds: String(brief.duration_seconds),
    orientation: brief.orientation === '9:16' ? p.vertical : p.horizontal,
  };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const plan = brief.duration_seconds >= 15 ? FULL_PLAN : SHORT_PLAN;
  const seconds = splitDuration(
    brief.duration_seconds,
    plan.map((s) => s.weight),
  );
  const shots = plan.map((s, i) => ({
    shot_size_id: s.size,
    shot_scale: s.scale,
    duration_seconds: seconds[i],
    picture: fill(p.shots[s.role].picture),
    lines: fill(p.shots[s.role].lines),
    notes: fill(p.shots[s.role].notes),
  }));
  const spoken = shots.map((s) => s.lines).filter(Boolean);
  const whole = brief.type === 'whole';
  return {
    title: fill(whole ? p.titleWhole : p.titleShot),
    lines: fill(p.slogan),
    basic_info: fill(p.basic),
    other_info: fill(p.other),
    scene_requirements: fill(p.scene),
    content_points: fill(p.points),
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
