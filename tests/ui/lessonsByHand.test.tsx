// lessonsByHand.test.tsx: the lesson screen played by hand where the audit found it wanting. A lesson
// about an illegal declaration passes when the student tries it and the engine refuses it (a click on
// a creature the engine's options refuse, or a confirm of an illegal draft); its step-through ends
// with the refusal; an intended move refused as meant counts as played; a game played past its goal
// says so and offers the way back; and the old damage rules' order question stops the intended moves
// honestly, the rules note saying whether the other rules change the lesson's outcome.
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import LessonsScreen from '../../src/ui/lessons/LessonsScreen';
import { button, LOAD, q } from '../support/dom';

const card = (id: string) => q(`[data-role="lesson"] [data-player-id] [data-object-id="${id}"][data-tapped]`);
const prompt = () => q('[data-role="lesson"] [data-role="prompt"]');
const step = () => q('[data-role="lesson"] [data-role="step"]').dataset.step;
const progress = () => q('[data-role="lesson-progress"]').textContent;

async function openLesson(id: string) {
  render(<LessonsScreen lesson={id} />);
  await waitFor(() => prompt(), LOAD);
}

/** Plays the lesson's next intended moves, `count` of them. */
async function playNext(user: ReturnType<typeof userEvent.setup>, count: number) {
  for (let i = 0; i < count; i++) await user.click(button('lesson-next-move'));
}

async function check(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('check-lesson'));
  return q('[data-role="lesson-check"]');
}

beforeEach(() => localStorage.clear());

describe('a refusal lesson played by hand', () => {
  it('CR 702.9b, 509.1b: a click on the Bear, which cannot block the flying Hawk, is the block tried: the engine refuses it and the lesson passes', async () => {
    const user = userEvent.setup();
    await openLesson('kw-flying-ground-blocker-refused');
    await playNext(user, 3);
    expect(prompt().dataset.pending).toBe('declareBlockers');
    await user.click(card('bear'));
    expect(q('[data-role="hint"]').textContent).toContain('CR 702.9b');
    // Nothing was declared: the game waits for the blocks as before.
    expect(prompt().dataset.pending).toBe('declareBlockers');
    expect(card('bear').dataset.draftBlocking).toBeUndefined();
    expect((await check(user)).dataset.passed).toBe('true');
    expect(q('tr[data-field="errorRule"]').dataset.ok).toBe('true');
    // The block tried is the lesson's own refused move: all its moves are played.
    expect(progress()).toBe('Intended moves played: 4 of 4');
  });

  it('CR 702.9b: the Bear picked, then the Hawk clicked, is the same block tried and refused', async () => {
    const user = userEvent.setup();
    await openLesson('kw-flying-ground-blocker-refused');
    await playNext(user, 3);
    await user.click(card('bear'));
    await user.click(card('hawk'));
    expect(q('[data-role="hint"]').textContent).toContain('CR 702.9b');
    expect((await check(user)).dataset.passed).toBe('true');
  });

  it('CR 702.3b: a click on Wall of Wood, which has defender, is the attack tried: refused, and the lesson passes', async () => {
    const user = userEvent.setup();
    await openLesson('kw-defender-refused');
    await user.click(card('bear'));
    await user.click(card('wall'));
    expect(q('[data-role="hint"]').textContent).toContain('CR 702.3b');
    expect(prompt().dataset.pending).toBe('declareAttackers');
    const checked = await check(user);
    expect(checked.dataset.passed).toBe('true');
    expect(q('tr[data-field="permanents.wall.tapped"]').dataset.ok).toBe('true');
  });

  it.each([
    ['702.14', 'kw-landwalk-refused', 3, 'bear'],
    ['302.6', 'kw-summoning-sick-refused', 0, 'bear'],
  ])('CR %s: in %s, a click on the creature the engine refuses tries the declaration, and the lesson passes', async (rule, id, moves, creature) => {
    const user = userEvent.setup();
    await openLesson(id);
    await playNext(user, moves);
    await user.click(card(creature));
    expect(q('[data-role="hint"]').textContent).toContain(`CR ${rule}`);
    expect((await check(user)).dataset.passed).toBe('true');
  });

  it('CR 702.111b: one blocker for the menace attacker can be confirmed; the engine refuses it, the game is unchanged, and the lesson passes', async () => {
    const user = userEvent.setup();
    await openLesson('kw-menace-one-blocker-refused');
    await playNext(user, 3);
    await user.click(card('bear'));
    await user.click(card('brute'));
    await waitFor(() => expect(q('[data-role="draft-problem"]').dataset.rule).toBe('702.111b'), LOAD);
    await waitFor(() => expect(button('confirm-blockers').disabled).toBe(false), LOAD);
    await user.click(button('confirm-blockers'));
    expect(q('[data-role="last-error"]').dataset.rule).toBe('702.111b');
    expect(prompt().dataset.pending).toBe('declareBlockers');
    expect((await check(user)).dataset.passed).toBe('true');
    expect(progress()).toBe('Intended moves played: 4 of 4');
  });

  it('CR 702.111b: the step-through of the intended moves ends with the block tried and refused', async () => {
    const user = userEvent.setup();
    await openLesson('kw-menace-one-blocker-refused');
    await user.click(button('lesson-play-all'));
    await user.click(button('lesson-replay'));
    await user.click(button('replay-last'));
    const moment = q('[data-role="replay-moment"]');
    expect(moment.dataset.category).toBe('refused');
    expect(moment.dataset.rule).toBe('702.111b');
    expect(moment.textContent).toContain('Bruno tries a move, and the engine refuses it');
    expect(moment.textContent).toContain('only Runeclaw Bear blocks it');
    // The moment before it is the last one played: the blockers step, its question still open.
    await user.click(button('replay-back'));
    expect(q('[data-role="replay-moment"]').dataset.category).not.toBe('refused');
  });

  it('CR 702.19b: the refused last intended move counts as played ("7 of 7")', async () => {
    const user = userEvent.setup();
    await openLesson('trample-lethal-first-refused');
    await user.click(button('lesson-play-all'));
    expect(q('[data-role="last-error"]').dataset.rule).toMatch(/^702\.19b|^510\.1/);
    expect(progress()).toBe('Intended moves played: 7 of 7');
    expect(button('lesson-next-move').disabled).toBe(true);
  });
});

describe('a lesson played past its goal', () => {
  it('CR 603.3b, 510.2: past the combat damage step the check says the goal was reached earlier and undoes back to it', async () => {
    const user = userEvent.setup();
    await openLesson('hero-tokens-first');
    await user.click(button('lesson-play-all'));
    expect((await check(user)).dataset.passed).toBe('true');
    // Automatic passing (on for this lesson) stopped on the goal; passing on by hand, it is off.
    await user.click(q('[data-switch="autopass"]'));
    // Passing on into the postcombat main phase.
    while (step() !== 'main2') await user.click(button('pass'));
    const checked = await check(user);
    expect(checked.dataset.passed).toBe('false');
    expect(q('[data-role="check-summary"]').textContent).toMatch(/^Not reached now: the game has gone past the goal/);
    const past = q('[data-role="check-gone-past"]');
    expect(past.textContent).toContain('(Combat damage step)');
    expect(past.textContent).toContain('now: Postcombat main phase');
    await user.click(button('lesson-back-to-goal'));
    expect(step()).toBe('combatDamage');
    expect((await check(user)).dataset.passed).toBe('true');
  });

  it('a check that was never reached still says "not reached yet", with no way back offered', async () => {
    const user = userEvent.setup();
    await openLesson('hero-tokens-first');
    // Move by move, every pass a move: automatic passing off.
    await user.click(q('[data-switch="autopass"]'));
    await playNext(user, 2);
    await check(user);
    expect(q('[data-role="check-summary"]').textContent).toMatch(/^Not reached yet/);
    expect(document.querySelector('[data-role="check-gone-past"]')).toBeNull();
  });
});

describe('a lesson under the other damage rules', () => {
  it('CR 510.1c (before 2024): the intended moves stop where the old rules ask for a damage assignment order; given by hand, the lesson goes on and passes', async () => {
    const user = userEvent.setup();
    await openLesson('kw-menace-two-blockers');
    await user.selectOptions(q('[data-role="lesson-rules"]'), 'legacy-damage-order');
    // Under the old rules this combat ends the same way: the note does not claim a difference.
    expect(q('[data-role="lesson-other-rules"]').textContent).toContain('reach the same goal');
    await user.click(button('lesson-play-all'));
    await waitFor(() => expect(prompt().dataset.pending).toBe('orderBlockers'), LOAD);
    expect(document.querySelector('[data-role="last-error"]')).toBeNull();
    expect(q('[data-role="lesson-order-stop"]').textContent).toContain('asks Ana for a damage assignment order');
    expect(progress()).toBe('Intended moves played: 4 of 7');
    expect(button('lesson-next-move').disabled).toBe(true);
    await user.click(await waitFor(() => button('confirm-order'), LOAD));
    expect(document.querySelector('[data-role="lesson-order-stop"]')).toBeNull();
    while (!button('lesson-next-move').disabled) await user.click(button('lesson-next-move'));
    expect(progress()).toBe('Intended moves played: 7 of 7');
    expect((await check(user)).dataset.passed).toBe('true');
  });

  it('CR 510.1c: where the other rules do change the outcome, the note says that difference is the point', async () => {
    const user = userEvent.setup();
    await openLesson('dmg2024-craw-wurm-2-4-current');
    await user.selectOptions(q('[data-role="lesson-rules"]'), 'legacy-damage-order');
    expect(q('[data-role="lesson-other-rules"]').textContent).toContain('do not reach its goal: that difference is the point');
  });
});

describe('automatic passing on a lesson\'s table', () => {
  it('is on for a lesson of declarations, and the play stops on the goal instead of running past it', async () => {
    const user = userEvent.setup();
    await openLesson('kw-trample');
    expect((q('[data-switch="autopass"]') as HTMLInputElement).checked).toBe(true);
    await user.click(button('lesson-play-all'));
    expect(step()).toBe('combatDamage');
    expect((await check(user)).dataset.passed).toBe('true');
  });

  it('is off for a lesson about priority (its moves cast spells, its goal checks the stack): every pass is a move', async () => {
    const user = userEvent.setup();
    await openLesson('seed-shock-then-titanic-growth');
    expect((q('[data-switch="autopass"]') as HTMLInputElement).checked).toBe(false);
    await playNext(user, 2);
    expect(progress()).toMatch(/^Intended moves played: 2 of \d+$/);
  });
});
