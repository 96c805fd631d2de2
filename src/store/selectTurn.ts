// selectTurn.ts: the turn, who must decide what, the stack, the log, and what the deciding player
// may play (from the engine's legalActions).
import { legalActions, logEntries, type Action, type GameState, type LegalActions, type PlayerId, type Refusal, type Step } from '../engine';
import { namesIn, promptFor, triggerCause, type Explanation, type Message } from '../explain';
import { describeAction } from './describe';
import { memoByGame, memoByGameAndKey } from './memo';
import { nameOf } from './names';

export const selectLegal = memoByGame((game): LegalActions => legalActions(game));

const NO_ACTIONS: LegalActions = { player: null, pending: null, actions: [], manaAbilities: [], closed: [] };

/** Legal actions while a player has priority: pass, play a land, cast, activate (the contract's
 *  answers to a priority choice). Other choices are answered from their pending choice's own options,
 *  so this skips the engine's enumeration of, say, every legal block on a crowded board. */
const selectPriorityActions = (game: GameState): LegalActions => (game.pendingChoice?.type === 'priority' ? selectLegal(game) : NO_ACTIONS);

/** The pass action when passing is legal now. */
export const selectPassAction = memoByGame(
  (game): Action | null => selectPriorityActions(game).actions.find((action) => action.type === 'pass') ?? null,
);

export interface PromptView {
  /** The pending choice's type, or "none". */
  pending: string;
  player: PlayerId | null;
  playerName: string | null;
  /** Who must act and what the choices are, with its rule (src/explain's promptFor), to be rendered
   *  in the reader's language. */
  message: Explanation;
}

export const selectPrompt = memoByGame((game): PromptView => {
  const pending = game.pendingChoice;
  const message = promptFor(game);
  if (pending) return { pending: pending.type, player: pending.player, playerName: nameOf(game, pending.player), message };
  return { pending: 'none', player: null, playerName: null, message };
});

/** The player who must decide now, or null. */
export const selectDecider = (game: GameState): PlayerId | null => game.pendingChoice?.player ?? null;

export interface TurnView {
  number: number;
  activePlayer: PlayerId;
  activeName: string;
  step: Step;
  /** Before the first turn, while players keep or mulligan their opening hands (CR 103.5): no step
   *  has begun, though the state already names turn 1's untap step. */
  beforeGame: boolean;
}

export const selectTurn = memoByGame((game): TurnView => ({
  number: game.turn.number,
  activePlayer: game.turn.activePlayer,
  activeName: nameOf(game, game.turn.activePlayer),
  step: game.turn.step,
  beforeGame: game.pregame !== null,
}));

export interface StackItemView {
  id: string;
  /** The card's name, or the ability's as a message ("Hero of Bladehold's battle cry"). */
  name: string | Message;
  kind: 'spell' | 'ability';
  source: string;
  sourceName: string;
  controller: PlayerId;
  controllerName: string;
  text: string;
  targets: { id: string; name: string }[];
  /** For a triggered ability, what made it trigger ("Blood Artist — Soul Warden died", CR 603.2). */
  cause: Message | null;
}

/** The stack, top first (the next to resolve first). */
export const selectStack = memoByGame((game): StackItemView[] => {
  // An ability by its own name ("Hero of Bladehold's battle cry"): two of one card read apart.
  const names = namesIn(game);
  return game.stack
    .map((item) => ({
      id: item.id,
      name: item.kind === 'ability' ? (names(item.id) as string | Message) : item.card,
      kind: item.kind,
      source: item.source,
      sourceName: nameOf(game, item.source),
      controller: item.controller,
      controllerName: nameOf(game, item.controller),
      text: item.text,
      targets: item.targets.map((t) => ({ id: t.id, name: nameOf(game, t.id) })),
      cause: item.kind === 'ability' ? triggerCause(game, item, names) : null,
    }))
    .toReversed();
});

/** What the top of the stack is doing: resolving (its controller answers a choice it asks as it
 *  resolves, CR 608.2), next to resolve (priority is asked: it resolves once all pass in succession,
 *  405.5), or neither: while triggers wait to be put on the stack (603.3b: Bruno's go on top of Ana's)
 *  or a choice is made for another object, something may still go above it. */
export function selectStackTopStatus(game: GameState): 'resolving' | 'next' | null {
  const pending = game.pendingChoice;
  if (pending?.type === 'priority') return 'next';
  const top = game.stack.at(-1);
  return top && pending && 'object' in pending && pending.object === top.id ? 'resolving' : null;
}

/** Who has passed in a row since the last thing happened (CR 117.4), in order, by name. */
export const selectPassRecord = memoByGame((game): string[] => game.passedInSuccession.map((id) => nameOf(game, id)));

export interface PlayOption {
  action: Action;
  /** The button's words, as a message (store/describe.ts). */
  label: Message;
  /** The targets this option chooses (one option per combination of targets). */
  targets: string[];
}

/** The deciding player's playable cards and abilities: source (a card in hand, a permanent) → options. */
export const selectPlayOptions = memoByGame((game): Map<string, PlayOption[]> => {
  const options = new Map<string, PlayOption[]>();
  for (const action of selectPriorityActions(game).actions) {
    let source: string;
    let targets: string[] = [];
    if (action.type === 'cast') {
      source = action.card;
      targets = action.targets ?? [];
    } else if (action.type === 'activate') {
      source = action.source;
      targets = action.targets ?? [];
    } else if (action.type === 'playLand') {
      source = action.card;
    } else {
      continue;
    }
    const list = options.get(source) ?? [];
    list.push({ action, label: describeAction(game, action), targets });
    options.set(source, list);
  }
  return options;
});

/** The deciding player's mana abilities (CR 605.3a): mana source → one option per kind of mana. Apart
 *  from the play options: making mana is no play of its own, so a land is not lit as playable. */
export const selectManaOptions = memoByGame((game): Map<string, PlayOption[]> => {
  const options = new Map<string, PlayOption[]>();
  for (const action of selectPriorityActions(game).manaAbilities) {
    if (action.type !== 'activate') continue;
    const list = options.get(action.source) ?? [];
    list.push({ action, label: describeAction(game, action), targets: [] });
    options.set(action.source, list);
  }
  return options;
});

/** What the picked card or permanent offers in its menu: its plays, else the mana it can make (Boros
 *  Guildgate's {R} or {W}). */
export const selectPickOptions = (game: GameState, id: string): PlayOption[] | undefined =>
  selectPlayOptions(game).get(id) ?? selectManaOptions(game).get(id);

/** Everything something playable now may target (a card, a permanent, a player): the places a card
 *  dragged to be played may be dropped on. */
export const selectPlayTargets = memoByGame((game): Set<string> => {
  const targets = new Set<string>();
  for (const options of selectPlayOptions(game).values()) for (const option of options) for (const target of option.targets) targets.add(target);
  return targets;
});

/** A card or permanent picked to play (ui.selected) as the prompt and the play menu describe it: its
 *  name and whether its options choose targets; null when it has nothing to play now. */
export const selectPickedPlay = memoByGameAndKey((game, id): { name: string; targeted: boolean } | null => {
  const options = selectPickOptions(game, id);
  return options ? { name: nameOf(game, id), targeted: options.some((o) => o.targets.length > 0) } : null;
});

/** Why cards in the deciding player's hand cannot be played now (timing, mana, targets). */
export const selectClosedReasons = memoByGame((game): Map<string, Refusal> => {
  const reasons = new Map<string, Refusal>();
  for (const closed of selectPriorityActions(game).closed) {
    const action = closed.action as Partial<Action>;
    const id = 'card' in action ? action.card : 'source' in action ? action.source : undefined;
    if (typeof id === 'string' && !reasons.has(id)) reasons.set(id, closed.reason);
  }
  return reasons;
});

export interface LogLine {
  index: number;
  text: string;
  rule?: string;
  /** A heading line: a new step or turn begins. */
  heading: boolean;
}

const LOG_SHOWN = 200;

/** The last entries of the log, oldest first, with the beginnings of steps marked as headings. */
export const selectLog = memoByGame((game): LogLine[] => {
  const start = Math.max(0, logEntries(game).length - LOG_SHOWN);
  return logEntries(game).slice(start).map((entry, i) => ({
    index: start + i,
    text: entry.text,
    ...(entry.rule ? { rule: entry.rule } : {}),
    heading: entry.event?.kind === 'stepBegan',
  }));
});
