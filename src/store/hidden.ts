// hidden.ts: what one player at a hot-seat table may see. The table renders from this view only, so a
// hidden card is not in the page at all (not merely styled invisible): another player's hand is a count
// (a teammate's is shown: in two-headed giant teammates may review each other's hands, CR 810.5),
// libraries are counts (their order is never shown, not even in the teaching view), and the log loses
// the ids of cards that moved out of sight. Stack, battlefield, graveyards and exile are public (CR 400.2).
import {
  findObject, logEntries, sameTeam, type CombatState, type GameEvent, type GameOver, type GameState, type LogEntry, type ManaPool, type ObjectId,
  type PendingChoice, type PlayerId, type RulesVariant, type SharedObject, type StackItem, type TurnState, type Zone,
} from '../engine';

/** A player, or 'all' for the teaching setting that shows every hand face up. */
export type Viewer = PlayerId | 'all';

export type HandView = { shown: true; cards: SharedObject[] } | { shown: false; count: number };

export interface PlayerView {
  id: PlayerId;
  name: string;
  life: number;
  lost: boolean;
  manaPool: ManaPool;
  landsPlayedThisTurn: number;
  maxHandSize: number;
  hand: HandView;
  libraryCount: number;
  graveyard: SharedObject[];
  exile: SharedObject[];
}

/** Answers given while a stack object resolves are its controller's business until they take effect. */
export type StackItemView = Omit<StackItem, 'answers'>;

/** Another player's pending choice shows only who is deciding what: its options may name cards in
 *  their hand or on top of their library (Sneak Attack, scry). */
export type PendingView = PendingChoice | { type: PendingChoice['type']; player: PlayerId; concealed: true };

/** A card moving out of sight (into a hand or library, or between them), without which card it is. */
export interface HiddenMoveEvent {
  kind: 'hiddenMove';
  from: Zone;
  to: Zone;
  controller?: PlayerId;
}

export interface LogEntryView {
  text: string;
  rule?: string;
  event?: GameEvent | HiddenMoveEvent;
}

export interface TableView {
  viewer: Viewer;
  rules: RulesVariant;
  turn: TurnState;
  players: PlayerView[];
  battlefield: SharedObject[];
  stack: StackItemView[];
  combat: CombatState | null;
  pendingChoice: PendingView | null;
  log: LogEntryView[];
  gameOver: GameOver | null;
}

/** Whose eyes the table is for: the player who must decide now (else the active player), or everyone
 *  in the teaching setting. */
export function viewerFor(game: GameState, showEverything: boolean): Viewer {
  if (showEverything) return 'all';
  return game.pendingChoice?.player ?? game.turn.activePlayer;
}

/** The player to hand the device to when the decider changes between two states, or null. Not between
 *  teammates: they sit together and see each other's hands (CR 810.5). */
export function handOverTo(before: GameState, after: GameState): PlayerId | null {
  const next = viewerFor(after, false);
  return sameTeam(after, next, viewerFor(before, false)) ? null : next;
}

const objectsOf = (game: GameState, ids: readonly ObjectId[]): SharedObject[] =>
  ids.flatMap((id) => { const o = findObject(game, id); return o ? [o] : []; });

/** CR 810.5: the viewer's own hand, and in two-headed giant their teammate's. */
const seesHand = (game: GameState, viewer: Viewer, owner: PlayerId): boolean => viewer === 'all' || sameTeam(game, viewer, owner);

/** Ids of the cards `viewer` may not see: libraries (their own too) and other players' hands. */
export function hiddenIds(game: GameState, viewer: Viewer): Set<ObjectId> {
  const hidden = new Set<ObjectId>();
  for (const p of game.players) {
    for (const id of p.library) hidden.add(id);
    if (!seesHand(game, viewer, p.id)) for (const id of p.hand) hidden.add(id);
  }
  return hidden;
}

export function tableView(game: GameState, viewer: Viewer): TableView {
  const hidden = hiddenIds(game, viewer);
  const pending = game.pendingChoice;
  return {
    viewer,
    rules: game.rules,
    turn: game.turn,
    players: game.players.map((p) => ({
      id: p.id, name: p.name, life: p.life, lost: p.lost, manaPool: p.manaPool,
      landsPlayedThisTurn: p.landsPlayedThisTurn, maxHandSize: p.maxHandSize,
      hand: seesHand(game, viewer, p.id) ? { shown: true, cards: objectsOf(game, p.hand) } : { shown: false, count: p.hand.length },
      libraryCount: p.library.length,
      graveyard: objectsOf(game, p.graveyard),
      exile: objectsOf(game, p.exile),
    })),
    battlefield: objectsOf(game, game.battlefield),
    stack: game.stack.map(({ answers: _answers, ...item }) => item),
    combat: game.combat,
    pendingChoice: !pending || seesHand(game, viewer, pending.player) ? pending : { type: pending.type, player: pending.player, concealed: true },
    log: viewer === 'all' ? logEntries(game) : redactLog(game, viewer, hidden),
    gameOver: game.gameOver,
  };
}

/** The log as `viewer` may read it. The engine already words hidden moves without names ("Ana draws a
 *  card"), but their events carry the card's id, which would tell which card was drawn when: the id
 *  is dropped unless the card is the viewer's own and in sight. Any other entry that names a hidden
 *  card's id is replaced as a whole. */
function redactLog(game: GameState, viewer: PlayerId, hidden: ReadonlySet<ObjectId>): LogEntryView[] {
  const concealed = (id: ObjectId) => {
    const owner = findObject(game, id)?.owner;
    return owner === undefined || !sameTeam(game, owner, viewer) || hidden.has(id);
  };
  return logEntries(game).map((entry): LogEntryView => {
    const e = entry.event;
    if (e?.kind === 'drew' && e.object !== undefined && concealed(e.object)) return { ...entry, event: { kind: 'drew', player: e.player } };
    if (e?.kind === 'zoneChange' && e.card === '' && concealed(e.object)) {
      return { ...entry, event: { kind: 'hiddenMove', from: e.from, to: e.to, ...(e.controller ? { controller: e.controller } : {}) } };
    }
    if (mentionsAny(entry.text, hidden)) return { text: 'A hidden card is involved', ...(entry.rule ? { rule: entry.rule } : {}) };
    return entry;
  });
}

/** Whether `text` contains one of `ids` as a whole word (ids such as `A:library:3` or `hero.1`). */
function mentionsAny(text: string, ids: ReadonlySet<ObjectId>): boolean {
  if (ids.size === 0) return false;
  for (const token of text.split(/[\s,;()[\]{}"'→]+/)) {
    if (ids.has(token) || ids.has(token.replace(/[.:!?]+$/, ''))) return true;
  }
  return false;
}

/** An entry of the hidden view as an engine entry (for the log and the explanations): a hidden move
 *  is a zone change with no card. */
export function asEntry(view: LogEntryView): LogEntry {
  const e = view.event;
  if (e?.kind !== 'hiddenMove') return view as LogEntry;
  return { text: view.text, ...(view.rule ? { rule: view.rule } : {}), event: { kind: 'zoneChange', object: '', from: e.from, to: e.to, card: '', ...(e.controller ? { controller: e.controller } : {}) } };
}

const viewCache = new WeakMap<GameState, Map<Viewer, TableView>>();

/** `tableView` kept per state and viewer, so components that read a part of it get the same object
 *  back until the game changes. */
export function selectTableView(game: GameState, viewer: Viewer): TableView {
  let byViewer = viewCache.get(game);
  if (!byViewer) {
    byViewer = new Map();
    viewCache.set(game, byViewer);
  }
  const cached = byViewer.get(viewer);
  if (cached) return cached;
  const view = tableView(game, viewer);
  byViewer.set(viewer, view);
  return view;
}

/** Whose eyes a table is for: the reader it was made for (a replay), else everyone's on a scenario
 *  table or with the teaching setting, else the deciding player's. */
export function selectViewer(state: { game: GameState; hotseat: { showEverything: boolean } | null; viewer?: Viewer | null }): Viewer {
  if (state.viewer) return state.viewer;
  return state.hotseat ? viewerFor(state.game, state.hotseat.showEverything) : 'all';
}

/** Whether the table's reader may see the pending choice's options (PendingView conceals another
 *  player's: they may name cards in that player's hand). On a live table the reader is the one
 *  deciding, so this is false only on a replay watched by one player. */
export function selectSeesPendingChoice(state: Parameters<typeof selectViewer>[0]): boolean {
  const pending = state.game.pendingChoice;
  const viewer = selectViewer(state);
  return !pending || seesHand(state.game, viewer, pending.player);
}
