// LessonToolbar.tsx: the lesson's own controls, among the table's in its bar: play the lesson's intended moves (the
// next one, or all from the start), check the game against the goal, and step through what happened.
// The moves go through the table's store like any click, so the engine judges each one. A goal with
// no intended moves (a lesson written without them, a scenario shared with its goal) offers only the
// check; where the table has its own replay, the toolbar leaves stepping through to it. A goal with
// problems is not checked: the button says why it is off.
import { useId, useState } from 'react';
import type { EngineError, GameState } from '../../engine';
import { useTranslation } from '../../i18n/react';
import type { CheckRow } from '../../lessons';
import { checkPlayed, intendedProgress, unansweredOrder, unaskedOrder, type LessonStart } from '../../lessons/play';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { primaryButton, secondaryButton } from '../table/buttons';
import { CheckView } from './CheckView';

type Started = Extract<LessonStart, { ok: true }>;

interface Checked {
  rows: CheckRow[];
  /** The game and refusal the check was made on: the result is shown until either changes. */
  game: GameState;
  lastError: EngineError | null;
}

interface Props {
  start: Started;
  replaying?: boolean;
  /** Opens or closes the lesson's replay; without it there is no such button. */
  onReplay?: (on: boolean) => void;
}

export function LessonToolbar({ start, replaying = false, onReplay }: Props) {
  const { t } = useTranslation('lessons');
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const performed = useTable((s) => s.performed);
  // The refused move, however it was tried: a confirm, an intended move, or a click or drop the
  // engine's options refuse (the store has the engine judge the declaration it stands for).
  const refused = useTable((s) => s.refused);
  const lastError = useTable((s) => s.refused?.error ?? s.lastError);
  const [checked, setChecked] = useState<Checked | null>(null);
  const uncheckedId = useId();
  const progress = intendedProgress(start.actions, performed, refused?.action ?? null, start.rules);
  const next = progress.next;
  const waiting = next && unansweredOrder(game, next.action);
  const passesOver = start.actions.some((action) => unaskedOrder(start.rules, action));
  const goalBroken = start.goalIssues.length > 0;

  const check = () => setChecked({ rows: checkPlayed(start.expect, game, lastError), game, lastError });
  const playNext = () => {
    if (next) store.getState().dispatch(next.action);
  };
  const playAll = () => {
    const { load } = store.getState();
    load(start.game);
    // A lesson about a refusal ends with the refused move: the engine's reason then stays shown. Moves
    // written for today's rules stop where the old rules ask for a damage assignment order; orders
    // written for the old rules, which today's never ask for, are passed over (intendedProgress).
    // Each move is the next one not yet played: with automatic passing on, the passes among them are
    // made for the players as the moves before them are played.
    for (let i = 0; i < start.actions.length; i++) {
      const { game: now, performed: done, refused: no, dispatch } = store.getState();
      const move = intendedProgress(start.actions, done, no?.action ?? null, start.rules).next;
      if (!move || unansweredOrder(now, move.action) || !dispatch(move.action)) break;
    }
  };
  const current = checked && checked.game === game && checked.lastError === lastError ? checked : null;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('view.controls')}>
        <button
          type="button"
          data-action="check-lesson"
          className={primaryButton}
          onClick={check}
          disabled={replaying || goalBroken}
          aria-describedby={goalBroken ? uncheckedId : undefined}
        >
          {t('view.check')}
        </button>
        {start.actions.length > 0 && (
          <>
            <button type="button" data-action="lesson-next-move" className={secondaryButton} onClick={playNext} disabled={!next || waiting !== null || replaying}>
              {t('view.nextMove')}
            </button>
            <button type="button" data-action="lesson-play-all" className={secondaryButton} onClick={playAll} disabled={replaying}>
              {t('view.playAll')}
            </button>
          </>
        )}
        {onReplay && (
          <button type="button" data-action="lesson-replay" className={secondaryButton} aria-pressed={replaying} onClick={() => onReplay(!replaying)} disabled={performed.length === 0 && !refused && !replaying}>
            {t('view.stepThrough')}
          </button>
        )}
        {start.actions.length > 0 && (
          <span className="text-xs text-stone-600" data-role="lesson-progress">
            {progress.onScript ? t('view.progress', { done: progress.played, count: start.actions.length }) : t('view.offScript')}
          </span>
        )}
      </div>
      {goalBroken && (
        <p id={uncheckedId} data-role="lesson-goal-unchecked" className="text-xs text-red-800">
          {t('view.goalUnchecked')}
        </p>
      )}
      {passesOver && (
        <p role="note" data-role="lesson-orders-passed-over" className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {t('view.ordersPassedOver')}
        </p>
      )}
      {waiting && (
        <p role="note" data-role="lesson-order-stop" className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {t('view.orderStop', { player: nameOf(game, waiting) })}
        </p>
      )}
      {current && <CheckView rows={current.rows} expect={start.expect} start={start.game} game={current.game} actions={start.actions} />}
    </div>
  );
}
