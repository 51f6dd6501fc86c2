/**
 * A new order of a course's lessons: every lesson id of the course exactly once. Undefined when
 * the list leaves one out, names another course's lesson or repeats one (a stale editor: it
 * should reload rather than half-apply).
 */
export function mergeOrder(current: readonly number[], wanted: readonly number[]): number[] | undefined {
  if (wanted.length !== current.length || new Set(wanted).size !== wanted.length) return undefined;
  const known = new Set(current);
  return wanted.every((id) => known.has(id)) ? [...wanted] : undefined;
}
