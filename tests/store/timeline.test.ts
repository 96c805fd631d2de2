import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/engine';
import { DEFAULT_AUTOPASS } from '../../src/store/autopass';
import { createTableStore } from '../../src/store/createTableStore';
import { startHotSeatGame } from '../../src/store/gameSetup';
import { selectHistoryLog } from '../../src/store/selectHistoryLog';
import { isConsistent, jump, record, redoTarget, stepEnd, undoTarget, type AutoNote, type History } from '../../src/store/timeline';

/** States are stand-ins here: the timeline only moves them around. */
const state = (n: number) => ({ n }) as unknown as GameState;
const action = (n: number): Action => ({ type: 'pass', player: `p${n}` });
const auto: AutoNote = { player: 'A', reason: 'no stop', message: { key: 'hotseat:autopass.reason.noStop' } };

/** Positions 0…5: action 0 by a player, 1 and 2 automatic, 3 by a player, 4 automatic. */
function line(): History {
  const start: History = { game: state(0), past: [], future: [], performed: [], undone: [], notes: [] };
  return record(start, [0, 1, 2, 3, 4].map((i) => ({ action: action(i), state: state(i + 1), note: i === 1 || i === 2 || i === 4 ? auto : null })));
}

describe('timeline: undo steps and time travel', () => {
  it('records actions after the present, dropping what was undone', () => {
    const h = line();
    expect(h.past).toHaveLength(5);
    expect(isConsistent(h)).toBe(true);
    const back = jump(h, 2);
    const branched = record(back, [{ action: action(9), state: state(9), note: null }]);
    expect(branched.performed.map((a) => a.player)).toEqual(['p0', 'p1', 'p9']);
    expect(branched.notes).toEqual([null, auto, null]);
    expect(branched.future).toEqual([]);
  });

  it('undo goes back before the player\'s action whose automatic passes led here; redo forward over them', () => {
    const h = line();
    expect(undoTarget(h)).toBe(3);
    expect(undoTarget(jump(h, 3))).toBe(0);
    expect(redoTarget(jump(h, 0))).toBe(3);
    expect(redoTarget(jump(h, 3))).toBe(5);
    expect(undoTarget(jump(h, 0))).toBe(0);
  });

  it('a jump keeps every state and action, only moving the present', () => {
    const h = line();
    const there = jump(h, 1);
    expect(there.game).toBe(h.past[1]);
    expect(there.performed).toEqual(h.performed.slice(0, 1));
    expect(there.undone.toReversed()).toEqual(h.performed.slice(1));
    expect(jump(there, 5).game).toBe(h.game);
    expect(jump(h, 99).game).toBe(h.game);
    expect(jump(h, 5)).toBe(h);
  });

  it('a log line of an automatic pass goes to the end of its step', () => {
    const h = line();
    expect(stepEnd(h, 0)).toBe(3);
    expect(stepEnd(h, 1)).toBe(3);
    expect(stepEnd(h, 3)).toBe(5);
  });
});

describe('selectHistoryLog', () => {
  it('ties each line to its action, puts the automatic pass\'s reason first and keeps hidden draws nameless', () => {
    const started = startHotSeatGame({ players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'red-goblins' }], seed: 5, firstPlayer: 'A', rules: 'current' });
    if (!started.ok) throw new Error('setup');
    const store = createTableStore({ game: started.game, hotseat: { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: false } });
    store.getState().dispatch({ type: 'mulligan', player: 'A', keep: true });
    store.getState().dispatch({ type: 'mulligan', player: 'B', keep: true });
    const lines = selectHistoryLog(store.getState(), 'B');
    // The opening draws come before any action; "a card moves" lines are left to "draws a card".
    expect(lines[0]?.action).toBeNull();
    expect(lines.some((l) => l.kind === 'entry' && l.entry.text.startsWith('A card moves'))).toBe(false);
    const firstAuto = lines.findIndex((l) => l.kind === 'auto');
    expect(lines[firstAuto]).toMatchObject({ action: 2, message: { key: 'hotseat:autopass.line.pass' } });
    // The engine's own "Ana passes" is not repeated under the automatic pass.
    expect(lines.filter((l) => l.action === 2 && l.kind === 'entry').map((l) => l.kind === 'entry' && l.entry.event?.kind)).not.toContain('passed');
    // Bruno does not learn which cards Ana drew: no draw event of hers names a card.
    const anaDraws = lines.flatMap((l) => (l.kind === 'entry' && l.entry.event?.kind === 'drew' && l.entry.event.player === 'A' ? [l.entry.event] : []));
    expect(anaDraws.length).toBeGreaterThan(0);
    expect(anaDraws.every((e) => e.kind === 'drew' && e.object === undefined)).toBe(true);
  });
});
