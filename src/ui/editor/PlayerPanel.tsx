// PlayerPanel.tsx: one player in the editor: name, life (a two-headed giant team's is in the players
// panel), whether a land was played this turn, and the five zones with their cards; with more than
// two players, a button that removes the player and their cards.
import { useTranslation } from '../../i18n/react';
import { DRAFT_ZONES, SCENARIO_RANGES, removePlayer, updatePlayer, type PlayerIndex } from '../../store/editorDraft';
import type { ScenarioProblem } from '../../store/scenarioIssues';
import { useDraft } from './editorContext';
import { Field, NumberField, inputClass } from './fields';
import { ZoneList } from './ZoneList';

export function PlayerPanel({ index, issues }: { index: PlayerIndex; issues: ScenarioProblem[] }) {
  const { t } = useTranslation('editor');
  const [draft, edit] = useDraft();
  const player = draft.players[index];
  if (!player) return null;
  const active = draft.turn.activePlayer === player.id;
  return (
    <section
      data-editor-player={player.id}
      aria-label={t('player.heading', { player: player.name || player.id })}
      className={`space-y-3 rounded-lg border bg-white p-3 ${active ? 'border-amber-400' : 'border-stone-300'}`}
    >
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="text-sm font-semibold">
          {t('player.heading', { player: player.name || player.id })}
          {active && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t('player.active')}</span>}
        </h2>
        <Field label={t('player.name')}>
          <input
            type="text"
            data-field="name"
            maxLength={100}
            value={player.name}
            className={`${inputClass} w-32`}
            onChange={(event) => {
              const name = event.currentTarget.value;
              edit((d) => updatePlayer(d, index, { name }));
            }}
          />
        </Field>
        {draft.variant !== 'two-headed-giant' && (
          <Field label={t('player.life')}>
            <NumberField label={t('player.life')} field="life" value={player.life} min={SCENARIO_RANGES.life[0]} max={SCENARIO_RANGES.life[1]} onCommit={(life) => edit((d) => updatePlayer(d, index, { life }))} />
          </Field>
        )}
        <label className="flex items-center gap-1 text-xs text-stone-700">
          <input
            type="checkbox"
            data-field="landPlayed"
            checked={player.landPlayedThisTurn}
            onChange={(event) => {
              const landPlayedThisTurn = event.currentTarget.checked;
              edit((d) => updatePlayer(d, index, { landPlayedThisTurn }));
            }}
          />
          {t('player.landPlayed')}
        </label>
        <span className="text-xs text-stone-500">{t('player.id', { id: player.id })}</span>
        {draft.players.length > 2 && (
          <button type="button" data-action="editor-remove-player" className="ml-auto rounded border border-stone-300 px-2 py-1 text-xs hover:bg-stone-100" onClick={() => edit((d) => removePlayer(d, index))}>
            {t('player.remove', { player: player.name || player.id })}
          </button>
        )}
      </div>
      {DRAFT_ZONES.map((zone) => (
        <ZoneList key={zone} player={index} zone={zone} issues={issues} />
      ))}
    </section>
  );
}
