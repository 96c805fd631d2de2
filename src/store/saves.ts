// saves.ts: the save format. A save keeps the game's starting state and the actions played since (and
// those undone, for redo), not the states themselves: states share their structure in memory, but as
// JSON each one is written out whole, so a 1,000-action game's states take about 140 MB against
// about 60 KB for start and actions. Replaying is exact (the engine is a pure function and its random
// generator lives in the state), and a fingerprint of the present state proves it on load.
import { allObjects, applyAction, cardDefinition, legalActions, type Action, type GameState } from '../engine';
import type { HotseatPolicy } from './createTableStore';
import type { HotSeatSetup } from './gameSetup';
import type { ConsentNote } from './consent';
import type { AutoNote } from './timeline';
import { MAX_SAVE_CHARS, SAVE_APP, SAVE_FORMAT, referenceProblem, saveFileSchema, saveHeaderSchema } from './saveSchema';

export { SAVE_APP, SAVE_FORMAT, MAX_SAVE_CHARS };

/** The store's history (createTableStore's fields): `performed[i]` led from `past[i]` to the next
 *  state, `undone` holds the actions of `future`, the next redo last. */
export interface GameHistory {
  game: GameState;
  past: readonly GameState[];
  future: readonly GameState[];
  performed: readonly Action[];
  undone: readonly Action[];
  /** The automatic passes by action index (timeline.ts); none when absent. */
  notes?: readonly (AutoNote | null)[];
  /** The hot-seat consent requests and answers (consent.ts); none when absent. */
  consents?: readonly ConsentNote[];
}

export interface SaveFile {
  app: typeof SAVE_APP;
  format: typeof SAVE_FORMAT;
  savedAt: string;
  id: string;
  title: string;
  players: { id: string; name: string; deckId?: string }[];
  /** For a rematch after resuming. */
  setup?: HotSeatSetup;
  /** The stops and the hiding the game was played with. */
  table?: HotseatPolicy;
  history: {
    start: GameState;
    /** From `start` to the present, oldest first. */
    past: Action[];
    present: { fingerprint: string; turn: number; activePlayer: string; step: GameState['turn']['step']; over: boolean };
    /** Undone actions, the next redo last (the store's `undone`). */
    future: Action[];
    /** The actions that were automatic passes, by index over `past` then `future` in redo order. */
    auto?: (AutoNote & { index: number })[];
    /** The consent requests and answers (absent from saves made before them, and when there are none). */
    consents?: ConsentNote[];
  };
}

export interface SaveMeta {
  id: string;
  title?: string;
  savedAt?: string;
  setup?: HotSeatSetup;
  table?: HotseatPolicy;
}

export type SaveErrorCode =
  | 'empty' | 'too-large' | 'not-json' | 'truncated' | 'not-a-save' | 'other-app' | 'old-format' | 'new-format'
  | 'invalid' | 'wrong-id' | 'changed-pool' | 'replay' | 'missing' | 'storage';

export interface SaveError {
  code: SaveErrorCode;
  message: string;
}

export type ParsedSave = { ok: true; save: SaveFile; restored: GameHistory } | { ok: false; error: SaveError };

const fail = (code: SaveErrorCode, message: string): { ok: false; error: SaveError } => ({ ok: false, error: { code, message } });

/** cyrb53: a fast 53-bit string hash. It guards against a changed engine or a damaged save, not
 *  against forgery. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

export function defaultTitle(game: GameState): string {
  return `${game.players.map((p) => p.name).join(' vs ')}, turn ${game.turn.number}`;
}

/** The save of a game and its whole history. If the history's lists disagree (they never should), the
 *  present is saved without history rather than a history that would not replay. */
export function createSave(history: GameHistory, meta: SaveMeta): SaveFile {
  const { game } = history;
  const consistent = history.performed.length === history.past.length && history.undone.length === history.future.length;
  const start = consistent ? (history.past[0] ?? game) : game;
  return {
    app: SAVE_APP,
    format: SAVE_FORMAT,
    savedAt: meta.savedAt ?? new Date().toISOString(),
    id: meta.id,
    title: meta.title ?? defaultTitle(game),
    players: game.players.map((p, i) => ({ id: p.id, name: p.name, ...(meta.setup?.players[i] ? { deckId: meta.setup.players[i].deckId } : {}) })),
    ...(meta.setup ? { setup: meta.setup } : {}),
    ...(meta.table ? { table: meta.table } : {}),
    history: {
      start,
      past: consistent ? [...history.performed] : [],
      present: { fingerprint: fingerprint(JSON.stringify(game)), turn: game.turn.number, activePlayer: game.turn.activePlayer, step: game.turn.step, over: game.gameOver !== null },
      future: consistent ? [...history.undone] : [],
      ...(consistent && history.notes?.some(Boolean) ? { auto: history.notes.flatMap((note, index) => (note ? [{ ...note, index }] : [])) } : {}),
      ...(history.consents?.length ? { consents: [...history.consents] } : {}),
    },
  };
}

export function serializeGame(history: GameHistory, meta: SaveMeta): string {
  return JSON.stringify(createSave(history, meta));
}

/** A save from a file or from storage: checked, replayed, and compared with the state it recorded.
 *  Never throws: every problem is a `SaveError` whose message can be shown as it is. */
export function parseSave(text: unknown): ParsedSave {
  const json = parseJson(text);
  if (!json.ok) return json;
  const header = checkEnvelope(json.value);
  if (header) return { ok: false, error: header };
  const parsed = saveFileSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('invalid', `This saved game is damaged: ${issue?.path.join('.') || 'its content'}: ${issue?.message ?? 'unexpected content'}.`);
  }
  // The raw JSON, not zod's copy: the replay must see the state exactly as saved (key order included,
  // since the fingerprint is taken over its JSON). The table's stops are zod's, with the defaults of
  // fields added since (stops saved before issue 21 stop every time, as they were played).
  const raw = json.value as SaveFile;
  const save: SaveFile = parsed.data.table ? { ...raw, table: parsed.data.table } : raw;
  const broken = referenceProblem(save.history.start);
  if (broken) return fail('invalid', `This saved game is damaged: ${broken}.`);
  const unknown = unknownCard(save.history.start);
  if (unknown) return fail('changed-pool', `A saved game from a changed card pool: "${unknown}" is no longer in the card pool, so the game cannot go on.`);
  return replay(save);
}

export type SaveHeader = Omit<SaveFile, 'history'> & { history: { past: unknown[]; present: SaveFile['history']['present']; future: unknown[] } };

/** The envelope of a save without replaying its game: enough to list it. */
export function readSaveHeader(text: unknown): { ok: true; header: SaveHeader } | { ok: false; error: SaveError } {
  const json = parseJson(text);
  if (!json.ok) return json;
  const header = checkEnvelope(json.value);
  if (header) return { ok: false, error: header };
  const parsed = saveHeaderSchema.safeParse(json.value);
  if (!parsed.success) return fail('invalid', 'This saved game is damaged: its description is unreadable.');
  return { ok: true, header: parsed.data as SaveHeader };
}

type Json = { ok: true; value: unknown } | { ok: false; error: SaveError };

function parseJson(text: unknown): Json {
  if (typeof text !== 'string' || text.trim() === '') return fail('empty', 'The saved game is empty.');
  if (text.length > MAX_SAVE_CHARS) return fail('too-large', `The file is too large for a saved game (${text.length} characters, at most ${MAX_SAVE_CHARS}).`);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    if (text.trimStart().startsWith('{') && isUnclosed(text)) return fail('truncated', 'This saved game is incomplete (it was cut off while being written or copied), so it cannot be opened.');
    return fail('not-json', 'This is not a saved game: the file is not JSON.');
  }
}

/** Whether JSON text ends inside a string or an unclosed object or list: a write or a download that
 *  stopped part way, rather than text that was never JSON. */
function isUnclosed(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0;
}

/** The app and the format version, checked before the rest so that the message says the real reason. */
function checkEnvelope(value: unknown): SaveError | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { code: 'not-a-save', message: 'This is not a saved game of the tabletop.' };
  const { app, format } = value as Record<string, unknown>;
  if (app !== SAVE_APP) {
    if ((value as Record<string, unknown>).format === 'tabletop-scenario/1') return { code: 'other-app', message: 'This is a scenario, not a saved game: open it as a scenario instead.' };
    return { code: 'other-app', message: typeof app === 'string' ? `This file was saved by another application ("${app.slice(0, 80)}"), not by this tabletop.` : 'This is not a saved game of the tabletop.' };
  }
  if (typeof format !== 'number') return { code: 'invalid', message: 'This saved game has no format version.' };
  if (format < SAVE_FORMAT) return { code: 'old-format', message: `This game was saved by an older version of the tabletop (save format ${format}); this version opens format ${SAVE_FORMAT} only.` };
  if (format > SAVE_FORMAT) return { code: 'new-format', message: `This game was saved by a newer version of the tabletop (save format ${format}); reload the page to get that version, then open it again.` };
  return null;
}

function unknownCard(state: GameState): string | null {
  for (const o of allObjects(state.objects)) if (!cardDefinition(state, o.card)) return o.card;
  return null;
}

// A move the engine refuses, or a different end position, proves only that the save and this engine
// disagree: either side may have changed, so the message names both.
const WHY_NOT = 'the save is damaged or was altered, or the rules engine has changed since this game was saved';

/** How many of the moves offered at the saved position are tried on load. */
const PROBED = 40;

/** Rebuilds the store's history by applying the saved actions, and checks it ends where it was saved. */
function replay(save: SaveFile): ParsedSave {
  const { start, past: actions, present, future: undone } = save.history;
  try {
    const past: GameState[] = [];
    let game = start;
    for (const [i, action] of actions.entries()) {
      const r = applyAction(game, action);
      if (!r.ok) return fail('replay', `This saved game does not replay: move ${i + 1} (${action.type}) is refused (${r.error.message}); ${WHY_NOT}.`);
      past.push(game);
      game = r.state;
    }
    if (fingerprint(JSON.stringify(game)) !== present.fingerprint) return fail('replay', `This saved game replays to a different position than the one saved; ${WHY_NOT}.`);
    const future: GameState[] = [];
    let next = game;
    for (const action of undone.toReversed()) {
      const r = applyAction(next, action);
      if (!r.ok) return fail('replay', `The undone moves of this saved game do not replay (${r.error.message}); ${WHY_NOT}.`);
      next = r.state;
      future.unshift(next);
    }
    // The table asks legalActions first, then plays what it offers: a position it cannot answer, or
    // whose offered moves stop the engine (an altered save whose fingerprint was made to match), must
    // not reach it. The first PROBED moves only: the save of a long game still opens at once.
    const legal = legalActions(game);
    for (const action of [...legal.actions, ...legal.manaAbilities].slice(0, PROBED)) applyAction(game, action);
    const notes = notesOf(save.history.auto, actions.length + undone.length);
    if (!notes) return fail('invalid', 'This saved game is damaged: its automatic passes do not match its moves.');
    return { ok: true, save, restored: { game, past, future, performed: [...actions], undone: [...undone], notes, consents: save.history.consents ?? [] } };
  } catch {
    // The engine stops only on a state the rules can never reach: what it says is a programmer's
    // reading (a TypeError's text), not the player's.
    return fail('replay', `This saved game is damaged: the rules engine cannot play on from the position it holds; ${WHY_NOT}.`);
  }
}

/** The saved automatic passes as the store's notes, one per action; null when an index is out of
 *  range or given twice. */
function notesOf(auto: SaveFile['history']['auto'], count: number): (AutoNote | null)[] | null {
  const notes = Array.from<AutoNote | null>({ length: count }).fill(null);
  for (const { index, ...note } of auto ?? []) {
    if (index >= count || notes[index]) return null;
    notes[index] = note;
  }
  return notes;
}
