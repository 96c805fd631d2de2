// lessonsRulesAndGoal.test.tsx: the lesson screen where a lesson is played under rules other than its
// own, and where its goal can't be checked. A lesson written for the rules before 2024, switched to
// today's rules, passes over its damage assignment orders (today's rules never ask for one) and says
// so; its rules note comes from playing it. One of "my lessons" saved with a bad goal opens its table
// with the goal's problems listed and the check off, saying why.
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveMyLesson } from '../../src/store/myLessons';
import LessonsScreen from '../../src/ui/lessons/LessonsScreen';
import { ROOT } from '../explain/support';
import { button, LOAD, q } from '../support/dom';

const prompt = () => q('[data-role="lesson"] [data-role="prompt"]');
const progress = () => q('[data-role="lesson-progress"]').textContent;
const lessonFile = (id: string) => JSON.parse(readFileSync(`${ROOT}/src/lessons/${id}.json`, 'utf8')) as Record<string, unknown>;

async function openLesson(id: string) {
  render(<LessonsScreen lesson={id} />);
  await waitFor(() => prompt(), LOAD);
}

beforeEach(() => localStorage.clear());

describe('a lesson written for the rules before 2024, played under today\'s rules', () => {
  it('CR 510.1c: its damage assignment order is passed over and counts as played; the lesson passes', async () => {
    const user = userEvent.setup();
    await openLesson('dmg2024-craw-wurm-3-3-legacy');
    expect(document.querySelector('[data-role="lesson-orders-passed-over"]')).toBeNull();
    await user.selectOptions(q('[data-role="lesson-rules"]'), 'current');
    // Played under today's rules, its moves end this combat as under the old ones.
    const note = q('[data-role="lesson-other-rules"]').textContent;
    expect(note).toContain('reach the same goal');
    expect(note).toContain('CR 510.1c');
    expect(q('[data-role="lesson-orders-passed-over"]').textContent).toContain('CR 510.1c: the attacking player divides the damage');
    // Move by move, every pass a move: automatic passing off.
    await user.click(q('[data-switch="autopass"]'));
    // The blocks, then the next intended move is the pass after the order: the order counts as played.
    for (let i = 0; i < 4; i++) await user.click(button('lesson-next-move'));
    expect(progress()).toBe('Intended moves played: 5 of 8');
    expect(document.querySelector('[data-role="last-error"]')).toBeNull();
    while (!button('lesson-next-move').disabled) await user.click(button('lesson-next-move'));
    expect(progress()).toBe('Intended moves played: 8 of 8');
    expect(document.querySelector('[data-role="last-error"]')).toBeNull();
    await user.click(button('check-lesson'));
    expect(q('[data-role="lesson-check"]').dataset.passed).toBe('true');
  });

  it('CR 510.1c: "Play the intended moves" goes past the orders of both players (the Brigade) and reaches the goal', async () => {
    const user = userEvent.setup();
    await openLesson('dmg2024-baloth-brigade-legacy');
    await user.selectOptions(q('[data-role="lesson-rules"]'), 'current');
    await user.click(button('lesson-play-all'));
    expect(document.querySelector('[data-role="last-error"]')).toBeNull();
    expect(progress()).toBe('Intended moves played: 10 of 10');
    await user.click(button('check-lesson'));
    expect(q('[data-role="lesson-check"]').dataset.passed).toBe('true');
  });

  it('CR 510.1c: where the old order refused a split that today\'s rules allow, the note says that difference is the point', async () => {
    const user = userEvent.setup();
    await openLesson('seed-craw-wurm-legacy-order');
    await user.selectOptions(q('[data-role="lesson-rules"]'), 'current');
    expect(q('[data-role="lesson-other-rules"]').textContent).toContain('do not reach its goal: that difference is the point');
  });
});

describe('one of my lessons saved with a goal that has problems', () => {
  it('opens its table with the problems listed, and the check off with the reason', async () => {
    const user = userEvent.setup();
    const scenario = { ...lessonFile('kw-trample'), lesson: undefined, title: 'My broken goal', expect: { lifee: { B: 16 }, gone: ['ghost'] } };
    const saved = saveMyLesson(scenario);
    if (!saved.ok) throw new Error(saved.message);
    await openLesson(saved.id);
    const goal = q('[data-role="lesson-goal"]');
    expect(goal.dataset.problems).toBe('2');
    expect(q('[data-role="lesson-goal-problems"]').textContent).toContain('This goal can\'t be checked: it has 2 problems');
    expect(q('[data-path="expect.lifee"]').textContent).toContain('“lifee” is not a field of the goal: did you mean “life”?');
    expect(q('[data-path="expect.gone[0]"]').textContent).toContain('“ghost”');
    const check = button('check-lesson');
    expect(check.disabled).toBe(true);
    const reason = document.getElementById(check.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain('The check is off until the goal\'s problems');
    // The scenario itself is valid: its table is open and its moves can be played.
    expect(prompt().dataset.pending).toBe('declareAttackers');
    await user.click(button('lesson-play-all'));
    expect(progress()).toMatch(/^Intended moves played: (\d+) of \1$/);
    expect(document.querySelector('[data-role="lesson-check"]')).toBeNull();
    // Whether the other rules change its outcome can't be told from a goal that can't be checked.
    await user.selectOptions(q('[data-role="lesson-rules"]'), 'legacy-damage-order');
    expect(q('[data-role="lesson-other-rules"]').textContent).toContain("Its goal can't be checked, so whether these rules change its outcome can't be told");
    expect(button('check-lesson').disabled).toBe(true);
  });
});
