// lessonRulesAndGoal.test.ts: a lesson written for the rules before 2024 played under today's rules,
// where no damage assignment order is asked (its order moves are passed over, count as played, and the
// damage that follows stays legal); and a lesson whose goal has problems (one saved in this browser
// before the editor checked goals), which opens with them listed instead of being checked.
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type GameState } from '../../src/engine/index';
import { LESSONS, loadAllLessons, type LessonFile } from '../../src/lessons/index';
import { intendedEnd, intendedProgress, intendedReachGoal, lessonStart, unaskedOrder } from '../../src/lessons/play';

const lessons: LessonFile[] = await loadAllLessons();
const byId = new Map(lessons.map((l) => [l.lesson.id, l]));
const isOrder = (a: Action) => a.type === 'orderBlockers' || a.type === 'orderAttackers';
const withOrders = lessons.filter((l) => (l.actions as Action[]).some(isOrder));

function started(l: unknown, rules?: 'current' | 'legacy-damage-order') {
  const s = lessonStart(l, rules);
  if (!s.ok) throw new Error(s.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return s;
}

describe('a lesson written for the rules before 2024, under today\'s rules', () => {
  it('the library has such lessons, all written for the old rules', () => {
    expect(withOrders.map((l) => l.lesson.id)).toEqual(expect.arrayContaining(['seed-craw-wurm-legacy-order', 'dmg2024-craw-wurm-3-3-legacy', 'dmg2024-baloth-brigade-legacy']));
    for (const l of withOrders) expect(l.rules, l.lesson.id).toBe('legacy-damage-order');
  });

  it('CR 510.1c: today\'s engine refuses an order move, since it never asks for one', () => {
    const start = started(byId.get('dmg2024-craw-wurm-3-3-legacy'), 'current');
    let game: GameState = start.game;
    for (const move of start.actions.slice(0, 4)) {
      const r = applyAction(game, move);
      if (!r.ok) throw new Error(r.error.message);
      game = r.state;
    }
    expect(game.pendingChoice?.type).toBe('priority');
    expect(applyAction(game, start.actions[4]!).ok).toBe(false);
    expect(unaskedOrder('current', start.actions[4]!)).toBe(true);
    expect(unaskedOrder('legacy-damage-order', start.actions[4]!)).toBe(false);
    expect(unaskedOrder('current', start.actions[3]!)).toBe(false);
  });

  it.each(withOrders.map((l) => l.lesson.id))('CR 510.1c: %s, its orders passed over, plays every other move legally under today\'s rules', (id) => {
    // Any split the old order allowed is one the attacker may choose today; the ones it refused too.
    const start = started(byId.get(id), 'current');
    let game: GameState = start.game;
    const refused: string[] = [];
    for (const move of start.actions) {
      if (unaskedOrder(start.rules, move)) continue;
      const r = applyAction(game, move);
      if (!r.ok) refused.push(`${move.type}: ${r.error.rule} ${r.error.message}`);
      else game = r.state;
    }
    expect(refused).toEqual([]);
    expect(intendedEnd(start.game, start.actions)).toEqual(game);
  });

  it('CR 510.1c: passed-over orders count as played, and the next move is the one after them', () => {
    const { actions } = started(byId.get('dmg2024-craw-wurm-3-3-legacy'), 'current');
    const asked = actions.filter((a) => !isOrder(a));
    expect(intendedProgress(actions, asked.slice(0, 3), null, 'current')).toEqual({ played: 3, next: { index: 3, action: actions[3] }, onScript: true });
    expect(intendedProgress(actions, asked.slice(0, 4), null, 'current')).toEqual({ played: 5, next: { index: 5, action: actions[5] }, onScript: true });
    expect(intendedProgress(actions, asked, null, 'current')).toEqual({ played: actions.length, next: null, onScript: true });
    // Under the rules they were written for, the order is a move like any other.
    expect(intendedProgress(actions, asked.slice(0, 4), null, 'legacy-damage-order')).toMatchObject({ played: 4, next: { index: 4, action: actions[4] } });
  });

  it('CR 510.1c, 510.1d: both orders of the Brigade lesson (the attacker\'s and the defender\'s) are passed over', () => {
    const { actions } = started(byId.get('dmg2024-baloth-brigade-legacy'), 'current');
    const asked = actions.filter((a) => !isOrder(a));
    expect(intendedProgress(actions, asked.slice(0, 4), null, 'current')).toMatchObject({ played: 6, next: { index: 6 } });
  });

  it('CR 510.1c: the rules note is played, not assumed: the same end where there is one, a difference where the old order refused', () => {
    expect(intendedReachGoal(byId.get('dmg2024-craw-wurm-3-3-legacy'), 'current')).toBe(true);
    expect(intendedReachGoal(byId.get('dmg2024-baloth-brigade-legacy'), 'current')).toBe(true);
    expect(intendedReachGoal(byId.get('seed-mending-hands'), 'current')).toBe(true);
    // The old order refused 2 to the Wall and 4 to the Cadet; today it is legal: the refusal goal is missed.
    expect(intendedReachGoal(byId.get('seed-craw-wurm-legacy-order'), 'current')).toBe(false);
    expect(intendedReachGoal(byId.get('dmg2024-regrower-legacy'), 'current')).toBe(false);
  });
});

describe('a lesson whose goal has problems', () => {
  const wurm = byId.get('seed-craw-wurm-two-blockers')!;
  const broken = { ...wurm, expect: { lifee: { B: 3 }, gone: ['ghost'], errorRule: '510.1' } };

  it('every shipped lesson\'s goal is free of problems', () => {
    for (const l of LESSONS) expect(started(byId.get(l.id)).goalIssues, l.id).toEqual([]);
  });

  it('opens on its start position, its goal\'s problems listed at their paths and the goal not used', () => {
    const start = started(broken);
    expect(start.game.battlefield).toEqual(started(wurm).game.battlefield);
    expect(start.goalIssues.map((i) => [i.path, i.message.key])).toEqual([
      ['expect.lifee', 'lessons:goalIssue.unknownKeyLike'],
      ['expect.gone[0]', 'lessons:goalIssue.unknownObject'],
      ['expect.errorRule', 'lessons:goalIssue.kind.rules'],
    ]);
    // A goal that names a card the lesson doesn't have can only check the wrong thing: none is kept.
    expect(start.expect).toEqual({});
    // So nothing claims the other rules do or don't change its outcome.
    expect(intendedReachGoal(broken, 'legacy-damage-order')).toBeNull();
  });

  it('a goal that is not an object is a problem too; a lesson with no goal has none', () => {
    expect(started({ ...wurm, expect: 'win' }).goalIssues.map((i) => i.path)).toEqual(['expect']);
    const noGoal = Object.fromEntries(Object.entries(wurm).filter(([key]) => key !== 'expect'));
    expect(started(noGoal).goalIssues).toEqual([]);
  });
});
