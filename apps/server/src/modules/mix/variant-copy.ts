import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@vidmatrix/contract/languages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from '../../config/ai-vars';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createCopyWriter, type CopyWriter } from '../../integrations/ai/copy-writer';
import type { CounterStore } from '../../plugins/counters';
import { reserve } from '../../shared/throttle';
import { aiWritesOf } from '../copywriting/service';
import { cleanHashtags, teamActivities } from '../distribution/service';
import type { RenderRow, VariantRow } from './repo';
import { mixVariants } from './schema';
import {
  briefOf,
  distinctCopy,
  fitCopy,
  parseWritten,
  postCaption,
  type VariantCopy,
  type VariantFacts,
} from './titles';

/**
 * The longest a variant waits for the AI provider. The writing runs beside the variant's render
 * (about a second of work), so a provider answering within this costs nothing; a slower one
 * gives way to the built-in writer.
 */
const PROVIDER_WAIT_MS = 8_000;
/** After a provider failure this process asks the built-in writer only, for this long. */
const PROVIDER_REST_MS = 60_000;
/** A provider that runs on is stopped here: the caption is cut to its limit anyway. */
const MAX_TEXT = 3_000;

/** Writes one variant of `teamId`'s title and caption; never fails (only an abort of the job stops it). */
export type VariantCopywriter = (
  facts: VariantFacts,
  job: { teamId: number; signal: AbortSignal },
) => Promise<VariantCopy>;

async function readAll(writer: CopyWriter, facts: VariantFacts, signal: AbortSignal): Promise<string> {
  let text = '';
  for await (const delta of writer.write(briefOf(facts), {
    language: facts.language,
    seed: facts.seed,
    signal,
  })) {
    text += delta;
    if (text.length > MAX_TEXT) break;
  }
  return text;
}

/** A variant's facts: the render's subject (as it was when it started) and the variant's opening line. */
export const factsOf = (render: RenderRow, variant: Pick<VariantRow, 'idx' | 'caption'>): VariantFacts => ({
  project: render.title,
  store: render.storeName,
  opening: variant.caption,
  topics: render.topics,
  language: matchLanguage(render.language) ?? DEFAULT_LANGUAGE,
  seed: `${render.id}:${variant.idx}`,
});

/**
 * The project's copy writer for variants (decision 013's writers, as the store pages use them):
 * the configured AI provider when there is one and the team's hour of AI writings
 * (`AI_WRITES_PER_TEAM_PER_HOUR`, shared with script writing) has room, bounded in time and
 * rested after a failure, and always the built-in template writer behind it, so a render never
 * waits on or fails for a provider or its budget, and the tests need none.
 */
export function variantCopywriter(
  config: Pick<
    AiConfig,
    'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_WRITES_PER_TEAM_PER_HOUR'
  >,
  o: { log: FastifyBaseLogger; counters: CounterStore },
): VariantCopywriter {
  const { log } = o;
  const template = createCopyWriter({ ...config, AI_BASE_URL: undefined });
  const provider = config.AI_BASE_URL
    ? createCopyWriter({ ...config, AI_TIMEOUT_MS: Math.min(config.AI_TIMEOUT_MS, PROVIDER_WAIT_MS) })
    : null;
  let restUntil = 0;
  /** Takes one writing from the team's hour, counted where script writing counts; false once spent. */
  const budgetLeft = async (teamId: number) => {
    try {
      await reserve(o.counters, [aiWritesOf(teamId, config.AI_WRITES_PER_TEAM_PER_HOUR)]);
      return true;
    } catch (error) {
      // Spent (42900: nothing stays counted), or the counters failed: no provider call goes uncounted.
      if (!(error instanceof AppError)) {
        log.warn({ reason: (error as Error).message }, 'mix: the AI budget could not be counted');
      }
      return false;
    }
  };
  return async (facts, { teamId, signal }) => {
    if (provider && Date.now() >= restUntil && (await budgetLeft(teamId))) {
      try {
        const written = parseWritten(await readAll(provider, facts, signal));
        if (written.body) return fitCopy(written, facts, provider.source);
        throw new Error('empty answer');
      } catch (error) {
        signal.throwIfAborted();
        restUntil = Date.now() + PROVIDER_REST_MS;
        log.warn(
          { reason: (error as Error).message },
          'mix: the AI provider did not write a variant’s copy; the built-in writer does',
        );
      }
    }
    return fitCopy(parseWritten(await readAll(template, facts, signal)), facts, template.source);
  };
}

/**
 * Records the variant's copy inside its finishing transaction. Finishing transactions of a team
 * take turns (the quota's row lock), so a title or caption another variant of the render already
 * has is seen here and made unique.
 */
export async function recordCopy(
  tx: Db,
  at: { renderId: number; idx: number },
  copy: VariantCopy,
  topics: string[],
): Promise<VariantCopy> {
  const others = and(eq(mixVariants.renderId, at.renderId), ne(mixVariants.idx, at.idx));
  const [taken] = await tx
    .select({
      title: sql<boolean>`bool_or(${mixVariants.title} = ${copy.title})`,
      caption: sql<boolean>`bool_or(${mixVariants.postCaption} = ${postCaption(copy.caption, topics)})`,
    })
    .from(mixVariants)
    .where(others);
  const unique = distinctCopy(
    copy,
    { title: taken?.title === true, caption: taken?.caption === true },
    at.idx + 1,
    topics,
  );
  await tx
    .update(mixVariants)
    .set({ title: unique.title, postCaption: postCaption(unique.caption, topics), aiSource: unique.source })
    .where(and(eq(mixVariants.renderId, at.renderId), eq(mixVariants.idx, at.idx)));
  return unique;
}

/**
 * What a render's copy is written from, taken when it starts (like its recipe): the merchant's
 * language, the activity's store name and its topics.
 */
export async function copySubject(
  db: Db,
  teamId: number,
  activity: { hashtags: string[]; storeId: number | null },
  language: Language,
): Promise<{ language: Language; storeName: string; topics: string[] }> {
  const [store] =
    activity.storeId === null ? [] : await teamActivities.storesByIds(db, teamId, [activity.storeId]);
  return { language, storeName: store?.name ?? '', topics: cleanHashtags(activity.hashtags) };
}
