// examples/index.ts: the seed scenarios of ../shared/scenarios, copied here so a new user can open
// one with a click. Each is loaded only when chosen; it opens at its start position (its actions are
// the seed's solution, left for the player to find).
export interface Example {
  id: string;
  title: string;
  load: () => Promise<Record<string, unknown>>;
}

const files = import.meta.glob<Record<string, unknown>>('./*.json', { import: 'default' });

// Titles are written here so that the list shows without loading every scenario.
const TITLES: Record<string, string> = {
  'seed-craw-wurm-two-blockers': 'Craw Wurm blocked by Wall of Wood and Eager Cadet',
  'seed-craw-wurm-legacy-order': 'Damage assignment order (rules before 2024): Wall of Wood first',
  'seed-shock-then-titanic-growth': 'Shock, answered by Titanic Growth: the pump resolves first',
  'seed-titanic-growth-then-shock': 'Titanic Growth, answered by Shock',
  'seed-flash-foliage': 'Flash Foliage puts a Saproling in as a second blocker',
  'seed-giant-growth-on-wall-legacy': 'Giant Growth on the first blocker (rules before 2024)',
  'seed-mending-hands': 'Mending Hands does not change lethal damage (rules before 2024)',
  'seed-mogg-fanatic': 'Mogg Fanatic kills the Hawk; the blocked Piker deals no damage',
};

export const EXAMPLES: Example[] = Object.entries(TITLES).flatMap(([id, title]) => {
  const load = files[`./${id}.json`];
  return load ? [{ id, title, load }] : [];
});
