// Helpers for the reference-card tests: small readers over the state and the usual moves.
import { logEntries } from '../../../src/engine/index';
import type { Action, GameState } from '../../../src/engine/index';
import { pass, passUntil, play } from '../helpers';

export const lands = (card: string, n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card }));
export const life = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.life;
export const hand = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.hand;
export const graveyard = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.graveyard;
export const library = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.library;
export const stackIds = (s: GameState) => s.stack.map((x) => x.id);
export const onBattlefield = (s: GameState, id: string) => s.battlefield.includes(id);
export const logTexts = (s: GameState) => logEntries(s).map((e) => e.text);
export const logged = (s: GameState, rule: string, text: string | RegExp) =>
  logEntries(s).some((e) => e.rule === rule && (typeof text === 'string' ? e.text.includes(text) : text.test(e.text)));

/** Both players pass once: the top of the stack resolves (or the step ends). */
export const passBoth = (s: GameState, first = s.turn.activePlayer): GameState => {
  const other = s.players.find((p) => p.id !== first)!.id;
  return play(s, pass(first), pass(other));
};

/** Passes until the stack is empty and someone has priority again (no other choice may come up). */
export function resolveAll(s: GameState): GameState {
  let x = s;
  for (let i = 0; i < 50 && x.stack.length > 0; i++) {
    const p = x.pendingChoice;
    if (p?.type !== 'priority') throw new Error(`a choice is pending: ${JSON.stringify(p)}`);
    x = play(x, pass(p.player));
  }
  if (x.stack.length > 0) throw new Error('the stack did not empty');
  return x;
}

/** Declares attackers (all at player B) from the beginning of the declare attackers step. */
export const attack = (s: GameState, ...ids: string[]): GameState =>
  play(s, { type: 'declareAttackers', player: s.turn.activePlayer, attackers: ids.map((attacker) => ({ attacker, defender: s.players.find((p) => p.id !== s.turn.activePlayer)!.id })) });

export const block = (s: GameState, player: string, ...pairs: [string, string][]): GameState =>
  play(s, { type: 'declareBlockers', player, blocks: pairs.map(([blocker, attacker]) => ({ blocker, attacker })) });

export const choose = (player: string, object: string, choice: string): Action => ({ type: 'choose', player, object, choice });
export const targets = (player: string, object: string, ...ids: string[]): Action => ({ type: 'chooseTargets', player, object, targets: ids });
export const order = (player: string, ...ids: string[]): Action => ({ type: 'orderTriggers', player, order: ids });
export const cast = (player: string, card: string, ...targetIds: string[]): Action => ({ type: 'cast', player, card, ...(targetIds.length ? { targets: targetIds } : {}) });
export const activate = (player: string, source: string, ability = 0, ...targetIds: string[]): Action => ({ type: 'activate', player, source, ability, ...(targetIds.length ? { targets: targetIds } : {}) });

export const untilStep = (s: GameState, step: GameState['turn']['step'], turn?: number) =>
  passUntil(s, (x) => x.turn.step === step && (turn === undefined || x.turn.number === turn));
