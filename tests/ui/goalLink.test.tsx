// goalLink.test.tsx: a scenario that carries a goal is still an exercise when it is opened on the
// table (a lesson's share link, the editor's "Play it on the table"): the goal is shown in words and
// the Check compares the game with it. A link whose goal the check would misread is refused with the
// field paths, and a lesson without intended moves offers no buttons to play them.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveMyLesson } from '../../src/store/myLessons';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { App } from '../../src/ui/App';
import { fixture, withActions } from '../support/scenarios';

const LOAD = { timeout: 10_000 };
const wurm = fixture('craw-wurm-two-blockers');

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  return render(<App />);
}

beforeEach(() => localStorage.clear());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a scenario with a goal, opened from a link', () => {
  it('shows the goal and checks the game against it; the link applies its actions, so none are offered to play', async () => {
    const user = userEvent.setup();
    renderAt(scenarioLinkHash(wurm));
    const goal = await screen.findByRole('region', { name: 'Goal' }, LOAD);
    expect(goal.querySelectorAll('li').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-action="lesson-play-all"]')).toBeNull();
    expect(document.querySelector('[data-action="lesson-next-move"]')).toBeNull();
    expect(document.querySelector('[data-role="lesson-progress"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('region', { name: /Goal reached/ }).dataset.passed).toBe('true');
  });

  it('at its start position the check says what is not reached yet', async () => {
    const user = userEvent.setup();
    renderAt(scenarioLinkHash(withActions(wurm)));
    await user.click(await screen.findByRole('button', { name: 'Check' }, LOAD));
    const check = document.querySelector('[data-role="lesson-check"]') as HTMLElement;
    expect(check.dataset.passed).toBe('false');
    expect(within(check).getByRole('status').textContent).toMatch(/Not reached yet/);
  });

  it('a link without a goal opens a plain table', async () => {
    const { expect: _goal, ...plain } = wurm;
    renderAt(scenarioLinkHash(plain));
    await screen.findByRole('heading', { name: String(wurm.title) }, LOAD);
    expect(document.querySelector('[data-role="lesson-goal"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('a goal the check would misread: the link is refused, each mistake at its path, and no table opens', async () => {
    renderAt(scenarioLinkHash({ ...wurm, expect: { lifee: { B: 3 }, stack: [{ controler: 'A' }] } }));
    const alert = await screen.findByRole('alert', undefined, LOAD);
    expect(alert.textContent).toMatch(/Could not open the scenario from the link/);
    expect(alert.textContent).toContain('expect.lifee“lifee” is not a field of the goal: did you mean “life”?');
    expect(alert.textContent).toContain('expect.stack[0].controler');
    expect(document.querySelector('[data-player-id]')).toBeNull();
  });
});

describe('a lesson without intended moves', () => {
  it('offers the check, and no buttons to play moves it does not have', async () => {
    const saved = saveMyLesson({ ...withActions(wurm), title: 'No moves' });
    if (!saved.ok) throw new Error(saved.message);
    renderAt(`#lesson=${saved.id}`);
    await screen.findByRole('button', { name: 'Check' }, LOAD);
    expect(document.querySelector('[data-action="lesson-play-all"]')).toBeNull();
    expect(document.querySelector('[data-action="lesson-next-move"]')).toBeNull();
    expect(document.querySelector('[data-role="lesson-progress"]')).toBeNull();
  });

  it('a lesson with intended moves still offers them', async () => {
    const saved = saveMyLesson({ ...wurm, title: 'With moves' });
    if (!saved.ok) throw new Error(saved.message);
    renderAt(`#lesson=${saved.id}`);
    await screen.findByRole('button', { name: 'Check' }, LOAD);
    expect(document.querySelector('[data-action="lesson-play-all"]')).not.toBeNull();
    expect(document.querySelector('[data-role="lesson-progress"]')?.textContent).toMatch(/Intended moves played: 0 of \d+/);
  });
});
