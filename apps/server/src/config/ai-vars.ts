import { z } from 'zod';
import { int, optionalVar, type ConfigOf } from './vars';

/** AI script writing (issue 6): the OpenAI-compatible provider and what a team may spend on it. */
export const AI_VARS = {
  ...optionalVar(
    'AI_BASE_URL',
    'OpenAI-compatible API base URL for AI script writing (e.g. https://api.openai.com/v1); unset: the built-in template writer',
  ),
  ...optionalVar('AI_API_KEY', 'API key of the AI provider'),
  AI_MODEL: {
    schema: z.string().min(1),
    default: 'gpt-4o-mini',
    description: 'Model name sent to the AI provider',
  },
  AI_TIMEOUT_MS: {
    schema: int(1000, 10 * 60 * 1000),
    default: '120000',
    description: 'Time-out of one AI writing request (streamed)',
  },
  AI_WRITES_PER_TEAM_PER_HOUR: {
    schema: int(1, 1_000_000),
    default: '60',
    description:
      'AI writings one team may start per hour: scripts, and mix variants’ titles and captions (each costs provider tokens; past it variants get the built-in writer)',
  },
} as const;

export type AiConfig = ConfigOf<typeof AI_VARS>;
