/**
 * A mix variant's title and publish caption (issue 25, decision 030): what the copy writer
 * answered, made fit for the library and the claim pool. Pure: the writing itself is
 * variant-copy.ts.
 */
import type { AiSource } from '@vidmatrix/contract/copywriting';
import { CAPTION_MAX } from '@vidmatrix/contract/console';
import type { Language } from '@vidmatrix/contract/languages';
import { VIDEO_TITLE_MAX } from '@vidmatrix/contract/upload';
import type { CopyBrief } from '../../integrations/ai/copy-writer';
import { videoCaption } from '../distribution/service';

/** What a variant's copy is written from: the render's subject and the variant's own opening line. */
export interface VariantFacts {
  /** The project's title: what the video is about. */
  project: string;
  /** The activity's store name, or empty. */
  store: string;
  /** The line burned into the variant's opening seconds, or empty. */
  opening: string;
  /** The activity's topics, without `#`. */
  topics: string[];
  language: Language;
  /** Differs per variant: another seed, another text. */
  seed: string;
}

export interface VariantCopy {
  /** Within the library's title limit. */
  title: string;
  /** The caption without topics: what the pool keeps; the claim appends the activity's topics. */
  caption: string;
  source: AiSource;
}

/** Characters the writer is asked for, title and topics included: a short video's caption, not a note. */
const COPY_LENGTH = 200;

const chars = (s: string) => [...s];
const length = (s: string) => chars(s).length;

/** `s` within `max` characters, cut at a character (never inside a surrogate pair) with an ellipsis. */
function fitText(s: string, max: number): string {
  const all = chars(s.trim());
  return all.length <= max
    ? all.join('')
    : `${all
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The copy writer's brief: a Xiaohongshu-style note gives a title and a body in one answer. */
export function briefOf(f: VariantFacts): CopyBrief {
  return {
    kind: 'xhs',
    length: COPY_LENGTH,
    shop: f.store,
    business: f.project,
    features: f.opening,
    topics: f.topics,
    notes: '',
    requirement: '',
  };
}

const TITLE = /^\s*TITLE\s*[:：]\s*/i;
const TOPICS = /^\s*TOPICS\s*[:：]/i;
const ONLY_TAGS = /^\s*(#[^\s#]+\s*)+$/;

/** A writer's answer (TITLE: line, body, TOPICS: line, copy-prompts/types.ts) → title and body. */
export function parseWritten(text: string): { title: string; body: string } {
  let title = '';
  const body: string[] = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (!title && TITLE.test(line)) title = line.replace(TITLE, '').trim();
    // The writer's own topics: the activity's are appended instead, once.
    else if (!TOPICS.test(line) && !ONLY_TAGS.test(line)) body.push(line);
  }
  const clean = body
    .join('\n')
    .replace(/[*_`]{2,}/g, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
  return { title: title.replace(/[*_`"“”]/g, '').trim(), body: clean };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The body without the activity's topics anywhere and without a trailing run of hashtags. */
export function withoutTopics(body: string, topics: string[]): string {
  let out = body;
  for (const t of topics) out = out.replace(new RegExp(`#${escape(t)}(?![^\\s#])`, 'gu'), '');
  return out
    .replace(/(\s*#[^\s#]+)+\s*$/u, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The caption as the visitor publishes it: the body, then the activity's topics (distribution's rule). */
export const postCaption = (caption: string, topics: string[]) =>
  videoCaption(caption, '', { title: '', store: '' }, topics);

/**
 * The written copy made fit: a title within the library's limit (the built-in writer's few
 * headlines get the variant's opening line after them, so variants read apart), and a caption
 * whose topics still fit the activity's caption limit. Empty parts fall back to the project.
 */
export function fitCopy(
  written: { title: string; body: string },
  f: VariantFacts,
  source: AiSource,
): VariantCopy {
  const opening = f.opening.trim();
  const head = written.title || f.project;
  const title = source === 'template' && opening && !head.includes(opening) ? `${head} · ${opening}` : head;
  const topicsLength = length(postCaption('', f.topics));
  const room = Math.max(1, CAPTION_MAX - topicsLength - (topicsLength > 0 ? 1 : 0));
  const body = withoutTopics(written.body, f.topics) || [f.project, opening].filter(Boolean).join(' · ');
  return { title: fitText(title, VIDEO_TITLE_MAX), caption: fitText(body, room), source };
}

/**
 * The copy of variant number `n` where another variant of the render already has its title or
 * caption: the number makes the title unique, and the unique title leads the caption.
 */
export function distinctCopy(
  copy: VariantCopy,
  taken: { title: boolean; caption: boolean },
  n: number,
  topics: string[],
): VariantCopy {
  // Not `#n`: a platform would read that as a topic.
  const suffix = ` (${n})`;
  const title = taken.title
    ? `${fitText(copy.title, VIDEO_TITLE_MAX - length(suffix))}${suffix}`
    : copy.title;
  if (!taken.caption) return { ...copy, title };
  const topicsLength = length(postCaption('', topics));
  const room = Math.max(1, CAPTION_MAX - topicsLength - (topicsLength > 0 ? 1 : 0));
  return { ...copy, title, caption: fitText(`${title}\n${copy.caption}`, room) };
}
