// BlockControls.tsx: declare blockers (CR 509.1): the blocks composed so far, the picked blocker, and
// the engine's verdict on the whole declaration (menace, "blocks each combat if able", …) before the
// confirm button is pressed.
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectBlockOptions } from '../../store/selectors';
import { primaryButton, secondaryButton } from '../table/buttons';
import { Conditions } from './Conditions';
import { DraftProblem, useDraftProblem } from './DraftProblem';

export function BlockControls() {
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const draft = useTable((s) => s.ui.blockDraft);
  const selected = useTable((s) => (s.ui.selected && selectBlockOptions(s.game).has(s.ui.selected) ? s.ui.selected : null));
  const { problem, pending } = useDraftProblem();
  const { intend, confirm } = store.getState();
  const count = draft.length;
  return (
    <section aria-label="Declare blockers" className="space-y-2">
      <h2 className="text-sm font-semibold">
        Blockers <span className="font-mono text-xs font-normal text-stone-500">CR 509.1</span>
      </h2>
      {selected && (
        <p className="rounded bg-amber-50 px-2 py-1 text-sm" data-role="picked">
          {nameOf(game, selected)} is picked: click an attacker it may block (lit in green).
        </p>
      )}
      <ul className="space-y-1 text-sm" data-role="block-draft">
        {draft.map((b) => (
          <li key={`${b.blocker} ${b.attacker}`} className="flex items-center justify-between gap-2 rounded bg-sky-50 px-2 py-1">
            <span>
              {nameOf(game, b.blocker)} blocks {nameOf(game, b.attacker)}
            </span>
            <button
              type="button"
              className="text-xs underline"
              onClick={() => intend({ type: 'unblock', blocker: b.blocker, attacker: b.attacker })}
              aria-label={`Take back ${nameOf(game, b.blocker)}'s block`}
            >
              remove
            </button>
          </li>
        ))}
        {count === 0 && <li className="text-xs text-stone-500">No blocks yet: confirming now blocks with nothing.</li>}
      </ul>
      <Conditions />
      <DraftProblem problem={problem} />
      <div className="flex flex-wrap gap-2">
        <button type="button" data-action="clear-blockers" className={secondaryButton} disabled={count === 0} onClick={() => intend({ type: 'clearBlockers' })}>
          Clear
        </button>
        <button type="button" data-action="confirm-blockers" className={primaryButton} disabled={problem !== null || pending} onClick={() => confirm()}>
          {count === 0 ? 'Confirm: no blocks' : `Confirm ${count} block${count === 1 ? '' : 's'}`}
        </button>
      </div>
    </section>
  );
}
