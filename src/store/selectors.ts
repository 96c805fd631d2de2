// selectors.ts: pure functions from a game state to what the table shows. Memoised per state, so a
// component that selects a slice gets the same object back until the game changes.
import {
  characteristics,
  formatMana,
  legalActions,
  type Action,
  type GameState,
  type LegalActions,
  type PlayerId,
} from '../engine';
import { describeAction, describePending } from './describe';
import { nameOf } from './names';

export interface CardView {
  id: string;
  name: string;
}

export interface PermanentView extends CardView {
  controller: PlayerId;
  tapped: boolean;
  damage: number;
  counters: [string, number][];
  power: number | null;
  toughness: number | null;
  keywords: string[];
  isLand: boolean;
  token: boolean;
  summoningSick: boolean;
  /** The player or planeswalker it attacks, or null. */
  attacking: string | null;
  blockedBy: string[];
  /** Attackers it blocks. */
  blocking: string[];
  /** The same three as names, for display. */
  attackingName: string | null;
  blockedByNames: string[];
  blockingNames: string[];
}

export interface PlayerView {
  id: PlayerId;
  name: string;
  life: number;
  lost: boolean;
  isActive: boolean;
  libraryCount: number;
  manaPool: string;
  hand: CardView[];
  graveyard: CardView[];
  exile: CardView[];
  battlefield: PermanentView[];
}

export interface StackItemView extends CardView {
  kind: 'spell' | 'ability';
  controller: PlayerId;
  controllerName: string;
  text: string;
  targets: CardView[];
}

export interface ActionOption {
  action: Action;
  label: string;
}

export interface PromptView {
  pending: string;
  player: PlayerId | null;
  text: string;
}

function memoByGame<T>(compute: (game: GameState) => T): (game: GameState) => T {
  const cache = new WeakMap<GameState, T>();
  return (game) => {
    const hit = cache.get(game);
    if (hit !== undefined) return hit;
    const value = compute(game);
    cache.set(game, value);
    return value;
  };
}

const cards = (game: GameState, ids: readonly string[]): CardView[] =>
  ids.map((id) => ({ id, name: nameOf(game, id) }));

function permanentView(game: GameState, id: string): PermanentView | null {
  const object = game.objects[id];
  if (!object) return null;
  const now = characteristics(game, id);
  const attack = game.combat?.attackers.find((a) => a.id === id);
  const block = game.combat?.blockers.find((b) => b.id === id);
  const isCreature = now.types.includes('Creature');
  return {
    id,
    name: now.name,
    controller: object.controller,
    tapped: object.tapped,
    damage: object.damage,
    counters: Object.entries(object.counters).filter(([, n]) => n !== 0),
    // Only creatures show power and toughness (CR 208.3: a noncreature permanent has none).
    power: isCreature ? now.power : null,
    toughness: isCreature ? now.toughness : null,
    keywords: [...now.keywords],
    isLand: now.types.includes('Land'),
    token: object.token,
    summoningSick: object.summoningSick,
    attacking: attack ? attack.defender : null,
    blockedBy: attack ? [...attack.blockedBy] : [],
    blocking: block ? [...block.blocking] : [],
    attackingName: attack ? nameOf(game, attack.defender) : null,
    blockedByNames: attack ? attack.blockedBy.map((b) => nameOf(game, b)) : [],
    blockingNames: block ? block.blocking.map((a) => nameOf(game, a)) : [],
  };
}

export const selectPlayers = memoByGame((game): PlayerView[] =>
  game.players.map((player) => ({
    id: player.id,
    name: player.name,
    life: player.life,
    lost: player.lost,
    isActive: game.turn.activePlayer === player.id,
    libraryCount: player.library.length,
    manaPool: formatMana(player.manaPool),
    hand: cards(game, player.hand),
    graveyard: cards(game, player.graveyard),
    exile: cards(game, player.exile),
    battlefield: game.battlefield
      .filter((id) => game.objects[id]?.controller === player.id)
      .map((id) => permanentView(game, id))
      .filter((view): view is PermanentView => view !== null),
  })),
);

/** The stack, top first. */
export const selectStack = memoByGame((game): StackItemView[] =>
  game.stack
    .map((item) => ({
      id: item.id,
      name: item.kind === 'ability' ? `${item.card} ability` : item.card,
      kind: item.kind,
      controller: item.controller,
      controllerName: nameOf(game, item.controller),
      text: item.text,
      targets: cards(game, item.targets.map((t) => t.id)),
    }))
    .toReversed(),
);

export const selectLegal = memoByGame((game): LegalActions => legalActions(game));

/** Buttons for the deciding player's concrete legal actions, pass excluded (it has its own control). */
export const selectActionOptions = memoByGame((game): ActionOption[] =>
  selectLegal(game)
    .actions.filter((action) => action.type !== 'pass')
    .map((action) => ({ action, label: describeAction(game, action) })),
);

/** The pass action when passing is legal now. */
export const selectPassAction = memoByGame(
  (game): Action | null => selectLegal(game).actions.find((action) => action.type === 'pass') ?? null,
);

export const selectPrompt = memoByGame((game): PromptView => {
  const pending = game.pendingChoice;
  if (pending) return { pending: pending.type, player: pending.player, text: describePending(game, pending) };
  if (game.gameOver) {
    const winner = game.gameOver.winner;
    const text = winner ? `Game over: ${nameOf(game, winner)} wins (${game.gameOver.reason})` : `Game over: a draw (${game.gameOver.reason})`;
    return { pending: 'none', player: null, text };
  }
  return { pending: 'none', player: null, text: 'Nobody is asked to act' };
});

export const selectTurn = memoByGame((game) => ({
  number: game.turn.number,
  activePlayer: game.turn.activePlayer,
  activeName: nameOf(game, game.turn.activePlayer),
  phase: game.turn.phase,
  step: game.turn.step,
}));
