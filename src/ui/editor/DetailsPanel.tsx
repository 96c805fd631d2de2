// DetailsPanel.tsx: the scenario's title and description, the rules it is played under, and where
// the game starts: the turn, the active player and the step.
import { STEP_NAMES, type Step } from '../../engine';
import { useTranslation } from '../../i18n/react';
import { SCENARIO_RANGES, updateDetails, updateTurn, type RulesVariant } from '../../store/editorDraft';
import { useDraft } from './editorContext';
import { Field, NumberField, Panel, inputClass } from './fields';

const STEPS = Object.keys(STEP_NAMES) as Step[];
const RULES: readonly RulesVariant[] = ['current', 'legacy-damage-order'];

export function DetailsPanel() {
  const { t } = useTranslation(['editor', 'common']);
  const [draft, edit] = useDraft();
  return (
    <Panel title={t('details.heading')}>
      <div className="grid gap-2 md:grid-cols-2">
        <Field label={t('details.title')}>
          <input
            type="text"
            data-field="title"
            maxLength={300}
            value={draft.title}
            className={inputClass}
            onChange={(event) => {
              const title = event.currentTarget.value;
              edit((d) => updateDetails(d, { title }));
            }}
          />
        </Field>
        <Field label={t('details.rules')}>
          <select data-field="rules" value={draft.rules} className={inputClass} onChange={(event) => {
            const rules = event.currentTarget.value as RulesVariant;
            edit((d) => updateDetails(d, { rules }));
          }}>
            {RULES.map((rules) => (
              <option key={rules} value={rules}>{t(`details.rulesOption.${rules}`)}</option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t('details.description')}>
        <textarea
          data-field="description"
          rows={3}
          maxLength={10_000}
          value={draft.description}
          className={inputClass}
          onChange={(event) => {
            const description = event.currentTarget.value;
            edit((d) => updateDetails(d, { description }));
          }}
        />
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('details.turn')}>
          <NumberField label={t('details.turn')} field="turn" value={draft.turn.number} min={SCENARIO_RANGES.turn[0]} max={SCENARIO_RANGES.turn[1]} onCommit={(number) => edit((d) => updateTurn(d, { number }))} />
        </Field>
        <Field label={t('details.activePlayer')}>
          <select data-field="activePlayer" value={draft.turn.activePlayer} className={inputClass} onChange={(event) => {
            const activePlayer = event.currentTarget.value;
            edit((d) => updateTurn(d, { activePlayer }));
          }}>
            {draft.players.map((p) => (
              <option key={p.id} value={p.id}>{p.name || p.id}</option>
            ))}
          </select>
        </Field>
        <Field label={t('details.step')}>
          <select data-field="step" value={draft.turn.step} className={inputClass} onChange={(event) => {
            const step = event.currentTarget.value as Step;
            edit((d) => updateTurn(d, { step }));
          }}>
            {STEPS.map((step) => (
              <option key={step} value={step}>{t(`common:step.${step}`)}</option>
            ))}
          </select>
        </Field>
      </div>
      <p className="text-xs text-stone-500">{t('details.stepHint')}</p>
    </Panel>
  );
}
