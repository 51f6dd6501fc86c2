import {
  MIX_DEFAULT_OUTPUT,
  type MixProject,
  type MixProjectInput,
  type MixTrim,
} from '@vidmatrix/contract/mix';

/** A scene as the editor holds it. */
export interface SceneDraft {
  name: string;
  clip_ids: number[];
  fixed: 'first' | 'last' | null;
  /** In/out windows of its shots; a shot without one plays whole. */
  trims: MixTrim[];
}

export interface ProjectDraft {
  title: string;
  scenes: SceneDraft[];
  output: { width: number; height: number };
  min_s: number | null;
  max_s: number | null;
  captions: string;
  bgm_ids: number[];
  bgm_level: number;
}

export const emptyDraft = (sceneName: (n: number) => string): ProjectDraft => ({
  title: '',
  scenes: [1, 2, 3].map((n) => ({ name: sceneName(n), clip_ids: [], fixed: null, trims: [] })),
  output: { ...MIX_DEFAULT_OUTPUT },
  min_s: null,
  max_s: null,
  captions: '',
  bgm_ids: [],
  bgm_level: 30,
});

export const draftOf = (p: MixProject): ProjectDraft => ({
  title: p.title,
  scenes: p.scenes.map((s) => ({ name: s.name, clip_ids: s.clip_ids, fixed: s.fixed, trims: s.trims })),
  output: p.output,
  min_s: p.length?.min_s ?? null,
  max_s: p.length?.max_s ?? null,
  captions: p.caption_lines.join('\n'),
  bgm_ids: p.bgm_ids,
  bgm_level: p.bgm_level,
});

/** Pure: what the editor sends (blank lines dropped, a length only when both ends are set). */
export function inputOf(d: ProjectDraft): MixProjectInput {
  return {
    title: d.title,
    scenes: d.scenes.map((s) => {
      // A shot taken out of the scene takes its window with it.
      const trims = s.trims.filter((t) => s.clip_ids.includes(t.clip_id));
      return {
        name: s.name,
        clip_ids: s.clip_ids,
        ...(s.fixed ? { fixed: s.fixed } : {}),
        ...(trims.length ? { trims } : {}),
      };
    }),
    output: d.output,
    ...(d.min_s !== null && d.max_s !== null ? { length: { min_s: d.min_s, max_s: d.max_s } } : {}),
    bgm_ids: d.bgm_ids,
    bgm_level: d.bgm_level,
    caption_lines: d.captions
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  };
}

export const planScenesOf = (scenes: SceneDraft[]) =>
  scenes.map((s) => ({ shots: s.clip_ids.length, fixed: s.fixed ?? undefined }));

/** The keyframe grid of the studio's segments: a window starts and ends on it (decision 030). */
export const TRIM_STEP_S = 0.5;

/** Pure: the longest window a clip offers (its length, down to the grid). */
export const trimMax = (duration: number) => Math.floor(duration / TRIM_STEP_S + 1e-6) * TRIM_STEP_S;

/**
 * Pure: the scene's trims with `clipId`'s window set to [in, out]; the whole clip is no trim, and
 * a window shorter than `min` is not taken (the handles stop at that distance).
 */
export function withTrim(
  trims: MixTrim[],
  clipId: number,
  window: [number, number],
  duration: number,
  min: number,
): MixTrim[] | null {
  const [in_s, out_s] = window;
  if (out_s - in_s < min) return null;
  const rest = trims.filter((t) => t.clip_id !== clipId);
  return in_s <= 0 && out_s >= trimMax(duration) ? rest : [...rest, { clip_id: clipId, in_s, out_s }];
}
