// play.ts: applying actions to a game in tests, failing loudly on a refusal.
import { applyAction, type Action, type GameState } from '../../src/engine';

export function play(game: GameState, ...actions: Action[]): GameState {
  return actions.reduce((state, action) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.error.message}`);
    return result.state;
  }, game);
}

/** The scenario's own actions, typed. */
export function scenarioActions(json: { actions?: unknown[] }, count?: number): Action[] {
  return (json.actions ?? []).slice(0, count) as Action[];
}
