// replay.test.ts: the last combat of a table's history (src/store/replay.ts), which any table can step
// through: found in a whole hot-seat game, from the position before its beginning of combat step to
// the move that leaves the combat phase; a scenario that starts in combat replays from its start; a
// combat that is only in the log the history started from, or undone, is not offered. A moment is
// worded for one player's eyes without the cards hidden from them, and another player's choice is not shown.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, logEntries, type GameState, type LogEntry } from '../../src/engine';
import { DEFAULT_AUTOPASS } from '../../src/store/autopass';
import { createTableStore } from '../../src/store/createTableStore';
import { selectSeesPendingChoice, selectViewer } from '../../src/store/hidden';
import { buildReplay, hasCombatToReplay, lastCombatMoves, momentEntry } from '../../src/store/replay';
import { damageTurns, hotseatGameAfterCombats } from '../support/hotseat';
import { play, scenarioActions } from '../support/play';
import { fixture, startGame } from '../support/scenarios';

const isStep = (entry: LogEntry | null, step: string) => entry?.event?.kind === 'stepBegan' && entry.event.step === step;

describe('the last combat of a table\'s history', () => {
  const store = hotseatGameAfterCombats(2);
  const h = store.getState();
  const combat = lastCombatMoves(h)!;
  const lastTurn = Math.max(...damageTurns(h.game));

  it('is offered once a combat damage step has been played', () => {
    expect(hasCombatToReplay(h)).toBe(true);
    expect(combat).not.toBeNull();
    const first = h.past[0]!;
    expect(hasCombatToReplay({ game: first, past: [], performed: [] })).toBe(false);
  });

  it('starts before the beginning of combat of the last combat and ends once the combat phase is left', () => {
    expect(combat.start.turn.number).toBe(lastTurn);
    expect(['untap', 'upkeep', 'draw', 'main1']).toContain(combat.start.turn.step);
    const frames = buildReplay(combat.start, combat.moves).frames;
    const entries = frames.map((f) => f.entry);
    expect(entries.filter((e) => isStep(e, 'beginCombat'))).toHaveLength(1);
    expect(entries.some((e) => isStep(e, 'combatDamage'))).toBe(true);
    const end = frames.at(-1)!.state;
    expect(end.turn.number > lastTurn || !['beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat'].includes(end.turn.step)).toBe(true);
    // The moves are the history's own: replayed from the start they reach the same position.
    const at = h.past.indexOf(combat.start);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(combat.moves).toEqual(h.performed.slice(at, at + combat.moves.length));
    expect(end).toEqual([...h.past, h.game][at + combat.moves.length]);
  }, 20_000);

  it('each moment\'s entry is the last of its state\'s log, so it can be read through the hidden view', () => {
    for (const frame of buildReplay(combat.start, combat.moves).frames.slice(1)) expect(logEntries(frame.state).at(-1)).toEqual(frame.entry);
  });

  it('after undoing back before the last combat\'s damage, the one before it is offered', () => {
    const undone = createTableStore({ game: h.game });
    undone.getState().restore(h);
    const damage = [...h.past].findIndex((s) => s.turn.number === lastTurn && s.turn.step === 'combatDamage');
    expect(damage).toBeGreaterThan(0);
    undone.getState().jumpTo(damage - 1);
    const earlier = lastCombatMoves(undone.getState())!;
    expect(earlier.start.turn.number).toBeLessThan(lastTurn);
  });

  it('a moment shown to one player does not say which card the other drew', () => {
    const isDraw = (e: LogEntry | null) => e?.event?.kind === 'drew' && e.event.player === 'B' && e.event.object !== undefined;
    const states = [...h.past, h.game];
    const k = states.findIndex((state, i) => i > 0 && logEntries(state).slice(logEntries(states[i - 1]!).length).some(isDraw)) - 1;
    expect(k).toBeGreaterThanOrEqual(0);
    const frame = buildReplay(states[k]!, [h.performed[k]!]).frames.find((f) => isDraw(f.entry)) as { state: GameState; entry: LogEntry; move: number };
    expect(momentEntry(frame, 'all')).toBe(frame.entry);
    expect(momentEntry(frame, 'B')?.event).toEqual(frame.entry.event);
    expect(momentEntry(frame, 'A')?.event).toEqual({ kind: 'drew', player: 'B' });
    expect(JSON.stringify(momentEntry(frame, 'A'))).not.toContain(String(frame.entry.event?.kind === 'drew' && frame.entry.event.object));
  });
});

describe('a scenario table', () => {
  const crawWurm = fixture('craw-wurm-two-blockers');
  const start = startGame(crawWurm);
  const actions = scenarioActions(crawWurm);

  it('that starts in combat replays its combat from the first position', () => {
    const store = createTableStore({ game: start });
    expect(hasCombatToReplay(store.getState())).toBe(false);
    expect(lastCombatMoves(store.getState())).toBeNull();
    for (const action of actions) store.getState().dispatch(action);
    expect(lastCombatMoves(store.getState())).toEqual({ start, moves: actions });
  });

  it('does not offer a combat that was over before its history began', () => {
    const after = play(start, ...actions);
    const pass = legalActions(after).actions.find((a) => a.type === 'pass')!;
    const passed = applyAction(after, pass);
    if (!passed.ok) throw new Error(passed.error.message);
    expect(hasCombatToReplay({ game: passed.state, past: [after], performed: [pass] })).toBe(false);
    expect(lastCombatMoves({ game: after, past: [], performed: [] })).toBeNull();
  });
});

describe('a replay watched by one player', () => {
  const blocking = play(startGame(fixture('craw-wurm-two-blockers')), ...scenarioActions(fixture('craw-wurm-two-blockers'), 3));

  it('shows every position as that player may see it, and another player\'s choice without its options', () => {
    expect(blocking.pendingChoice?.player).toBe('B');
    const watchedByA = createTableStore({ game: blocking, viewer: 'A' }).getState();
    expect(selectViewer(watchedByA)).toBe('A');
    expect(selectSeesPendingChoice(watchedByA)).toBe(false);
    expect(selectSeesPendingChoice(createTableStore({ game: blocking, viewer: 'B' }).getState())).toBe(true);
    expect(selectSeesPendingChoice(createTableStore({ game: blocking }).getState())).toBe(true);
    // A live hot-seat table is read by whoever decides: they always see their own choice.
    const live = createTableStore({ game: blocking, hotseat: { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: false } }).getState();
    expect(selectViewer(live)).toBe('B');
    expect(selectSeesPendingChoice(live)).toBe(true);
  });
});
