import type { AiSource, ScriptSummary } from '@vidmatrix/contract/copywriting';
import type { Script, ScriptInput } from '@vidmatrix/contract/script-model';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/auth';
import type { Limit } from '../../shared/throttle';
import * as repo from './repo';
import { scriptWordCount } from './word-count';

// What share links ask of the team's scripts: one by id (the team's only), titles, a picker.
export { findScript as teamScript, scriptPicker, scriptTitles } from './repo';

/**
 * A team's AI writings per hour (`AI_WRITES_PER_TEAM_PER_HOUR`, decision 013): script writing and
 * the mixing studio's variant copy (decision 030) count here. Every start counts, failed ones too:
 * the provider bills the tokens either way.
 */
export const aiWritesOf = (teamId: number, max: number): Limit => ({
  key: `ai-write:team:${teamId}`,
  max,
  windowSeconds: 60 * 60,
  messageKey: 'copywriting.ai_rate_limited',
});

/** Scripts belong to a team: a caller without one has nothing to manage here. */
export function teamOf(me: Principal): number {
  if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return me.teamId;
}

// Another team's id is answered exactly like an id that does not exist: no existence leak.
const notFound = () => new AppError('notFound', { messageKey: 'copywriting.script_not_found' });

/**
 * Deep-synthesis labelling: text a model wrote stays labelled "AI-generated" however much it
 * is edited afterwards, so `openai` is never replaced; the template writer only fills an empty
 * source (it is not AI, but the origin is still worth knowing).
 */
function aiLabel(requested: AiSource | null, existing: AiSource | null) {
  const source: AiSource | null =
    requested === 'openai' || existing === 'openai' ? 'openai' : (existing ?? requested);
  return { aiSource: source, aiGenerated: source === 'openai' };
}

/**
 * Only what the script's type shows is part of it: a whole-piece script has no shots and a
 * shot-by-shot one no content, whatever the editor kept from the other mode.
 */
function ownParts(input: ScriptInput): ScriptInput {
  return input.type === 'shot' ? { ...input, content: '', content_lines: [] } : { ...input, shots: [] };
}

/** The stored columns of a script, word count included (computed here, never trusted from the client). */
export function scriptColumns(
  input: ScriptInput,
  label: { aiSource: AiSource | null; aiGenerated: boolean },
) {
  const s = ownParts(input);
  return {
    title: s.title,
    type: s.type,
    orientation: s.orientation,
    wordCount: scriptWordCount(s),
    expectedDurationSeconds: s.expected_duration_seconds,
    lines: s.lines,
    referenceVideo: s.reference_video,
    basicInfo: s.basic_info,
    otherInfo: s.other_info,
    sceneRequirements: s.scene_requirements,
    contentPoints: s.content_points,
    content: s.content,
    contentLines: s.content_lines,
    shots: s.shots,
    ...label,
  } satisfies repo.ScriptColumns;
}

const asSource = (value: string | null): AiSource | null =>
  value === 'openai' || value === 'template' ? value : null;

type SummaryRow = Awaited<ReturnType<typeof repo.pageOfScripts>>['items'][number];

function summaryOf(row: SummaryRow): ScriptSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    orientation: row.orientation,
    expected_duration_seconds: row.expectedDurationSeconds,
    word_count: row.wordCount,
    ai_generated: row.aiGenerated,
    ai_source: asSource(row.aiSource),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentScript(row: repo.ScriptRow): Script {
  return {
    ...summaryOf(row),
    lines: row.lines,
    reference_video: row.referenceVideo,
    basic_info: row.basicInfo,
    other_info: row.otherInfo,
    scene_requirements: row.sceneRequirements,
    content_points: row.contentPoints,
    content: row.content,
    content_lines: row.contentLines,
    shots: row.shots,
  };
}

export async function listScripts(
  db: Db,
  me: Principal,
  query: { page: number; page_size: number; title?: string | undefined },
) {
  const { items, total } = await repo.pageOfScripts(db, teamOf(me), {
    page: query.page,
    pageSize: query.page_size,
    title: query.title,
  });
  return { items: items.map(summaryOf), total, page: query.page, page_size: query.page_size };
}

export async function getScript(db: Db, me: Principal, id: number): Promise<Script> {
  const row = await repo.findScript(db, teamOf(me), id);
  if (!row) throw notFound();
  return presentScript(row);
}

type WriteInput = ScriptInput & { ai_source: AiSource | null };

export async function createScript(db: Db, me: Principal, input: WriteInput): Promise<Script> {
  const teamId = teamOf(me);
  const row = await repo.insertScript(db, {
    ...scriptColumns(input, aiLabel(input.ai_source, null)),
    teamId,
    createdBy: me.userId,
  });
  return presentScript(row);
}

export async function updateScript(db: Db, me: Principal, id: number, input: WriteInput): Promise<Script> {
  const teamId = teamOf(me);
  const existing = await repo.findScript(db, teamId, id);
  if (!existing) throw notFound();
  const label = aiLabel(input.ai_source, asSource(existing.aiSource));
  const row = await repo.updateScript(db, teamId, id, scriptColumns(input, label));
  if (!row) throw notFound();
  return presentScript(row);
}

export async function deleteScript(db: Db, me: Principal, id: number): Promise<{ id: number }> {
  if (!(await repo.deleteScript(db, teamOf(me), id))) throw notFound();
  return { id };
}
