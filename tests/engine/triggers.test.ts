import { findObject, logEntries } from '../../src/engine/index';
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, passUntil, permanent, play } from './helpers';
import type { GameState } from '../../src/engine/index';

const lands = (card: string, n: number, p: string) => Array.from({ length: n }, (_, i) => ({ id: `${p}${i}`, card }));
const life = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.life;

describe('CR 603.3b: APNAP order', () => {
  it('CR 603.3b: with both players\' Soul Warden, the active player\'s trigger goes on the stack first and the non-active player\'s resolves first', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'wardenA', card: 'Soul Warden' }, ...lands('Forest', 2, 'af')], hand: [{ id: 'bear', card: 'Grizzly Bears' }] },
      { id: 'B', battlefield: [{ id: 'wardenB', card: 'Soul Warden' }] },
    ] });
    s = play(s, { type: 'cast', player: 'A', card: 'bear' }, pass('A'), pass('B'));
    expect(s.stack.map((x) => [x.id, x.controller])).toEqual([['wardenA.1', 'A'], ['wardenB.1', 'B']]);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    s = play(s, pass('A'), pass('B'));
    expect(life(s, 'B')).toBe(21);
    expect(life(s, 'A')).toBe(20);
    s = play(s, pass('A'), pass('B'));
    expect(life(s, 'A')).toBe(21);
  });
});

describe('Hero of Bladehold: two attack triggers in both orders (CR 603.3b, 702.91)', () => {
  const start = () => game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
    { id: 'A', battlefield: [{ id: 'hero', card: 'Hero of Bladehold' }] }, { id: 'B' },
  ] });
  const attack = (s: GameState) => play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'hero', defender: 'B' }] });

  it('CR 603.3b: the controller is asked to order two simultaneous triggers, with their ids in printed order', () => {
    const s = attack(start());
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'A', triggers: [{ id: 'hero.1', source: 'hero' }, { id: 'hero.2', source: 'hero' }] });
  });

  it('CR 702.91a: tokens made first (battle cry resolving last) get +1/+0: 3 + 2 + 2 = 7 damage', () => {
    let s = attack(start());
    // Listed in the order put on the stack: battle cry first, so the token ability resolves first.
    s = play(s, { type: 'orderTriggers', player: 'A', order: ['hero.1', 'hero.2'] });
    expect(s.stack.map((x) => x.id)).toEqual(['hero.1', 'hero.2']);
    s = play(s, pass('A'), pass('B'));
    expect(s.battlefield).toEqual(['hero', 'hero.2.1', 'hero.2.2']);
    s = play(s, pass('A'), pass('B'));
    expect(permanent(s, 'hero.2.1')!.power).toBe(2);
    s = passUntil(s, (x) => x.turn.step === 'combatDamage');
    expect(life(s, 'B')).toBe(13);
  });

  it('CR 702.91a: battle cry resolving first finds no tokens yet: 3 + 1 + 1 = 5 damage', () => {
    let s = attack(start());
    s = play(s, { type: 'orderTriggers', player: 'A', order: ['hero.2', 'hero.1'] });
    s = play(s, pass('A'), pass('B'), pass('A'), pass('B'));
    expect(permanent(s, 'hero.2.1')!.power).toBe(1);
    s = passUntil(s, (x) => x.turn.step === 'combatDamage');
    expect(life(s, 'B')).toBe(15);
  });

  it('CR 508.3a, 508.4: tokens put onto the battlefield attacking were never declared: no attack trigger for them', () => {
    let s = attack(start());
    s = play(s, { type: 'orderTriggers', player: 'A', order: ['hero.1', 'hero.2'] }, pass('A'), pass('B'));
    expect(findObject(s, 'hero.2.1')!.tapped).toBe(true);
    expect(s.combat!.attackers.map((a) => a.id)).toEqual(['hero', 'hero.2.1', 'hero.2.2']);
    expect(s.pendingTriggers).toEqual([]);
  });

  it('CR 603.3b: leaving a trigger out of the order, or naming another player\'s, is refused', () => {
    const s = attack(start());
    expectRefused(s, { type: 'orderTriggers', player: 'A', order: ['hero.1'] }, '603.3b');
    expectRefused(s, { type: 'orderTriggers', player: 'A', order: ['hero.1', 'hero.1'] }, '603.3b');
    expectRefused(s, { type: 'orderTriggers', player: 'B', order: ['hero.1', 'hero.2'] }, '603.3b');
    expectRefused(s, { type: 'orderTriggers', player: 'A', order: ['hero.1', 'nope'] }, '603.3b');
  });
});

describe('CR 603.10a: leaves-the-battlefield triggers look back in time (Blood Artist)', () => {
  it('CR 603.10a: Blood Artist dying together with two creatures sees all three die', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'artist', card: 'Blood Artist' }, { id: 'bear', card: 'Grizzly Bears' }, { id: 'goblin', card: 'Goblin Piker' }] },
      { id: 'B', battlefield: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'rats', card: 'Typhoid Rats' }, { id: 'b2', card: 'Runeclaw Bear' }] },
    ] });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'artist', defender: 'B' }, { attacker: 'bear', defender: 'B' }, { attacker: 'goblin', defender: 'B' }] }, pass('A'), pass('B'));
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'rats', attacker: 'artist' }, { blocker: 'b2', attacker: 'bear' }, { blocker: 'wall', attacker: 'goblin' }] });
    s = passUntil(s, (x) => x.pendingChoice?.type !== 'priority' || x.turn.step === 'combatDamage');
    // Artist (0/1) dies to the Rats, the bears trade, the Rats die to nothing (Artist has 0 power).
    const triggered = logEntries(s).filter((e) => e.text.startsWith("Blood Artist's ability triggers")).length;
    expect(triggered).toBe(3); // Blood Artist, Grizzly Bears, Runeclaw Bear
  });

  it('CR 603.10a: Blood Artist sees its own death', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'artist', card: 'Blood Artist' }] },
      { id: 'B', battlefield: lands('Mountain', 1, 'bm'), hand: [{ id: 'shock', card: 'Shock' }] },
    ] });
    s = play(s, pass('A'), { type: 'cast', player: 'B', card: 'shock', targets: ['artist'] }, pass('B'), pass('A'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'A', object: 'artist.1', legalTargets: ['A', 'B'] });
    s = play(s, { type: 'chooseTargets', player: 'A', object: 'artist.1', targets: ['B'] }, pass('A'), pass('B'));
    expect(life(s, 'B')).toBe(19);
    expect(life(s, 'A')).toBe(21);
  });
});

describe('CR 603.4: intervening "if"', () => {
  it('CR 603.4: Resolute Archangel does nothing if its controller\'s life is back to 20 when it resolves', () => {
    let s = game({ players: [
      { id: 'A', life: 18, battlefield: lands('Plains', 7, 'p'), hand: [{ id: 'angel', card: 'Resolute Archangel' }] },
      { id: 'B' },
    ] });
    s = play(s, { type: 'cast', player: 'A', card: 'angel' }, pass('A'), pass('B'));
    expect(s.stack.map((x) => x.id)).toEqual(['angel.1']);
    // Life changes before it resolves (a test shortcut standing in for a life-gain spell).
    s = { ...s, players: s.players.map((p) => (p.id === 'A' ? { ...p, life: 25 } : p)) };
    s = play(s, pass('A'), pass('B'));
    expect(life(s, 'A')).toBe(25);
    expect(logEntries(s).some((e) => e.rule === '603.4')).toBe(true);
  });

  it('CR 603.4, 119.5: Resolute Archangel sets life to 20 when the condition still holds: its controller gains the difference', () => {
    let s = game({ players: [{ id: 'A', life: 7, battlefield: lands('Plains', 7, 'p'), hand: [{ id: 'angel', card: 'Resolute Archangel' }] }, { id: 'B' }] });
    s = play(s, { type: 'cast', player: 'A', card: 'angel' }, pass('A'), pass('B'), pass('A'), pass('B'));
    expect(life(s, 'A')).toBe(20);
    expect(logEntries(s).filter((e) => e.event?.kind === 'lifeChange').map((e) => [e.rule, e.text])).toEqual([['119.5', 'A gains 13 life']]);
  });

  it('CR 603.4: an intervening "if" false when the event happens does not trigger at all (Dragonmaster Outcast)', () => {
    const s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [
      { id: 'A', battlefield: [{ id: 'dm', card: 'Dragonmaster Outcast' }, ...lands('Mountain', 5, 'm')], library: ['Forest'] }, { id: 'B' },
    ] });
    expect(s.stack).toEqual([]);
    const t = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [
      { id: 'A', battlefield: [{ id: 'dm', card: 'Dragonmaster Outcast' }, ...lands('Mountain', 6, 'm')], library: ['Forest'] }, { id: 'B' },
    ] });
    expect(t.stack.map((x) => x.id)).toEqual(['dm.1']);
  });
});

describe('CR 603.7: delayed triggered abilities', () => {
  it('CR 603.7: Wall of Tears returns the creature it blocked at end of combat', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
      { id: 'B', battlefield: [{ id: 'wall', card: 'Wall of Tears' }] },
    ] });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'B' }] }, pass('A'), pass('B'),
      { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'bear' }] });
    expect(s.stack.map((x) => x.id)).toEqual(['wall.1']);
    s = play(s, pass('A'), pass('B'));
    expect(s.delayedTriggers.length).toBe(1);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(s.stack.map((x) => x.id)).toEqual(['wall.2']);
    s = play(s, pass('A'), pass('B'));
    expect(s.players[0]!.hand).toEqual(['bear']);
  });

  it('CR 502.3: Wall of Frost keeps the creature it blocked tapped during its controller\'s next untap step', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library: ['Forest', 'Forest'] },
      { id: 'B', battlefield: [{ id: 'wall', card: 'Wall of Frost' }], library: ['Forest', 'Forest'] },
    ] });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'B' }] }, pass('A'), pass('B'),
      { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'bear' }] }, pass('A'), pass('B'));
    s = passUntil(s, (x) => x.turn.number === 5 && x.turn.step === 'upkeep');
    expect(findObject(s, 'bear')!.tapped).toBe(true);
    s = passUntil(s, (x) => x.turn.number === 7 && x.turn.step === 'upkeep');
    expect(findObject(s, 'bear')!.tapped).toBe(false);
  });
});

describe('optional and removal triggers', () => {
  it('CR 506.4, 603.5: Gustcloak Runner may untap and leave combat when it becomes blocked', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'runner', card: 'Gustcloak Runner' }] },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
    ] });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'runner', defender: 'B' }] }, pass('A'), pass('B'),
      { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'bear', attacker: 'runner' }] }, pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'runner.1', options: ['yes', 'no'] });
    s = play(s, { type: 'choose', player: 'A', object: 'runner.1', choice: 'yes' });
    expect(findObject(s, 'runner')!.tapped).toBe(false);
    expect(s.combat!.attackers).toEqual([]);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(s.battlefield).toContain('runner');
    expect(findObject(s, 'runner')!.damage).toBe(0);
  });

  it('CR 509.1h, 509.3g: the log says Ophidian is unblocked, then that its ability triggers, whether Bruno declares no blockers or has none to declare', () => {
    const order = (bruno: { id: string; card: string }[], answer: Parameters<typeof play>[1][]) => {
      let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
        { id: 'A', battlefield: [{ id: 'oph', card: 'Ophidian' }], library: ['Forest'] }, { id: 'B', battlefield: bruno },
      ] });
      s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }] }, pass('A'), pass('B'), ...answer);
      return logEntries(s).map((e) => e.rule).filter((r) => r?.startsWith('509.'));
    };
    expect(order([{ id: 'bear', card: 'Grizzly Bears' }], [{ type: 'declareBlockers', player: 'B', blocks: [] }])).toEqual(['509.1', '509.1h', '509.3g']);
    expect(order([], [])).toEqual(['509.1a', '509.1h', '509.3g']);
  });

  it('CR 608.2d: Ophidian choosing to draw assigns no combat damage', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'oph', card: 'Ophidian' }], library: ['Forest'] }, { id: 'B' },
    ] });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }] }, pass('A'), pass('B'));
    s = passUntil(s, (x) => x.pendingChoice?.type === 'choose');
    s = play(s, { type: 'choose', player: 'A', object: 'oph.1', choice: 'yes' });
    expect(s.players[0]!.hand.length).toBe(1);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 'B')).toBe(20);
  });

  it('CR 608.2d: Ophidian declining to draw deals its damage', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'oph', card: 'Ophidian' }], library: ['Forest'] }, { id: 'B' },
    ] });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }] }, pass('A'), pass('B'));
    s = passUntil(s, (x) => x.pendingChoice?.type === 'choose');
    s = play(s, { type: 'choose', player: 'A', object: 'oph.1', choice: 'no' });
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 'B')).toBe(19);
    expect(s.players[0]!.hand.length).toBe(0);
  });

  it('CR 603.8: Emperor Crocodile\'s state trigger triggers once when its controller has no other creature', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'croc', card: 'Emperor Crocodile' }, { id: 'bear', card: 'Grizzly Bears' }] },
      { id: 'B', battlefield: lands('Mountain', 1, 'bm'), hand: [{ id: 'shock', card: 'Shock' }] },
    ] });
    expect(s.stack).toEqual([]);
    s = play(s, pass('A'), { type: 'cast', player: 'B', card: 'shock', targets: ['bear'] }, pass('B'), pass('A'));
    expect(s.stack.map((x) => x.id)).toEqual(['croc.1']);
    // Passing once gives B priority; the state trigger is not put on the stack a second time.
    s = play(s, pass('A'));
    expect(s.stack.length).toBe(1);
    s = play(s, pass('B'));
    expect(s.players[0]!.graveyard).toContain('croc');
  });

  it('CR 603.3d: a trigger with no legal target is removed (Flametongue Kavu alone must target itself)', () => {
    let s = game({ players: [{ id: 'A', battlefield: lands('Mountain', 4, 'm'), hand: [{ id: 'fk', card: 'Flametongue Kavu' }] }, { id: 'B' }] });
    s = play(s, { type: 'cast', player: 'A', card: 'fk' }, pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', object: 'fk.1', legalTargets: ['fk'] });
    s = play(s, { type: 'chooseTargets', player: 'A', object: 'fk.1', targets: ['fk'] }, pass('A'), pass('B'));
    expect(s.players[0]!.graveyard).toEqual(['fk']);
  });
});
