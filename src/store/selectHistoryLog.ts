// selectHistoryLog.ts: the log as the table shows it: the viewer's entries (hidden.ts), each tied to
// the action of the history that wrote it, so a click can go back to that moment, and with the line of
// each automatic pass ("Ana passed (no stop in the upkeep step)") in place of the engine's bare "Ana
// passes".
import type { GameState, LogEntry } from '../engine';
import { isUnnamedHandMove } from '../explain/log';
import type { Message } from '../explain/types';
import type { ConsentNote } from './consent';
import { asEntry, selectTableView, type LogEntryView, type Viewer } from './hidden';
import type { History } from './timeline';

/** Lines shown at most: the newest ones. A long game's older moments stay reachable by undo. */
export const LOG_SHOWN = 300;

export type HistoryLogLine = {
  /** Unique among the lines, for React. */
  key: string;
  /** The action that wrote it (its index in the history), or null for the setup before any action. */
  action: number | null;
} & (
  /** An engine entry as the viewer may read it (a hidden move has no card), with its index in the log. */
  | { kind: 'entry'; index: number; entry: LogEntry }
  /** What the store did for a player, and why: it stands first among the lines of that action. */
  | { kind: 'auto'; message: Message }
  /** A hot-seat consent request or answer (consent.ts): not an action's, so not a way back in time. */
  | { kind: 'consent'; message: Message }
);

const lengths = new WeakMap<GameState, number>();

/** The number of log entries of a state, without copying the log. */
export function logLength(game: GameState): number {
  let n = lengths.get(game);
  if (n === undefined) {
    n = game.log.reduce((sum, chunk) => sum + chunk.length, 0);
    lengths.set(game, n);
  }
  return n;
}

/** The log lines, with the consent notes (`consents`) after the entries of the action before their
 *  position; a note whose position is past the present (undone since) comes last. */
export function selectHistoryLog(h: Pick<History, 'game' | 'past' | 'notes'> & { consents?: readonly ConsentNote[] }, viewer: Viewer): HistoryLogLine[] {
  const entries = selectTableView(h.game, viewer).log;
  const first = Math.max(0, entries.length - LOG_SHOWN);
  // The action of each entry, found by the log's length before and after each action (newest first,
  // stopping before the lines shown).
  const actionOf = Array.from<number | null>({ length: entries.length - first }).fill(null);
  let end = entries.length;
  for (let k = h.past.length - 1; k >= 0 && end > first; k--) {
    const start = logLength(h.past[k] as GameState);
    for (let i = Math.max(start, first); i < end; i++) actionOf[i - first] = k;
    end = start;
  }
  const lines: HistoryLogLine[] = [];
  const consents = (h.consents ?? []).map((note, n) => ({ note, n, at: note.at > h.past.length ? Infinity : note.at })).sort((a, b) => a.at - b.at || a.n - b.n);
  let c = 0;
  const consentsBefore = (action: number) => {
    for (; c < consents.length && (consents[c]?.at ?? Infinity) <= action; c++) {
      const { note, n } = consents[c] as (typeof consents)[number];
      lines.push({ key: `c${n}`, kind: 'consent', action: null, message: note.message });
    }
  };
  let previous: number | null = null;
  for (let i = first; i < entries.length; i++) {
    const entry = asEntry(entries[i] as LogEntryView);
    const action = actionOf[i - first] ?? null;
    if (action !== null) consentsBefore(action);
    const note = action === null ? null : h.notes[action];
    if (note && action !== previous) lines.push({ key: `auto${action}`, kind: 'auto', action, message: note.message });
    previous = action;
    // The automatic pass's own line says who passed, and why.
    if (isUnnamedHandMove(entry) || (note && entry.event?.kind === 'passed')) continue;
    lines.push({ key: `e${i}`, kind: 'entry', action, index: i, entry });
  }
  consentsBefore(Infinity);
  return lines;
}
