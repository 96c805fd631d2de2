// NewGameForm.tsx: a new hot-seat game in a few clicks: two to six names and a ready-made deck each
// (the last game's to start with; a deck's list can be opened), with three or more players the
// multiplayer variant (TableVariantFields), who plays first (random from the seed shown, which can be
// changed to set a game up again), the rules variant, and how the table hides hands.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { DECK_CHOICES, MAX_SEED, SEATS, defaultSetup, randomSeed, setupProblems, withPlayers, type DeckChoice, type HotSeatSetup, type SetupProblem } from '../../store/gameSetup';
import type { RecalledPlayer } from '../../store/newGameMemory';
import { formField, primaryButton, secondaryButton } from '../table/buttons';
import { DEFAULT_TABLE_OPTIONS, type TableOptions } from './session';
import { TableVariantFields } from './TableVariantFields';

function DeckList({ deck }: { deck: DeckChoice }) {
  const { t } = useTranslation('hotseat');
  return (
    <details className="text-sm" data-role="deck-list">
      <summary className="min-h-11 cursor-pointer py-2 text-sky-800 select-none">{t('setup.showList', { size: deck.size })}</summary>
      <p className="mb-1 text-stone-600">{t(`decks.${deck.id}`, { defaultValue: deck.description })}</p>
      <ul className="columns-2 gap-4">
        {deck.cards.map((c) => (
          <li key={c.name} className="tabular-nums">
            {c.count} {c.name}
          </li>
        ))}
      </ul>
    </details>
  );
}

type Player = HotSeatSetup['players'][number];

function PlayerFields({ index, setup, onChange, problems }: { index: number; setup: HotSeatSetup; onChange: (s: HotSeatSetup) => void; problems: SetupProblem[] }) {
  const { t } = useTranslation('hotseat');
  const id = useId();
  const player = setup.players[index] as Player;
  const deck = DECK_CHOICES.find((d) => d.id === player.deckId);
  const set = (change: Partial<Player>) => onChange({ ...setup, players: setup.players.map((p, i) => (i === index ? { ...p, ...change } : p)) });
  const nameProblem = problems.find((p) => p.field === `players.${index}.name`);
  return (
    <fieldset className="min-w-0 space-y-2 rounded-lg border border-stone-300 bg-white p-3" data-seat={SEATS[index]}>
      <legend className="px-1 text-sm font-semibold">
        {t('setup.player', { number: index + 1 })}
        {setup.players.length > 2 && (
          <button
            type="button"
            data-action="remove-player"
            className={`${secondaryButton} ml-2 min-h-9 px-2 py-0.5 text-xs font-normal pointer-coarse:min-h-11`}
            onClick={() => onChange(withPlayers(setup, setup.players.filter((_, i) => i !== index)))}
            aria-label={t('setup.removePlayer', { name: player.name.trim() || t('setup.defaultName', { number: index + 1 }) })}
          >
            {t('setup.remove')}
          </button>
        )}
      </legend>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-name`}>
        {t('setup.name')}
        <input id={`${id}-name`} data-field={`name-${index}`} className={formField} value={player.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} aria-invalid={nameProblem ? true : undefined} />
      </label>
      {nameProblem && <p className="text-sm text-red-700" role="alert">{t(`setup.problem.${nameProblem.code}`)}</p>}
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-deck`}>
        {t('setup.deck')}
        <select id={`${id}-deck`} data-field={`deck-${index}`} className={formField} value={player.deckId} onChange={(e) => set({ deckId: e.target.value })}>
          {DECK_CHOICES.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name} ({d.colors.join('')})
            </option>
          ))}
        </select>
      </label>
      {deck && <DeckList deck={deck} />}
    </fieldset>
  );
}

interface Props {
  /** The last game's players, as far as memory holds them (store/newGameMemory.ts). */
  recalled?: readonly RecalledPlayer[];
  /** A game to start from: the form's values. */
  onStart: (setup: HotSeatSetup, options: TableOptions) => void;
}

/** A new seat's deck: the next ready-made deck in the list, so each player starts with a different one. */
const deckFor = (index: number) => DECK_CHOICES[index % DECK_CHOICES.length]?.id ?? '';

export function NewGameForm({ recalled = [{}, {}], onStart }: Props) {
  const { t } = useTranslation('hotseat');
  const id = useId();
  const [setup, setSetup] = useState<HotSeatSetup>(() => {
    const players = recalled.map((r, index) => ({ name: r.name ?? t('setup.defaultName', { number: index + 1 }), deckId: r.deckId ?? deckFor(index) }));
    return withPlayers(defaultSetup(), players);
  });
  const [options, setOptions] = useState<TableOptions>(DEFAULT_TABLE_OPTIONS);
  const [tried, setTried] = useState(false);
  const problems = tried ? setupProblems(setup) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (setupProblems(setup).length === 0) onStart(setup, options);
  };
  const names = setup.players.map((p, i) => p.name.trim() || t('setup.defaultName', { number: i + 1 }));
  return (
    <form onSubmit={submit} aria-label={t('setup.title')} className="space-y-3 rounded-xl border border-stone-300 bg-stone-50 p-3" noValidate>
      <h2 className="text-lg font-semibold">{t('setup.title')}</h2>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {setup.players.map((_, index) => (
          <PlayerFields key={index} index={index} setup={setup} onChange={setSetup} problems={problems} />
        ))}
      </div>
      {setup.players.length < SEATS.length && (
        <button
          type="button"
          data-action="add-player"
          className={`${secondaryButton} min-h-11`}
          onClick={() => setSetup(withPlayers(setup, [...setup.players, { name: t('setup.defaultName', { number: setup.players.length + 1 }), deckId: deckFor(setup.players.length) }]))}
        >
          {t('setup.addPlayer')}
        </button>
      )}
      <TableVariantFields setup={setup} onChange={setSetup} names={names} />
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-first`}>
          {t('setup.firstPlayer')}
          <select
            id={`${id}-first`}
            data-field="first-player"
            className={formField}
            value={setup.firstPlayer}
            onChange={(e) => setSetup({ ...setup, firstPlayer: e.target.value as HotSeatSetup['firstPlayer'] })}
          >
            <option value="random">{t('setup.random')}</option>
            {names.map((name, i) => (
              <option key={SEATS[i]} value={SEATS[i]}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-seed`}>
          {t('setup.seed')}
          <span className="flex gap-1">
            <input
              id={`${id}-seed`}
              data-field="seed"
              type="number"
              min={0}
              max={MAX_SEED}
              className={`${formField} w-32 tabular-nums`}
              value={setup.seed}
              onChange={(e) => setSetup({ ...setup, seed: Math.max(0, Math.min(MAX_SEED, Math.trunc(Number(e.target.value) || 0))) })}
            />
            <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => setSetup({ ...setup, seed: randomSeed() })}>
              {t('setup.newSeed')}
            </button>
          </span>
        </label>
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend>{t('setup.rules')}</legend>
          <span className="flex flex-wrap gap-3">
            {(['current', 'legacy-damage-order'] as const).map((rules) => (
              <label key={rules} className="flex min-h-11 items-center gap-1">
                <input type="radio" name={`${id}-rules`} value={rules} checked={setup.rules === rules} onChange={() => setSetup({ ...setup, rules })} className="size-5" />
                {t(`setup.rulesVariant.${rules}`)}
              </label>
            ))}
          </span>
        </fieldset>
      </div>
      <p className="text-xs text-stone-600">{t('setup.seedHelp')}</p>
      <fieldset className="flex flex-wrap gap-x-6 text-sm">
        <legend className="sr-only">{t('setup.tableOptions')}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" data-field="hand-over" checked={options.handOver} onChange={(e) => setOptions({ ...options, handOver: e.target.checked })} />
          {t('setup.handOver')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" data-field="show-everything" checked={options.showEverything} onChange={(e) => setOptions({ ...options, showEverything: e.target.checked })} />
          {t('setup.showEverything')}
        </label>
      </fieldset>
      <button type="submit" data-action="start-game" className={`${primaryButton} min-h-11 px-6 text-base`}>
        {t('setup.start')}
      </button>
    </form>
  );
}
