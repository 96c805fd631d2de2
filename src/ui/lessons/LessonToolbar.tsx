// LessonToolbar.tsx: the lesson's own controls above the table: play the lesson's intended moves (the
// next one, or all from the start), check the game against the goal, and step through what happened.
// The moves go through the table's store like any click, so the engine judges each one.
import { useState } from 'react';
import type { EngineError, GameState } from '../../engine';
import { useTranslation } from '../../i18n/react';
import type { CheckRow } from '../../lessons';
import { checkPlayed, nextIntendedMove, type LessonStart } from '../../lessons/play';
import { useTable, useTableStore } from '../../store/hooks';
import { primaryButton, secondaryButton } from '../table/buttons';
import { CheckView } from './CheckView';

type Started = Extract<LessonStart, { ok: true }>;

interface Checked {
  rows: CheckRow[];
  /** The game and refusal the check was made on: the result is shown until either changes. */
  game: GameState;
  lastError: EngineError | null;
}

export function LessonToolbar({ start, replaying, onReplay }: { start: Started; replaying: boolean; onReplay: (on: boolean) => void }) {
  const { t } = useTranslation('lessons');
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const lastError = useTable((s) => s.lastError);
  const performed = useTable((s) => s.performed);
  const [checked, setChecked] = useState<Checked | null>(null);
  const next = nextIntendedMove(start.actions, performed);
  const onScript = next !== null || performed.length === start.actions.length;

  const check = () => setChecked({ rows: checkPlayed(start.expect, game, lastError), game, lastError });
  const playNext = () => {
    if (next) store.getState().dispatch(next.action);
  };
  const playAll = () => {
    const { load } = store.getState();
    load(start.game);
    // A lesson about a refusal ends with the refused move: the engine's reason then stays shown.
    for (const action of start.actions) if (!store.getState().dispatch(action)) break;
  };
  const current = checked && checked.game === game && checked.lastError === lastError ? checked : null;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('view.controls')}>
        <button type="button" data-action="check-lesson" className={primaryButton} onClick={check} disabled={replaying}>
          {t('view.check')}
        </button>
        <button type="button" data-action="lesson-next-move" className={secondaryButton} onClick={playNext} disabled={!next || replaying}>
          {t('view.nextMove')}
        </button>
        <button type="button" data-action="lesson-play-all" className={secondaryButton} onClick={playAll} disabled={replaying}>
          {t('view.playAll')}
        </button>
        <button type="button" data-action="lesson-replay" className={secondaryButton} aria-pressed={replaying} onClick={() => onReplay(!replaying)} disabled={performed.length === 0 && !replaying}>
          {t('view.stepThrough')}
        </button>
        <span className="text-xs text-stone-600" data-role="lesson-progress">
          {onScript ? t('view.progress', { done: performed.length, count: start.actions.length }) : t('view.offScript')}
        </span>
      </div>
      {current && <CheckView rows={current.rows} start={start.game} game={current.game} />}
    </div>
  );
}
