import type { AiSource } from '@vidmatrix/contract/copywriting';
import type { Language } from '@vidmatrix/contract/languages';
import type { CopyKind } from '@vidmatrix/contract/touch-card-rules';
import type { AiConfig } from '../../config/ai-vars';
import type { CopyPromptPack } from './copy-prompts/types';
import { V1_EN } from './copy-prompts/v1-en';
import { V1_ES } from './copy-prompts/v1-es';
import { V1_ID } from './copy-prompts/v1-id';
import { V1_PT_BR } from './copy-prompts/v1-pt-br';
import { V1_ZH_CN } from './copy-prompts/v1-zh-cn';
import { V1_ZH_TW } from './copy-prompts/v1-zh-tw';
import { templateCopy } from './copy-template';
import { streamChat, type OpenAiSettings } from './openai-writer';
import type { ChatMessage } from './script-prompt';

/** The prompt version in use per language (decision 025: a new wording is a new file). */
const COPY_PROMPTS: Record<Language, CopyPromptPack> = {
  'zh-CN': V1_ZH_CN,
  'zh-TW': V1_ZH_TW,
  en: V1_EN,
  es: V1_ES,
  'pt-BR': V1_PT_BR,
  id: V1_ID,
};

/** The card's facts a copy is written from. */
export interface CopyBrief {
  kind: CopyKind;
  length: number;
  shop: string;
  business: string;
  features: string;
  topics: string[];
  notes: string;
  requirement: string;
}

interface CopyWriteOptions {
  language: Language;
  signal: AbortSignal;
  /** Different seeds write different copies ("change"). */
  seed: string;
}

/** Streams a copy as text deltas in the TITLE:/TOPICS: format of copy-prompts/types.ts. */
export interface CopyWriter {
  readonly source: AiSource;
  write(brief: CopyBrief, options: CopyWriteOptions): AsyncIterable<string>;
}

function copyPrompt(brief: CopyBrief, language: Language): ChatMessage[] {
  const p = COPY_PROMPTS[language];
  const f = p.fields;
  const facts = [
    `${f.shop}: ${brief.shop}`,
    `${f.business}: ${brief.business}`,
    brief.features && `${f.features}: ${brief.features}`,
    brief.topics.length > 0 && `${f.topics}: ${brief.topics.map((t) => `#${t}`).join(' ')}`,
    brief.notes && `${f.notes}: ${brief.notes}`,
    brief.requirement && `${f.requirement}: ${brief.requirement}`,
    f.length.replace('{n}', String(brief.length)),
  ].filter(Boolean);
  return [
    { role: 'system', content: p.system },
    { role: 'user', content: [brief.kind === 'xhs' ? p.xhs : p.moments, ...facts].join('\n') },
  ];
}

class TemplateCopyWriter implements CopyWriter {
  readonly source = 'template' as const;

  async *write(brief: CopyBrief, { language, seed, signal }: CopyWriteOptions): AsyncGenerator<string> {
    const text = templateCopy(brief, language, seed);
    // Streamed in small pieces like a model, so the page has one path for both writers.
    for (let i = 0; i < text.length && !signal.aborted; i += 12) yield text.slice(i, i + 12);
  }
}

class OpenAiCopyWriter implements CopyWriter {
  readonly source = 'openai' as const;

  constructor(private readonly settings: OpenAiSettings) {}

  write(brief: CopyBrief, { language, signal }: CopyWriteOptions): AsyncIterable<string> {
    return streamChat(this.settings, copyPrompt(brief, language), signal, false);
  }
}

/** AI_BASE_URL set: the configured model; unset: the template writer (as for scripts). */
export function createCopyWriter(
  config: Pick<AiConfig, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
): CopyWriter {
  if (!config.AI_BASE_URL) return new TemplateCopyWriter();
  return new OpenAiCopyWriter({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
