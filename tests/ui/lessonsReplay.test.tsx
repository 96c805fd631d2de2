// lessonsReplay.test.tsx: the step-through replay (src/ui/replay): a finished combat one moment at a
// time — damage assigned, each creature's damage dealt, each state-based action — forward and back by
// button and by key, the table showing the game as it was at each moment, and no way to play on it.
// Every replay opens at its first moment; "Combat damage" jumps to the damage, or says why it cannot.
import { fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { lessonStart } from '../../src/lessons/play';
import { buildReplay } from '../../src/store/replay';
import { ReplayView } from '../../src/ui/replay/ReplayView';
import { readOnlyStore } from '../../src/ui/replay/readOnlyStore';
import { ROOT } from '../explain/support';
import { q } from '../support/dom';

const moment = () => q('[data-role="replay-moment"]');
const index = () => Number(q('[data-role="replay"]').dataset.index);
const onTable = (id: string) => document.querySelector(`[data-role="replay-table"] [data-player-id] [data-object-id="${id}"][data-tapped]`) as HTMLElement | null;

function replayOf(id: string, onClose = () => undefined) {
  const start = lessonStart(JSON.parse(readFileSync(`${ROOT}/src/lessons/${id}.json`, 'utf8')));
  if (!start.ok) throw new Error(id);
  render(<ReplayView start={start.game} moves={start.actions} onClose={onClose} />);
}

describe('the step-through replay', () => {
  it('CR 510.1, 510.2, 704.5g: jumps to the combat damage step and steps through assignment, damage and state-based actions', () => {
    replayOf('seed-craw-wurm-two-blockers');
    fireEvent.click(q('[data-action="replay-combat"]'));
    expect(moment().textContent).toContain('combat damage step');
    expect(q('[data-role="replay-position"]').textContent).toBe('Moment 9 of 19');
    const forward = q('[data-action="replay-forward"]');

    fireEvent.click(forward);
    expect(moment().dataset.rule).toBe('510.1');
    expect(moment().textContent).toContain("Ana assigns Craw Wurm's combat damage");
    expect(onTable('wall')?.textContent).not.toMatch(/3 damage/);

    fireEvent.click(forward);
    fireEvent.click(forward);
    expect(moment().textContent).toContain('Craw Wurm deals 3 combat damage to Wall of Wood');
    expect(onTable('wall')?.textContent).toMatch(/3 damage/);

    fireEvent.click(forward);
    fireEvent.click(forward);
    expect(moment().dataset.category).toBe('sba');
    expect(moment().textContent).toContain('State-based action');
    expect(moment().textContent).toContain('Wall of Wood has lethal damage and is destroyed');
    expect(moment().textContent).toContain('CR 704.5g, State-Based Actions');

    // Back one moment: the Wall's damage is dealt but it is not destroyed yet.
    fireEvent.click(q('[data-action="replay-back"]'));
    expect(moment().textContent).toContain('Craw Wurm deals 3 combat damage to Eager Cadet');
    expect(onTable('wall')).not.toBeNull();
    fireEvent.click(q('[data-action="replay-last"]'));
    expect(onTable('wall')).toBeNull();
    expect(onTable('cadet')).toBeNull();
    expect((q('[data-action="replay-forward"]') as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);

  it('CR 603.3b: every replay opens at its first moment, so the triggers ordered before the damage are seen on the way', () => {
    replayOf('hero-battle-cry-first');
    expect(index()).toBe(0);
    expect(q('[data-role="replay-position"]').textContent).toBe('Moment 1 of 30');
    expect(moment().dataset.category).toBe('start');
    const forward = q('[data-action="replay-forward"]');
    const rules: string[] = [];
    for (let i = 0; i < 4; i++) {
      fireEvent.click(forward);
      rules.push(moment().dataset.rule ?? '');
    }
    expect(rules).toEqual(['508.1', '508.3a', '508.3a', '603.3b']);
    expect(moment().textContent).toContain('Ana puts their triggered abilities on the stack in this order');
    // "Combat damage" jumps to the damage step, further on.
    fireEvent.click(q('[data-action="replay-combat"]'));
    expect(moment().dataset.rule).toBe('510');
    expect(index()).toBeGreaterThan(4);
  });

  it.each(['apnap-soul-wardens', 'kw-menace-one-blocker-refused'])('%s opens at its first moment too; with no combat damage, "Combat damage" is disabled and says why', (id) => {
    replayOf(id);
    expect(index()).toBe(0);
    const jump = q('[data-action="replay-combat"]') as HTMLButtonElement;
    expect(jump.disabled).toBe(true);
    const why = document.getElementById(jump.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('These moves never reach the combat damage step: there is no combat damage to jump to.');
  });

  it('with nothing played, "Combat damage" is disabled because nothing has been played', () => {
    const start = lessonStart(JSON.parse(readFileSync(`${ROOT}/src/lessons/kw-trample.json`, 'utf8')));
    if (!start.ok) throw new Error('kw-trample');
    render(<ReplayView start={start.game} moves={[]} />);
    const jump = q('[data-action="replay-combat"]') as HTMLButtonElement;
    expect(jump.disabled).toBe(true);
    expect(document.getElementById(jump.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Nothing has been played yet: play some moves first.');
  });

  it('a replay with combat damage offers the jump, with no reason against it', () => {
    replayOf('kw-trample');
    const jump = q('[data-action="replay-combat"]') as HTMLButtonElement;
    expect(jump.disabled).toBe(false);
    expect(jump.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('[data-role="replay-no-damage"]')).toBeNull();
  });

  it('moves with the arrow keys, Home and End', () => {
    replayOf('kw-trample');
    const section = q('[data-role="replay"]');
    fireEvent.click(q('[data-action="replay-combat"]'));
    const start = index();
    expect(start).toBeGreaterThan(0);
    fireEvent.keyDown(section, { key: 'ArrowRight' });
    expect(index()).toBe(start + 1);
    fireEvent.keyDown(section, { key: 'ArrowLeft' });
    fireEvent.keyDown(section, { key: 'ArrowLeft' });
    expect(index()).toBe(start - 1);
    fireEvent.keyDown(section, { key: 'Home' });
    expect(index()).toBe(0);
    expect(moment().dataset.category).toBe('start');
    expect(moment().textContent).toBe('The position before the first move.');
    fireEvent.keyDown(section, { key: 'End' });
    expect(index()).toBe(Number(section.dataset.count) - 1);
  });

  it('the replayed table cannot be played: passing there changes nothing', async () => {
    const user = userEvent.setup();
    replayOf('kw-trample');
    await user.click(q('[data-action="replay-first"]'));
    const before = q('[data-role="replay-table"] [data-role="prompt"]').dataset.pending;
    const pass = document.querySelector<HTMLButtonElement>('[data-role="replay-table"] [data-action="pass"]');
    if (pass && !pass.disabled) fireEvent.click(pass);
    fireEvent.keyDown(window, { key: 'p' });
    expect(q('[data-role="replay-table"] [data-role="prompt"]').dataset.pending).toBe(before);
    expect(q('[data-role="replay-table"]').hasAttribute('inert')).toBe(true);
  });

  it('its store refuses every change of the game, and moves only from moment to moment', () => {
    const start = lessonStart(JSON.parse(readFileSync(`${ROOT}/src/lessons/kw-trample.json`, 'utf8')));
    if (!start.ok) throw new Error('kw-trample');
    const { store, show } = readOnlyStore(start.game);
    const s = store.getState();
    expect(s.dispatch(start.actions[0]!)).toBe(false);
    s.undo();
    s.redo();
    s.jumpTo(0);
    s.load(start.game, [start.game]);
    expect(store.getState().game).toBe(start.game);
    expect(store.getState().past).toEqual([]);
    const later = buildReplay(start.game, start.actions).frames.at(-1)!.state;
    show(later);
    expect(store.getState().game).toBe(later);
  });

  it('closes back to the table', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    replayOf('kw-trample', onClose);
    await user.click(q('[data-action="replay-close"]'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
