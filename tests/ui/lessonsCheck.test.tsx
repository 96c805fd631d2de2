// lessonsCheck.test.tsx: the lesson screens (src/ui/lessons): the library lists every lesson by
// section and topic and the user's saved lessons; a lesson opens at its start with its goal; playing
// its intended moves and checking shows every field matched, and a check of the start position shows
// what differs; the damage rules can be switched at the start; a 2024 lesson shows both rules side by
// side; a saved lesson and an unknown id open (or not) with a clear message.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { LESSONS, LESSON_SECTIONS } from '../../src/lessons';
import { saveMyLesson } from '../../src/store/myLessons';
import LessonsScreen from '../../src/ui/lessons/LessonsScreen';
import { ROOT } from '../explain/support';
import { LOAD, q } from '../support/dom';

const lessonFile = (id: string) => JSON.parse(readFileSync(`${ROOT}/src/lessons/${id}.json`, 'utf8')) as Record<string, unknown>;

async function openLesson(id: string) {
  render(<LessonsScreen lesson={id} />);
  await waitFor(() => q('[data-role="lesson"] [data-role="prompt"]'), LOAD);
}

beforeEach(() => localStorage.clear());

describe('the library', () => {
  it('lists every lesson under its section, with its title and short explanation', () => {
    render(<LessonsScreen lesson={null} />);
    for (const section of LESSON_SECTIONS) expect(q(`[data-section="${section}"]`)).toBeTruthy();
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-lesson-id]')];
    expect(links.map((a) => a.dataset.lessonId).sort()).toEqual(LESSONS.map((l) => l.id).sort());
    const trample = q('a[data-lesson-id="kw-trample"]');
    expect(trample.getAttribute('href')).toBe('#lesson=kw-trample');
    expect(trample.textContent).toContain('Trample: Colossal Dreadmaw runs over Runeclaw Bear');
    expect(trample.textContent).toContain('702.19b');
    expect(within(q('[data-section="my-lessons"]')).getByText('Lessons you save from the scenario editor appear here.')).toBeTruthy();
  });

  it('lists the lessons saved from the editor, their titles shown as text', () => {
    const saved = saveMyLesson({ ...lessonFile('kw-trample'), title: '<b>My</b> trample' });
    expect(saved.ok).toBe(true);
    render(<LessonsScreen lesson={null} />);
    const mine = q('[data-section="my-lessons"] a[data-lesson-id]');
    expect(mine.textContent).toContain('<b>My</b> trample');
    expect(mine.querySelector('b')).toBeNull();
  });
});

describe('a lesson', () => {
  it('opens at its start with its goal, and the check after the intended moves matches every field (CR 702.19b)', async () => {
    const user = userEvent.setup();
    await openLesson('kw-trample');
    expect(q('[data-role="title"]').textContent).toContain('Trample: Colossal Dreadmaw runs over Runeclaw Bear');
    expect(q('[data-role="prompt"]').dataset.pending).toBe('declareAttackers');
    const goal = q('[data-role="lesson-goal"]');
    // Sentences, as a teacher says them, never a field's path.
    expect(q('[data-role="lesson-goal"] [data-field="life.B"]').textContent).toBe('Bruno is at 16 life.');
    expect(within(goal).getByText(/^Bruno's graveyard holds Runeclaw Bear\.$/)).toBeTruthy();

    await user.click(q('[data-action="lesson-play-all"]'));
    expect(q('[data-role="lesson-progress"]').textContent).toBe('Intended moves played: 7 of 7');
    await user.click(q('[data-action="check-lesson"]'));
    const check = q('[data-role="lesson-check"]');
    expect(check.dataset.passed).toBe('true');
    expect(q('[data-role="check-summary"]').textContent).toBe('Goal reached: every point of it holds.');
    const life = q('[data-role="lesson-check"] tr[data-field="life.B"]');
    expect(life.dataset.ok).toBe('true');
    expect([...life.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Bruno is at 16 life', 'Bruno is at 16 life', '✓ matches']);
    expect(document.querySelector('[data-role="check-hint"]')).toBeNull();
  });

  it('checking the start position shows, field by field, what does not match yet', async () => {
    const user = userEvent.setup();
    await openLesson('kw-trample');
    // A lesson of declarations opens with automatic passing on.
    expect((q('[data-switch="autopass"]') as HTMLInputElement).checked).toBe(true);
    await user.click(q('[data-action="check-lesson"]'));
    expect(q('[data-role="lesson-check"]').dataset.passed).toBe('false');
    expect(q('[data-role="check-summary"]').textContent).toBe('Not reached yet: 4 of its 5 points differ.');
    const life = q('tr[data-field="life.B"]');
    expect(life.dataset.ok).toBe('false');
    expect([...life.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Bruno is at 16 life', 'Bruno is at 20 life', '✗ differs']);
    // A line that differs has a hint in plain words, with the rule that decides it.
    expect(q('[data-role="check-hint"][data-hint-for="life.B"]').textContent).toBe(
      "Hint: a player's life changes when damage is dealt to them or when an ability that gains or loses life resolves (CR 119.3).",
    );
    expect(q('tr[data-field="ok"]').dataset.ok).toBe('true');
    // The result belongs to the game it was made on: a move hides it until the next check.
    await user.click(q('[data-action="lesson-next-move"]'));
    expect(document.querySelector('[data-role="lesson-check"]')).toBeNull();
    // The attack, then both players' passes, made for them: nobody could do anything.
    expect(q('[data-role="lesson-progress"]').textContent).toBe('Intended moves played: 3 of 7');
  });

  it('CR 608.2: a check made while a trigger waits on the stack says so as its hint, naming whose ability it is', async () => {
    const user = userEvent.setup();
    await openLesson('apnap-soul-wardens-resolve');
    for (let i = 0; i < 3; i++) await user.click(q('[data-action="lesson-next-move"]'));
    await user.click(q('[data-action="check-lesson"]'));
    expect(q('tr[data-field="life.B"]').dataset.ok).toBe('false');
    expect(q('[data-role="check-hint"][data-hint-for="life.B"]').textContent).toBe(
      "Hint: Bruno's Soul Warden ability is still on the stack: it has not resolved yet. When both players pass in a row, the top object resolves (CR 608.2).",
    );
    // CR 117.3: the pending choice is one line, who has priority, never "Pending choice: kind: priority".
    expect(q('tr[data-field="pending.type"] td').textContent).toBe('Ana has priority');
    expect(document.querySelector('tr[data-field="pending.player"]')).toBeNull();
    expect(q('[data-role="lesson-check"]').textContent).not.toMatch(/Pending choice|kind:/);
    // The goal's stack object is said by whose ability it is and where, not by its fields.
    expect(q('[data-role="lesson-goal"] [data-field="stack[0].controller"]').textContent).toBe("Ana's Soul Warden ability is on top of the stack: it resolves first.");
  });

  it('a refusal lesson passes when its illegal move is refused, with the rule (CR 702.9b)', async () => {
    const user = userEvent.setup();
    await openLesson('kw-flying-ground-blocker-refused');
    await user.click(q('[data-action="lesson-play-all"]'));
    expect(q('[data-role="last-error"]').dataset.rule).toMatch(/^702\.9b|^509\.1b/);
    await user.click(q('[data-action="check-lesson"]'));
    expect(q('[data-role="lesson-check"]').dataset.passed).toBe('true');
    expect(q('tr[data-field="errorRule"]').dataset.ok).toBe('true');
  });

  it('moves played by hand that leave the lesson\'s line are noticed', async () => {
    const user = userEvent.setup();
    await openLesson('kw-trample');
    // Waits rather than reads at once: under a full run's load this test once saw no move made ("0 of
    // 7") after the click; the cause was not found, and it passed in every run before and since.
    await waitFor(() => q('[data-action="confirm-attackers"]'), LOAD);
    await user.click(q('[data-action="confirm-attackers"]'));
    await waitFor(() => expect(q('[data-role="lesson-progress"]').textContent).toMatch(/differ from the lesson/), LOAD);
    expect((q('[data-action="lesson-next-move"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('the damage rules are chosen at the start: the lesson starts again under the other rules', async () => {
    const user = userEvent.setup();
    await openLesson('kw-trample');
    await user.click(q('[data-action="lesson-next-move"]'));
    await user.selectOptions(q('[data-role="lesson-rules"]'), 'legacy-damage-order');
    expect(q('[data-role="lesson"]').dataset.rules).toBe('legacy-damage-order');
    expect(q('[data-role="lesson-other-rules"]').textContent).toContain("Today's rules (2024 and later)");
    expect(q('[data-role="lesson-progress"]').textContent).toBe('Intended moves played: 0 of 7');
    expect(q('[data-role="what-changed-2024"]').textContent).toContain('510.1c');
  });

  it('a 2024 lesson shows the same combat under both rules side by side (CR 510.1c)', async () => {
    await openLesson('dmg2024-regrower-current');
    await waitFor(() => expect(document.querySelectorAll('[data-role="rules-side"]')).toHaveLength(2), LOAD);
    const [before, now] = [...document.querySelectorAll<HTMLElement>('[data-role="rules-side"]')];
    expect(before?.dataset.rules).toBe('legacy-damage-order');
    expect(now?.dataset.rules).toBe('current');
    expect(before?.querySelector('[data-role="rules-side-refused"]')?.textContent).toContain('510.1c');
    expect(now?.querySelector('[data-role="rules-side-refused"]')).toBeNull();
    expect(now?.textContent).toContain('Elvish Regrower deals 2 combat damage to Helpful Hunter');
    expect(before?.querySelector('a')?.getAttribute('href')).toBe('#lesson=dmg2024-regrower-legacy');
  });

  it('a lesson saved from the editor opens with its author\'s title', async () => {
    const saved = saveMyLesson({ ...lessonFile('kw-vigilance'), title: 'Angel drill' });
    if (!saved.ok) throw new Error(saved.message);
    await openLesson(saved.id);
    expect(q('[data-role="title"]').textContent).toContain('Angel drill');
    expect(document.querySelector('[data-role="lesson-summary"]')).toBeNull();
  });

  it('an unknown lesson says so', async () => {
    render(<LessonsScreen lesson="no-such-lesson" />);
    expect((await screen.findByRole('alert')).textContent).toContain('There is no lesson "no-such-lesson".');
    await act(async () => undefined);
  });
});
