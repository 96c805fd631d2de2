// names.ts: how ids read on screen. An object by its card's name, a player by name.
import type { GameState } from '../engine';

export function nameOf(game: GameState, id: string): string {
  const object = game.objects[id];
  if (object) return object.card;
  const onStack = game.stack.find((item) => item.id === id);
  if (onStack) return onStack.kind === 'ability' ? `${onStack.card} ability` : onStack.card;
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
