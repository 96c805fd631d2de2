// GameOverPanel.tsx: who won and why (life, an empty library, a concession; CR 104), with a rematch
// with the same decks. The table and its log stay below it.
import { useTranslation } from '../../i18n/react';
import type { GameState } from '../../engine';
import { gameOverSummary } from '../../store/gameSetup';
import { primaryButton, secondaryButton } from '../table/buttons';

interface Props {
  game: GameState;
  /** Absent when the game's setup is unknown (an imported game from elsewhere). */
  onRematch?: () => void;
  onNewGame: () => void;
}

export function GameOverPanel({ game, onRematch, onNewGame }: Props) {
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
            {loser.rule && <span className="ml-2 font-mono text-xs text-stone-500">CR {loser.rule}</span>}
          </li>
        ))}
      </ul>
      <p className="text-xs text-stone-600">{t('gameOver.logKept')}</p>
      <div className="flex flex-wrap gap-2">
        {onRematch && (
          <button type="button" data-action="rematch" className={`${primaryButton} min-h-11`} onClick={onRematch}>
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
