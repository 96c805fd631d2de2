// CombatStrip.tsx: the middle of the table in combat: one label per lane, aligned with the attacker
// and its blockers above and below it ("Craw Wurm → Bruno, blocked by Wall of Wood + Eager Cadet").
import { useTable } from '../../store/hooks';
import { nameOf, namesOf } from '../../store/names';
import { selectCombatLanes } from '../../store/selectors';
import { laneWidths } from './lanes';

export function CombatStrip() {
  const lanes = useTable((s) => selectCombatLanes(s.game, s.ui.blockDraft));
  const widths = useTable((s) => laneWidths(s.game, lanes));
  const game = useTable((s) => s.game);
  const declared = game.combat?.blockersDeclared ?? false;
  const labels = lanes.map((lane) => ({
    attacker: nameOf(game, lane.attacker),
    defender: nameOf(game, lane.defender),
    blockers: namesOf(game, lane.blockers).replaceAll(', ', ' + '),
  }));
  if (lanes.length === 0) return null;
  return (
    // The spacer matches the player panel's width, so the lanes line up with the rows.
    <div className="flex gap-3 border-x-2 border-transparent px-3" aria-label="Combat" data-role="combat">
      <div className="w-44 shrink-0 text-xs font-semibold text-red-900 uppercase">Combat</div>
      <ol className="flex flex-wrap gap-2">
        {lanes.map((lane, i) => {
          const label = labels[i];
          return (
            <li key={lane.attacker} style={{ width: `${widths[i] ?? 0}rem` }} className="rounded bg-red-100 px-1.5 py-0.5 text-center text-[11px] leading-tight text-red-950">
              <span className="font-semibold">{label?.attacker}</span> → {label?.defender}
              <br />
              {label?.blockers ? (
                <span className="text-sky-900">{declared ? 'blocked by' : 'to be blocked by'} {label.blockers}</span>
              ) : (
                <span className="text-stone-600">{declared ? 'unblocked' : 'no blocker yet'}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
