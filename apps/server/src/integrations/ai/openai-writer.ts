import type { AiBrief } from '@vidmatrix/contract/copywriting';
import { scriptPrompt, type ChatMessage } from './script-prompt';
import { AiWriterError, type ScriptWriter, type WriteOptions } from './script-writer';
import { sseData } from './sse';

export interface OpenAiSettings {
  /** e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

interface ChunkJson {
  choices?: { delta?: { content?: string | null } }[];
  error?: { message?: string };
}

/** Upstream error bodies may echo request details; the log keeps a short, key-free excerpt. */
const excerpt = (text: string, apiKey: string | undefined) =>
  (apiKey ? text.split(apiKey).join('***') : text).slice(0, 300);

/**
 * An OpenAI-compatible `chat/completions` client with `stream: true` (OpenAI, DeepSeek, Qwen's
 * compatible mode, Moonshot, vLLM, Ollama…). It asks for `response_format: json_object`; a
 * provider that refuses that option (HTTP 400 naming it) is asked once more without it.
 */
export class OpenAiScriptWriter implements ScriptWriter {
  readonly source = 'openai' as const;

  constructor(private readonly settings: OpenAiSettings) {}

  async *write(brief: AiBrief, { language, signal }: WriteOptions): AsyncGenerator<string> {
    yield* streamChat(this.settings, scriptPrompt(brief, language), signal, true);
  }
}

/**
 * Streams the text deltas of one chat completion. With `jsonMode` it asks for
 * `response_format: json_object`; a provider that refuses that option (HTTP 400 naming it) is
 * asked once more without it. Failures are AiWriterErrors (time-out, aborted, upstream, network).
 */
export async function* streamChat(
  settings: OpenAiSettings,
  messages: ChatMessage[],
  signal: AbortSignal,
  jsonMode: boolean,
): AsyncGenerator<string> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const both = AbortSignal.any([signal, timeout]);
  const failure = (cause: unknown): AiWriterError => {
    if (cause instanceof AiWriterError) return cause;
    if (timeout.aborted) return new AiWriterError('timeout', `${settings.timeoutMs} ms`, { cause });
    if (signal.aborted) return new AiWriterError('aborted', 'the caller went away', { cause });
    return new AiWriterError('network', String((cause as Error)?.message ?? cause), { cause });
  };
  const upstream = (status: number, body: string) =>
    new AiWriterError('upstream', `HTTP ${status} ${excerpt(body, settings.apiKey)}`);
  try {
    let response = await post(settings, messages, both, jsonMode);
    if (response.status === 400 && jsonMode) {
      const text = await response.text();
      if (!/response_format/i.test(text)) throw upstream(400, text);
      response = await post(settings, messages, both, false);
    }
    if (!response.ok || !response.body) throw upstream(response.status, await response.text());
    for await (const data of sseData(response.body)) {
      if (data.trim() === '[DONE]') return;
      const delta = parseChunk(data);
      if (delta) yield delta;
    }
  } catch (cause) {
    throw failure(cause);
  }
}

function post(settings: OpenAiSettings, messages: ChatMessage[], signal: AbortSignal, jsonMode: boolean) {
  const { baseUrl, apiKey, model } = settings;
  return fetch(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
    },
    body: JSON.stringify({
      model,
      stream: true,
      temperature: 0.8,
      messages,
      ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
    }),
    signal,
  });
}
/** The text delta of one streamed chunk; an `error` object inside the stream ends it. */
function parseChunk(data: string): string {
  let chunk: ChunkJson;
  try {
    chunk = JSON.parse(data) as ChunkJson;
  } catch {
    throw new AiWriterError('upstream', `not a JSON chunk: ${data.slice(0, 100)}`);
  }
  if (chunk.error)
    throw new AiWriterError('upstream', `stream error: ${chunk.error.message ?? ''}`.slice(0, 300));
  return chunk.choices?.[0]?.delta?.content ?? '';
}
