/** Scripts (issue 6, spec §3 "Script"). Owned by modules/copywriting; share links name one by id. */
import type { ScriptShot } from '@vidmatrix/contract/script-model';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
// Foreign keys only: a schema file may name another owner's table for a reference, never query it.
import { users } from '../auth/schema';
import { teams } from '../team/schema';

export const SCRIPT_TYPES = ['shot', 'whole'] as const;

export const ORIENTATIONS = ['9:16', '16:9'] as const;

export const scripts = pgTable(
  'scripts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3_000_001 }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    title: text('title').notNull(),
    type: text('type', { enum: SCRIPT_TYPES }).notNull(),
    orientation: text('orientation', { enum: ORIENTATIONS }).notNull().default('9:16'),
    wordCount: integer('word_count').notNull().default(0),
    expectedDurationSeconds: integer('expected_duration_seconds').notNull().default(0),
    lines: text('lines').notNull().default(''),
    referenceVideo: text('reference_video').notNull().default(''),
    basicInfo: text('basic_info').notNull().default(''),
    otherInfo: text('other_info').notNull().default(''),
    sceneRequirements: text('scene_requirements').notNull().default(''),
    contentPoints: text('content_points').notNull().default(''),
    /** Rich text (sanitised on display). */
    content: text('content').notNull().default(''),
    contentLines: text('content_lines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Stored exactly as the wire carries them (snake_case, contract/script-model.ts). */
    shots: jsonb('shots')
      .$type<ScriptShot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Written by the AI writer (labelled as AI-generated wherever it is shown). */
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** Which writer: `openai` (the configured model) or `template` (the built-in one). */
    aiSource: text('ai_source'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('scripts_team_updated_idx').on(t.teamId, t.updatedAt),
    check('scripts_type_check', sql`${t.type} in ('shot', 'whole')`),
    check('scripts_orientation_check', sql`${t.orientation} in ('9:16', '16:9')`),
  ],
);
