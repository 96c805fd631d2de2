// lessonPlay.test.ts: the lessons as the app plays them (src/lessons/play.ts, compare.ts, and src/store/replay.ts):
// every lesson opens at its start, its intended moves go through a table store one by one and the
// check passes on every field; either damage rule can be chosen at the start; the replay walks the
// engine's trace moment by moment; the paired 2024 lessons show the same combat under both rules.
import { describe, expect, it } from 'vitest';
import { applyAction, findObject, logEntries, type Action, type GameState } from '../../src/engine/index';
import { LESSONS, lessonPassed, loadAllLessons, type LessonFile } from '../../src/lessons/index';
import { autopassByDefault, checkPlayed, goalOf, goalPassedAt, goalReachedIn, intendedProgress, intendedReachGoal, lessonStart, unansweredOrder } from '../../src/lessons/play';
import { DEFAULT_AUTOPASS } from '../../src/store/autopass';
import { buildReplay, combatDamageMoment } from '../../src/store/replay';
import { combatMoments, playIntended } from '../../src/lessons/compare';
import { createTableStore } from '../../src/store/createTableStore';

const lessons: LessonFile[] = await loadAllLessons();
const byId = new Map(lessons.map((l) => [l.lesson.id, l]));
const failures = (rows: ReturnType<typeof checkPlayed>) => rows.filter((r) => !r.ok).map((r) => `${r.field}: expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.actual)}`);

function started(l: unknown, rules?: 'current' | 'legacy-damage-order') {
  const s = lessonStart(l, rules);
  if (!s.ok) throw new Error(s.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return s;
}

describe.each(LESSONS.map((l) => l.id))('lesson %s in a table store', (id) => {
  const lesson = byId.get(id)!;

  it('opens at its start under its own rules and reaches its goal when its intended moves are played', () => {
    const start = started(lesson);
    expect(start.rules).toBe(lesson.rules ?? 'current');
    expect(start.game.rules).toBe(start.rules);
    const store = createTableStore({ game: start.game });
    // Before anything is played the goal is not met (a lesson is something to do).
    expect(lessonPassed(checkPlayed(start.expect, start.game, null))).toBe(false);
    for (const action of start.actions) {
      const next = intendedProgress(start.actions, store.getState().performed, null, start.rules).next;
      expect(next?.action).toEqual(action);
      if (!store.getState().dispatch(next!.action)) break;
    }
    const { game, lastError } = store.getState();
    expect(failures(checkPlayed(start.expect, game, lastError))).toEqual([]);
    // A refusal lesson ends on its refused move, which the store keeps as lastError.
    expect(lastError !== null).toBe(start.expect.ok === false);
  });

  it('with the automatic passing its table opens with, its intended moves still to play reach the goal, and the passing stops on it', () => {
    const start = started(lesson);
    const on = autopassByDefault(start);
    // Off exactly for a lesson about priority (its moves cast or activate, or its goal checks the
    // stack) and for one about a refused move.
    expect(on).toBe(start.expect.stack === undefined && start.expect.ok !== false && !start.actions.some((a) => a.type === 'cast' || a.type === 'activate'));
    expect(start.goalIssues).toEqual([]);
    const store = createTableStore({ game: start.game, autopass: on ? DEFAULT_AUTOPASS : null, haltAutopass: goalReachedIn(start) });
    for (let i = 0; i < start.actions.length; i++) {
      const next = intendedProgress(start.actions, store.getState().performed, null, start.rules).next;
      if (!next || !store.getState().dispatch(next.action)) break;
    }
    const { game, lastError, performed, notes } = store.getState();
    expect(failures(checkPlayed(start.expect, game, lastError))).toEqual([]);
    // Every intended move was played, by a click or, for a pass, automatically.
    expect(intendedProgress(start.actions, performed, store.getState().refused?.action ?? null, start.rules)).toMatchObject({ onScript: true, next: null });
    if (on && start.actions.some((a) => a.type === 'pass')) expect(notes.some(Boolean)).toBe(true);
  });

  it('opens under the other damage rule too (the reader may switch at the start)', () => {
    const own = started(lesson);
    const other = own.rules === 'current' ? 'legacy-damage-order' : 'current';
    const s = started(lesson, other);
    expect(s.game.rules).toBe(other);
    expect(s.game.battlefield).toEqual(own.game.battlefield);
  });

  it('its goal lists every field of its expect block', () => {
    const start = started(lesson);
    const fields = goalOf(start.expect, start.game).map((g) => g.field.split(/[.[]/)[0]);
    for (const key of Object.keys(start.expect)) if (key !== 'ok' || start.expect.ok === false) expect(fields, key).toContain(key);
  });
});

describe('opening a lesson', () => {
  it('refuses what is not a valid scenario, with the runner\'s field paths', () => {
    expect(lessonStart('nope')).toMatchObject({ ok: false });
    const bad = lessonStart({ format: 'tabletop-scenario/1', players: 'x' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.length).toBeGreaterThan(0);
  });

  it('intendedProgress follows the intended moves, and stops when the play goes another way', () => {
    const l = byId.get('kw-trample')!;
    const { actions } = started(l);
    expect(intendedProgress(actions, [], null, 'current').next?.index).toBe(0);
    expect(intendedProgress(actions, actions.slice(0, 3), null, 'current')).toEqual({ played: 3, next: { index: 3, action: actions[3] }, onScript: true });
    expect(intendedProgress(actions, actions, null, 'current')).toEqual({ played: actions.length, next: null, onScript: true });
    expect(intendedProgress(actions, [{ type: 'pass', player: 'A' } as Action], null, 'current')).toMatchObject({ next: null, onScript: false });
  });

  it('CR 702.19b: an intended move the engine refuses counts as played, and nothing comes after it', () => {
    const { actions } = started(byId.get('trample-lethal-first-refused')!);
    const last = actions.at(-1)!;
    expect(intendedProgress(actions, actions.slice(0, -1), last, 'current')).toEqual({ played: actions.length, next: null, onScript: true });
    // A refusal of some other move leaves the intended one to play.
    expect(intendedProgress(actions, actions.slice(0, -1), actions[0]!, 'current').played).toBe(actions.length - 1);
  });

  it('a refusal counts only while it is the last word: a later legal move clears it', () => {
    const l = byId.get('kw-flying-ground-blocker-refused')!;
    const start = started(l);
    const store = createTableStore({ game: start.game });
    for (const action of start.actions) store.getState().dispatch(action);
    expect(lessonPassed(checkPlayed(start.expect, store.getState().game, store.getState().lastError))).toBe(true);
    // Without the refusal the same position fails the check: the goal is the refusal itself.
    expect(lessonPassed(checkPlayed(start.expect, store.getState().game, null))).toBe(false);
  });
});

describe('the replay (CR 510.1–510.2, 704.5g, moment by moment)', () => {
  const l = byId.get('seed-craw-wurm-two-blockers')!;
  const start = started(l);
  const replay = buildReplay(start.game, start.actions);
  const kinds = replay.frames.map((f) => f.entry?.event?.kind ?? (f.entry ? 'text' : 'start'));

  it('has one moment per log entry of the moves, after the start position', () => {
    let state: GameState = start.game;
    for (const a of start.actions) {
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(replay.frames[0]).toMatchObject({ entry: null, move: -1 });
    expect(replay.frames).toHaveLength(1 + logEntries(state).length - logEntries(start.game).length);
    // The last moment is the game the moves left.
    expect(replay.frames.at(-1)?.state).toEqual(state);
    expect(replay.refused).toBeNull();
  });

  it('finds the combat damage step, then shows the assignment, each damage and each state-based action in order', () => {
    const at = replay.combatDamage!;
    expect(replay.frames[at]?.entry?.event).toEqual({ kind: 'stepBegan', step: 'combatDamage', turn: 3 });
    expect(combatDamageMoment(replay.frames)).toBe(at);
    const after = replay.frames.slice(at + 1).map((f) => f.entry?.rule);
    expect(after.slice(0, 4)).toEqual(['510.1', '510.2', '510.2', '510.2']);
    expect(after.filter((r) => r === '704.5g')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'sba')).toHaveLength(2);
  });

  it('each moment shows the game as it was then: damage is marked before the Wall dies, not after', () => {
    const wallDamaged = replay.frames.findIndex((f) => f.entry?.text === 'Craw Wurm deals 3 combat damage to Wall of Wood');
    const wallDies = replay.frames.findIndex((f) => f.entry?.rule === '704.5g' && f.entry.text.startsWith('Wall of Wood'));
    expect(wallDamaged).toBeGreaterThan(0);
    expect(wallDies).toBeGreaterThan(wallDamaged);
    expect(findObject(replay.frames[wallDamaged]!.state, 'wall')?.damage).toBe(3);
    expect(replay.frames[wallDamaged]?.state.battlefield).toContain('wall');
    expect(replay.frames[wallDies + 2]?.state.battlefield).not.toContain('wall');
    // Earlier moments are not changed by later ones.
    expect(findObject(replay.frames[replay.combatDamage!]!.state, 'wall')?.damage).toBe(0);
  });

  it('stops at a move the engine refuses, and says which', () => {
    const r = buildReplay(start.game, [...start.actions.slice(0, 3), { type: 'pass', player: 'A' } as Action]);
    expect(r.refused?.move).toBe(3);
    expect(r.refused?.error.rule).toBeTruthy();
  });

  it('CR 702.111b: ends with the refused move as a moment of its own, the game unchanged by it', () => {
    const menace = started(byId.get('kw-menace-one-blocker-refused')!);
    const r = buildReplay(menace.game, menace.actions);
    const [played, last] = r.frames.slice(-2);
    expect(last?.refused?.action).toEqual(menace.actions.at(-1));
    expect(last?.refused?.error.rule).toBe('702.111b');
    expect(last?.entry).toBeNull();
    expect(last?.state).toBe(played?.state);
    expect(played?.state.pendingChoice?.type).toBe('declareBlockers');
  });

  it('with nothing played there is only the start position', () => {
    expect(buildReplay(start.game, [])).toEqual({ frames: [{ state: start.game, entry: null, move: -1 }], combatDamage: null, refused: null });
  });
});

describe('a lesson under the other damage rules', () => {
  it('CR 510.1c (before 2024): moves written for today\'s rules stop at the order question the old rules ask', () => {
    const legacy = started(byId.get('kw-menace-two-blockers')!, 'legacy-damage-order');
    let game = legacy.game;
    let stoppedAt = -1;
    for (const [i, action] of legacy.actions.entries()) {
      if (unansweredOrder(game, action)) {
        stoppedAt = i;
        break;
      }
      const r = applyAction(game, action);
      if (!r.ok) throw new Error(r.error.message);
      game = r.state;
    }
    expect(stoppedAt).toBe(4);
    expect(unansweredOrder(game, legacy.actions[4]!)).toBe('A');
    // A damage assignment order given by hand is not a departure from moves that have none.
    const order = { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'brute', blockers: ['bear', 'cadet'] }] } as Action;
    expect(intendedProgress(legacy.actions, [...legacy.actions.slice(0, 4), order], null, 'legacy-damage-order')).toMatchObject({ played: 4, onScript: true, next: { index: 4 } });
  });

  it('CR 510.1c: intendedReachGoal tells a lesson the other rules leave alone from one they change', () => {
    expect(intendedReachGoal(byId.get('kw-menace-two-blockers'), 'legacy-damage-order')).toBe(true);
    expect(intendedReachGoal(byId.get('kw-trample'), 'legacy-damage-order')).toBe(true);
    expect(intendedReachGoal(byId.get('dmg2024-craw-wurm-2-4-current'), 'legacy-damage-order')).toBe(false);
    expect(intendedReachGoal('nope', 'current')).toBeNull();
  });
});

describe('a game played past its goal', () => {
  it('CR 510.2: goalPassedAt finds the latest earlier position that met the goal', () => {
    const hero = started(byId.get('hero-tokens-first')!);
    const store = createTableStore({ game: hero.game });
    for (const action of hero.actions) store.getState().dispatch(action);
    const reachedAt = store.getState().past.length;
    expect(goalPassedAt(hero.expect, store.getState().past)).toBeNull();
    store.getState().dispatch({ type: 'pass', player: 'A' });
    store.getState().dispatch({ type: 'pass', player: 'B' });
    const { past, game } = store.getState();
    expect(lessonPassed(checkPlayed(hero.expect, game, null))).toBe(false);
    // Ana's pass left the game in the combat damage step, the goal still met: the latest such position.
    expect(goalPassedAt(hero.expect, past)?.position).toBe(reachedAt + 1);
  });

  it('CR 702.9b: a goal that wants a refusal is never "reached earlier" by a position', () => {
    const flying = started(byId.get('kw-flying-ground-blocker-refused')!);
    expect(goalPassedAt(flying.expect, [flying.game])).toBeNull();
  });
});

describe('the same combat under both rules (2024 change)', () => {
  const pairs = lessons.filter((l) => l.lesson.pairedWith && (l.rules ?? 'current') === 'current');

  it.each(pairs.map((l) => [l.lesson.id, l.lesson.pairedWith!]))('%s and %s: both played as intended reach their goals', (a, b) => {
    const now = playIntended(byId.get(a))!;
    const before = playIntended(byId.get(b))!;
    expect([now.rules, before.rules]).toEqual(['current', 'legacy-damage-order']);
    expect(now.passed).toBe(true);
    expect(before.passed).toBe(true);
    // The old rules show their damage assignment order among the combat's moments (CR 510.1c, pre-2024).
    const orders = (p: typeof now) => combatMoments(p.replay.frames).filter((f) => f.entry?.text.startsWith('Damage assignment order')).length;
    expect(orders(now)).toBe(0);
    if (!before.replay.refused || before.replay.refused.move > 3) expect(orders(before)).toBeGreaterThan(0);
  });

  it('the old order refuses the 2 + 2 split that today\'s rules allow (Elvish Regrower, CR 510.1c)', () => {
    const before = playIntended(byId.get('dmg2024-regrower-legacy'))!;
    expect(before.replay.refused?.error.rule).toMatch(/^510\.1c/);
    const now = playIntended(byId.get('dmg2024-regrower-current'))!;
    expect(now.replay.refused).toBeNull();
    const dealt = combatMoments(now.replay.frames).filter((f) => f.entry?.rule === '510.2').map((f) => f.entry?.text);
    expect(dealt).toContain('Elvish Regrower deals 2 combat damage to Helpful Hunter');
  });

  it('combat moments leave out the priority passes', () => {
    const now = playIntended(byId.get('seed-craw-wurm-two-blockers'))!;
    expect(combatMoments(now.replay.frames).some((f) => f.entry?.event?.kind === 'passed')).toBe(false);
  });
});
