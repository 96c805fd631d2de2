// GoalPanel.tsx: the goal of the exercise (`expect`): a form for the common checks, and the whole
// goal as JSON for the rest (pending choice, stack, permanents' fields…). The two stay in step. JSON
// that the check would misread (a misspelt key, an id not in the scenario) is listed and not taken.
import { useMemo, useState } from 'react';
import { STEP_NAMES, type Step } from '../../engine';
import { useTranslation } from '../../i18n/react';
import { draftGoalNames, setExpect } from '../../store/editorDraft';
import { goalPlayerValue, parseGoalText, setGoalKey, setGoalPlayerKey, stringList, type Expect } from '../../store/editorGoal';
import { goalIssues, type GoalNames, type PlainIssue } from '../../lessons/goalIssues';
import { IssueList } from '../loader/IssueList';
import { useDraft } from './editorContext';
import { Field, ListField, Panel, inputClass } from './fields';

const STEPS = Object.keys(STEP_NAMES) as Step[];
const LIST_KEYS = ['battlefield', 'graveyard', 'hand', 'exile'] as const;

export function GoalPanel() {
  const { t } = useTranslation(['editor', 'common']);
  const [draft, edit] = useDraft();
  const expect = draft.expect;
  const change = (next: Expect) => edit((d) => setExpect(d, next));
  const goalNames = useMemo(() => draftGoalNames(draft), [draft]);
  const ok = expect?.ok === false ? 'false' : expect?.ok === true ? 'true' : '';
  const winner = !expect || !('winner' in expect) ? '' : expect.winner === null ? 'draw' : String(expect.winner);
  return (
    <Panel title={t('goal.heading')} role="goal">
      <p className="text-xs text-stone-500">{t('goal.intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('goal.ok')}>
          <select data-field="goal-ok" value={ok} className={inputClass} onChange={(event) => {
            const value = event.currentTarget.value;
            change(setGoalKey(expect, 'ok', value === '' ? undefined : value === 'true'));
          }}>
            <option value="">{t('goal.notChecked')}</option>
            <option value="true">{t('goal.okTrue')}</option>
            <option value="false">{t('goal.okFalse')}</option>
          </select>
        </Field>
        {expect?.ok === false && (
          <Field label={t('goal.errorRule')}>
            <ListField label={t('goal.errorRule')} field="goal-errorRule" value={stringList(expect.errorRule)} onCommit={(rules) => change(setGoalKey(expect, 'errorRule', rules.length ? rules : undefined))} />
          </Field>
        )}
        <Field label={t('goal.step')}>
          <select data-field="goal-step" value={typeof expect?.step === 'string' ? expect.step : ''} className={inputClass} onChange={(event) => {
            const value = event.currentTarget.value;
            change(setGoalKey(expect, 'step', value || undefined));
          }}>
            <option value="">{t('goal.notChecked')}</option>
            {STEPS.map((step) => (
              <option key={step} value={step}>{t(`common:step.${step}`)}</option>
            ))}
          </select>
        </Field>
        <Field label={t('goal.winner')}>
          <select data-field="goal-winner" value={winner} className={inputClass} onChange={(event) => {
            const value = event.currentTarget.value;
            change(setGoalKey(expect, 'winner', value === '' ? undefined : value === 'draw' ? null : value));
          }}>
            <option value="">{t('goal.notChecked')}</option>
            {draft.players.map((p) => (
              <option key={p.id} value={p.id}>{p.name || p.id}</option>
            ))}
            <option value="draw">{t('goal.draw')}</option>
          </select>
        </Field>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {draft.players.map((p) => {
          const life = goalPlayerValue(expect, 'life', p.id);
          return (
            <fieldset key={p.id} className="space-y-1 rounded border border-stone-200 p-2" data-goal-player={p.id}>
              <legend className="px-1 text-xs font-semibold">{p.name || p.id}</legend>
              <Field label={t('goal.life')}>
                <ListField
                  label={t('goal.lifeOf', { player: p.name || p.id })}
                  field="goal-life"
                  value={typeof life === 'number' ? [String(life)] : []}
                  onCommit={([value]) => {
                    const n = value === undefined ? undefined : Number(value);
                    if (n === undefined || Number.isInteger(n)) change(setGoalPlayerKey(expect, 'life', p.id, n));
                  }}
                />
              </Field>
              {LIST_KEYS.map((key) => (
                <Field key={key} label={t(`goal.${key}`)}>
                  <ListField
                    label={t(`goal.${key}Of`, { player: p.name || p.id })}
                    field={`goal-${key}`}
                    value={stringList(goalPlayerValue(expect, key, p.id))}
                    onCommit={(names) => change(setGoalPlayerKey(expect, key, p.id, names.length ? names : undefined))}
                  />
                </Field>
              ))}
            </fieldset>
          );
        })}
      </div>
      <Field label={t('goal.gone')}>
        <ListField label={t('goal.gone')} field="goal-gone" value={stringList(expect?.gone)} onCommit={(ids) => change(setGoalKey(expect, 'gone', ids.length ? ids : undefined))} />
      </Field>
      <GoalJson expect={expect} names={goalNames} onChange={change} />
    </Panel>
  );
}

/** The whole goal as JSON. What is typed stays while it is not valid JSON or not a goal the check
 *  reads as written; once it is, it is the goal. */
function GoalJson({ expect, names, onChange }: { expect: Expect | undefined; names: GoalNames; onChange: (expect: Expect) => void }) {
  const { t } = useTranslation('editor');
  const serialized = JSON.stringify(expect ?? {}, null, 2);
  const [text, setText] = useState(serialized);
  const [shown, setShown] = useState(serialized);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<PlainIssue[]>([]);
  if (shown !== serialized) {
    setShown(serialized);
    setText(serialized);
    setError(null);
    setProblems([]);
  }
  return (
    // The contract's own keys, in English in every language (the scenario format's words).
    <Field label={<>{t('goal.json')} <code lang="en">pending, stack, permanents…</code></>}>
      <textarea
        data-field="goal-json"
        rows={6}
        spellCheck={false}
        value={text}
        aria-invalid={error !== null || problems.length > 0}
        className={`${inputClass} font-mono text-xs`}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const parsed = parseGoalText(next);
          if (!parsed.ok) {
            setError(parsed.reason === 'not-object' ? t('goal.jsonNotObject') : t('goal.jsonInvalid', { reason: parsed.reason }));
            setProblems([]);
            return;
          }
          setError(null);
          const found = goalIssues(parsed.expect, names);
          setProblems(found);
          if (found.length) return;
          // What was typed becomes the goal without being re-formatted under the cursor.
          setShown(JSON.stringify(parsed.expect, null, 2));
          onChange(parsed.expect);
        }}
      />
      {error && <span role="alert" className="text-xs text-red-800">{error}</span>}
      {problems.length > 0 && <IssueList heading={{ key: 'editor:goal.jsonProblems', params: { count: problems.length } }} issues={problems} />}
    </Field>
  );
}
