// PlayerInfo.tsx: a player's life total (a place to drop an attacker, or to click as a target),
// library and hand counts, mana pool, and the graveyard and exile, which open to show their cards.
import { memo, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { selectAssignedDamage, selectChoiceRole, selectLitTargets, selectPlayTargets, selectPlayerSummary } from '../../store/selectors';
import { AssignedDamageBadge, assignedKey, parseAssigned } from './AssignedDamageBadge';
import { RuleNumber } from '../table/RuleNumber';
import { ManaCost } from '../cards/ManaCost';
import { dropPlace } from '../dnd/dropTargets';
import { ZonePile } from './ZonePile';

/** The player's panel as a place to drop an attacker, or a spell or ability that may target the
 *  player (or to click as a target). A drag over it sets
 *  `data-over` (dropTargets.ts), which card.css rings in red, or green where the attacker may go. */
function PlayerTarget({ playerId, tone, label, assigned, children }: { playerId: string; tone: string; label: string; assigned: string; children: ReactNode }) {
  const store = useTableStore();
  const lessDamage = () => store.getState().intend({ type: 'damageAt', target: playerId, delta: -1 });
  const { isDefender, isTarget, lit, highlighted } = useTable(
    useShallow((s) => ({
      isDefender: selectChoiceRole(s.game, playerId) === 'defender',
      isTarget: selectPlayTargets(s.game).has(playerId),
      lit: selectLitTargets(s.game, s.ui).has(playerId),
      highlighted: s.ui.highlighted.includes(playerId),
    })),
  );
  const ring = lit ? 'ring-4 ring-emerald-300' : highlighted ? 'ring-4 ring-violet-400' : '';
  return (
    <button
      type="button"
      {...dropPlace(assigned ? 'recipient' : isDefender ? 'defender' : isTarget ? 'target' : undefined, playerId)}
      data-role="player-target"
      data-target-id={playerId}
      data-lit={lit ? 'true' : undefined}
      data-assigned-damage={assigned ? parseAssigned(assigned).amount : undefined}
      // While damage is divided: a click gives the player one point more, Shift+click or a right
      // click (or − / Backspace) one less.
      onClick={(event) => (assigned && event.shiftKey ? lessDamage() : store.getState().click(playerId))}
      onContextMenu={(event) => {
        if (!assigned || (event.nativeEvent as PointerEvent).pointerType === 'touch') return;
        event.preventDefault();
        lessDamage();
      }}
      onKeyDown={(event) => {
        if (!assigned || event.defaultPrevented) return;
        if (event.key === '+') store.getState().click(playerId);
        else if (event.key === '-' || event.key === 'Backspace') lessDamage();
        else return;
        event.preventDefault();
      }}
      className={`rounded-lg border-2 p-2 text-left ${tone} ${ring}`}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** "Deciding", under the player who must decide now. Always in the page, hidden for the other player:
 *  at every pass the decision changes hands, and a badge put in and taken out changed the panel's
 *  height, which made the browser lay out both sides of the table again. Its own component, so that
 *  a pass renders this line and not the player's whole panel. */
function DecidingBadge({ playerId }: { playerId: string }) {
  const { t } = useTranslation('table');
  const deciding = useTable((s) => s.game.pendingChoice?.player === playerId);
  return (
    <span className={`mt-1 block rounded bg-stone-900 px-1.5 py-0.5 text-center text-xs font-semibold text-white ${deciding ? '' : 'invisible'}`}>
      {t('battlefield.player.deciding')}
    </span>
  );
}

/** Memoised: the side around it renders at every pass (whose decision it is), the panel seldom changes. */
export const PlayerInfo = memo(function PlayerInfo({ playerId, tone }: { playerId: string; tone: string }) {
  const { t } = useTranslation('table');
  const player = useTable((s) => selectPlayerSummary(s.game, playerId));
  // While combat damage is divided and this player may be dealt some (trample, CR 702.19b).
  const assigned = useTable((s) => (s.ui.damageDraft.length > 0 ? assignedKey(selectAssignedDamage(s.game, s.ui.damageDraft).get(playerId)) : ''));
  if (!player) return null;
  return (
    // A column beside the rows; in a narrow side (a phone's, or one of five beside each other:
    // PlayerArea's container) a strip above them.
    <div className="flex w-44 shrink-0 flex-col gap-2 text-sm narrow-side:w-full narrow-side:flex-row narrow-side:flex-wrap narrow-side:items-start narrow-side:gap-x-3 narrow-side:gap-y-1">
      <PlayerTarget playerId={playerId} tone={tone} assigned={assigned} label={t('battlefield.player.label', { player: player.name, count: player.life })}>
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-base font-bold">{player.name}</span>
          {player.isActive && <span className="rounded bg-stone-800 px-1.5 text-[10px] font-semibold text-white uppercase">{t('battlefield.player.turn')}</span>}
        </span>
        <span className="mt-1 flex items-baseline gap-1">
          <span className="text-xs text-stone-600">{t('battlefield.player.life')}</span>
          <strong data-role="life" data-life={player.life} className="text-3xl leading-none tabular-nums">
            {player.life}
          </strong>
          {player.lost && <span className="ml-auto rounded bg-red-700 px-1.5 text-xs font-semibold text-white">{t('battlefield.player.lost')}</span>}
        </span>
        <DecidingBadge playerId={playerId} />
      </PlayerTarget>
      {assigned && <AssignedDamageBadge id={playerId} name={player.name} assigned={assigned} />}
      {player.prevention > 0 && (
        <p data-role="prevention" className="rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-900">
          {t('battlefield.player.prevention', { count: player.prevention })} <RuleNumber rule="615.7" />
        </p>
      )}
      {/* The counts on as few lines as they fit, so the panel is not what makes a side tall. */}
      <dl className="flex flex-wrap gap-x-1.5 text-xs">
        <dt className="text-stone-500">{t('battlefield.player.library')}</dt>
        <dd data-role="library-count">{player.libraryCount}</dd>
        <dt className="text-stone-500">{t('battlefield.player.hand')}</dt>
        <dd data-role="hand-count">{player.handCount}</dd>
        <dt className="text-stone-500">{t('battlefield.player.manaPool')}</dt>
        <dd data-role="mana-pool">{player.manaPool ? <ManaCost cost={player.manaPool} /> : '—'}</dd>
      </dl>
      <div className="flex gap-1">
        <ZonePile playerId={playerId} zone="graveyard" />
        <ZonePile playerId={playerId} zone="exile" />
      </div>
    </div>
  );
});
