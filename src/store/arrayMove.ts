// arrayMove.ts: a copy of a list with one item moved (dnd-kit's sortable has one too, but it is loaded
// lazily and the store needs this at once).
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
