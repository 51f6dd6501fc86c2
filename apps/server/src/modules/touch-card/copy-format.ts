import {
  copyLength,
  PLATFORM_TEXT_LIMITS,
  type CopyKind,
  type WrittenCopy,
} from '@vidmatrix/contract/touch-card-rules';

const TITLE = /^\s*TITLE\s*[:：]\s*/i;
const TOPICS = /^\s*TOPICS\s*[:：]\s*/i;
const TOPIC_LINE = /^\s*(#[^\s#]+\s*)+$/;
const MAX_TOPICS = 10;

/** `#a #b, #c` → ['a', 'b', 'c'] (each at most 20 characters, no duplicates). */
function topicsOf(line: string): string[] {
  const found = [...line.matchAll(/#?([^\s#,，、]+)/g)].map((m) => [...m[1]!].slice(0, 20).join(''));
  return [...new Set(found)].slice(0, MAX_TOPICS);
}

/** A writer's answer (TITLE: line, body, TOPICS: line) → the copy; tolerant of a model's liberties. */
export function parseCopy(text: string, kind: CopyKind): WrittenCopy {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let title = '';
  let topics: string[] = [];
  const body: string[] = [];
  for (const line of lines) {
    if (TITLE.test(line) && !title) title = line.replace(TITLE, '').trim();
    else if (TOPICS.test(line)) topics = topicsOf(line.replace(TOPICS, ''));
    else if (TOPIC_LINE.test(line) && topics.length === 0) topics = topicsOf(line);
    else body.push(line);
  }
  const cleanBody = body
    .join('\n')
    .replace(/[*_`]{2,}/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { kind, title: kind === 'xhs' ? title : '', body: cleanBody, topics };
}

const SENTENCE_END = /[。！？!?.…\n]/;

/**
 * The copy within `length` characters (spec §9: "within N"): the Xiaohongshu title within its
 * platform limit, then topics dropped from the end, then the body cut after its last whole
 * sentence that fits (a hard cut only when no sentence fits). Null when no body is left.
 */
export function fitCopy(copy: WrittenCopy, length: number): WrittenCopy | null {
  const chars = (s: string) => [...s];
  let title = chars(copy.title).slice(0, PLATFORM_TEXT_LIMITS.xhs.title).join('');
  if (chars(title).length >= length) title = '';
  const topics = [...copy.topics];
  const fits = (body: string) => copyLength({ title, body, topics }) <= length;
  while (topics.length > 0 && !fits(copy.body) && copyLength({ title, body: '', topics }) > length / 3)
    topics.pop();
  let body = copy.body;
  if (!fits(body)) {
    const budget = length - copyLength({ title, body: '', topics });
    const head = chars(body).slice(0, Math.max(0, budget));
    let cut = head.length;
    while (cut > 0 && !SENTENCE_END.test(head[cut - 1]!)) cut--;
    body = (cut > 0 ? head.slice(0, cut) : head).join('').trim();
  }
  if (!body) return null;
  return { ...copy, title, body, topics };
}

/**
 * Turns the writer's raw deltas into the text the page shows while writing: the TITLE:/TOPICS:
 * markers are left out. A line's first few characters are held back until they cannot be a marker.
 */
export function displayFilter(): { push(delta: string): string; flush(): string } {
  let pending = '';
  let atLineStart = true;
  const MARKERS = ['TITLE:', 'TITLE：', 'TOPICS:', 'TOPICS：'];
  const take = (): string => {
    let out = '';
    while (pending) {
      if (atLineStart) {
        const upper = pending.toUpperCase();
        const marker = MARKERS.find((m) => upper.startsWith(m));
        if (marker) {
          pending = pending.slice(marker.length).replace(/^ +/, '');
          atLineStart = false;
          continue;
        }
        if (MARKERS.some((m) => m.startsWith(upper))) return out;
        atLineStart = false;
      }
      const nl = pending.indexOf('\n');
      if (nl < 0) {
        out += pending;
        pending = '';
      } else {
        out += pending.slice(0, nl + 1);
        pending = pending.slice(nl + 1);
        atLineStart = true;
      }
    }
    return out;
  };
  return {
    push(delta) {
      pending += delta;
      return take();
    },
    flush() {
      atLineStart = false;
      return take();
    },
  };
}
