// GameOverPanel.tsx: who won and why (life, an empty library, a concession; CR 104), with a rematch
// with the same decks, or why there can be none (a resumed game's deck no longer exists). The table
// and its log stay below it.
import { useTranslation } from '../../i18n/react';
import type { GameState } from '../../engine';
import { gameOverSummary, type SetupProblem } from '../../store/gameSetup';
import { primaryButton, secondaryButton } from '../table/buttons';

/** A rematch to start, or why the game's setup cannot start one (store/gameSetup.ts rematchOf). */
export type Rematch = { ok: true; start: () => void } | { ok: false; problems: SetupProblem[] };

interface Props {
  game: GameState;
  /** Absent when the game's setup is unknown (an imported game from elsewhere). */
  rematch?: Rematch;
  onNewGame: () => void;
}

function NoRematch({ problems }: { problems: SetupProblem[] }) {
  const { t } = useTranslation('hotseat');
  return (
    <div role="status" data-role="no-rematch" className="rounded border border-amber-400 bg-amber-50 p-2 text-sm">
      <p className="font-medium">{t('gameOver.noRematch')}</p>
      <ul className="list-disc pl-5">
        {problems.map((problem, i) => (
          <li key={i} data-code={problem.code}>
            {problem.code === 'deck-unknown' ? t('gameOver.deckGone', { deck: problem.deckId ?? '' }) : t(`setup.problem.${problem.code}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GameOverPanel({ game, rematch, onNewGame }: Props) {
  const { t } = useTranslation('hotseat');
  const summary = gameOverSummary(game);
  if (!summary) return null;
  const headline = summary.winnerName ? t('gameOver.wins', { name: summary.winnerName }) : t('gameOver.draw');
  return (
    <section aria-label={t('gameOver.title')} data-role="game-over" data-winner={summary.winner ?? ''} data-cause={summary.cause} className="space-y-2 rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4">
      <h2 className="text-2xl font-semibold">{headline}</h2>
      <ul className="text-sm">
        {summary.losers.map((loser) => (
          <li key={loser.player}>
            {t(`gameOver.cause.${loser.cause}`, { name: loser.name })}
            {loser.rule && <span className="ml-2 font-mono text-xs text-stone-500">{t('table:rule', { rule: loser.rule })}</span>}
          </li>
        ))}
      </ul>
      <p className="text-xs text-stone-600">{t('gameOver.logKept')}</p>
      {rematch && !rematch.ok && <NoRematch problems={rematch.problems} />}
      <div className="flex flex-wrap gap-2">
        {rematch?.ok && (
          <button type="button" data-action="rematch" className={`${primaryButton} min-h-11`} onClick={rematch.start}>
            {t('gameOver.rematch')}
          </button>
        )}
        <button type="button" data-action="new-game" className={`${secondaryButton} min-h-11`} onClick={onNewGame}>
          {t('gameOver.newGame')}
        </button>
      </div>
    </section>
  );
}
