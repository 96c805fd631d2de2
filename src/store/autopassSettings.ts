// autopassSettings.ts: each player's stops for automatic passing, as plain data (so they can be saved
// with a game and edited as a grid of checkboxes). The decisions made from them are in autopass.ts.
import { STEP_NAMES, type GameState, type PlayerId, type Step } from '../engine';

/** "Pass until end of turn" / "pass until my next turn", remembering the turn it was asked in, so the
 *  mode ends by itself when that turn is over (or when the player's next turn begins). */
export type PassUntil = { kind: 'endOfTurn'; turn: number } | { kind: 'myNextTurn'; turn: number };

/** When to stop because the player could cast an instant or activate an ability: never, only in the
 *  declare attackers and declare blockers steps (where tricks matter most), or in every step. */
export type RespondStops = 'never' | 'combat' | 'always';

export interface PlayerStops {
  /** Steps in which this player stops when they receive priority during their own turn. */
  ownTurn: Readonly<Record<Step, boolean>>;
  /** The same during an opponent's turn. */
  opponentTurn: Readonly<Record<Step, boolean>>;
  /** Asked to declare attackers whenever the engine offers it (it does only when a creature can attack);
   *  off, no attackers are declared for the player when that is legal. */
  askToAttack: boolean;
  /** Asked to declare blockers when some creature can block; off, no blockers are declared when legal. */
  askToBlock: boolean;
  /** Stop with anything on the stack ('any'), or only when an opponent controls something on it. */
  stack: 'any' | 'opponents';
  respond: RespondStops;
  /** Automatic passing as Arena does it: each stop above (a step, an opponent's object on the stack,
   *  your own with 'any') stops only when the player could do something there, by the engine's legal
   *  actions: a spell to cast, a land to play, an ability to activate (a mana ability alone is not
   *  something to do). Off, every stop stops. */
  onlyWhenAble: boolean;
  /** Teaching: stop at every decision, whatever the rest says. */
  fullControl: boolean;
  passUntil: PassUntil | null;
}

export interface AutoPassSettings {
  /** By player id; a player without an entry uses `DEFAULT_STOPS`. */
  players: Readonly<Record<PlayerId, PlayerStops>>;
}

/** The turn's steps in order (CR 500.1), as a stops grid lists them. */
export const STOP_STEPS = Object.keys(STEP_NAMES) as readonly Step[];

const noSteps = (): Record<Step, boolean> => Object.fromEntries(STOP_STEPS.map((s) => [s, false])) as Record<Step, boolean>;

/** What a new player gets (issue 21, as Arena does it): stopped in their main phases, in each
 *  opponent's end step, on an opponent's spell or ability and in the declare attackers and blockers
 *  steps, each only when they could do something there; never on their own spell. */
export const DEFAULT_STOPS: PlayerStops = {
  ownTurn: { ...noSteps(), main1: true, main2: true },
  opponentTurn: { ...noSteps(), end: true },
  askToAttack: true,
  askToBlock: true,
  stack: 'opponents',
  respond: 'combat',
  onlyWhenAble: true,
  fullControl: false,
  passUntil: null,
};

/** The stops before issue 21: every stop stops, whether or not the player could do anything (tests
 *  and tables about priority itself). */
export const STOP_EVERY_TIME: PlayerStops = {
  ...DEFAULT_STOPS,
  opponentTurn: noSteps(),
  stack: 'any',
  onlyWhenAble: false,
};

export const DEFAULT_AUTOPASS: AutoPassSettings = { players: {} };

export function stopsFor(settings: AutoPassSettings, player: PlayerId): PlayerStops {
  return Object.hasOwn(settings.players, player) ? (settings.players[player] as PlayerStops) : DEFAULT_STOPS;
}

export function updateStops(settings: AutoPassSettings, player: PlayerId, change: Partial<PlayerStops>): AutoPassSettings {
  return { players: { ...settings.players, [player]: { ...stopsFor(settings, player), ...change } } };
}

export function toggleStepStop(settings: AutoPassSettings, player: PlayerId, whose: 'ownTurn' | 'opponentTurn', step: Step): AutoPassSettings {
  const stops = stopsFor(settings, player);
  return updateStops(settings, player, { [whose]: { ...stops[whose], [step]: !stops[whose][step] } });
}

/** Full control for every player of the game (the teaching switch), or back to each one's own stops. */
export function setFullControl(settings: AutoPassSettings, game: GameState, on: boolean): AutoPassSettings {
  return game.players.reduce((s, p) => updateStops(s, p.id, { fullControl: on }), settings);
}

export function passUntilEndOfTurn(settings: AutoPassSettings, game: GameState, player: PlayerId): AutoPassSettings {
  return updateStops(settings, player, { passUntil: { kind: 'endOfTurn', turn: game.turn.number } });
}

export function passUntilMyNextTurn(settings: AutoPassSettings, game: GameState, player: PlayerId): AutoPassSettings {
  return updateStops(settings, player, { passUntil: { kind: 'myNextTurn', turn: game.turn.number } });
}

export function cancelPassUntil(settings: AutoPassSettings, player: PlayerId): AutoPassSettings {
  return updateStops(settings, player, { passUntil: null });
}

/** Whether the player's "pass until…" still holds in this state. */
export function isPassingUntil(game: GameState, player: PlayerId, until: PassUntil | null): boolean {
  if (!until) return false;
  if (until.kind === 'endOfTurn') return game.turn.number === until.turn;
  return !(game.turn.activePlayer === player && game.turn.number > until.turn);
}

/** The settings with every finished "pass until…" cleared, so the table stops showing it. Returns the
 *  same object when nothing changed. */
export function expirePassUntil(settings: AutoPassSettings, game: GameState): AutoPassSettings {
  let out = settings;
  for (const [player, stops] of Object.entries(settings.players)) {
    if (stops.passUntil && !isPassingUntil(game, player, stops.passUntil)) out = cancelPassUntil(out, player);
  }
  return out;
}
