// HotseatControls.tsx: the hot-seat bar above the table: "pass until end of turn / my next turn" for
// the deciding player, the full-control and face-up teaching switches, the pass-the-device screen,
// which side is at the bottom, the stops, conceding (CR 104.3a) and the game file.
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

/** Two clicks: "Concede…" then "Ana concedes", so a stray tap does not end the game. */
function Concede() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const [asking, setAsking] = useState(false);
  const player = useTable((s) => (s.game.gameOver ? null : (s.game.pendingChoice?.player ?? s.game.turn.activePlayer)));
  const name = useTable((s) => (player ? nameOf(s.game, player) : ''));
  if (!player) return null;
  if (!asking) {
    return (
      <button type="button" className={button} data-action="concede" onClick={() => setAsking(true)}>
        {t('controls.concede')}
      </button>
    );
  }
  return (
    <span className="flex gap-1">
      <button
        type="button"
        className={`${button} border-red-700 text-red-800`}
        data-action="confirm-concede"
        onClick={() => {
          setAsking(false);
          store.getState().dispatch({ type: 'concede', player });
        }}
      >
        {t('controls.confirmConcede', { name })}
      </button>
      <button type="button" className={button} onClick={() => setAsking(false)}>
        {t('controls.cancel')}
      </button>
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
