// traceAction: an action replayed one log entry at a time, each entry with the game right after it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, createGameFromScenario, findObject, logEntries, parseScenario, traceAction } from '../../src/engine/index';
import type { Action, GameState, TraceStep } from '../../src/engine/index';
import { deepFreeze } from './freeze';
import { game, play } from './helpers';

/** The seed scenario Craw Wurm blocked by Wall of Wood and Eager Cadet, up to its damage assignment. */
function crawWurmBeforeDamage(): { state: GameState; assign: Action } {
  const raw: unknown = JSON.parse(readFileSync(new URL('../../../shared/scenarios/seed-craw-wurm-two-blockers.json', import.meta.url), 'utf8'));
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error('seed scenario does not parse');
  const actions = parsed.scenario.actions ?? [];
  const assign = actions[actions.length - 1] as Action;
  expect(assign.type).toBe('assignDamage');
  return { state: play(createGameFromScenario(parsed.scenario), ...actions.slice(0, -1)), assign };
}

function stepAt(steps: TraceStep[], text: string): TraceStep {
  const step = steps.find((s) => s.entry.text === text);
  if (!step) throw new Error(`no step "${text}" among ${steps.map((s) => s.entry.text).join(' / ')}`);
  return step;
}

describe('traceAction', () => {
  it('gives every log entry of combat damage in order, each with the game as it was at that moment', () => {
    const { state, assign } = crawWurmBeforeDamage();
    const applied = applyAction(state, assign);
    const traced = traceAction(deepFreeze(state), assign);
    if (!applied.ok || !traced.ok) throw new Error('the assignment should be legal');

    // The final state is applyAction's, and the steps are the new log entries in order.
    expect(traced.state).toEqual(applied.state);
    const before = logEntries(state).length;
    expect(traced.steps.map((s) => s.entry)).toEqual(logEntries(applied.state).slice(before));
    traced.steps.forEach((s, i) => expect(logEntries(s.state)).toEqual(logEntries(applied.state).slice(0, before + i + 1)));

    const toWall = stepAt(traced.steps, 'Craw Wurm deals 3 combat damage to Wall of Wood').state;
    expect(findObject(toWall, 'wall')).toMatchObject({ zone: 'battlefield', damage: 3 });
    // Damage is dealt simultaneously but logged one recipient at a time: the cadet's comes next.
    expect(findObject(toWall, 'cadet')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(findObject(toWall, 'wurm')?.damage).toBe(1);

    const destroyed = stepAt(traced.steps, 'Wall of Wood is destroyed (Wall of Wood has lethal damage)');
    expect(destroyed.entry.event).toMatchObject({ kind: 'sba', what: 'destroyed', object: 'wall' });
    expect(destroyed.state.battlefield).toContain('wall');

    const leftCombat = stepAt(traced.steps, 'Wall of Wood is removed from combat').state;
    expect(leftCombat.battlefield).toContain('wall');
    expect(leftCombat.combat?.blockers.map((b) => b.id)).toEqual(['cadet']);

    const moved = stepAt(traced.steps, 'Wall of Wood moves from battlefield to graveyard').state;
    expect(findObject(moved, 'wall')).toMatchObject({ zone: 'graveyard', damage: 0 });
    expect(moved.battlefield).not.toContain('wall');
    expect(moved.players.find((p) => p.id === 'B')?.graveyard).toEqual(['wall']);
    expect(findObject(moved, 'cadet')).toMatchObject({ zone: 'battlefield', damage: 3 });

    // Each moment is a plain value of its own: later changes in the transition did not reach it.
    for (const s of traced.steps) expect(JSON.parse(JSON.stringify(s.state))).toEqual(s.state);
    expect(findObject(traced.steps[traced.steps.length - 1]!.state, 'cadet')?.zone).toBe('graveyard');
  });

  it('shows life lost to a player at the entry that says so', () => {
    const state = game({
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [{ id: 'A', name: 'Ana', battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] }, { id: 'B', name: 'Bruno' }],
    });
    let s = play(state, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bears', defender: 'B' }] });
    while (s.pendingChoice?.type !== 'priority' || s.turn.step !== 'declareBlockers') {
      const p = s.pendingChoice;
      s = play(s, p?.type === 'declareBlockers' ? { type: 'declareBlockers', player: p.player, blocks: [] } : { type: 'pass', player: p?.player ?? 'A' });
    }
    s = play(s, { type: 'pass', player: 'A' });
    const traced = traceAction(s, { type: 'pass', player: 'B' });
    if (!traced.ok) throw new Error(traced.error.message);
    const hit = stepAt(traced.steps, 'Grizzly Bears deals 2 combat damage to Bruno');
    expect(hit.state.players.find((p) => p.id === 'B')?.life).toBe(18);
    expect(hit.state.turn.step).toBe('combatDamage');
    // The moments before the damage still show Bruno at 20.
    expect(traced.steps[0]?.state.players.find((p) => p.id === 'B')?.life).toBe(20);
  });

  it('refuses an illegal action exactly as applyAction does', () => {
    const { state, assign } = crawWurmBeforeDamage();
    const illegal: Action = { ...assign, assignments: [{ source: 'wurm', to: [{ target: 'wall', amount: 7 }] }] } as Action;
    const applied = applyAction(state, illegal);
    const traced = traceAction(deepFreeze(state), illegal);
    expect(applied.ok).toBe(false);
    expect(traced).toEqual(applied);
    expect(traceAction(state, { type: 'pass', player: 'B' })).toEqual(applyAction(state, { type: 'pass', player: 'B' }));
  });
});
