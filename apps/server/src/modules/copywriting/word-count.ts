import type { ScriptInput } from '@vidmatrix/contract/script-model';

/**
 * Han characters, kana and Hangul count one each (a Chinese "字数" counts characters); runs of
 * letters or digits in other scripts count one per word. Punctuation and spaces count nothing.
 */
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
// A letter run stops at the first CJK character, so "拿铁Latte" is two characters and one word.
const OTHER = String.raw`(?:(?![${CJK}])[\p{L}\p{N}])`;
const TOKEN = new RegExp(`[${CJK}]|${OTHER}+(?:['’-]${OTHER}+)*`, 'gu');

export function countWords(text: string): number {
  return text.match(TOKEN)?.length ?? 0;
}

/** Rich text counts by what a reader sees, not by its tags or entities. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
}

/**
 * The spoken and written words of a script: its lines, its content (whole-piece) and every
 * shot's lines. Briefing fields (basic info, scene requirements…) are notes for the crew, not
 * words of the script, so they are left out, as a copywriter's word count would.
 */
export function scriptWordCount(
  s: Pick<ScriptInput, 'lines' | 'content' | 'content_lines' | 'shots'>,
): number {
  const parts = [s.lines, visibleText(s.content), ...s.content_lines, ...s.shots.map((shot) => shot.lines)];
  return parts.reduce((sum, part) => sum + countWords(part), 0);
}
