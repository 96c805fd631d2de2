// StopsPanel.tsx: each player's stops for automatic passing (autopassSettings.ts), as a grid of the
// turn's steps for their own turn and the opponent's, and when to be asked to attack, block and
// respond. A change applies at once: the store passes for the deciding player if it now may.
import { useState } from 'react';
import type { Step } from '../../engine';
import { useTranslation } from '../../i18n/react';
import { STOP_STEPS, stopsFor, toggleStepStop, updateStops, type PlayerStops } from '../../store/autopass';
import { useShallow } from 'zustand/react/shallow';
import { useTable, useTableStore } from '../../store/hooks';
import { focusRing } from '../table/buttons';

function PlayerStopsForm({ player }: { player: string }) {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const stops = useTable((s) => (s.hotseat ? stopsFor(s.hotseat.autopass, player) : null));
  if (!stops) return null;
  const settings = () => store.getState().hotseat?.autopass;
  const change = (next: PlayerStops | Partial<PlayerStops>) => {
    const current = settings();
    if (current) store.getState().setHotseat({ autopass: updateStops(current, player, next) });
  };
  const toggle = (whose: 'ownTurn' | 'opponentTurn', step: Step) => {
    const current = settings();
    if (current) store.getState().setHotseat({ autopass: toggleStepStop(current, player, whose, step) });
  };
  return (
    <div className="space-y-2" data-stops-player={player}>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-5" data-stop="onlyWhenAble" aria-describedby={`only-when-able-${player}`} checked={stops.onlyWhenAble} onChange={(e) => change({ onlyWhenAble: e.target.checked })} />
        {t('stops.onlyWhenAble')}
      </label>
      <p id={`only-when-able-${player}`} className="text-xs text-stone-600">{t('stops.onlyWhenAbleHint')}</p>
      <table className="text-xs">
        <thead>
          <tr>
            <th className="pr-2 text-left font-normal text-stone-500">{t('stops.step')}</th>
            <th className="px-1 font-normal text-stone-500">{t('stops.ownTurn')}</th>
            <th className="px-1 font-normal text-stone-500">{t('stops.opponentTurn')}</th>
          </tr>
        </thead>
        <tbody>
          {STOP_STEPS.map((step) => (
            <tr key={step}>
              <td className="pr-2">{t(`common:step.${step}`)}</td>
              {(['ownTurn', 'opponentTurn'] as const).map((whose) => (
                <td key={whose} className="text-center">
                  <label className="inline-flex size-11 items-center justify-center">
                    <input
                      type="checkbox"
                      className="size-5"
                      data-stop={`${whose}:${step}`}
                      aria-label={t(whose === 'ownTurn' ? 'stops.ownLabel' : 'stops.opponentLabel', { step: t(`common:step.${step}`) })}
                      checked={stops[whose][step]}
                      onChange={() => toggle(whose, step)}
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" checked={stops.askToAttack} onChange={(e) => change({ askToAttack: e.target.checked })} />
        {t('stops.askToAttack')}
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" checked={stops.askToBlock} onChange={(e) => change({ askToBlock: e.target.checked })} />
        {t('stops.askToBlock')}
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('stops.stack')}
        <select className="min-h-11 rounded border border-stone-400 bg-white px-2" value={stops.stack} onChange={(e) => change({ stack: e.target.value as PlayerStops['stack'] })}>
          <option value="any">{t('stops.stackAny')}</option>
          <option value="opponents">{t('stops.stackOpponents')}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('stops.respond')}
        <select className="min-h-11 rounded border border-stone-400 bg-white px-2" value={stops.respond} onChange={(e) => change({ respond: e.target.value as PlayerStops['respond'] })}>
          <option value="never">{t('stops.respondNever')}</option>
          <option value="combat">{t('stops.respondCombat')}</option>
          <option value="always">{t('stops.respondAlways')}</option>
        </select>
      </label>
    </div>
  );
}

export function StopsPanel() {
  const { t } = useTranslation('hotseat');
  const players = useTable(useShallow((s) => s.game.players.map((p) => `${p.id}\u0000${p.name}`)));
  const [shown, setShown] = useState(() => players[0]?.split('\u0000')[0] ?? '');
  return (
    <section aria-label={t('stops.title')} data-role="stops" className="space-y-2 rounded-xl border border-stone-300 bg-white p-3">
      <h2 className="text-sm font-semibold">{t('stops.title')}</h2>
      <p className="text-xs text-stone-600">{t('stops.explain')}</p>
      <div role="tablist" className="flex gap-1">
        {players.map((entry) => {
          const [id = '', name = ''] = entry.split('\u0000');
          return (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={shown === id}
              onClick={() => setShown(id)}
              className={`min-h-11 rounded border px-3 text-sm ${focusRing} ${shown === id ? 'border-stone-800 bg-stone-800 text-white' : 'border-stone-300 bg-white'}`}
            >
              {name}
            </button>
          );
        })}
      </div>
      <PlayerStopsForm player={shown} />
    </section>
  );
}
