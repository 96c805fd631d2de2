// ReplayView.tsx: a step-through replay of what was played: one moment at a time (an attack, a block,
// damage assigned, each creature's damage dealt, each state-based action, each trigger), forward and
// back with the buttons or the arrow keys, the table showing the game as it was at that moment. It
// always opens at its first moment, the position before the first move: what leads to the damage
// (attacks, blocks, triggers put on the stack and ordered) is part of what a replay shows, and one
// rule for every replay means a reader knows where they are. A table's replay starts just before its
// last combat's beginning of combat step, so there the first moment is the start of the combat. The
// "Combat damage" button jumps to the damage. The moments come from the engine's trace
// (src/store/replay.ts); nothing here knows a rule. A lesson replays its moves; any table replays its
// last combat (Table.tsx).
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Action, GameState } from '../../engine';
import { explainLogEntry, explainRefusal, namesIn } from '../../explain';
import { useTranslation } from '../../i18n/react';
import type { Viewer } from '../../store/hidden';
import { nameOf } from '../../store/names';
import { buildReplay, momentEntry, type ReplayFrame } from '../../store/replay';
import { ExplanationLine } from '../explain/ExplanationLine';
import { Table } from '../table/Table';
import { primaryButton, secondaryButton } from '../table/buttons';
import { readOnlyStore } from './readOnlyStore';

interface Props {
  start: GameState;
  moves: readonly Action[];
  /** Whose eyes the moments are shown for: one player's in a hot-seat game with hidden hands. */
  viewer?: Viewer;
  onClose?: () => void;
}

export function ReplayView({ start, moves, viewer = 'all', onClose }: Props) {
  const { t } = useTranslation('table');
  const replay = useMemo(() => buildReplay(start, moves), [start, moves]);
  const last = replay.frames.length - 1;
  // Every replay opens at its first moment (why: the comment at the top of this file).
  const [index, setIndex] = useState(0);
  const go = (to: number) => setIndex(Math.max(0, Math.min(last, to)));
  const frame = replay.frames[index] as ReplayFrame;
  // One store for the whole replay, moved from moment to moment before the table paints.
  const [replayStore] = useState(() => readOnlyStore(frame.state, viewer));
  useLayoutEffect(() => replayStore.show(frame.state), [replayStore, frame]);
  // The replay takes the keyboard when it opens: the arrow keys step through it at once.
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), []);
  const noDamageId = useId();
  const damage = replay.combatDamage;

  const onKeyDown = (event: KeyboardEvent) => {
    const targets: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  return (
    <section ref={section} aria-labelledby="replay-title" data-role="replay" data-index={index} data-count={replay.frames.length} className="flex min-h-0 flex-1 flex-col gap-2" tabIndex={0} onKeyDown={onKeyDown}>
      <div className="space-y-2 rounded-lg border-2 border-violet-400 bg-violet-50 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="replay-title" className="font-semibold">
            {t('replay.title')}
          </h3>
          <span data-role="replay-position" className="text-sm text-stone-700">
            {t('replay.position', { index: index + 1, count: replay.frames.length })}
          </span>
          <span className="ml-auto flex flex-wrap gap-1">
            <button type="button" data-action="replay-first" className={secondaryButton} onClick={() => go(0)} disabled={index === 0}>
              « {t('replay.first')}
            </button>
            <button type="button" data-action="replay-back" className={secondaryButton} onClick={() => go(index - 1)} disabled={index === 0}>
              ◀ {t('replay.back')}
            </button>
            <button type="button" data-action="replay-forward" className={primaryButton} onClick={() => go(index + 1)} disabled={index === last}>
              {t('replay.forward')} ▶
            </button>
            <button type="button" data-action="replay-last" className={secondaryButton} onClick={() => go(last)} disabled={index === last}>
              {t('replay.last')} »
            </button>
            <button
              type="button"
              data-action="replay-combat"
              className={secondaryButton}
              onClick={() => damage !== null && go(damage)}
              disabled={damage === null}
              aria-describedby={damage === null ? noDamageId : undefined}
            >
              {t('replay.combat')}
            </button>
            {onClose && (
              <button type="button" data-action="replay-close" className={secondaryButton} onClick={onClose}>
                {t('replay.close')}
              </button>
            )}
          </span>
        </div>
        <Moment frame={frame} index={index} viewer={viewer} />
        <p className="text-xs text-stone-600">
          {moves.length > 0 && `${t('replay.readOnly')} `}
          {/* Why "Combat damage" is disabled, read with it (aria-describedby). */}
          {damage === null && (
            <span id={noDamageId} data-role="replay-no-damage">
              {t(moves.length === 0 ? 'replay.empty' : 'replay.noCombatDamage')}
            </span>
          )}
        </p>
      </div>
      {/* Inert: the table shows the moment; it is not for playing. Its controls are faded (index.css) so
          that the damage panel or a confirm button of the past does not look ready to use. */}
      <div inert data-role="replay-table" className="flex min-h-0 flex-1 flex-col">
        <Table init={{ game: frame.state }} store={replayStore.store} replayable={false} />
      </div>
    </section>
  );
}

/** The moment in words: what just happened, with its rule; or the move tried and refused. */
function Moment({ frame, index, viewer }: { frame: ReplayFrame; index: number; viewer: Viewer }) {
  if (frame.refused) return <RefusedMoment refused={frame.refused} state={frame.state} />;
  return <PlayedMoment frame={frame} index={index} viewer={viewer} />;
}

// One array for every render: react-i18next keys its snapshot on the namespaces' identity.
const REFUSAL_NAMESPACES = ['table', 'common'];

/** "Bruno tries a move, and the engine refuses it:", with the rule and the engine's reason. */
function RefusedMoment({ refused, state }: { refused: NonNullable<ReplayFrame['refused']>; state: GameState }) {
  const { t } = useTranslation(REFUSAL_NAMESPACES);
  const explanation = useMemo(() => explainRefusal(refused.error), [refused]);
  return (
    <div data-role="replay-moment" data-category="refused" data-rule={refused.error.rule} className="text-sm text-red-900">
      <p className="font-semibold">{t('table:replay.refused', { player: nameOf(state, refused.action.player) })}</p>
      <ul>
        <ExplanationLine explanation={explanation} />
      </ul>
      <p className="text-xs">
        {t('common:panel.engineSays')}: <span lang="en">{refused.error.message}</span>
      </p>
    </div>
  );
}

function PlayedMoment({ frame, index, viewer }: { frame: ReplayFrame; index: number; viewer: Viewer }) {
  const { t } = useTranslation('table');
  const explanation = useMemo(() => {
    const entry = momentEntry(frame, viewer);
    return entry ? explainLogEntry(entry, index, namesIn(frame.state)) : null;
  }, [frame, index, viewer]);
  const badge = explanation && (explanation.category === 'sba' || explanation.category === 'trigger') ? t(`explain:panel.category.${explanation.category}`) : undefined;
  return (
    <ul data-role="replay-moment" data-category={explanation?.category ?? 'start'} data-rule={explanation?.rule ?? ''} className="text-sm">
      {explanation ? <ExplanationLine explanation={explanation} badge={badge} /> : <li>{t('replay.start')}</li>}
    </ul>
  );
}
