/**
 * How /shareScriptDetail shows a script (spec §3): one rule for the page (web script-parts.tsx)
 * and the first screen its HTML paints (server web/first-screens.ts, decision 019). Zod-free.
 */
import type { Script } from './script-model';

/**
 * The plain-text fields, in the page's order, each worded by the share word of its name
 * (`script.<field>`) and shown only when filled in. The rich `content` and `content_lines`
 * follow them.
 */
export const SCRIPT_TEXT_FIELDS = [
  'lines',
  'reference_video',
  'basic_info',
  'other_info',
  'scene_requirements',
  'content_points',
] as const satisfies readonly (keyof Script)[];

/**
 * The label generated text carries (Chinese rules, issue 6), by its share word: AI output says
 * so; a script the built-in template wrote is not AI output and says that, as the console does.
 */
export function scriptAiLabel(script: Pick<Script, 'ai_generated' | 'ai_source'>) {
  if (script.ai_generated) return 'aiLabel' as const;
  return script.ai_source === 'template' ? ('aiTemplate' as const) : undefined;
}
