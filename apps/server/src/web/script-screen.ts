import { SCRIPT_TEXT_FIELDS, scriptAiLabel } from '@vidmatrix/contract/script-view';
import type { ScriptBootScreen } from '../modules/share/service';
import type { FirstScreen } from './boot-scripts';
import { fillParams } from '../locales/catalog';
import { text, type Words } from './screen-markup';
import { escapeHtml } from './web-html';

/** A field of the script's list: its word and its value (markup, escaped by the caller). */
const field = (word: string, value: string) =>
  `<div class="app-script-field"><dt>${escapeHtml(word)}</dt><dd>${value}</dd></div>`;

/**
 * /shareScriptDetail's first screen (decision 019), in the classes of apps/web/index.html that
 * script.module.css composes: the script's title and label, who shares it, its facts and its
 * plain-text fields, as the page shows them (contract script-view), up to its rich text, which
 * only the app's sanitiser may render; none without the words.
 */
export function scriptScreen(
  { team_name, script }: ScriptBootScreen,
  words: Words | undefined,
): FirstScreen | undefined {
  if (!words) return undefined;
  const label = scriptAiLabel(script);
  const title =
    escapeHtml(script.title) +
    (label ? ` <span class="app-script-ai">${escapeHtml(words[`share:script.${label}`])}</span>` : '');
  const facts = [
    words[`share:script.type_${script.type}`],
    `${words['share:script.orientation']} ${script.orientation}`,
    `${words['share:script.wordCount']} ${script.word_count}`,
    `${words['share:script.duration']} ${fillParams(words['share:script.seconds'], { count: script.expected_duration_seconds })}`,
  ];
  const fields = SCRIPT_TEXT_FIELDS.flatMap((key) =>
    script[key] ? [field(words[`share:script.${key}`], escapeHtml(script[key]))] : [],
  );
  if (!script.content && script.content_lines.length) {
    const lines = script.content_lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
    fields.push(field(words['share:script.contentLines'], `<ol class="app-script-lines">${lines}</ol>`));
  }
  return {
    box: 'app-first app-first-whole app-script-page',
    markup:
      `<h1 class="app-script-title">${title}</h1>` +
      text('app-script-facts', fillParams(words['share:script.sharedBy'], { team: team_name }), 'p') +
      `<p class="app-script-facts">${facts.map((f) => `<span>${escapeHtml(f)}</span>`).join('')}</p>` +
      `<dl class="app-script-fields">${fields.join('')}</dl>`,
  };
}
