import { sellingPoints, type AiBrief, type AiTone } from '@vidmatrix/contract/copywriting';
import type { Language } from '@vidmatrix/contract/languages';
import { scriptInput, type ScriptInput } from '@vidmatrix/contract/script-model';

/**
 * The JSON document every writer produces (docs/decisions/013). Kept small and flat so a model
 * rarely gets it wrong; the server adds type, orientation and duration from the brief itself.
 */
const SCRIPT_JSON_SCHEMA = `{
  "title": string (at most 60 characters),
  "lines": string (the one key line / slogan of the video),
  "basic_info": string (product, price, shop facts the video relies on),
  "other_info": string (tips for the shoot),
  "scene_requirements": string (locations, props, light),
  "content_points": string (the selling points, numbered),
  "content": string (whole-piece only: the full text, paragraphs separated by a blank line; otherwise ""),
  "content_lines": string[] (whole-piece only: the text as short lines to read out; otherwise []),
  "shots": [ (shot-by-shot only, 4 to 12 shots whose durations add up to the requested duration; otherwise [])
    {
      "shot_size_id": 1 | 2 | 3 | 4 | 5 | 6 (1 title card, 2 long shot, 3 near shot, 4 medium shot, 5 close-up, 6 full shot),
      "shot_scale": "panorama" | "special" | "medium" | "close_up" | "far",
      "duration_seconds": number,
      "picture": string (what the picture shows),
      "lines": string (what is said or shown as text),
      "notes": string (camera and acting notes)
    }
  ]
}`;

/** The model is told the language by name: codes such as "id" are ambiguous to it. */
const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': 'Simplified Chinese (简体中文)',
  'zh-TW': 'Traditional Chinese (繁體中文)',
  en: 'English',
  es: 'Spanish',
  'pt-BR': 'Brazilian Portuguese',
  id: 'Indonesian (Bahasa Indonesia)',
};

const TONES: Record<AiTone, string> = {
  friendly: 'friendly and warm, like a neighbour recommending a place',
  lively: 'lively and upbeat, short punchy sentences',
  premium: 'calm and refined, understated quality',
};

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export function scriptPrompt(brief: AiBrief, language: Language): ChatMessage[] {
  const kind =
    brief.type === 'shot'
      ? 'a shot-by-shot script (fill "shots"; leave "content" empty)'
      : 'a whole-piece script (fill "content" and "content_lines"; leave "shots" empty)';
  return [
    {
      role: 'system',
      content:
        'You write short-video marketing scripts for local shops. Answer with exactly one JSON object ' +
        `and nothing else (no prose, no code fences), in this schema:\n${SCRIPT_JSON_SCHEMA}\n` +
        `Write every text value in ${LANGUAGE_NAMES[language]}.`,
    },
    {
      role: 'user',
      content: [
        `Write ${kind}.`,
        `Product or shop: ${brief.product}`,
        `Selling points (spread them over the script, one idea per shot): ${
          sellingPoints(brief).points.join('; ') || 'find them in the product text'
        }`,
        `Audience: ${brief.audience || 'general local customers'}`,
        `Tone: ${TONES[brief.tone]}`,
        `Total duration: ${brief.duration_seconds} seconds`,
        ...(brief.type === 'shot' && brief.shot_count ? [`Exactly ${brief.shot_count} shots`] : []),
        `Orientation: ${brief.orientation === '9:16' ? 'vertical 9:16' : 'horizontal 16:9'}`,
      ].join('\n'),
    },
  ];
}

/**
 * The first JSON object in a model's answer. Models asked for bare JSON still sometimes wrap it
 * in a code fence or a sentence; anything outside the outermost braces is ignored.
 */
export function extractJsonObject(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const str = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const num = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain paragraphs → the rich-text `content` field (escaped: the model's text is never markup). */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function shotOf(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const s = raw as Record<string, unknown>;
  return {
    shot_size_id: num(s.shot_size_id),
    shot_scale: s.shot_scale,
    duration_seconds: num(s.duration_seconds),
    picture: str(s.picture, 2000),
    lines: str(s.lines, 2000),
    notes: str(s.notes, 2000),
  };
}

/**
 * A writer's JSON answer → a script the editor can take, or null when it is not one (invalid,
 * or empty: no shots for a shot-by-shot script, no text for a whole-piece one). Free texts are
 * trimmed to the contract's limits; ids and options must be valid as they are.
 */
export function parseScriptJson(text: string, brief: AiBrief): ScriptInput | null {
  const doc = extractJsonObject(text);
  if (!doc) return null;
  const contentText = str(doc.content, 20_000);
  const listed = Array.isArray(doc.content_lines)
    ? doc.content_lines.map((l) => str(l, 2000)).filter(Boolean)
    : [];
  const whole = brief.type === 'whole';
  const contentLines = whole ? (listed.length > 0 ? listed : contentText.split(/\n+/).filter(Boolean)) : [];
  const candidate = {
    title: str(doc.title, 100),
    type: brief.type,
    orientation: brief.orientation,
    expected_duration_seconds: brief.duration_seconds,
    lines: str(doc.lines, 5000),
    reference_video: '',
    basic_info: str(doc.basic_info, 5000),
    other_info: str(doc.other_info, 5000),
    scene_requirements: str(doc.scene_requirements, 5000),
    content_points: str(doc.content_points, 5000),
    content: whole ? paragraphsToHtml(contentText || contentLines.join('\n\n')) : '',
    content_lines: contentLines.slice(0, 200),
    shots: whole ? [] : Array.isArray(doc.shots) ? doc.shots.slice(0, 100).map(shotOf) : [],
  };
  const parsed = scriptInput.safeParse(candidate);
  if (!parsed.success) return null;
  const script = parsed.data;
  const empty = whole
    ? script.content_lines.length === 0
    : !script.shots.some((shot) => shot.picture || shot.lines);
  return empty ? null : script;
}
