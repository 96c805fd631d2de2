// Activated abilities (CR 602) and mana abilities (605): Sneak Attack, Bident of Thassa,
// Reconnaissance Mission's cycling (702.29), River Boa (701.19), Llanowar Elves, Boros Guildgate and
// the basic lands (Plains, Island, Swamp, Mountain, Forest).
import { describe, expect, it } from 'vitest';
import { expectRefused, game, legalActions, pass, permanent, play } from '../helpers';
import { activate, attack, cast, choose, graveyard, hand, lands, life, logged, passBoth, stackIds, untilStep } from './cardHelpers';
import { findObject } from '../../../src/engine';

const library = ['Island', 'Island', 'Island', 'Island'];

describe('Sneak Attack', () => {
  const start = () => game({ players: [
    { id: 'A', battlefield: [{ id: 'sneak', card: 'Sneak Attack' }, ...lands('Mountain', 2, 'm')],
      hand: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'shock', card: 'Shock' }, { id: 'bear', card: 'Grizzly Bears' }], library },
    { id: 'B', library },
  ] });

  it('CR 602.2, 608.2d: {R}: the creature card is chosen as the ability resolves, from the creature cards in hand', () => {
    let s = play(start(), activate('A', 'sneak'));
    expect(stackIds(s)).toEqual(['sneak.1']);
    expect(findObject(s, 'm0')!.tapped).toBe(true);
    s = passBoth(s);
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'sneak.1', options: ['wurm', 'bear', 'none'],
      optionLabels: { wurm: 'Craw Wurm', bear: 'Grizzly Bears', none: 'put nothing' } });
    expect((s.pendingChoice as { prompt: string }).prompt).toContain('Craw Wurm');
    expectRefused(s, choose('A', 'sneak.1', 'shock'), '608.2d');
    s = play(s, choose('A', 'sneak.1', 'wurm'));
    expect(permanent(s, 'wurm')).toMatchObject({ summoningSick: true, keywords: ['haste'] });
    expect(s.delayedTriggers).toMatchObject([{ source: 'sneak', controller: 'A', when: 'nextEndStep', object: 'wurm' }]);
  });

  it('CR 702.10, 603.7: the creature attacks with haste and is sacrificed at the beginning of the next end step', () => {
    let s = play(passBoth(play(start(), activate('A', 'sneak'))), choose('A', 'sneak.1', 'wurm'));
    s = untilStep(s, 'declareAttackers');
    s = untilStep(attack(s, 'wurm'), 'main2');
    expect(life(s, 'B')).toBe(14);
    s = untilStep(s, 'end');
    expect(s.stack).toMatchObject([{ id: 'sneak.2', source: 'sneak', controller: 'A' }]);
    s = passBoth(s);
    expect(graveyard(s, 'A')).toEqual(['wurm']);
  });

  it('CR 608.2d: "you may": choosing none puts nothing onto the battlefield; the mana stays spent', () => {
    let s = play(passBoth(play(start(), activate('A', 'sneak'))), choose('A', 'sneak.1', 'none'));
    expect(hand(s, 'A')).toEqual(['wurm', 'shock', 'bear']);
    expect(s.delayedTriggers).toEqual([]);
    expect(findObject(s, 'm0')!.tapped).toBe(true);
  });

  it('CR 603.6a: a creature put onto the battlefield by Sneak Attack has its enters trigger (Flametongue Kavu)', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'sneak', card: 'Sneak Attack' }, ...lands('Mountain', 1, 'm')], hand: [{ id: 'fk', card: 'Flametongue Kavu' }], library },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
    ] });
    s = play(passBoth(play(s, activate('A', 'sneak'))), choose('A', 'sneak.1', 'fk'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', object: 'fk.1', legalTargets: ['bear', 'fk'] });
  });

  it('CR 117.1, 603.7: at instant speed in the opponent\'s turn, "the next end step" is that turn\'s', () => {
    let s = game({ turn: { number: 4, activePlayer: 'B', step: 'main1' }, players: [
      { id: 'A', battlefield: [{ id: 'sneak', card: 'Sneak Attack' }, ...lands('Mountain', 1, 'm')], hand: [{ id: 'wall', card: 'Wall of Wood' }], library },
      { id: 'B', library },
    ] });
    s = play(s, pass('B'), activate('A', 'sneak'), pass('A'), pass('B'), choose('A', 'sneak.1', 'wall'));
    s = untilStep(s, 'end', 4);
    expect(stackIds(s)).toEqual(['sneak.2']);
  });

  it('CR 302.6, 702.10: haste from Sneak Attack lets Llanowar Elves tap for mana at once', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'sneak', card: 'Sneak Attack' }, ...lands('Mountain', 1, 'm')], hand: [{ id: 'elves', card: 'Llanowar Elves' }, { id: 'gg', card: 'Giant Growth' }], library },
      { id: 'B', library },
    ] });
    s = play(passBoth(play(s, activate('A', 'sneak'))), choose('A', 'sneak.1', 'elves'));
    s = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['elves'], payWith: ['elves'] });
    expect(findObject(s, 'elves')!.tapped).toBe(true);
  });
});

describe('Bident of Thassa', () => {
  const start = (activeB = true) => game({ turn: { number: activeB ? 4 : 3, activePlayer: activeB ? 'B' : 'A', step: 'beginCombat' }, players: [
    { id: 'A', battlefield: [{ id: 'bident', card: 'Bident of Thassa' }, ...lands('Island', 2, 'i'), { id: 'mine', card: 'Grizzly Bears' }], library },
    { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'wall', card: 'Wall of Wood' }], library },
  ] });

  it('CR 508.1d: after {1}{U}, {T}, creatures the opponents control attack this turn if able', () => {
    let s = start();
    s = play(s, pass('B'), activate('A', 'bident'));
    expect(findObject(s, 'bident')!.tapped).toBe(true);
    s = passBoth(s, 'A');
    expect(s.attackRequirements).toEqual([{ player: 'B', turn: 4, source: 'Bident of Thassa' }]);
    s = untilStep(s, 'declareAttackers');
    expect(s.pendingChoice).toMatchObject({ type: 'declareAttackers', player: 'B', attackers: [{ creature: 'bear', mustAttack: true }, { creature: 'wall' }] });
    expectRefused(s, { type: 'declareAttackers', player: 'B', attackers: [] }, '508.1d');
    s = play(s, { type: 'declareAttackers', player: 'B', attackers: [{ attacker: 'bear', defender: 'A' }] });
    expect(s.combat!.attackers.map((a) => a.id)).toEqual(['bear']);
  });

  it('CR 508.1d, 611.2: the requirement lasts this turn only', () => {
    let s = passBoth(play(start(), pass('B'), activate('A', 'bident')), 'A');
    s = play(untilStep(s, 'declareAttackers'), { type: 'declareAttackers', player: 'B', attackers: [{ attacker: 'bear', defender: 'A' }] });
    s = untilStep(s, 'declareAttackers', 6);
    expect(s.pendingChoice).toMatchObject({ type: 'declareAttackers', player: 'B' });
    expect(s.pendingChoice).not.toMatchObject({ attackers: [{ mustAttack: true }] });
    play(s, { type: 'declareAttackers', player: 'B', attackers: [] });
  });

  it('CR 508.1d: on its controller\'s own turn it binds only the opponents\' creatures, not theirs', () => {
    let s = play(start(false), activate('A', 'bident'));
    s = untilStep(passBoth(s), 'declareAttackers');
    expect(s.pendingChoice).not.toMatchObject({ attackers: [{ mustAttack: true }] });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [] });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 118.3: a tapped Bident cannot be activated again (its {T} cannot be paid), and the legal actions say why', () => {
    const s = passBoth(play(start(), pass('B'), activate('A', 'bident')), 'A');
    const t = play(s, pass('B'));
    expectRefused(t, activate('A', 'bident'), '118.3');
    expect(legalActions(t).closed).toContainEqual({ action: { type: 'activate', player: 'A', source: 'bident', ability: 0 }, reason: { rule: '118.3', message: 'Bident of Thassa is already tapped, so it cannot be tapped to pay its {T} cost.' } });
  });

  it('CR 601.2h: without {1}{U} to pay, the legal actions say the ability cannot be paid for', () => {
    const poor = game({ turn: { number: 4, activePlayer: 'B', step: 'beginCombat' }, players: [
      { id: 'A', name: 'Ana', battlefield: [{ id: 'bident', card: 'Bident of Thassa' }], library },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
    ] });
    const s = play(poor, pass('B'));
    expect(legalActions(s).closed).toContainEqual({ action: { type: 'activate', player: 'A', source: 'bident', ability: 0 }, reason: { rule: '601.2h', message: 'Ana cannot pay {1}{U} for Bident of Thassa\'s ability.' } });
  });
});

describe('Reconnaissance Mission: cycling', () => {
  const start = (mana = 2) => game({ players: [
    { id: 'A', hand: [{ id: 'rm', card: 'Reconnaissance Mission' }], battlefield: lands('Island', mana, 'i'), library: [{ id: 'top', card: 'Forest' }] },
    { id: 'B', battlefield: [{ id: 'bm', card: 'Reconnaissance Mission' }], library },
  ] });

  it('CR 702.29a: Cycling {2}: pay {2} and discard it as the cost; the ability then draws a card', () => {
    let s = start();
    expect(legalActions(s).actions).toContainEqual({ type: 'activate', player: 'A', source: 'rm', ability: 0 });
    s = play(s, activate('A', 'rm'));
    expect(graveyard(s, 'A')).toEqual(['rm']);
    expect(hand(s, 'A')).toEqual([]);
    expect(s.stack).toMatchObject([{ id: 'rm.1', kind: 'ability', source: 'rm', controller: 'A' }]);
    expect(findObject(s, 'i0')!.tapped && findObject(s, 'i1')!.tapped).toBe(true);
    expect(logged(s, '702.29a', 'discards Reconnaissance Mission')).toBe(true);
    s = passBoth(s);
    expect(hand(s, 'A')).toEqual(['top']);
  });

  it('CR 702.29a: cycling is instant speed, also in the opponent\'s turn', () => {
    let s = untilStep(start(), 'upkeep', 4);
    s = play(s, pass('B'), activate('A', 'rm'));
    expect(stackIds(s)).toEqual(['rm.1']);
  });

  it('CR 601.2h, 602.2b: without {2} it cannot be cycled', () => {
    const s = start(1);
    expect(legalActions(s).actions).not.toContainEqual({ type: 'activate', player: 'A', source: 'rm', ability: 0 });
    expectRefused(s, activate('A', 'rm'), '601.2h');
  });

  it('CR 702.29a: cycling works only from the hand: not from the battlefield, not from another player\'s hand', () => {
    const s = start();
    expectRefused(play(s, pass('A')), activate('B', 'bm'), '702.29a');
    expectRefused(play(s, pass('A')), activate('B', 'rm'), '702.29a');
  });
});

describe('River Boa', () => {
  it('CR 701.19a: {G}: a regeneration shield replaces its destruction: tapped, damage removed, it stays', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'boa', card: 'River Boa' }, ...lands('Forest', 1, 'f')], library },
      { id: 'B', battlefield: lands('Mountain', 1, 'm'), hand: [{ id: 'bolt', card: 'Lightning Bolt' }], library },
    ] });
    s = passBoth(play(s, activate('A', 'boa')));
    s = play(s, pass('A'), cast('B', 'bolt', 'boa'), pass('B'), pass('A'));
    expect(permanent(s, 'boa')).toMatchObject({ tapped: true, damage: 0 });
    expect(logged(s, '701.19a', 'regenerates')).toBe(true);
  });

  it('CR 702.14c: islandwalk: it can\'t be blocked while the defending player controls an Island', () => {
    const s = passBoth(attack(game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'boa', card: 'River Boa' }], library }, { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'isl', card: 'Island' }], library },
    ] }), 'boa'));
    expectRefused(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'bear', attacker: 'boa' }] }, '702.14c');
  });
});

describe('mana abilities (CR 605): Llanowar Elves, Boros Guildgate, basic lands', () => {
  it('CR 605.3a, 302.6: Llanowar Elves taps for {G}, but not while summoning sick', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'elves', card: 'Llanowar Elves' }, { id: 'sick', card: 'Llanowar Elves', summoningSick: true }, ...lands('Forest', 1, 'f')],
        hand: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'bear2', card: 'Grizzly Bears' }], library },
      { id: 'B', library },
    ] });
    expectRefused(s, { type: 'cast', player: 'A', card: 'bear', payWith: ['sick', 'f0'] }, '302.6');
    s = play(s, { type: 'cast', player: 'A', card: 'bear', payWith: ['elves', 'f0'] });
    expect(findObject(s, 'elves')!.tapped).toBe(true);
    expect(s.stack.length).toBe(1);
  });

  it('CR 305.7, 614.1c: Boros Guildgate enters tapped; it taps for {R} or {W}', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'gate', card: 'Boros Guildgate' }, { id: 'gate2', card: 'Boros Guildgate' }],
        hand: [{ id: 'gate3', card: 'Boros Guildgate' }, { id: 'cadet', card: 'Eager Cadet' }, { id: 'goblin', card: 'Raging Goblin' }], library },
      { id: 'B', library },
    ] });
    s = play(s, { type: 'playLand', player: 'A', card: 'gate3' });
    expect(findObject(s, 'gate3')!.tapped).toBe(true);
    s = play(s, cast('A', 'cadet'), pass('A'), pass('B'), cast('A', 'goblin'), pass('A'), pass('B'));
    expect(s.battlefield).toEqual(expect.arrayContaining(['cadet', 'goblin']));
    expect(findObject(s, 'gate')!.tapped && findObject(s, 'gate2')!.tapped).toBe(true);
  });

  const basics: [string, string][] = [['Plains', 'Eager Cadet'], ['Island', 'Lumengrid Warden'], ['Swamp', 'Typhoid Rats'], ['Mountain', 'Raging Goblin'], ['Forest', 'Grizzly Bears']];
  for (const [land, creature] of basics) {
    it(`CR 305.6: ${land} taps for its colour and pays for ${creature}; it is played untapped`, () => {
      const cost = creature === 'Eager Cadet' || creature === 'Typhoid Rats' || creature === 'Raging Goblin' ? 1 : 2;
      let s = game({ players: [
        { id: 'A', battlefield: lands(land, cost - 1, 'l'), hand: [{ id: 'land', card: land }, { id: 'c', card: creature }], library }, { id: 'B', library },
      ] });
      s = play(s, { type: 'playLand', player: 'A', card: 'land' });
      expect(findObject(s, 'land')!.tapped).toBe(false);
      s = play(s, cast('A', 'c'), pass('A'), pass('B'));
      expect(s.battlefield).toContain('c');
    });
  }

  it('CR 605.3a: only the other colour does not pay: Swamps cannot cast Grizzly Bears', () => {
    const s = game({ players: [{ id: 'A', battlefield: lands('Swamp', 2, 's'), hand: [{ id: 'bear', card: 'Grizzly Bears' }], library }, { id: 'B', library }] });
    expectRefused(s, cast('A', 'bear'), '601.2h');
  });
});
