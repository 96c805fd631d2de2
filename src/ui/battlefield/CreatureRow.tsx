// CreatureRow.tsx: a player's creatures, nearest the middle of the table. In combat the attackers
// and their blockers stand in lanes, one per attacker, aligned with the other side's row, so a
// blocker sits across from the attacker it blocks; the other creatures follow, and while blocks are
// drafted a blocker's own place among them stays, empty.
import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectRowLayout } from './lanes';
import { PermanentSlot } from './PermanentSlot';

/** The place a drafted blocker came from, kept until blocks are confirmed (see lanes.ts), with its
 *  name faintly, so the empty place says whose it is. Hidden from screen readers: the blocker itself
 *  is announced in its lane. */
const DraftedPlace = memo(function DraftedPlace({ id }: { id: string }) {
  const name = useTable((s) => nameOf(s.game, id));
  return (
    <li aria-hidden="true" data-place-of={id} className="flex h-[var(--card-h)] w-[var(--card-w)] items-center justify-center rounded-lg border-2 border-dashed border-stone-300 p-1 text-center text-[10px] text-stone-400">
      {name}
    </li>
  );
});

/** A blockers' lane is as tall as a card with a two-line combat mark under it (CombatMark: a 0.25rem
 *  margin, two 1rem lines and a drafted mark's 1px borders), whether it is empty, has one blocker
 *  ("will block Grizzly Bears" on one line) or two (the same mark wrapped in a narrower column). The
 *  row then keeps its height as blockers are dropped, and the table below it does not move: a move
 *  of everything below is a repaint of most of the page (about 8 ms of a drop's frame in a trace of
 *  the UI bench, against 2 ms otherwise). */
const BLOCKER_LANE_HEIGHT = 'min-h-[calc(var(--card-h)+2.25rem+2px)]';

/** A lane is as wide as its cards side by side (lanes.ts), and no wider than the row: on a narrow
 *  screen (a phone) its blockers wrap onto more lines rather than push the page sideways. Each
 *  creature counts as its card's width (w-min: its combat mark wraps under the card), so on a wide
 *  screen the cards fill the lane's width exactly and never wrap, and the lane keeps its height. */
const LANE = 'flex max-w-full flex-wrap justify-center gap-2 rounded-md bg-red-900/5 [&>[data-slot]]:w-min';

function useLanes(playerId: string) {
  return useTable((s) => selectRowLayout(s.game, s.ui.blockDraft, playerId));
}

/** Memoised: it depends on its own subscriptions only, so a change of whose turn or decision it
 *  is, which re-renders the player's area around it, does not render it again. */
export const CreatureRow = memo(function CreatureRow({ playerId }: { playerId: string }) {
  const { t } = useTranslation('table');
  const { lanes, rest, gaps } = useLanes(playerId);
  const noBlocker = t('battlefield.noBlocker');
  const blockersLeft = t('battlefield.blockersLeft');
  const empty = lanes.length === 0 && rest.length === 0;
  return (
    // A card and its combat mark tall, so the row keeps its height as creatures enter lanes; a row
    // with no creature at all is one line (at a table of four, a card's height less for each).
    <ul className={`flex flex-wrap items-start gap-2 ${empty ? '' : 'min-h-[calc(var(--card-h)+2rem)]'}`} aria-label={t('battlefield.creatures')} data-row="creatures">
      {lanes.map((lane) =>
        lane.side === 'elsewhere' ? (
          // The lane of an attacker this player may not block (it attacks another player, CR 802.4a):
          // its width only, so the lanes this player is in stay across from their attackers.
          <li key={lane.attacker} aria-hidden="true" className="max-w-full" style={{ width: `${lane.width}rem` }} data-lane-elsewhere={lane.attacker} />
        ) : (
          <li key={lane.attacker} className={`${LANE} ${lane.side === 'blockers' ? BLOCKER_LANE_HEIGHT : ''}`} style={{ width: `${lane.width}rem` }} data-lane={lane.attacker}>
            {lane.ids.map((id) => (
              <PermanentSlot key={id} id={id} />
            ))}
            {lane.ids.length === 0 && (
              <span className="flex h-[var(--card-h)] w-[var(--card-w)] items-center justify-center rounded-lg border-2 border-dashed border-red-300 text-center text-[10px] text-red-900/70">
                {lane.blocked ? blockersLeft : noBlocker}
              </span>
            )}
          </li>
        ),
      )}
      {rest.map((id) =>
        gaps.includes(id) ? (
          <DraftedPlace key={id} id={id} />
        ) : (
          <li key={id}>
            <PermanentSlot id={id} />
          </li>
        ),
      )}
      {empty && <li className="self-center text-xs text-stone-400">{t('battlefield.noCreatures')}</li>}
    </ul>
  );
});
