import type { MixProject } from '@vidmatrix/contract/mix';
import type { Db } from '../../db/client';
import type { MessageKey, MessageParams } from '../../locales/catalog';
import type { MediaLinks } from '../../shared/media-links';
import { libraryVideosByIds } from '../upload/service';
import type { RenderRow, VariantRow } from './repo';
import { renderStatus, type projectOf } from './service';

/** The project as the contract shows it: scenes with their shots (signed covers), count, hint, storyboard. */
export function presentProject(p: Awaited<ReturnType<typeof projectOf>>, links: MediaLinks): MixProject {
  const { project, clips } = p;
  const r = project.recipe;
  return {
    id: project.id,
    title: project.title,
    scenes: r.scenes.map((s) => ({
      name: s.name,
      fixed: s.fixed,
      clip_ids: s.clip_ids,
      trims: s.trims ?? [],
      shots: s.clip_ids.map((id) => {
        const clip = clips.get(id);
        const trim = s.trims?.find((t) => t.clip_id === id);
        return {
          id,
          title: clip?.title ?? '',
          cover_url: clip ? links.file(clip.coverKey) : '',
          duration: clip?.durationSeconds ?? 0,
          available: clip !== undefined,
          in_s: trim?.in_s ?? 0,
          out_s: trim?.out_s ?? clip?.durationSeconds ?? 0,
        };
      }),
    })),
    output: r.output,
    length: r.length,
    bgm_ids: r.bgm_ids,
    bgm_level: r.bgm_level,
    caption_lines: r.caption_lines,
    distinct_max: p.distinctMax,
    hint: p.hint,
    storyboard: p.storyboard.map((v) => ({ shot_ids: v.shotIds, caption: v.caption })),
    created_at: project.createdAt.toISOString(),
  };
}

/** A render's progress per variant and its finished videos with signed links. */
export async function presentRender(
  db: Db,
  render: RenderRow,
  variants: VariantRow[],
  links: MediaLinks,
  t: (key: MessageKey, params?: MessageParams) => string,
) {
  const counts: Record<string, number> = {};
  for (const v of variants) counts[v.state] = (counts[v.state] ?? 0) + 1;
  const done = variants.filter((v) => v.libraryVideoId !== null);
  const ids = done.map((v) => v.libraryVideoId!);
  // The render's variants became library videos of the render's team.
  const rows = await libraryVideosByIds(db, render.teamId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reason = (key: string | null) => (key ? t(key as MessageKey, render.errorParams ?? {}) : null);
  return {
    id: render.id,
    project_id: render.projectId,
    activity_id: render.activityId,
    status: renderStatus(render, counts),
    total: render.total,
    done: counts.done ?? 0,
    failed: counts.failed ?? 0,
    error: reason(render.errorKey),
    variants: variants.map((v) => ({
      index: v.idx,
      state: v.state,
      caption: v.caption,
      title: v.title,
      post_caption: v.postCaption,
      ai_generated: v.aiSource === 'openai',
      error: v.state === 'failed' || v.errorKey ? reason(v.errorKey) : null,
    })),
    videos: done.flatMap((v) => {
      const lib = byId.get(v.libraryVideoId!);
      if (!lib || v.videoId === null) return [];
      return [
        {
          mixed_video_id: v.videoId,
          library_video_id: lib.id,
          title: lib.title,
          caption: v.postCaption ?? '',
          ai_generated: v.aiSource === 'openai',
          url: links.file(lib.fileKey),
          cover_url: links.file(lib.coverKey),
          duration: lib.durationSeconds,
        },
      ];
    }),
  };
}
