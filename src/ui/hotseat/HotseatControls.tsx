// HotseatControls.tsx: the hot-seat controls in the table's bar: "pass until end of turn / my next turn" for
// the deciding player, the full-control and face-up teaching switches, the pass-the-device screen,
// which side is at the bottom, the stops, conceding for any player (CR 104.3a) and the game file.
// Turning every hand face up in a running game asks the others first (store/consent.ts).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n/react';
import { cancelPassUntil, passUntilEndOfTurn, passUntilMyNextTurn, setFullControl, stopsFor } from '../../store/autopass';
import type { HotseatPolicy } from '../../store/createTableStore';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { secondaryButton } from '../table/buttons';
import { ViewSwitch } from '../table/Controls';

const button = `${secondaryButton} min-h-11`;

function Switch({ label, checked, onChange, name }: { label: string; checked: boolean; onChange: (on: boolean) => void; name: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2 rounded border border-stone-300 bg-white px-2 text-sm">
      <input type="checkbox" role="switch" data-switch={name} className="size-5" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** "Pass until…" for whoever decides now, or the mode they are in with a way out. */
function PassUntil() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const { player, until, over } = useTable(
    useShallow((s) => {
      const decider = s.game.pendingChoice?.player ?? null;
      return { player: decider, until: decider && s.hotseat ? (stopsFor(s.hotseat.autopass, decider).passUntil?.kind ?? null) : null, over: s.game.gameOver !== null };
    }),
  );
  if (!player || over) return null;
  const update = (change: (policy: HotseatPolicy) => HotseatPolicy['autopass']) => {
    const { hotseat, setHotseat } = store.getState();
    if (hotseat) setHotseat({ autopass: change(hotseat) });
  };
  if (until) {
    return (
      <button type="button" className={button} data-action="cancel-pass-until" onClick={() => update((p) => cancelPassUntil(p.autopass, player))}>
        {t(until === 'endOfTurn' ? 'controls.passingEndOfTurn' : 'controls.passingNextTurn')}
      </button>
    );
  }
  return (
    <>
      <button type="button" className={button} data-action="pass-until-end-of-turn" onClick={() => update((p) => passUntilEndOfTurn(p.autopass, store.getState().game, player))}>
        {t('controls.passUntilEndOfTurn')}
      </button>
      <button type="button" className={button} data-action="pass-until-my-turn" onClick={() => update((p) => passUntilMyNextTurn(p.autopass, store.getState().game, player))}>
        {t('controls.passUntilMyTurn')}
      </button>
    </>
  );
}

/** "Concede…" asks who concedes (any player still in the game, whoever is deciding: CR 104.3a), then
 *  "Bruno concedes" confirms, so a stray tap does not end the game. */
function Concede() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  // Closed, asking who, or asking to confirm for one player.
  const [step, setStep] = useState<'closed' | 'who' | { player: string }>('closed');
  // Item by item: a new array in every game state.
  const inGame = useTable(useShallow((s) => (s.game.gameOver ? [] : s.game.players.filter((p) => !p.lost).map((p) => p.id))));
  const names = useTable(useShallow((s) => inGame.map((id) => nameOf(s.game, id))));
  if (inGame.length === 0) return null;
  const cancel = (
    <button type="button" className={button} data-action="cancel-concede" onClick={() => setStep('closed')}>
      {t('controls.cancel')}
    </button>
  );
  if (step === 'closed') {
    return (
      <button type="button" className={button} data-action="concede" aria-haspopup="true" onClick={() => setStep('who')}>
        {t('controls.concede')}
      </button>
    );
  }
  if (step === 'who') {
    return (
      <span role="group" aria-label={t('controls.whoConcedes')} data-role="concede-menu" className="flex flex-wrap items-center gap-1">
        <span className="text-sm font-medium">{t('controls.whoConcedes')}</span>
        {inGame.map((id, i) => (
          <button key={id} type="button" className={button} data-action="concede-pick" data-player={id} onClick={() => setStep({ player: id })}>
            {names[i]}
          </button>
        ))}
        {cancel}
      </span>
    );
  }
  const { player } = step;
  const name = names[inGame.indexOf(player)] ?? player;
  return (
    <span className="flex gap-1" data-role="concede-menu">
      <button
        type="button"
        className={`${button} border-red-700 text-red-800`}
        data-action="confirm-concede"
        data-player={player}
        onClick={() => {
          setStep('closed');
          store.getState().dispatch({ type: 'concede', player });
        }}
      >
        {t('controls.confirmConcede', { name })}
      </button>
      {cancel}
    </span>
  );
}

interface Props {
  stopsShown: boolean;
  onToggleStops: () => void;
  onExport: () => void;
  onMenu: () => void;
}

export function HotseatControls({ stopsShown, onToggleStops, onExport, onMenu }: Props) {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const policy = useTable(
    useShallow((s) => ({
      fullControl: s.hotseat ? s.game.players.every((p) => stopsFor(s.hotseat!.autopass, p.id).fullControl) : false,
      showEverything: s.hotseat?.showEverything ?? false,
      handOver: s.hotseat?.handOver ?? false,
    })),
  );
  const setFull = (on: boolean) => {
    const { hotseat, game, setHotseat } = store.getState();
    if (hotseat) setHotseat({ autopass: setFullControl(hotseat.autopass, game, on) });
  };
  return (
    <div className="flex flex-wrap items-center gap-1" data-role="hotseat-controls">
      <PassUntil />
      <button type="button" className={button} aria-expanded={stopsShown} data-action="toggle-stops" onClick={onToggleStops}>
        {t('controls.stops')}
      </button>
      <Concede />
      {/* The settings used once a game, folded away so that a phone keeps its height for the table. */}
      <details className="relative" data-role="table-settings">
        <summary className={`${button} inline-flex cursor-pointer list-none items-center`}>{t('controls.settings')}</summary>
        <div className="absolute right-0 z-30 mt-1 flex w-64 flex-col gap-1 rounded-lg border border-stone-300 bg-white p-2 shadow-lg">
          <Switch name="full-control" label={t('controls.fullControl')} checked={policy.fullControl} onChange={setFull} />
          <Switch name="show-everything" label={t('controls.showEverything')} checked={policy.showEverything} onChange={(on) => store.getState().setHotseat({ showEverything: on })} />
          <Switch name="hand-over" label={t('controls.handOver')} checked={policy.handOver} onChange={(on) => store.getState().setHotseat({ handOver: on })} />
          {/* Whoever decides at the bottom by default; a side fixed for two players across a tablet, or a
              board turned for a class. Only the seats move: the hands shown are the decider's whatever
              the seating (store/hidden.ts), so no choice here puts a hidden card in the page. */}
          <ViewSwitch />
          <button type="button" className={button} data-action="export-game" onClick={onExport}>
            {t('controls.export')}
          </button>
          <button type="button" className={button} data-action="menu" onClick={onMenu}>
            {t('controls.menu')}
          </button>
        </div>
      </details>
    </div>
  );
}
