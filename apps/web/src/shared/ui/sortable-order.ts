/**
 * The ids after a drag: `active` moved to where `over` was (dnd-kit's arrayMove, for
 * ids). Unchanged when either is unknown or they are the same: no order call then.
 */
export function movedOrder(ids: readonly number[], active: number, over: number | undefined): number[] {
  const from = ids.indexOf(active);
  const to = over === undefined ? -1 : ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

export const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
