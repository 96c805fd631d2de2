// CR 603 as a whole, beyond single cards: new objects (400.7, 603.6), triggers and state-based
// actions repeating before priority (117.5, 603.3b), what the pending choices say (603.3b–d, 603.5),
// the log, and refused answers leaving the state unchanged (733.1).
import { findObject, logEntries } from '../../src/engine/index';
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, permanent, play } from './helpers';
import { activate, attack, block, cast, choose, graveyard, lands, order, passBoth, stackIds, targets, untilStep } from './cards/cardHelpers';

const library = ['Island', 'Island', 'Island', 'Island'];

describe('CR 400.7, 603.6: "this creature" is the object the ability came from, not a new one', () => {
  it('CR 400.7: Royal Trooper returned to hand and put back (Sneak Attack) is a new object: the old block trigger does not pump it', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
      { id: 'B', battlefield: [{ id: 'rt', card: 'Royal Trooper' }, { id: 'sneak', card: 'Sneak Attack' }, ...lands('Mountain', 1, 'm'), ...lands('Island', 1, 'i')],
        hand: [{ id: 'un', card: 'Unsummon' }], library },
    ] });
    s = block(passBoth(attack(s, 'bear')), 'B', ['rt', 'bear']);
    expect(s.stack).toMatchObject([{ id: 'rt.1', sourceZcc: 0 }]);
    s = play(s, pass('A'), cast('B', 'un', 'rt'), pass('B'), pass('A'));
    s = play(s, pass('A'), activate('B', 'sneak'), pass('B'), pass('A'), choose('B', 'sneak.1', 'rt'));
    expect(findObject(s, 'rt')!.zcc).toBe(2);
    s = play(s, pass('A'), pass('B'));
    expect(s.stack).toEqual([]);
    expect(permanent(s, 'rt')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('CR 400.7, 603.7: Ball Lightning put back by Sneak Attack during the end step survives its old trigger; Sneak Attack\'s waits for the next end step', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'end' }, players: [
      { id: 'A', battlefield: [{ id: 'ball', card: 'Ball Lightning' }, { id: 'sneak', card: 'Sneak Attack' }, ...lands('Mountain', 1, 'm'), ...lands('Island', 1, 'i')],
        hand: [{ id: 'un', card: 'Unsummon' }], library },
      { id: 'B', library },
    ] });
    expect(stackIds(s)).toEqual(['ball.1']);
    s = play(s, cast('A', 'un', 'ball'), pass('A'), pass('B'));
    s = play(s, activate('A', 'sneak'), pass('A'), pass('B'), choose('A', 'sneak.1', 'ball'));
    s = passBoth(s);
    expect(s.battlefield).toContain('ball');
    expect(s.delayedTriggers).toMatchObject([{ source: 'sneak', when: 'nextEndStep', object: 'ball' }]);
    s = untilStep(s, 'end', 4);
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'A', triggers: [{ id: 'ball.2' }, { id: 'sneak.2' }] });
  });
});

describe('CR 117.5, 603.3b, 704.3: state-based actions and triggers repeat until none, then priority', () => {
  it('CR 117.5, 603.8: a creature dying to Shock: its dies trigger and Emperor Crocodile\'s state trigger wait together, before anyone gets priority', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'croc', card: 'Emperor Crocodile' }, { id: 'dt', card: 'Doomed Traveler' }], library },
      { id: 'B', battlefield: lands('Mountain', 1, 'm'), hand: [{ id: 'shock', card: 'Shock' }], library },
    ] });
    s = play(s, pass('A'), cast('B', 'shock', 'dt'), pass('B'), pass('A'));
    expect(graveyard(s, 'A')).toEqual(['dt']);
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'A', triggers: [{ id: 'dt.1', card: 'Doomed Traveler' }, { id: 'croc.1', card: 'Emperor Crocodile' }] });
    // The Spirit Token arriving first (resolving first) does not save the Crocodile: no intervening "if".
    s = play(s, order('A', 'croc.1', 'dt.1'), pass('A'), pass('B'));
    expect(s.battlefield).toContain('dt.1.1');
    s = passBoth(s);
    expect(graveyard(s, 'A')).toEqual(['dt', 'croc']);
  });

  it('CR 117.5: a trigger resolving causes a death, whose trigger goes on the stack before priority (Flametongue Kavu, Blood Artist)', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [...lands('Mountain', 4, 'm'), { id: 'artist', card: 'Blood Artist' }], hand: [{ id: 'fk', card: 'Flametongue Kavu' }], library },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
    ] });
    s = play(s, cast('A', 'fk'), pass('A'), pass('B'), targets('A', 'fk.1', 'bear'), pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'A', object: 'artist.1' });
    s = play(s, targets('A', 'artist.1', 'B'));
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(stackIds(s)).toEqual(['artist.1']);
  });
});

describe('CR 603.3b: what the orderTriggers choice tells', () => {
  const twoAndOne = () => {
    let s = game({ players: [
      { id: 'A', name: 'Ana', battlefield: [{ id: 'w1', card: 'Soul Warden' }, { id: 'w2', card: 'Soul Warden' }, ...lands('Forest', 2, 'f')], hand: [{ id: 'bear', card: 'Grizzly Bears' }], library },
      { id: 'B', name: 'Bruno', battlefield: [{ id: 'wb', card: 'Soul Warden' }], library },
    ] });
    s = play(s, cast('A', 'bear'), pass('A'), pass('B'));
    return s;
  };

  it('CR 603.3b: each trigger with its source, name, controller and text; the last listed resolves first; the opponent\'s go above', () => {
    const s = twoAndOne();
    expect(s.pendingChoice).toEqual({
      type: 'orderTriggers', player: 'A', rule: '603.3b', resolvesFirst: 'lastListed',
      triggers: [
        { id: 'w1.1', source: 'w1', card: 'Soul Warden', controller: 'A', text: 'Whenever another creature enters, you gain 1 life.' },
        { id: 'w2.1', source: 'w2', card: 'Soul Warden', controller: 'A', text: 'Whenever another creature enters, you gain 1 life.' },
      ],
      others: [{ id: 'wb.1', source: 'wb', card: 'Soul Warden', controller: 'B', text: 'Whenever another creature enters, you gain 1 life.' }],
      prompt: expect.stringContaining('the last one listed ends on top and resolves first'),
    });
    expect((s.pendingChoice as { prompt: string }).prompt).toContain("Bruno's triggered abilities go on the stack after these");
  });

  it('CR 603.3b: the order given is the order on the stack, bottom first; the non-active player\'s trigger is on top', () => {
    const s = play(twoAndOne(), order('A', 'w2.1', 'w1.1'));
    expect(stackIds(s)).toEqual(['w2.1', 'w1.1', 'wb.1']);
  });

  it('CR 603.2, 603.3: the log records each trigger as it triggers and as it is put on the stack, with the rule and the id', () => {
    const s = play(twoAndOne(), order('A', 'w2.1', 'w1.1'));
    const log = logEntries(s);
    const i = log.findIndex((e) => e.text.startsWith("Soul Warden's ability triggers (w1.1, controlled by Ana)"));
    expect(log[i]!.rule).toBe('603.6a');
    expect(log.filter((e) => e.rule === '603.6a' && e.text.includes('triggers')).length).toBe(3);
    expect(log.some((e) => e.rule === '603.3b' && e.text.startsWith('APNAP order: Ana, the active player'))).toBe(true);
    const put = log.filter((e) => e.rule === '603.3').map((e) => e.text);
    expect(put).toEqual([
      "Ana puts Soul Warden's triggered ability (w2.1) on the stack",
      "Ana puts Soul Warden's triggered ability (w1.1) on the stack",
      "Bruno puts Soul Warden's triggered ability (wb.1) on the stack",
    ]);
  });

  it('CR 603.3d: chooseTargets names the ability, its text and the kind of target, and lists the legal ones', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Mountain', 4, 'm'), hand: [{ id: 'fk', card: 'Flametongue Kavu' }], library },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
    ] });
    s = play(s, cast('A', 'fk'), pass('A'), pass('B'));
    expect(s.pendingChoice).toEqual({
      type: 'chooseTargets', player: 'A', object: 'fk.1', legalTargets: ['bear', 'fk'], source: 'fk', card: 'Flametongue Kavu',
      text: 'When this creature enters, it deals 4 damage to target creature.', targetKind: 'target creature', rule: '603.3d',
      prompt: "Choose target creature for Flametongue Kavu's ability (fk.1) as it is put on the stack",
    });
  });
});

describe('CR 733.1: refused answers leave the state unchanged', () => {
  const ordering = () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'w1', card: 'Soul Warden' }, { id: 'w2', card: 'Soul Warden' }, ...lands('Mountain', 4, 'm')], hand: [{ id: 'fk', card: 'Flametongue Kavu' }], library },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
    ] });
    s = play(s, cast('A', 'fk'), pass('A'), pass('B'));
    return s;
  };

  it('CR 603.3b: a trigger left out, named twice, or unknown; or the opponent ordering', () => {
    const s = ordering();
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', triggers: [{ id: 'w1.1' }, { id: 'w2.1' }, { id: 'fk.1' }] });
    expectRefused(s, order('A', 'w1.1', 'fk.1'), '603.3b');
    expectRefused(s, order('A', 'w1.1', 'w1.1', 'fk.1'), '603.3b');
    expectRefused(s, order('A', 'w1.1', 'w2.1', 'fk.1', 'bear'), '603.3b');
    expectRefused(s, order('B', 'w1.1', 'w2.1', 'fk.1'), '603.3b');
  });

  it('CR 603.3d, 115.2: an illegal target, or a target for another ability than the one being put on the stack', () => {
    const s = play(ordering(), order('A', 'w1.1', 'w2.1', 'fk.1'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', object: 'fk.1' });
    expectRefused(s, targets('A', 'fk.1', 'A'), '115.2');
    expectRefused(s, targets('A', 'fk.1', 'nothing'), '115.2');
    expectRefused(s, targets('A', 'w1.1', 'bear'), '603.3d');
    expectRefused(s, targets('B', 'fk.1', 'bear'), '603.3d');
  });

  it('CR 733.1: answering a choice that is not pending: ordering when targets are asked, choosing when priority is asked', () => {
    const s = play(ordering(), order('A', 'w1.1', 'w2.1', 'fk.1'));
    expectRefused(s, order('A', 'w1.1', 'w2.1', 'fk.1'), '603.3d');
    expectRefused(s, choose('A', 'fk.1', 'yes'), '603.3d');
    const t = play(s, targets('A', 'fk.1', 'bear'));
    expectRefused(t, choose('A', 'fk.1', 'yes'), '117.1');
    expectRefused(t, targets('A', 'fk.1', 'bear'), '117.1');
    expectRefused(t, order('A', 'fk.1'), '117.1');
  });
});
