/**
 * What the create-share dialog starts with when another page sent the merchant here to share one
 * thing: `/console/shares?script=<id>` from the scripts, `?video=<library id>&activity=<id>` from
 * the library (a library video is shared through its copy in an activity's pool). Features do not
 * import each other, so those pages write these links themselves.
 */
export type SharePreset =
  | { kind: 'script'; scriptId: number }
  | { kind: 'videos'; libraryVideoId: number; activityId: number | null };

const positive = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function presetFromSearch(search: URLSearchParams): SharePreset | null {
  const scriptId = positive(search.get('script'));
  if (scriptId !== null) return { kind: 'script', scriptId };
  const libraryVideoId = positive(search.get('video'));
  if (libraryVideoId !== null)
    return { kind: 'videos', libraryVideoId, activityId: positive(search.get('activity')) };
  return null;
}
