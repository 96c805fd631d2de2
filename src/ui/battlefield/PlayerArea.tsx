// PlayerArea.tsx: one player's side of the table: the player's panel, then the battlefield with
// creatures nearest the middle, and behind them (at a table of three or more, beside them when there
// is room) one row of the other permanents, the lands and the hand (the viewed player's hand is docked
// along the board's bottom edge instead).
// The player who must decide now is outlined in their colour.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectHintOwner, selectPlayerSummary } from '../../store/selectors';
import { dropPlace } from '../dnd/dropTargets';
import { CreatureRow } from './CreatureRow';
import { HandRow } from './HandRow';
import { PermanentGroup } from './PermanentGroup';
import { PlayerInfo } from './PlayerInfo';
import { selectOutsideCombat } from './lanes';
import { RuleNumber } from '../table/RuleNumber';

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
  /** The hand docked along the board's bottom edge: the bottom player's, not a teammate's beside them. */
  handDocked?: boolean;
  /** Drawn beside the other sides across the table, not the board's whole width (Board.tsx). */
  beside?: boolean;
}

/** The creature row nearest the middle of the table (across the table, under what stands behind it) and
 *  behind it the row of the other permanents, the lands and the hand; at a crowded table that row goes
 *  beside the creatures when there is room, and wraps behind them when not. */
function rowsLayout(side: Props['side'], crowded: boolean): string {
  if (crowded) return `gap-x-4 gap-y-3 ${side === 'top' ? 'flex-wrap-reverse' : 'flex-wrap'}`;
  return `gap-3 ${side === 'top' ? 'flex-col-reverse' : 'flex-col'}`;
}

/** The battlefield of the player declaring attackers or blockers, as a drop place for their own
 *  dragged creature: dropping it back here takes back its block or attack. Enabled for the whole
 *  choice, not per drag. With priority, the place to drop a card from hand to play it. A drag over it sets `data-over` (dropTargets.ts), which shows the shade. */
function HomeDrop({ playerId, side, crowded, label, children }: { playerId: string; side: Props['side']; crowded: boolean; label: string; children: ReactNode }) {
  const enabled = useTable((s) => {
    const pending = s.game.pendingChoice;
    if (pending?.player !== playerId) return false;
    // While a card is dragged to be played only: enabled at every priority, it would change at every pass.
    return pending.type === 'declareAttackers' || pending.type === 'declareBlockers' || (pending.type === 'priority' && s.ui.dragging?.kind === 'play');
  });
  return (
    <div {...dropPlace(enabled ? 'home' : undefined, playerId)} className={`relative flex rounded-lg ${rowsLayout(side, crowded)}`} aria-label={label}>
      {/* A drag over the player's own side shades it: an overlay on its own layer, as for the
          deciding outline, so the cards under it are not painted again. */}
      <div aria-hidden="true" className="home-shade" />
      {children}
    </div>
  );
}

/** The side of a player who has left a multiplayer game (CR 800.4a: every card they owned left with
 *  them, so nothing of theirs is on the table): one line, so the players still in it have the room. */
function LeftGameSide({ playerId, name, tone }: { playerId: string; name: string; tone: PlayerTone }) {
  const { t } = useTranslation('table');
  const life = useTable((s) => selectPlayerSummary(s.game, playerId)?.life ?? 0);
  return (
    <section data-player-id={playerId} data-lost="true" aria-label={t('battlefield.leftGame', { player: name })} className={`flex flex-wrap items-baseline gap-x-3 rounded-xl border-2 px-3 py-1 text-sm opacity-80 ${tone.panel}`}>
      <span className="font-bold">{name}</span>
      <span className="text-xs text-stone-600">{t('battlefield.player.life')}</span>
      <strong data-role="life" data-life={life} className="tabular-nums">
        {life}
      </strong>
      <span className="rounded bg-red-700 px-1.5 text-xs font-semibold text-white">{t('battlefield.player.lost')}</span>
      <span className="text-xs text-stone-600">
        {t('battlefield.leftGameNote')} <RuleNumber rule="800.4a" />
      </span>
    </section>
  );
}

/** The scale of a side across the table whose player takes no part in the combat under way: at a
 *  table of four, the two sides that matter then get the room (a side's own zoom, within the board's). */
const OUTSIDE_COMBAT_ZOOM = 0.6;

export function PlayerArea({ playerId, side, tone, handDocked = side === 'bottom', beside = false }: Props) {
  const { t } = useTranslation('table');
  const outsideCombat = useTable((s) => side === 'top' && selectOutsideCombat(s.game, s.ui.blockDraft, playerId));
  const name = useTable((s) => selectPlayerSummary(s.game, playerId)?.name ?? playerId);
  const deciding = useTable((s) => s.game.pendingChoice?.player === playerId);
  const left = useTable((s) => selectPlayerSummary(s.game, playerId)?.leftGame ?? false);
  // At a table of three or more, where the board's height is scarce, what stands behind the creatures
  // goes beside them when the row has the room (and behind them, as at a table of two, when not).
  const crowded = useTable((s) => s.game.players.length > 2);
  // A side is a CSS container, so its own stacking context: a "why?" answer open under a card of its
  // hand, which may reach past its bottom edge, is drawn above the sides after it only if the side is.
  const hinting = useTable((s) => selectHintOwner(s.game, s.ui.hint?.object) === playerId);
  if (left) return <LeftGameSide playerId={playerId} name={name} tone={tone} />;
  return (
    <section
      data-player-id={playerId}
      data-deciding={deciding ? 'true' : undefined}
      data-outside-combat={outsideCombat ? 'true' : undefined}
      data-beside={beside ? 'true' : undefined}
      style={{ zoom: outsideCombat ? OUTSIDE_COMBAT_ZOOM : undefined, zIndex: hinting ? 35 : undefined }}
      aria-label={deciding ? t('battlefield.sideDeciding', { player: name }) : t('battlefield.side', { player: name })}
      // A container, so that a narrow side (a phone's, or one of five beside each other) puts the
      // player's panel in a strip above the rows, which then have the side's whole width.
      className="@container/side relative rounded-xl border-2 border-stone-300 bg-white/60 p-2"
    >
      {/* The outline of the deciding side is its own compositor layer: switching sides changes its
          opacity only, so the hundred cards underneath are not painted again. Shown at 0.99, not 1: the
          compositor updates an opacity between 0 and 0.99 in place, but one reaching or leaving exactly 1
          made Chromium re-layerize the whole page at every pass (a millisecond of the pass's frame). */}
      <div aria-hidden="true" className={`deciding-outline ${tone.deciding} ${deciding ? 'opacity-99' : 'opacity-0'}`} />
      <div className="flex gap-3 narrow-side:flex-col narrow-side:gap-1.5">
        <PlayerInfo playerId={playerId} tone={tone.panel} />
        <div className={`flex min-w-0 flex-1 gap-3 ${side === 'top' ? 'flex-col-reverse' : 'flex-col'}`}>
          <HomeDrop playerId={playerId} side={side} crowded={crowded} label={t('battlefield.playerBattlefield', { player: name })}>
            <CreatureRow playerId={playerId} />
            {/* One row of what stands behind the creatures, and the hand unless it is docked: with four
                sides stacked, each row less is cards a quarter larger at the same window. */}
            <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
              <PermanentGroup playerId={playerId} group="others" />
              <PermanentGroup playerId={playerId} group="lands" />
              {!handDocked && <HandRow playerId={playerId} />}
            </div>
          </HomeDrop>
          {/* At the bottom, the hand is docked along the board's edge (tableScreen.css's .hand-dock). */}
          {handDocked && <HandRow playerId={playerId} docked />}
        </div>
      </div>
    </section>
  );
}
