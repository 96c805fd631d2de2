// timeline.ts: the store's history as one line of positions, for undo, redo and time travel. The
// states are values, so moving through the history rearranges lists and never recomputes a state.
//
// Positions: 0 is the first state, `past.length` the present. Action `i` (of `performed`, then
// `undone` in redo order) leads from position i to position i + 1, and `notes[i]` says whether it
// was an automatic pass. A player's action and the automatic passes that followed it form one step
// of undo and redo: going back to just after the action would only be passed again.
import type { Action, GameState, PlayerId } from '../engine';
import type { Message } from '../explain/types';

/** An action the store took for a player (autopass.ts), with why, for the log. */
export interface AutoNote {
  player: PlayerId;
  /** The English reason ("no stop in upkeep"), as autopass.ts words it. */
  reason: string;
  /** The log line as a message ("Ana passed (no stop in the upkeep step)"). */
  message: Message;
  /** Starts a step of its own: the first pass of a "pass until…" asked from the controls, which is
   *  the player's own decision although the store made it. */
  head?: true;
}

export interface History {
  game: GameState;
  /** Earlier states, oldest first. */
  past: readonly GameState[];
  /** Undone states, the next one to redo last. */
  future: readonly GameState[];
  /** The actions from each state of `past` to the next one (same length as `past`). */
  performed: readonly Action[];
  /** The actions of `future`, the next redo last. */
  undone: readonly Action[];
  /** By action index over the whole line (performed, then undone in redo order): the automatic
   *  passes; null for a player's own action. Same length as `performed` plus `undone`. */
  notes: readonly (AutoNote | null)[];
}

export interface Step {
  action: Action;
  state: GameState;
  note: AutoNote | null;
}

export const position = (h: Pick<History, 'past'>): number => h.past.length;

/** The number of positions, present and redoable ones included. */
export const length = (h: Pick<History, 'past' | 'future'>): number => h.past.length + 1 + h.future.length;

export const startsStep = (note: AutoNote | null | undefined): boolean => !note || note.head === true;

/** Moves the present to `target` (clamped to the line); the same history when it is already there. */
export function jump(h: History, target: number): History {
  const at = Math.max(0, Math.min(length(h) - 1, Math.trunc(target)));
  if (at === position(h)) return h;
  const states = [...h.past, h.game, ...h.future.toReversed()];
  const actions = [...h.performed, ...h.undone.toReversed()];
  return {
    game: states[at] as GameState,
    past: states.slice(0, at),
    future: states.slice(at + 1).toReversed(),
    performed: actions.slice(0, at),
    undone: actions.slice(at).toReversed(),
    notes: h.notes,
  };
}

/** The position before the last step: before the player's action whose automatic passes led here. */
export function undoTarget(h: History): number {
  let i = position(h) - 1;
  while (i > 0 && !startsStep(h.notes[i])) i--;
  return Math.max(0, i);
}

/** The position after the next step: the next action and the automatic passes that followed it. */
export function redoTarget(h: History): number {
  const last = length(h) - 1;
  let at = Math.min(last, position(h) + 1);
  while (at < last && !startsStep(h.notes[at])) at++;
  return at;
}

/** Where the step that contains action `index` ends: the position a click on its log lines goes to. */
export function stepEnd(h: Pick<History, 'notes' | 'past' | 'future'>, index: number): number {
  const last = length(h) - 1;
  let at = Math.min(last, index + 1);
  while (at < last && !startsStep(h.notes[at])) at++;
  return at;
}

/** The history after new actions from the present: what was undone is dropped. */
export function record(h: History, steps: readonly Step[]): History {
  if (steps.length === 0) return h;
  const past = [...h.past, h.game, ...steps.slice(0, -1).map((s) => s.state)];
  return {
    game: (steps.at(-1) as Step).state,
    past,
    future: [],
    performed: [...h.performed, ...steps.map((s) => s.action)],
    undone: [],
    notes: [...h.notes.slice(0, h.performed.length), ...steps.map((s) => s.note)],
  };
}

/** Whether the lists agree with each other (a save or a caller could hand over lists that do not). */
export function isConsistent(h: History): boolean {
  return h.performed.length === h.past.length && h.undone.length === h.future.length && h.notes.length === h.past.length + h.future.length;
}
