// PlayerArea.tsx: one player's life, zones, mana pool and permanents.
import { useTable } from '../../store/hooks';
import { selectPlayers } from '../../store/selectors';
import { Permanent } from './Permanent';
import { ZoneList } from './ZoneList';

export function PlayerArea({ playerId }: { playerId: string }) {
  const player = useTable((s) => selectPlayers(s.game).find((p) => p.id === playerId));
  if (!player) return null;
  const lands = player.battlefield.filter((p) => p.isLand);
  const others = player.battlefield.filter((p) => !p.isLand);
  return (
    <section
      data-player-id={player.id}
      aria-label={`${player.name}'s area`}
      className={`rounded border bg-white p-3 ${player.isActive ? 'border-amber-400 shadow-sm' : 'border-stone-300'}`}
    >
      <header className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 className="text-base font-semibold">
          {player.name} <span className="text-xs font-normal text-stone-500">({player.id}{player.isActive ? ', active' : ''})</span>
        </h2>
        <span className="text-sm">
          Life <strong data-role="life" data-life={player.life} className="text-lg">{player.life}</strong>
        </span>
        <span className="text-sm text-stone-600">Library {player.libraryCount}</span>
        <span className="text-sm text-stone-600" data-role="mana-pool">
          Mana pool <span className="font-mono">{player.manaPool || '—'}</span>
        </span>
        {player.lost && <span className="rounded bg-red-600 px-2 text-sm font-semibold text-white">Lost</span>}
      </header>
      <div className="space-y-2" aria-label={`${player.name}'s battlefield`}>
        <ul className="flex min-h-16 flex-wrap gap-2">
          {others.map((permanent) => (
            <Permanent key={permanent.id} permanent={permanent} />
          ))}
          {others.length === 0 && <li className="self-center text-xs text-stone-400">No creatures or other nonland permanents</li>}
        </ul>
        {lands.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {lands.map((permanent) => (
              <Permanent key={permanent.id} permanent={permanent} />
            ))}
          </ul>
        )}
      </div>
      <div className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <ZoneList title="Hand" cards={player.hand} />
        <ZoneList title="Graveyard" cards={player.graveyard} />
        <ZoneList title="Exile" cards={player.exile} />
      </div>
    </section>
  );
}
