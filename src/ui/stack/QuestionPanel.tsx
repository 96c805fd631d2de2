// QuestionPanel.tsx: the questions asked as a triggered ability is put on the stack or resolves:
// its targets (CR 603.3d; the legal ones also light up on the table, where a click chooses), and
// "you may" or a mode (CR 603.5, 700.2), the legend rule (CR 704.5j). The answers are the engine's own
// legal actions; the question is worded in the reader's language (src/explain), which says all the
// engine's sentence does but its object ids: pointing at the question lights its source up on the
// table instead (two identical triggers are told apart so), and pointing at an answer that is a card
// or a player lights that up.
import { namesIn, optionName, pendingPrompt, type Message } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { selectSeesPendingChoice } from '../../store/hidden';
import { useTable, useTableStore } from '../../store/hooks';
import { selectTargetChoice } from '../../store/selectors';
import { optionButton } from '../table/buttons';
import { RuleNumber } from '../table/RuleNumber';

export function QuestionPanel() {
  // Only a question reads the whole game: without one, a move does not render this panel at all.
  const asking = useTable((s) => s.game.pendingChoice?.type === 'chooseTargets' || s.game.pendingChoice?.type === 'choose');
  return asking ? <Question /> : null;
}

function Question() {
  const { t } = useTranslation('table');
  const { text } = useExplain();
  const store = useTableStore();
  const targetChoice = useTable((s) => selectTargetChoice(s.game));
  const pending = useTable((s) => s.game.pendingChoice);
  const game = useTable((s) => s.game);
  // A trigger waiting for targets is not on the stack yet: this is where it is shown (contract:
  // data-object-id on pending triggers). Once on the stack, the stack shows it.
  const onStack = pending && 'object' in pending ? game.stack.some((item) => item.id === pending.object) : false;
  // A choice's options may name cards in the chooser's hand: another player watching a replay does not see them.
  const seen = useTable(selectSeesPendingChoice);
  const { dispatch } = store.getState();
  if (!seen) return null;
  if (targetChoice && pending?.type === 'chooseTargets') {
    return (
      <div className="space-y-2 rounded-lg border-2 border-violet-400 bg-violet-50 p-3" data-role="question" data-object-id={onStack ? undefined : targetChoice.object}>
        <p className="text-sm font-semibold">
          {text({ key: 'table:question.target', params: { object: namesIn(game)(pending.object) } })} <RuleNumber rule="603.3d" />
        </p>
        <p className="text-xs text-stone-600">{t('question.targetHint')}</p>
        <ul className="flex flex-wrap gap-1">
          {targetChoice.targets.map((target) => (
            <li key={target.id}>
              <button
                type="button"
                className={optionButton}
                data-choose-target={target.id}
                onMouseEnter={() => store.getState().highlight([target.id])}
                onMouseLeave={() => store.getState().highlight([])}
                onClick={() => dispatch({ type: 'chooseTargets', player: pending.player, object: pending.object, targets: [target.id] })}
              >
                {target.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (pending?.type === 'choose') {
    const asked = pendingPrompt(game, pending);
    const names = namesIn(game);
    const source = pending.source ? [pending.source] : [];
    const light = (ids: readonly string[]) => () => store.getState().highlight(ids);
    // The scry question is about the top card of the library, which only the asked player sees.
    const scried = pending.rule === '701.22a' ? game.players.find((p) => p.id === pending.player)?.library[0] : undefined;
    return (
      <div
        className="space-y-2 rounded-lg border-2 border-violet-400 bg-violet-50 p-3"
        data-role="question"
        data-question-for={pending.object}
        onMouseEnter={light(source)}
        onMouseLeave={light([])}
      >
        <p className="text-sm font-semibold">
          {text(asked)} {asked.rule && <RuleNumber rule={asked.rule} />}
        </p>
        {/* A mode is chosen before the ability is on the stack, where its text would otherwise be shown. */}
        {pending.text && !onStack && (
          <p lang="en" className="text-xs text-stone-800">
            {pending.text}
          </p>
        )}
        {scried && <p className="text-sm">{text({ key: 'table:question.scryTop', params: { player: names(pending.player), card: names(scried) } })}</p>}
        <ul className="flex flex-wrap gap-1">
          {pending.options.map((choice) => {
            // Options the engine labels are cards or players (a creature card in hand, a permanent to keep).
            const answer = optionName(pending, choice, names);
            const lit = pending.optionLabels && Object.hasOwn(pending.optionLabels, choice) && choice !== 'none' ? [choice] : source;
            return (
              <li key={choice}>
                <button
                  type="button"
                  className={`${optionButton} first-letter:uppercase`}
                  data-choice={choice}
                  onMouseEnter={light(lit)}
                  onMouseLeave={light(source)}
                  onFocus={light(lit)}
                  onBlur={light([])}
                  onClick={() => dispatch({ type: 'choose', player: pending.player, object: pending.object, choice })}
                >
                  {typeof answer === 'object' ? text(answer as Message) : answer}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  return null;
}
