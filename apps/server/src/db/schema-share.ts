/**
 * Scripts and share links (issue 6, spec §3 "Script" and "Share record"). A link shares either
 * several mixed videos or one script; only the password's hash is kept.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import type { ScriptShot } from '@vidmatrix/contract/script-model';
import { users } from './schema-auth';
import { teams, videos } from './schema';

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

export const SHARE_KINDS = ['videos', 'script'] as const;

export const shareLinks = pgTable(
  'share_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    /** The public code in `/shareVideo?code=…` (random, or DEMO-… for the demo links). */
    code: text('code').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    kind: text('kind', { enum: SHARE_KINDS }).notNull(),
    scriptId: integer('script_id').references(() => scripts.id, { onDelete: 'cascade' }),
    /** scrypt hash of the 4-digit password; null = no password. */
    passwordHash: text('password_hash'),
    /** null = permanently valid. */
    expiresAt: at('expires_at'),
    /** Ended early by an administrator. */
    endedAt: at('ended_at'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_links_code_idx').on(t.brandKey, t.code),
    index('share_links_team_created_idx').on(t.teamId, t.createdAt),
    check('share_links_kind_check', sql`${t.kind} in ('videos', 'script')`),
  ],
);

/** The videos of a share link, numbered in order, each with its own download count. */
export const shareLinkVideos = pgTable(
  'share_link_videos',
  {
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id),
    position: integer('position').notNull(),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.videoId] })],
);
