// damageOnTable.test.tsx: combat damage divided on the table itself (CR 510.1c–d): each recipient
// shows the amount drafted for it and carries data-assigned-damage (the contract); a click gives it
// one point more, Shift+click, a right click, − or Backspace one less. Only the cards whose amount
// changed render again.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { fixture, startGame, type ScenarioJson } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const renders = vi.hoisted(() => ({ cards: 0, slots: 0 }));

vi.mock('../../src/ui/benchCounter', () => ({
  countRender: () => void renders.cards++,
  countSlotRender: () => void renders.slots++,
}));

const crawWurm = fixture('craw-wurm-two-blockers');
const card = (id: string) => document.querySelector<HTMLElement>(`[data-player-id] [data-object-id="${id}"][data-tapped]`);
const assigned = (id: string) => card(id)?.getAttribute('data-assigned-damage');
const badge = (id: string) => document.querySelector<HTMLElement>(`[data-role="assigned-damage"][data-for="${id}"]`);

async function dividing() {
  const game = play(startGame(crawWurm), ...scenarioActions(crawWurm, 6));
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  await waitFor(() => expect(card('wall')).not.toBeNull());
  // The damage panel is a lazy chunk: slower when the suite runs in parallel.
  await waitFor(() => expect(document.querySelector('[data-role="damage-left"]')).not.toBeNull(), { timeout: 5000 });
  return store;
}

describe('combat damage divided on the table', () => {
  it('CR 510.1c: a click on Wall of Wood on the table gives it one more of Craw Wurm\'s damage, and "lethal" shows once it has 3', async () => {
    const user = userEvent.setup();
    const store = await dividing();
    expect(store.getState().game.pendingChoice?.type).toBe('assignDamage');
    // The engine's default split: lethal to the wall, the rest to the cadet.
    expect([assigned('wall'), assigned('cadet')]).toEqual(['3', '3']);
    expect(badge('wall')?.textContent).toMatch(/[^:]lethal$/);
    // The attacker is no recipient: no amount on it.
    expect(assigned('wurm')).toBeNull();
    await user.click(card('wall')!);
    expect([assigned('wall'), assigned('cadet')]).toEqual(['4', '2']);
    await user.keyboard('{Shift>}');
    await user.click(card('wall')!);
    await user.click(card('wall')!);
    await user.keyboard('{/Shift}');
    expect(assigned('wall')).toBe('2');
    // Below its lethal damage: no "lethal" any more, but the damage that would be (its toughness, 3).
    expect(badge('wall')?.textContent).not.toMatch(/[^:]lethal$/);
    expect(badge('wall')?.textContent).toContain('lethal: 3');
    expect(badge('wall')?.textContent).toContain('2 damage');
    // The panel shows the same draft.
    expect(document.querySelector('[data-role="damage-left"]')?.getAttribute('data-left')).toBe('2');
  });

  it('CR 510.1c: a right click, the badge\'s − and +, and the keys + / − / Backspace on the focused card change one point', async () => {
    const user = userEvent.setup();
    await dividing();
    fireEvent.contextMenu(card('cadet')!);
    expect(assigned('cadet')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Take one damage off Eager Cadet' }));
    expect(assigned('cadet')).toBe('1');
    card('wall')!.focus();
    await user.keyboard('{Backspace}-');
    expect(assigned('wall')).toBe('1');
    await user.keyboard('+{Enter}');
    expect(assigned('wall')).toBe('3');
    expect(document.querySelector('[data-role="damage-left"]')?.getAttribute('data-left')).toBe('2');
  });

  it('a point moved renders the two cards whose amounts changed, and no other', async () => {
    const store = await dividing();
    Object.assign(renders, { cards: 0, slots: 0 });
    act(() => store.getState().click('wall'));
    expect(renders.slots).toBe(2);
    Object.assign(renders, { cards: 0, slots: 0 });
    act(() => store.getState().intend({ type: 'damageAt', target: 'wall', delta: -1 }));
    expect(renders.slots).toBe(1);
  });

  it('confirming the split drafted on the table deals it (CR 510.2)', async () => {
    const user = userEvent.setup();
    const store = await dividing();
    await user.click(card('wall')!);
    await user.click(card('wall')!);
    await user.click(document.querySelector<HTMLElement>('[data-action="confirm-damage"]')!);
    // Wall of Wood 5, Eager Cadet 1: both lethal.
    expect(store.getState().game.players.find((p) => p.id === 'B')?.graveyard).toEqual(expect.arrayContaining(['wall', 'cadet']));
    expect(card('wall')).toBeNull();
    // Outside the division no card carries an amount.
    expect(document.querySelector('[data-assigned-damage]')).toBeNull();
  });

  it('legacy rules (pre-2024 CR 509.2): the blockers show their place in the damage assignment order, 1st and 2nd, on the table', async () => {
    const user = userEvent.setup();
    const legacy = JSON.parse(JSON.stringify(await import('../../src/examples/seed-craw-wurm-legacy-order.json'))).default as ScenarioJson;
    const game = play(startGame(legacy), ...scenarioActions(legacy, 4));
    expect(game.pendingChoice?.type).toBe('orderBlockers');
    render(<Table init={{ game }} store={createTableStore({ game })} />);
    await waitFor(() => expect(card('wall')).not.toBeNull());
    const order = (id: string) => document.querySelector(`[data-slot="${id}"] [data-role="damage-order"]`)?.textContent;
    expect([card('wall')?.getAttribute('data-damage-order'), card('cadet')?.getAttribute('data-damage-order')]).toEqual(['1', '2']);
    expect(order('wall')).toContain('1st');
    expect(order('cadet')).toContain('2nd');
    await user.click(await screen.findByRole('button', { name: 'Move Eager Cadet earlier' }, { timeout: 5000 }));
    expect(order('cadet')).toContain('1st');
    expect(order('wall')).toContain('2nd');
    // The attacker has no place in an order.
    expect(card('wurm')?.hasAttribute('data-damage-order')).toBe(false);
  });

  it('CR 702.19b: with Colossal Dreadmaw\'s trample the defending player is a recipient on the table too: a click on Bruno\'s life gives him a point, Shift+click takes one off', async () => {
    const user = userEvent.setup();
    type Json = { players: { battlefield: { id: string; card: string }[] }[]; actions: Record<string, unknown>[] };
    const base = JSON.parse(JSON.stringify(crawWurm)) as Json;
    base.players[0]!.battlefield = [{ id: 'wurm', card: 'Colossal Dreadmaw' }];
    base.players[1]!.battlefield = [{ id: 'cadet', card: 'Eager Cadet' }];
    base.actions = base.actions.map((a) => (a.type === 'declareBlockers' ? { ...a, blocks: [{ blocker: 'cadet', attacker: 'wurm' }] } : a));
    const json = base as unknown as ScenarioJson;
    const game = play(startGame(json), ...scenarioActions(json, 6));
    expect(game.pendingChoice?.type).toBe('assignDamage');
    render(<Table init={{ game }} store={createTableStore({ game })} />);
    await waitFor(() => expect(card('cadet')).not.toBeNull());
    const player = () => document.querySelector<HTMLElement>('[data-role="player-target"][data-target-id="B"]')!;
    // The engine's default: lethal (1) to the Cadet, the rest (5) to Bruno.
    expect([assigned('cadet'), player().getAttribute('data-assigned-damage')]).toEqual(['1', '5']);
    // A player has no lethal damage to mark.
    expect(badge('B')?.textContent).not.toContain('lethal');
    await user.keyboard('{Shift>}');
    await user.click(player());
    await user.keyboard('{/Shift}');
    expect(player().getAttribute('data-assigned-damage')).toBe('4');
    await user.click(card('cadet')!);
    expect([assigned('cadet'), player().getAttribute('data-assigned-damage')]).toEqual(['2', '4']);
    // All assigned: a click on Bruno takes the point from the Cadet's excess over lethal.
    await user.click(player());
    expect([assigned('cadet'), player().getAttribute('data-assigned-damage')]).toEqual(['1', '5']);
  });
});
