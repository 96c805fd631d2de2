// examples/index.ts: the seed scenarios of ../shared/scenarios, copied here so a new user can open
// one with a click. Each is loaded only when chosen; it opens at its start position (its actions are
// the seed's solution, left for the player to find).
import type { Message } from '../explain';

export interface Example {
  id: string;
  /** The title in the reader's language (`table:example.<id>`). */
  title: Message;
  /** Its description in the reader's language (`table:exampleDescription.<id>`), if it has one. */
  description?: Message;
  load: () => Promise<Record<string, unknown>>;
}

const files = import.meta.glob<Record<string, unknown>>('./*.json', { import: 'default' });

// The titles are in the `table` resources so that the list shows, in every language, without
// loading every scenario. In the order a learner might take them.
/** The examples whose scenario has a description. */
const DESCRIBED = new Set(['seed-craw-wurm-two-blockers', 'seed-mogg-fanatic']);

const IDS = [
  'seed-craw-wurm-two-blockers',
  'seed-craw-wurm-legacy-order',
  'seed-shock-then-titanic-growth',
  'seed-titanic-growth-then-shock',
  'seed-flash-foliage',
  'seed-giant-growth-on-wall-legacy',
  'seed-mending-hands',
  'seed-mogg-fanatic',
];

export const EXAMPLES: Example[] = IDS.flatMap((id) => {
  const load = files[`./${id}.json`];
  if (!load) return [];
  const description = DESCRIBED.has(id) ? { description: { key: `table:exampleDescription.${id}` } } : {};
  return [{ id, title: { key: `table:example.${id}` }, ...description, load }];
});
