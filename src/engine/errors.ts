// errors.ts: illegal intents are expected results (CR 733: the game returns to the moment before).
import type { EngineError, Refusal } from './types';

/** Thrown inside a transaction to abandon it; `applyAction` turns it into `{ok: false}` and the
 *  draft is discarded, so the state is never half-updated. Never escapes the engine. */
export class IllegalAction extends Error {
  readonly error: EngineError;
  constructor(error: EngineError) {
    super(error.message);
    this.error = error;
  }
}

export function refusal(code: string, rule: string, message: string, objects: string[] = []): EngineError {
  return { code, rule, message, objects };
}

/** Stops the current transaction with a refusal. */
export function refuse(code: string, rule: string, message: string, objects: string[] = []): never {
  throw new IllegalAction(refusal(code, rule, message, objects));
}

export function toRefusal(error: EngineError): Refusal {
  return { rule: error.rule, message: error.message };
}

/** A broken invariant: a bug, not a player's mistake. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Engine invariant broken: ${message}`);
}

export function exhaustive(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
