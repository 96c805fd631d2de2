// deepFreeze: freezes a value and everything reachable from it, so that any attempt of the engine to
// change an input state in place throws (strict mode) instead of silently corrupting it.

/** Freezes `value` deeply and returns it. Already frozen parts (immer freezes what it produces) are
 *  walked too, since a frozen object may still hold unfrozen children. Objects in `seen` are skipped:
 *  pass one set along a game, and each new state (which shares most of its structure with the
 *  previous one) costs only its new parts. */
export function deepFreeze<T>(value: T, seen: WeakSet<object> = new WeakSet()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value as object)) {
    deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
  }
  return Object.freeze(value);
}

/** Whether `value` and everything reachable from it is frozen. */
export function isDeepFrozen(value: unknown, seen: Set<unknown> = new Set()): boolean {
  if (value === null || typeof value !== 'object' || seen.has(value)) return true;
  seen.add(value);
  if (!Object.isFrozen(value)) return false;
  return Reflect.ownKeys(value as object).every((key) => isDeepFrozen((value as Record<PropertyKey, unknown>)[key], seen));
}
