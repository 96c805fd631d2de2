import { describe, expect, it } from 'vitest';
import { dropToAction } from '../../src/ui/dnd/dropToAction';

describe('dropToAction', () => {
  it('a blocker dropped on an attacker blocks it', () => {
    expect(dropToAction({ kind: 'blocker', id: 'wall' }, { kind: 'attacker', id: 'wurm' })).toEqual({ type: 'block', blocker: 'wall', attacker: 'wurm' });
  });

  it('a blocker dragged away (onto its own side, or onto nothing) takes its block back', () => {
    expect(dropToAction({ kind: 'blocker', id: 'wall' }, { kind: 'home', player: 'B' })).toEqual({ type: 'unblock', blocker: 'wall' });
    expect(dropToAction({ kind: 'blocker', id: 'wall' }, null)).toEqual({ type: 'unblock', blocker: 'wall' });
  });

  it('a blocker dropped on a defender means nothing', () => {
    expect(dropToAction({ kind: 'blocker', id: 'wall' }, { kind: 'defender', id: 'A' })).toBeNull();
  });

  it('an attacker dropped on a player or planeswalker attacks it; back on its side it stays home', () => {
    expect(dropToAction({ kind: 'attacker', id: 'brute' }, { kind: 'defender', id: 'ajani' })).toEqual({ type: 'attack', attacker: 'brute', defender: 'ajani' });
    expect(dropToAction({ kind: 'attacker', id: 'brute' }, { kind: 'home', player: 'A' })).toEqual({ type: 'unattack', attacker: 'brute' });
    expect(dropToAction({ kind: 'attacker', id: 'brute' }, null)).toBeNull();
    expect(dropToAction({ kind: 'attacker', id: 'brute' }, { kind: 'attacker', id: 'wurm' })).toBeNull();
  });

  it('a sortable item dropped on another of the same list reorders it; another list or itself, nothing', () => {
    const triggers = { kind: 'triggers' } as const;
    expect(dropToAction({ kind: 'sortable', list: triggers, id: 'a' }, { kind: 'sortable', list: triggers, id: 'b' })).toEqual({ type: 'reorder', list: triggers, activeId: 'a', overId: 'b' });
    expect(dropToAction({ kind: 'sortable', list: triggers, id: 'a' }, { kind: 'sortable', list: triggers, id: 'a' })).toBeNull();
    expect(dropToAction({ kind: 'sortable', list: triggers, id: 'a' }, { kind: 'sortable', list: { kind: 'damageOrder', key: 'wurm' }, id: 'b' })).toBeNull();
    expect(dropToAction({ kind: 'sortable', list: { kind: 'damageOrder', key: 'wurm' }, id: 'wall' }, { kind: 'sortable', list: { kind: 'damageOrder', key: 'wurm' }, id: 'cadet' })).toEqual({
      type: 'reorder',
      list: { kind: 'damageOrder', key: 'wurm' },
      activeId: 'wall',
      overId: 'cadet',
    });
  });

  it('nothing dragged, nothing done', () => {
    expect(dropToAction(undefined, { kind: 'attacker', id: 'wurm' })).toBeNull();
  });

  it('a damage pip dropped on another recipient of the same source (or back on what is left) moves one point', () => {
    expect(dropToAction({ kind: 'pip', source: 'wurm', from: 'wall' }, { kind: 'damageRecipient', source: 'wurm', target: 'cadet' })).toEqual({ type: 'moveDamage', source: 'wurm', from: 'wall', to: 'cadet' });
    expect(dropToAction({ kind: 'pip', source: 'wurm', from: 'wall' }, { kind: 'damageRecipient', source: 'wurm', target: null })).toEqual({ type: 'moveDamage', source: 'wurm', from: 'wall', to: null });
    expect(dropToAction({ kind: 'pip', source: 'wurm', from: null }, { kind: 'damageRecipient', source: 'wurm', target: 'wall' })).toEqual({ type: 'moveDamage', source: 'wurm', from: null, to: 'wall' });
    // Its own row, another source's recipient, off any row: nothing.
    expect(dropToAction({ kind: 'pip', source: 'wurm', from: 'wall' }, { kind: 'damageRecipient', source: 'wurm', target: 'wall' })).toBeNull();
    expect(dropToAction({ kind: 'pip', source: 'wurm', from: 'wall' }, { kind: 'damageRecipient', source: 'brute', target: 'cadet' })).toBeNull();
    expect(dropToAction({ kind: 'pip', source: 'wurm', from: 'wall' }, null)).toBeNull();
  });

  it('CR 510.1c: a creature dividing its damage, dropped on a recipient on the table, gives it one of its points', () => {
    expect(dropToAction({ kind: 'damage', id: 'wurm' }, { kind: 'recipient', id: 'wall' })).toEqual({ type: 'damageAt', target: 'wall', delta: 1, source: 'wurm' });
    expect(dropToAction({ kind: 'damage', id: 'wurm' }, { kind: 'home', player: 'A' })).toBeNull();
    expect(dropToAction({ kind: 'damage', id: 'wurm' }, null)).toBeNull();
  });

  it('legacy rules (pre-2024 CR 509.2): a blocker dragged onto another blocker in its lane takes its place in the damage assignment order', () => {
    expect(dropToAction({ kind: 'order', id: 'cadet' }, { kind: 'order', id: 'wall', list: 'wurm' })).toEqual({ type: 'reorder', list: { kind: 'damageOrder', key: 'wurm' }, activeId: 'cadet', overId: 'wall' });
    expect(dropToAction({ kind: 'order', id: 'cadet' }, { kind: 'order', id: 'cadet', list: 'wurm' })).toBeNull();
    expect(dropToAction({ kind: 'order', id: 'cadet' }, null)).toBeNull();
  });
});
