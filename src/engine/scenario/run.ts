// run.ts: running a scenario's actions, and the result object of shared/contract/SCENARIO.md.
import type { Action, EngineError, GameState } from '../types';
import { applyAction } from '../apply';
import { parseScenario, type ScenarioIssue } from './schema';
import { createGameFromScenario } from './create';
import { characteristics } from '../rules/characteristics';
import { formatMana } from '../rules/mana';
import { getObject, getPlayer } from '../state';
import { teamOf, teamsOf } from '../rules/teams';
import { logEntries } from '../transaction';
import { battlefieldWithPhasedOut } from '../rules/phasing';

export interface ScenarioResult {
  ok: boolean;
  error?: { actionIndex: number; rule: string; message: string; code: string };
  actionsApplied: number;
  rules: GameState['rules'];
  turn: { number: number; activePlayer: string; activeTeam?: string | null; phase: string; step: string; priority: string | null };
  players: unknown[];
  stack: unknown[];
  pendingChoice: GameState['pendingChoice'];
  gameOver: GameState['gameOver'];
  log: { text: string; rule?: string }[];
}

export type RunOutcome =
  | { exitCode: 0; result: ScenarioResult; state: GameState; states: GameState[] }
  | { exitCode: 2; issues: ScenarioIssue[] };

/** Reads, sets up and plays a scenario; stops at the first illegal action (the contract's runner rule). */
export function runScenario(json: unknown): RunOutcome {
  const parsed = parseScenario(json);
  if (!parsed.ok) return { exitCode: 2, issues: parsed.issues };
  let state = createGameFromScenario(parsed.scenario);
  const states: GameState[] = [state];
  const actions = (parsed.scenario.actions ?? []) as Action[];
  let error: ScenarioResult['error'];
  let applied = 0;
  for (const [i, action] of actions.entries()) {
    const r = applyAction(state, action);
    if (!r.ok) {
      error = { actionIndex: i, ...pickError(r.error) };
      break;
    }
    state = r.state;
    states.push(state);
    applied++;
  }
  return { exitCode: 0, result: toResult(state, { actionsApplied: applied, ...(error ? { error } : {}) }), state, states };
}

function pickError(e: EngineError): { rule: string; message: string; code: string } {
  return { rule: e.rule, message: e.message, code: e.code };
}

/** The contract's view of a state: the hidden library as a count, current characteristics, combat. */
export function toResult(g: GameState, extra: { actionsApplied?: number; error?: ScenarioResult['error'] } = {}): ScenarioResult {
  const c = g.combat;
  const card = (id: string): { id: string; card: string } => ({ id, card: getObject(g, id).card });
  const teams = teamsOf(g);
  return {
    ok: !extra.error,
    ...(extra.error ? { error: extra.error } : {}),
    actionsApplied: extra.actionsApplied ?? 0,
    rules: g.rules,
    // CR 800: the variant and its options, for a multiplayer game (a two-player result is as it was).
    ...(g.multiplayer && { variant: g.multiplayer.variant, options: g.multiplayer.variant === 'free-for-all' ? { attack: g.multiplayer.attack } : {} }),
    // CR 810.4: two-headed giant's teams with their shared life totals.
    ...(teams && {
      teams: teams.map((t) => {
        const ps = t.players.map((id) => getPlayer(g, id));
        return { id: t.id, players: [...t.players], life: ps[0]?.life ?? 0, lost: ps.every((p) => p.lost) };
      }),
    }),
    turn: {
      number: g.turn.number, activePlayer: g.turn.activePlayer, ...(teams && { activeTeam: teamOf(g, g.turn.activePlayer)?.id ?? null }),
      phase: g.turn.phase, step: g.turn.step,
      priority: g.pendingChoice?.type === 'priority' ? g.pendingChoice.player : null,
    },
    players: g.players.map((p) => ({
      id: p.id, name: p.name, life: p.life, lost: p.lost,
      hand: p.hand.map(card), library: p.library.length, graveyard: p.graveyard.map(card), exile: p.exile.map(card),
      manaPool: formatMana(p.manaPool),
      battlefield: battlefieldWithPhasedOut(g, p).map((id) => {
        const o = getObject(g, id);
        const ch = characteristics(g, o);
        const attack = c?.attackers.find((a) => a.id === id);
        const block = c?.blockers.find((b) => b.id === id);
        return {
          id, card: o.card, controller: o.controller, owner: o.owner, token: o.token, tapped: o.tapped,
          summoningSick: o.summoningSick, damage: o.damage, counters: { ...o.counters },
          power: ch.power, toughness: ch.toughness, keywords: [...ch.keywords],
          attacking: attack ? attack.defender : null,
          // CR 506.4c: its planeswalker has left; it is still attacking, but attacks nothing.
          ...(attack?.attackingNothing ? { attackingNothing: true } : {}),
          blocked: attack ? attack.blocked : null,
          blockedBy: attack ? [...attack.blockedBy] : [],
          blocking: block ? [...block.blocking] : [],
          // CR 310.8: a battle's protector.
          ...(o.protector !== undefined ? { protector: o.protector } : {}),
          // CR 702.26: treated as though it doesn't exist, but listed where it is.
          phasedOut: o.phasedOut === true,
        };
      }),
    })),
    stack: g.stack.map((s) => ({
      id: s.id, kind: s.kind, ...(s.kind === 'spell' ? { card: s.card } : {}), source: s.source, controller: s.controller,
      text: s.text, targets: s.targets.map((t) => t.id),
    })),
    pendingChoice: g.pendingChoice,
    gameOver: g.gameOver,
    log: logEntries(g).map((e) => ({ text: e.text, ...(e.rule ? { rule: e.rule } : {}) })),
  };
}
