// LitStyle.tsx: lights up the permanents a picked or dragged card may go to, with one generated style
// rule instead of a re-render of each of them: at a drag start and at a drop thirty attackers can
// change at once, and re-rendering thirty cards cost more than the drop itself (measured in the UI
// bench). The ids come from the engine's options (selectLitTargets); `data-ids` lists them for tests.
import { useTable } from '../../store/hooks';
import { selectLitTargets } from '../../store/selectors';

/** Ids as one string, so the style re-renders only when the set changes. */
const litKey = (ids: Set<string>) => [...ids].sort().join(' ');

export function LitStyle() {
  const key = useTable((s) => litKey(selectLitTargets(s.game, s.ui)));
  const selectors = key ? key.split(' ').map((id) => `.card-slot[data-object-id="${CSS.escape(id)}"]`) : [];
  // :where() keeps this weaker than the rings of a picked or highlighted card; a lit card under the
  // dragged one turns dark green (.card-slot[data-over] alone is red: the engine will refuse it).
  // The element stays mounted when nothing is lit: changing its text is cheaper than removing it.
  const css = key ? `:where(${selectors.join(',')}){box-shadow:0 0 0 4px #6ee7b7}${selectors.map((s) => `${s}[data-over]`).join(',')}{box-shadow:0 0 0 4px #10b981}` : '';
  return (
    <style data-role="lit" data-ids={key}>
      {css}
    </style>
  );
}
