/**
 * The mixing studio (issue 25, docs/decisions/030-mixing-studio.md): projects (a recipe of
 * scenes of library clips), renders (N planned variants into an activity) and their variants,
 * one row each — the row is the truth the console shows; the job runner only works on it.
 */
import { AI_SOURCES } from '@vidmatrix/contract/copywriting';
import { MIX_VARIANT_STATES } from '@vidmatrix/contract/mix';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
// Foreign keys only: a schema file may name another owner's table for a reference, never query it.
import { users } from '../auth/schema';
import { activities, videos } from '../distribution/schema';
import { teams } from '../team/schema';
import { libraryVideos } from '../upload/schema';

/** A project's recipe as stored: the contract's input after defaults. */
export interface MixRecipe {
  scenes: {
    name: string;
    clip_ids: number[];
    fixed: 'first' | 'last' | null;
    /** Per-shot in/out windows (trim.ts); absent in recipes saved before them, no migration needed. */
    trims?: { clip_id: number; in_s: number; out_s: number }[];
  }[];
  output: { width: number; height: number };
  length: { min_s: number; max_s: number } | null;
  bgm_ids: number[];
  bgm_level: number;
  caption_lines: string[];
}

export const mixProjects = pgTable(
  'mix_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    title: text('title').notNull(),
    recipe: jsonb('recipe').$type<MixRecipe>().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('mix_projects_team_idx').on(t.teamId, t.createdAt)],
);

export const mixRenders = pgTable(
  'mix_renders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    projectId: integer('project_id')
      .notNull()
      .references(() => mixProjects.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** The recipe as it was when the render started: editing the project changes no running render. */
    recipe: jsonb('recipe').$type<MixRecipe>().notNull(),
    /** The project's title when the render started: the copy writer's subject for every variant. */
    title: text('title').notNull(),
    /**
     * What the copy writer writes each variant's title and caption from (titles.ts), as they were
     * when the render started: the merchant's language, the activity's store and its topics.
     */
    language: text('language').notNull().default('zh-CN'),
    storeName: text('store_name').notNull().default(''),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    total: integer('total').notNull(),
    /** Every shot is normalised into the segment cache: variants may be sent. */
    preparedAt: at('prepared_at'),
    /** Raised by a retry: the preparation job's key includes it. */
    generation: integer('generation').notNull().default(0),
    /** Set by the merchant (cancelled) or when the shots cannot be prepared (failed); else derived. */
    stopped: text('stopped', { enum: ['cancelled', 'failed'] }),
    /** Why it failed: a server message key and its parameters, shown translated. */
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('mix_renders_project_idx').on(t.projectId, t.createdAt)],
);

export const mixVariants = pgTable(
  'mix_variants',
  {
    renderId: integer('render_id')
      .notNull()
      .references(() => mixRenders.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    /** Library video ids in play order, and how long each plays (seconds). */
    shotIds: integer('shot_ids').array().notNull(),
    shotSeconds: doublePrecision('shot_seconds').array().notNull(),
    caption: text('caption').notNull(),
    /** Written by the copy writer (titles.ts) when the variant finishes: its video's title and publish caption. */
    title: text('title'),
    postCaption: text('post_caption'),
    /**
     * Who wrote them: `openai` (an AI provider: labelled AI-generated, decision 013) or `template`
     * (the built-in writer); null on variants finished before the label was kept.
     */
    aiSource: text('ai_source', { enum: AI_SOURCES }),
    bgmId: integer('bgm_id'),
    state: text('state', { enum: MIX_VARIANT_STATES }).notNull().default('pending'),
    /** Raised by a retry of failed variants: the job key includes it, so the new job is not the old one. */
    attempt: integer('attempt').notNull().default(0),
    /** The storage key a running attempt writes; a retry deletes what a killed attempt left there. */
    workKey: text('work_key'),
    errorKey: text('error_key'),
    libraryVideoId: integer('library_video_id').references(() => libraryVideos.id, { onDelete: 'set null' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.renderId, t.idx] }),
    index('mix_variants_state_idx').on(t.state, t.renderId),
    check(
      'mix_variants_state_check',
      sql`${t.state} in ('pending', 'queued', 'rendering', 'done', 'failed', 'cancelled')`,
    ),
  ],
);
