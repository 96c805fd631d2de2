// editorGoal.ts: editing a scenario's goal (`expect`, shared/contract/SCENARIO.md) as data. The form
// edits the common keys; everything else is kept as written (the raw JSON shows it all).

export type Expect = Record<string, unknown>;

/** The goal with `key` set, or removed when `value` is undefined. */
export function setGoalKey(expect: Expect | undefined, key: string, value: unknown): Expect {
  const { [key]: _old, ...rest } = expect ?? {};
  return value === undefined ? rest : { ...rest, [key]: value };
}

/** A per-player key (`life`, `battlefield`, …): the goal with `key.player` set or removed; the key
 *  goes when no player is left in it. */
export function setGoalPlayerKey(expect: Expect | undefined, key: string, player: string, value: unknown): Expect {
  const current = expect?.[key];
  const byPlayer = typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
  const { [player]: _old, ...others } = byPlayer;
  const next = value === undefined ? others : { ...others, [player]: value };
  return setGoalKey(expect, key, Object.keys(next).length ? next : undefined);
}

/** `expect[key][player]` when it is of the wanted kind. */
export function goalPlayerValue(expect: Expect | undefined, key: string, player: string): unknown {
  const byPlayer = expect?.[key];
  return typeof byPlayer === 'object' && byPlayer !== null && !Array.isArray(byPlayer) ? (byPlayer as Record<string, unknown>)[player] : undefined;
}

/** Reads the raw JSON of a goal: an object, or why not. */
export function parseGoalText(text: string): { ok: true; expect: Expect } | { ok: false; reason: string } {
  if (text.trim() === '') return { ok: true, expect: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'not-object' };
    return { ok: true, expect: value as Expect };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
