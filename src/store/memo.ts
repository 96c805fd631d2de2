// memo.ts: caches for selectors. Game states are immutable values, so a selector's result can be
// kept per state (WeakMap: dropped with the state) and returned again until the game changes, which
// lets zustand skip re-rendering components whose slice did not change.
import type { GameState } from '../engine';

export function memoByGame<T>(compute: (game: GameState) => T): (game: GameState) => T {
  const cache = new WeakMap<GameState, T>();
  return (game) => {
    if (cache.has(game)) return cache.get(game) as T;
    const value = compute(game);
    cache.set(game, value);
    return value;
  };
}

/** Per state and per key (an object id, a player id). */
export function memoByGameAndKey<T>(compute: (game: GameState, key: string) => T): (game: GameState, key: string) => T {
  const cache = new WeakMap<GameState, Map<string, T>>();
  return (game, key) => {
    let byKey = cache.get(game);
    if (!byKey) {
      byKey = new Map();
      cache.set(game, byKey);
    }
    if (byKey.has(key)) return byKey.get(key) as T;
    const value = compute(game, key);
    byKey.set(key, value);
    return value;
  };
}

/** Per state and per second immutable input (a draft list, kept by identity in the UI state). */
export function memoByGameAndObject<K extends object, T>(compute: (game: GameState, input: K) => T): (game: GameState, input: K) => T {
  const cache = new WeakMap<GameState, WeakMap<K, T>>();
  return (game, input) => {
    let byInput = cache.get(game);
    if (!byInput) {
      byInput = new WeakMap();
      cache.set(game, byInput);
    }
    if (byInput.has(input)) return byInput.get(input) as T;
    const value = compute(game, input);
    byInput.set(input, value);
    return value;
  };
}

/** Deep equality of plain JSON-like data (views are small: names, numbers, short lists). Written with
 *  plain loops: every move compares the views of the hundred cards on a big table, and Object.keys
 *  and every() allocated two arrays and a closure per object (about half a millisecond a pass). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const objectA = a as Record<string, unknown>;
  const objectB = b as Record<string, unknown>;
  let keys = 0;
  for (const key in objectA) {
    if (!Object.hasOwn(objectB, key) || !sameData(objectA[key], objectB[key])) return false;
    keys++;
  }
  for (const key in objectB) if (Object.hasOwn(objectB, key)) keys--;
  return keys === 0;
}

/** Returns the previous value for `key` when the new one is equal to it, so an unchanged card keeps
 *  its view object across game states and its memoised component does not re-render. Results are
 *  compared, never trusted, so sharing this cache between tables is safe. */
export function structuralSharing<T>(): (key: string, value: T) => T {
  const last = new Map<string, T>();
  return (key, value) => {
    const previous = last.get(key);
    if (previous !== undefined && sameData(previous, value)) return previous;
    last.set(key, value);
    return value;
  };
}
