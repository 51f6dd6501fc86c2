import type { AiConfig } from '../../config/ai-vars';
import { OpenAiScriptWriter } from './openai-writer';
import type { ScriptWriter } from './script-writer';
import { TemplateScriptWriter } from './template-writer';

/** AI_BASE_URL set: the configured OpenAI-compatible model; unset: the built-in template writer. */
export function createScriptWriter(
  config: Pick<AiConfig, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
): ScriptWriter {
  if (!config.AI_BASE_URL) return new TemplateScriptWriter();
  return new OpenAiScriptWriter({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
