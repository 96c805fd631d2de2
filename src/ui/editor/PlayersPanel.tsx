// PlayersPanel.tsx: who sits at the scenario's table: two to six players in seating and turn order
// (CR 101.4, 103.1), and with three or more the multiplayer variant: free-for-all (806) with whom a
// player may attack (806.2b), or with four two-headed giant (810), the first two players against the
// last two, each team with its shared life (810.4). A player is removed from their own panel.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { SCENARIO_RANGES, addPlayer, setAttack, setTeamLife, setVariant, type AttackOption } from '../../store/editorDraft';
import { ATTACK_OPTIONS, PLAYER_COUNTS, variantsFor } from '../../store/gameSetup';
import { secondaryButton } from '../table/buttons';
import { useDraft } from './editorContext';
import { Field, NumberField, Panel, inputClass } from './fields';

const MULTIPLAYER = ['free-for-all', 'two-headed-giant'] as const;

export function PlayersPanel() {
  const { t } = useTranslation(['editor', 'hotseat']);
  const [draft, edit] = useDraft();
  const id = useId();
  const count = draft.players.length;
  const fitting = variantsFor(count);
  const nameOf = (playerId: string) => {
    const player = draft.players.find((p) => p.id === playerId);
    return player?.name || playerId;
  };
  return (
    <Panel title={t('players.heading')} role="editor-players">
      <p className="text-xs text-stone-600">{t('players.order', { players: draft.players.map((p) => p.name || p.id) })}</p>
      <button
        type="button"
        data-action="editor-add-player"
        className={secondaryButton}
        disabled={count >= PLAYER_COUNTS['free-for-all'][1]}
        onClick={() => edit((d) => addPlayer(d, t('players.defaultName', { number: d.players.length + 1 })))}
      >
        {t('players.add')}
      </button>
      {count >= 3 && (
        <fieldset className="space-y-2 text-sm" data-role="editor-variant">
          <legend className="text-xs font-medium text-stone-600">{t('hotseat:setup.variant.title')}</legend>
          <span className="flex flex-wrap gap-x-4">
            {MULTIPLAYER.map((variant) => (
              <label key={variant} className={`flex items-center gap-1 ${fitting.includes(variant) ? '' : 'text-stone-500'}`}>
                <input
                  type="radio"
                  name={`${id}-variant`}
                  data-field={`variant-${variant}`}
                  checked={draft.variant === variant}
                  disabled={!fitting.includes(variant)}
                  onChange={() => edit((d) => setVariant(d, variant))}
                />
                {t(`hotseat:setup.variant.${variant}`)}
              </label>
            ))}
          </span>
          {count !== 4 && <p className="text-xs text-stone-500">{t('hotseat:setup.variant.twoHeadedGiantNeedsFour')}</p>}
          {draft.variant === 'free-for-all' && (
            <Field label={t('hotseat:setup.variant.attack')}>
              <select data-field="attack" value={draft.attack} className={`${inputClass} max-w-full`} onChange={(event) => {
                const attack = event.currentTarget.value as AttackOption;
                edit((d) => setAttack(d, attack));
              }}>
                {ATTACK_OPTIONS.map((option) => (
                  <option key={option} value={option}>{t(`hotseat:setup.variant.attackOption.${option}`)}</option>
                ))}
              </select>
            </Field>
          )}
          {draft.variant === 'two-headed-giant' && (
            <div className="flex flex-wrap gap-3">
              {draft.teams.map((team) => {
                const label = t('players.teamLife', { players: team.players.map(nameOf) });
                return (
                  <Field key={team.id} label={label}>
                    <NumberField
                      label={label}
                      field={`team-life-${team.id}`}
                      value={team.life}
                      min={SCENARIO_RANGES.life[0]}
                      max={SCENARIO_RANGES.life[1]}
                      onCommit={(life) => edit((d) => setTeamLife(d, team.id, life))}
                    />
                  </Field>
                );
              })}
            </div>
          )}
        </fieldset>
      )}
    </Panel>
  );
}
