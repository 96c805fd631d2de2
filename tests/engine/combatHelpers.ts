// combatHelpers.ts: boards and intents for the combat tests (CR 506–511). A board is a contract
// scenario (shared/contract/SCENARIO.md) that starts in the declare attackers step of Ana's turn 3;
// Ana (A) attacks, Bruno (B) defends.
import { findObject, logEntries } from '../../src/engine/index';
import { expect } from 'vitest';
import { applyAction } from '../../src/engine/index';
import type { Action, ContinuousEffect, GameState, RulesVariant, Scenario } from '../../src/engine/index';
import { game, play } from './helpers';

export const RULE_SETS: RulesVariant[] = ['current', 'legacy-damage-order'];

type Perm = NonNullable<Scenario['players'][number]['battlefield']>[number];
type Card = NonNullable<Scenario['players'][number]['hand']>[number];

export interface Board {
  a?: Perm[];
  b?: Perm[];
  handA?: Card[];
  handB?: Card[];
  libraryA?: Card[];
  libraryB?: Card[];
  rules?: RulesVariant;
  step?: Scenario['turn']['step'];
  cards?: Scenario['cards'];
  lifeB?: number;
}

/** A game at the start of `step` (declare attackers by default), Ana active. */
export function board(o: Board): GameState {
  return game({
    ...(o.rules ? { rules: o.rules } : {}),
    ...(o.cards ? { cards: o.cards } : {}),
    turn: { number: 3, activePlayer: 'A', step: o.step ?? 'declareAttackers' },
    players: [
      { id: 'A', name: 'Ana', battlefield: o.a ?? [], hand: o.handA ?? [], library: o.libraryA ?? ['Forest', 'Forest'] },
      { id: 'B', name: 'Bruno', battlefield: o.b ?? [], hand: o.handB ?? [], library: o.libraryB ?? ['Forest', 'Forest'], ...(o.lifeB !== undefined ? { life: o.lifeB } : {}) },
    ],
  });
}

/** Ana's declaration: ids attack Bruno, or `[id, defender]` pairs. */
export function attack(...who: (string | [string, string])[]): Action {
  return { type: 'declareAttackers', player: 'A', attackers: who.map((w) => (typeof w === 'string' ? { attacker: w, defender: 'B' } : { attacker: w[0], defender: w[1] })) };
}

/** Bruno's declaration: `[blocker, attacker]` pairs. */
export function block(...pairs: [string, string][]): Action {
  return { type: 'declareBlockers', player: 'B', blocks: pairs.map(([blocker, attacker]) => ({ blocker, attacker })) };
}

export function assign(player: string, ...sources: [string, Record<string, number>][]): Action {
  return { type: 'assignDamage', player, assignments: sources.map(([source, to]) => ({ source, to: Object.entries(to).map(([target, amount]) => ({ target, amount })) })) };
}

export const pass = (player: string): Action => ({ type: 'pass', player });

/** Both players pass in succession: the step ends or the top of the stack resolves. */
export function passBoth(s: GameState): GameState {
  return play(s, pass(s.pendingChoice?.player ?? 'A'), pass(s.pendingChoice?.player === 'A' ? 'B' : 'A'));
}

/** Declares the attack, then both pass: Bruno is asked to block (or the game moves on). */
export function attackAndPass(s: GameState, declaration: Action): GameState {
  return passBoth(play(s, declaration));
}

/** Under the legacy rules, answers the order choices with the orders given (default: as offered). */
export function answerOrders(s: GameState, blockers: Record<string, string[]> = {}, attackers: Record<string, string[]> = {}): GameState {
  let g = s;
  for (let i = 0; i < 4; i++) {
    const p = g.pendingChoice;
    if (p?.type === 'orderBlockers') {
      g = play(g, { type: 'orderBlockers', player: p.player, orders: p.attackers.map((a) => ({ attacker: a.attacker, blockers: blockers[a.attacker] ?? a.blockers })) });
    } else if (p?.type === 'orderAttackers') {
      g = play(g, { type: 'orderAttackers', player: p.player, orders: p.blockers.map((b) => ({ blocker: b.blocker, attackers: attackers[b.blocker] ?? b.attackers })) });
    } else break;
  }
  return g;
}

/** From the declare attackers step: attack, block, answer the legacy orders and pass to the combat damage step. */
export function toDamage(s: GameState, attackers: Action, blocks: Action | null, orders: { blockers?: Record<string, string[]>; attackers?: Record<string, string[]> } = {}): GameState {
  let g = attackAndPass(s, attackers);
  if (blocks) g = play(g, blocks);
  g = answerOrders(g, orders.blockers, orders.attackers);
  return passBoth(g);
}

/** Whether an action is accepted, without failing the test. */
export function accepts(s: GameState, action: Action): boolean {
  return applyAction(s, action).ok;
}

/** The refusal of an action, expecting the state unchanged (CR 733.1). */
export function refusalOf(s: GameState, action: Action): { rule: string; message: string; code: string } {
  const before = JSON.stringify(s);
  const r = applyAction(s, action);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`);
  return r.error;
}

export function perm(s: GameState, id: string) {
  return findObject(s, id);
}

export function onBattlefield(s: GameState, id: string): boolean {
  return s.battlefield.includes(id);
}

export function life(s: GameState, player: string): number {
  return s.players.find((p) => p.id === player)?.life ?? NaN;
}

/** A test-only continuous effect (the pool has no card that grants first or double strike). */
export function withEffect(s: GameState, target: string, effect: Partial<ContinuousEffect>): GameState {
  const timestamp = s.timestamp + 1;
  const added: ContinuousEffect = { id: `test:${timestamp}`, source: target, duration: 'endOfTurn', target: { id: target, zcc: findObject(s, target)?.zcc ?? 0 }, timestamp, ...effect };
  return { ...s, timestamp, effects: [...s.effects, added] };
}

export function withoutEffects(s: GameState, target: string): GameState {
  return { ...s, effects: s.effects.filter((e) => e.target.id !== target) };
}

export function logText(s: GameState): string {
  return logEntries(s).map((e) => `${e.rule ?? ''} ${e.text}`).join('\n');
}
