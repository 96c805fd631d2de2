// PlayerArea.tsx: one player's side of the table: the player's panel, then the battlefield with
// creatures nearest the middle, other permanents behind them and lands at the far edge, then the hand.
// The player who must decide now is outlined in their colour.
import { useDroppable } from '@dnd-kit/core';
import { useTable } from '../../store/hooks';
import { selectPlayerSummary } from '../../store/selectors';
import type { DropData } from '../dnd/dropToAction';
import { CreatureRow } from './CreatureRow';
import { HandRow } from './HandRow';
import { PermanentGroup } from './PermanentGroup';
import { PlayerInfo } from './PlayerInfo';

export interface PlayerTone {
  /** Background and border of the player's panel. */
  panel: string;
  /** Border colour of the outline shown while this player decides. */
  deciding: string;
}

interface Props {
  playerId: string;
  /** "top": across the table (rows mirrored: hand at the far edge, creatures at the bottom near the middle). */
  side: 'top' | 'bottom';
  tone: PlayerTone;
}

/** The battlefield of the player declaring attackers or blockers, as a drop place for their own
 *  dragged creature: dropping it back here takes back its block or attack. Enabled for the whole
 *  choice, not per drag, so a drag start does not make dnd-kit re-register it. */
function useHomeDrop(playerId: string) {
  const enabled = useTable((s) => {
    const pending = s.game.pendingChoice;
    return (pending?.type === 'declareAttackers' || pending?.type === 'declareBlockers') && pending.player === playerId;
  });
  return useDroppable({ id: `home:${playerId}`, data: { kind: 'home', player: playerId } satisfies DropData, disabled: !enabled });
}

export function PlayerArea({ playerId, side, tone }: Props) {
  const name = useTable((s) => selectPlayerSummary(s.game, playerId)?.name ?? playerId);
  const deciding = useTable((s) => s.game.pendingChoice?.player === playerId);
  const { setNodeRef: setHomeRef, isOver: overHome } = useHomeDrop(playerId);
  const rows = [
    <CreatureRow key="creatures" playerId={playerId} />,
    <PermanentGroup key="others" playerId={playerId} group="others" />,
    <PermanentGroup key="lands" playerId={playerId} group="lands" />,
  ];
  return (
    <section
      data-player-id={playerId}
      data-deciding={deciding ? 'true' : undefined}
      aria-label={`${name}'s side${deciding ? ' (deciding now)' : ''}`}
      className="relative flex gap-3 rounded-xl border-2 border-stone-300 bg-white/60 p-3"
    >
      {/* The outline of the deciding side is its own compositor layer: switching sides changes its
          opacity only, so the hundred cards underneath are not painted again. */}
      <div aria-hidden="true" className={`deciding-outline ${tone.deciding} ${deciding ? 'opacity-100' : 'opacity-0'}`} />
      <PlayerInfo playerId={playerId} tone={tone.panel} />
      <div className={`flex min-w-0 flex-1 gap-3 ${side === 'top' ? 'flex-col-reverse' : 'flex-col'}`}>
        <div ref={setHomeRef} className={`relative flex gap-3 rounded-lg ${side === 'top' ? 'flex-col-reverse' : 'flex-col'}`} aria-label={`${name}'s battlefield`}>
          {/* A drag over the player's own side shades it: an overlay on its own layer, as for the
              deciding outline, so the cards under it are not painted again. */}
          <div aria-hidden="true" className={`home-shade ${overHome ? 'opacity-100' : 'opacity-0'}`} />
          {rows}
        </div>
        <HandRow playerId={playerId} />
      </div>
    </section>
  );
}
