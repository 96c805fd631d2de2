// names.ts: how ids read on screen where a plain string is needed (labels for screen readers, lists):
// an object by its card's name, a player by name. These are names, not phrases, so they are the same
// in every language; an ability on the stack is named by its card here, and a sentence that says
// "Hero of Bladehold's ability" uses src/explain's namesIn, which words it in the reader's language.
import { findObject, type GameState } from '../engine';

export function nameOf(game: GameState, id: string): string {
  const object = findObject(game, id);
  if (object) return object.card;
  const onStack = game.stack.find((item) => item.id === id);
  if (onStack) return onStack.card;
  const player = game.players.find((p) => p.id === id);
  if (player) return player.name;
  return id;
}

export function namesOf(game: GameState, ids: readonly string[]): string {
  return ids.map((id) => nameOf(game, id)).join(', ');
}

/** Thrown by the default branch of a switch that has handled every member of a union. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
