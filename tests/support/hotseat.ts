// hotseat.ts: a hot-seat game played through the table store (automatic passes and all) by a simple
// player: keep, a land or a spell in a main phase, attack with everything, no blocks.
import { legalActions, logEntries, type Action, type GameState } from '../../src/engine';
import { DEFAULT_AUTOPASS } from '../../src/store/autopass';
import { createTableStore, type TableStore } from '../../src/store/createTableStore';
import { startHotSeatGame } from '../../src/store/gameSetup';

/** The turns in which combat damage was dealt. */
export const damageTurns = (game: GameState): Set<number> =>
  new Set(logEntries(game).flatMap((e) => (e.event?.kind === 'stepBegan' && e.event.step === 'combatDamage' ? [e.event.turn] : [])));

function choose(game: GameState): Action {
  const { actions, pending } = legalActions(game);
  const first = actions[0] as Action;
  if (pending?.type === 'declareAttackers') return actions[1] ?? first;
  if (pending?.type !== 'priority' || !game.turn.step.startsWith('main')) return first;
  return actions.find((a) => a.type === 'playLand') ?? actions.find((a) => a.type === 'cast') ?? actions.find((a) => a.type === 'pass') ?? first;
}

/** A seeded game with hidden hands, played until combat damage was dealt in `combats` turns and the
 *  next turn has begun. */
export function hotseatGameAfterCombats(combats: number): TableStore {
  const started = startHotSeatGame({ players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'green-stompy' }], seed: 7, firstPlayer: 'A', rules: 'current' });
  if (!started.ok) throw new Error('setup');
  const store = createTableStore({ game: started.game, hotseat: { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: false } });
  for (let i = 0; i < 2000; i++) {
    const { game } = store.getState();
    const turns = damageTurns(game);
    if (game.gameOver || (turns.size >= combats && game.turn.number > Math.max(...turns))) return store;
    if (!store.getState().dispatch(choose(game))) throw new Error(`refused: ${store.getState().lastError?.message}`);
  }
  throw new Error('no combat in 2000 moves');
}
