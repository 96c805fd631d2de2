// A player leaving a free-for-all game while a choice is pending (CR 800.4a): the questions still asked
// are gathered again from the game as it now is.
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, play } from './helpers';
import { type Action, type GameState, type Scenario } from '../../src/engine';
import { ffa, lines, passAll, seat } from './freeForAll';

const scry = (player: string, choice: 'top' | 'bottom'): Action => ({ type: 'choose', player, object: 'ec.1', choice });
const concede = (player: string): Action => ({ type: 'concede', player });

/** Ana's three Grizzly Bears attack Bruno (one) and Carla (two); Carla's creature blocks both of hers and
 *  she is asked to divide its combat damage (CR 510.1). */
function carlaDividesHerBlockersDamage(): GameState {
  let s = game({
    variant: 'free-for-all',
    cards: [{ name: 'Test Double Blocker', manaCost: '{2}{G}', types: ['Creature'], subtypes: ['Beast'], power: 3, toughness: 5, keywords: ['can block an additional creature each combat'] }],
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [
      seat('A', 'Ana', { battlefield: [{ id: 'x', card: 'Grizzly Bears' }, { id: 'y', card: 'Grizzly Bears' }, { id: 'z', card: 'Grizzly Bears' }] }),
      seat('B', 'Bruno'), seat('C', 'Carla', { battlefield: [{ id: 'db', card: 'Test Double Blocker' }] }), seat('D', 'Dario'),
    ],
  } as Partial<Scenario>);
  s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'x', defender: 'B' }, { attacker: 'y', defender: 'C' }, { attacker: 'z', defender: 'C' }] });
  s = passAll(s);
  s = play(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'db', attacker: 'y' }, { blocker: 'db', attacker: 'z' }] });
  return passAll(s);
}

/** Ana's Eager Construct has entered; its "each player may scry 1" is resolving and Ana is asked first. */
function eagerConstructResolving(): GameState {
  let s = ffa({ A: { hand: [{ id: 'ec', card: 'Eager Construct' }], battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }] } }, 'main1');
  s = play(s, { type: 'cast', player: 'A', card: 'ec' });
  s = passAll(passAll(s));
  expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'ec.1' });
  return s;
}

/** Ana's Hero of Bladehold attacks Carla; its token ability resolves and Ana is asked whom the first token attacks. */
function heroTokensResolving(): GameState {
  let s = ffa({ A: { battlefield: [{ id: 'hero', card: 'Hero of Bladehold' }] } }, 'declareAttackers');
  s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'hero', defender: 'C' }] });
  s = play(s, { type: 'orderTriggers', player: 'A', order: ['hero.1', 'hero.2'] });
  s = passAll(s);
  expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'hero.2', rule: '508.4', options: ['B', 'C', 'D'] });
  return s;
}

describe('CR 800.4a: a player leaves while a choice is pending', () => {
  it('CR 101.4, 800.4a: Bruno concedes while asked his scry; Carla then Dario are asked, and the ability resolves with their own answers', () => {
    let s = play(eagerConstructResolving(), scry('A', 'top'), concede('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'C', object: 'ec.1' });
    s = play(s, scry('C', 'bottom'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'D', object: 'ec.1' });
    s = play(s, scry('D', 'top'));
    expect(s.stack).toEqual([]);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    const scries = lines(s).filter((l) => l.startsWith('701.22a'));
    expect(scries).toEqual(['701.22a Ana scries 1 and puts the card on the top', '701.22a Carla scries 1 and puts the card on the bottom', '701.22a Dario scries 1 and puts the card on the top']);
  });

  it('CR 800.4a: an answer Bruno gave before leaving goes with him; it is never taken for Carla\'s or Dario\'s', () => {
    let s = play(eagerConstructResolving(), scry('A', 'top'), scry('B', 'bottom'), concede('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'C', object: 'ec.1' });
    s = play(s, scry('C', 'top'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'D', object: 'ec.1' });
    s = play(s, scry('D', 'bottom'));
    const scries = lines(s).filter((l) => l.startsWith('701.22a'));
    expect(scries).toEqual(['701.22a Ana scries 1 and puts the card on the top', '701.22a Carla scries 1 and puts the card on the top', '701.22a Dario scries 1 and puts the card on the bottom']);
  });

  it('CR 800.4a, 800.4j: Ana, whose ability is resolving, concedes while Bruno is asked; the ability ceases to exist and Bruno receives priority', () => {
    let s = play(eagerConstructResolving(), scry('A', 'top'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'B', object: 'ec.1' });
    s = play(s, concede('A'));
    expect(s.stack).toEqual([]);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    expect(lines(s)).toContain("800.4a Eager Construct's ability (ec.1) has ceased to exist: Bruno is no longer asked about it");
    expectRefused(s, scry('B', 'top'), '117.1');
    // The turn goes on without an active player (CR 800.4j): the others pass, and the step ends.
    s = passAll(s, ['B', 'C', 'D']);
    expect(s.turn.step).toBe('beginCombat');
  });

  it('CR 508.4, 800.4a: Bruno concedes while Ana chooses whom her token attacks; she is asked again, without him, and may not name him (508.4a)', () => {
    let s = play(heroTokensResolving(), concede('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'hero.2', rule: '508.4', options: ['C', 'D'], optionLabels: { C: 'Carla', D: 'Dario' } });
    const message = expectRefused(s, { type: 'choose', player: 'A', object: 'hero.2', choice: 'B' }, '508.4a');
    expect(message).toBe("Bruno has left the game: Soldier Token 1 of 2 can't be put onto the battlefield attacking a player no longer in the game; Ana may choose Carla (C) / Dario (D).");
    s = play(s, { type: 'choose', player: 'A', object: 'hero.2', choice: 'D' }, { type: 'choose', player: 'A', object: 'hero.2', choice: 'C' });
    expect(s.combat?.attackers.map((a) => [a.id, a.defender])).toEqual([['hero', 'C'], ['hero.2.1', 'D'], ['hero.2.2', 'C']]);
  });

  it('CR 508.4a: a token whose chosen player left before it entered is put onto the battlefield, but is never attacking', () => {
    let s = play(heroTokensResolving(), { type: 'choose', player: 'A', object: 'hero.2', choice: 'B' }, concede('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'hero.2', options: ['C', 'D'], token: { number: 2 } });
    s = play(s, { type: 'choose', player: 'A', object: 'hero.2', choice: 'C' });
    expect(s.battlefield).toContain('hero.2.1');
    expect(s.combat?.attackers.map((a) => [a.id, a.defender])).toEqual([['hero', 'C'], ['hero.2.2', 'C']]);
    expect(lines(s)).toContain('508.4a Soldier Token (hero.2.1) is on the battlefield but is not attacking: Bruno can no longer be attacked');
  });

  it('CR 508.4, 802.3: with one defending player left in the game the tokens attack her, and Ana is not asked', () => {
    let s = game({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [seat('A', 'Ana', { battlefield: [{ id: 'hero', card: 'Hero of Bladehold' }] }), seat('B', 'Bruno'), seat('C', 'Carla')],
    } as Partial<Scenario>);
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'hero', defender: 'C' }] }, { type: 'orderTriggers', player: 'A', order: ['hero.1', 'hero.2'] }, concede('B'));
    s = passAll(s, ['A', 'C']);
    expect(s.combat?.attackers.map((a) => [a.id, a.defender])).toEqual([['hero', 'C'], ['hero.2.1', 'C'], ['hero.2.2', 'C']]);
  });

  it('CR 508.1b, 800.4a: Bruno concedes while Ana declares attackers; she is asked again, and may attack only Carla and Dario', () => {
    let s = ffa({ A: { battlefield: [{ id: 'x', card: 'Grizzly Bears' }, { id: 'y', card: 'Grizzly Bears' }] } }, 'declareAttackers');
    expect(s.pendingChoice).toMatchObject({ type: 'declareAttackers', player: 'A', attackers: [{ creature: 'x', defenders: ['B', 'C', 'D'] }, { creature: 'y', defenders: ['B', 'C', 'D'] }] });
    s = play(s, concede('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'declareAttackers', player: 'A', attackers: [{ creature: 'x', defenders: ['C', 'D'] }, { creature: 'y', defenders: ['C', 'D'] }] });
    const message = expectRefused(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'x', defender: 'B' }] }, '800.4a');
    expect(message).toBe('Grizzly Bears cannot attack Bruno: Bruno has left the game.');
  });

  it('CR 509.1a, 800.4a, 800.4j: Ana concedes while Bruno declares blockers; her attackers left with her, so Bruno is no longer asked and receives priority', () => {
    let s = ffa({
      A: { battlefield: [{ id: 'x', card: 'Grizzly Bears' }, { id: 'y', card: 'Grizzly Bears' }] },
      B: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] }, C: { battlefield: [{ id: 'c', card: 'Grizzly Bears' }] },
    }, 'declareAttackers');
    s = passAll(play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'x', defender: 'B' }, { attacker: 'y', defender: 'C' }] }));
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'B', blockers: [{ creature: 'b', attackers: ['x'] }] });
    s = play(s, concede('A'));
    expect(s.combat?.attackers).toEqual([]);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    expectRefused(s, { type: 'declareBlockers', player: 'C', blocks: [] }, '117.1');
  });

  it('CR 603.3d, 800.4a: Bruno concedes while Carla chooses her Blood Artist\'s target; she is asked again, and Bruno is no longer a legal target', () => {
    let s = ffa({
      A: { hand: [{ id: 'bolt', card: 'Lightning Bolt' }], battlefield: [{ id: 'm', card: 'Mountain' }] },
      C: { battlefield: [{ id: 'artist', card: 'Blood Artist' }, { id: 'bear', card: 'Grizzly Bears' }] },
    }, 'main1');
    s = play(s, { type: 'cast', player: 'A', card: 'bolt', targets: ['bear'] });
    s = passAll(s);
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'C', legalTargets: ['A', 'B', 'C', 'D'] });
    s = play(s, concede('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'C', legalTargets: ['A', 'C', 'D'] });
    expectRefused(s, { type: 'chooseTargets', player: 'C', object: (s.pendingChoice as { object: string }).object, targets: ['B'] }, '115.2');
  });

  it('CR 510.1, 800.4a, 800.4j: Ana concedes while Carla divides her blocker\'s damage; Ana\'s creatures deal none, Carla has nothing left to divide, and Bruno receives priority', () => {
    let s = carlaDividesHerBlockersDamage();
    expect(s.pendingChoice).toMatchObject({ type: 'assignDamage', player: 'C' });
    s = play(s, concede('A'));
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    expect(s.players.map((p) => p.life)).toEqual([20, 20, 20, 20]);
    expect(lines(s)).toContain('510.2 No combat damage is dealt');
  });

  it('CR 510.1, 800.4a: Bruno concedes while Carla divides her blocker\'s damage; she is asked again, and Ana\'s bear assigned to Bruno deals nothing', () => {
    let s = carlaDividesHerBlockersDamage();
    s = play(s, concede('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'assignDamage', player: 'C' });
    s = play(s, { type: 'assignDamage', player: 'C', assignments: [{ source: 'db', to: [{ target: 'y', amount: 2 }, { target: 'z', amount: 1 }] }] });
    const dealt = lines(s).filter((l) => l.startsWith('510.2'));
    expect(dealt.filter((l) => l.includes('Bruno'))).toEqual([]);
    expect(dealt).toContain('510.2 Test Double Blocker deals 2 combat damage to Grizzly Bears');
    expect(dealt).toContain('510.2 Grizzly Bears deals 2 combat damage to Test Double Blocker');
  });
});

type Seat = Partial<Scenario['players'][number]>;
type Battlefield = NonNullable<Seat['battlefield']>;
type Block = { blocker: string; attacker: string };

/** A free-for-all under the legacy damage assignment order (seed 000) at Ana's declare attackers step. */
function legacyFfa(players: Partial<Record<'A' | 'B' | 'C' | 'D', Seat>>): GameState {
  return game({
    variant: 'free-for-all', rules: 'legacy-damage-order',
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [seat('A', 'Ana', players.A), seat('B', 'Bruno', players.B), seat('C', 'Carla', players.C), seat('D', 'Dario', players.D)],
  } as Partial<Scenario>);
}

const bears = (...ids: string[]): Battlefield => ids.map((id) => ({ id, card: 'Grizzly Bears' }));

/** Ana's Craw Wurm w1 attacks Bruno and w2 attacks Carla; Bruno and Carla block as given (Dario owns the
 *  Grizzly Bears "lent", which Bruno controls), and Ana is asked for the damage assignment orders. */
function anaOrdersBlockers(bruno: Block[], carla: Block[]): GameState {
  let s = legacyFfa({
    A: { battlefield: [{ id: 'w1', card: 'Craw Wurm' }, { id: 'w2', card: 'Craw Wurm' }] },
    B: { battlefield: bears('b1', 'b2') }, C: { battlefield: bears('c1', 'c2') }, D: { battlefield: [{ id: 'lent', card: 'Grizzly Bears', controller: 'B' }] },
  });
  s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'w1', defender: 'B' }, { attacker: 'w2', defender: 'C' }] });
  s = passAll(s);
  return play(s, { type: 'declareBlockers', player: 'B', blocks: bruno }, { type: 'declareBlockers', player: 'C', blocks: carla });
}

const blocking = (attacker: string, ...blockers: string[]): Block[] => blockers.map((blocker) => ({ blocker, attacker }));

describe('CR 800.4a: a player leaves while the legacy damage assignment orders are asked (509.2–509.3 before 2024)', () => {
  it('CR 800.4a, 509.1h: Bruno concedes while Ana orders her Craw Wurms\' blockers; she is asked again about Carla\'s blockers only, and the Wurm Bruno blocked stays blocked', () => {
    let s = anaOrdersBlockers(blocking('w1', 'b1', 'b2'), blocking('w2', 'c1', 'c2'));
    expect(s.pendingChoice).toMatchObject({ type: 'orderBlockers', player: 'A', attackers: [{ attacker: 'w1', blockers: ['b1', 'b2'] }, { attacker: 'w2', blockers: ['c1', 'c2'] }] });
    s = play(s, concede('B'));
    expect(s.pendingChoice).toEqual({ type: 'orderBlockers', player: 'A', attackers: [{ attacker: 'w2', blockers: ['c1', 'c2'] }] });
    expectRefused(s, { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'w1', blockers: ['b1', 'b2'] }, { attacker: 'w2', blockers: ['c2', 'c1'] }] }, '510.1c');
    s = play(s, { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'w2', blockers: ['c2', 'c1'] }] });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(s.combat?.attackers.find((a) => a.id === 'w1')).toMatchObject({ blocked: true, blockedBy: [] });
    s = passAll(s, ['A', 'C', 'D']);
    expect(lines(s)).toContain('510.1c Craw Wurm is blocked, but no creature blocks it any more: it assigns no combat damage');
  });

  it('CR 800.4a: Dario concedes; the Grizzly Bears he owns and Bruno controls leave Ana\'s question, Bruno\'s own keep theirs', () => {
    let s = anaOrdersBlockers(blocking('w1', 'b1', 'lent', 'b2'), blocking('w2', 'c1', 'c2'));
    expect(s.pendingChoice).toMatchObject({ type: 'orderBlockers', attackers: [{ attacker: 'w1', blockers: ['b1', 'lent', 'b2'] }, { attacker: 'w2' }] });
    s = play(s, concede('D'));
    expect(s.pendingChoice).toEqual({ type: 'orderBlockers', player: 'A', attackers: [{ attacker: 'w1', blockers: ['b1', 'b2'] }, { attacker: 'w2', blockers: ['c1', 'c2'] }] });
  });

  it('CR 800.4a: with one creature left blocking it, Ana is no longer asked about that Craw Wurm, and with nothing else to order she receives priority', () => {
    let s = anaOrdersBlockers(blocking('w1', 'b1', 'lent'), blocking('w2', 'c1'));
    expect(s.pendingChoice).toMatchObject({ type: 'orderBlockers', attackers: [{ attacker: 'w1', blockers: ['b1', 'lent'] }] });
    s = play(s, concede('D'));
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(s.combat?.attackers.find((a) => a.id === 'w1')?.blockedBy).toEqual(['b1']);
  });

  it('CR 800.4a, 800.4j: Ana concedes while asked to order her blockers; the question goes with her creatures, and Bruno receives priority', () => {
    let s = anaOrdersBlockers(blocking('w1', 'b1', 'b2'), blocking('w2', 'c1', 'c2'));
    s = play(s, concede('A'));
    expect(s.combat?.attackers).toEqual([]);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    expectRefused(s, { type: 'orderBlockers', player: 'B', orders: [] }, '117.1');
  });

  it('CR 800.4a: Bruno concedes while Ana places his Saproling in her Warden\'s order as the combat damage step begins; she is not asked, and the Warden, still blocked, deals no damage (509.1h)', () => {
    let s = legacyFfa({
      A: { battlefield: [{ id: 'warden', card: 'Lumengrid Warden' }] },
      B: { battlefield: [{ id: 'bear', card: 'Runeclaw Bear' }, 'Forest', 'Forest', 'Forest'], hand: [{ id: 'ff', card: 'Flash Foliage' }] },
    });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'warden', defender: 'B' }] });
    s = passAll(s);
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: blocking('warden', 'bear') }, pass('A'));
    s = play(s, { type: 'cast', player: 'B', card: 'ff', targets: ['warden'] });
    s = passAll(passAll(s, ['B', 'C', 'D', 'A']));
    expect(s.pendingChoice).toEqual({ type: 'orderBlockers', player: 'A', attackers: [{ attacker: 'warden', blockers: ['bear', 'ff.1'] }] });
    s = play(s, concede('B'));
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(s.turn.step).toBe('combatDamage');
    expect(lines(s)).toContain('510.1c Lumengrid Warden is blocked, but no creature blocks it any more: it assigns no combat damage');
  });

  it('CR 800.4a, 101.4: Bruno concedes while ordering the attackers his Foriysian Brigade blocks; Carla, next in APNAP order, orders hers', () => {
    let s = legacyFfa({ A: { battlefield: bears('a1', 'a2', 'a3', 'a4') }, B: { battlefield: [{ id: 'fb', card: 'Foriysian Brigade' }] }, C: { battlefield: [{ id: 'fc', card: 'Foriysian Brigade' }] } });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'a1', defender: 'B' }, { attacker: 'a2', defender: 'B' }, { attacker: 'a3', defender: 'C' }, { attacker: 'a4', defender: 'C' }] });
    s = passAll(s);
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: blocking('a1', 'fb').concat(blocking('a2', 'fb')) }, { type: 'declareBlockers', player: 'C', blocks: blocking('a3', 'fc').concat(blocking('a4', 'fc')) });
    expect(s.pendingChoice).toEqual({ type: 'orderAttackers', player: 'B', blockers: [{ blocker: 'fb', attackers: ['a1', 'a2'] }] });
    s = play(s, concede('B'));
    expect(s.pendingChoice).toEqual({ type: 'orderAttackers', player: 'C', blockers: [{ blocker: 'fc', attackers: ['a3', 'a4'] }] });
    s = play(s, { type: 'orderAttackers', player: 'C', orders: [{ blocker: 'fc', attackers: ['a4', 'a3'] }] });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(s.combat?.blockers.find((b) => b.id === 'fc')?.blocking).toEqual(['a4', 'a3']);
  });
});

describe('CR 104.2a: a concession that ends the game ends it at once', () => {
  it('CR 104.2a, 800.4a: Dario, the last opponent, concedes while declaring blockers; Ana wins, and nothing of the combat goes on after his leaving (no attacker becomes unblocked)', () => {
    let s = ffa({ A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }, D: { battlefield: [{ id: 'ape', card: 'Silverback Ape' }] } }, 'declareAttackers');
    s = play(s, concede('B'), concede('C'), { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'D' }] });
    s = passAll(s, ['A', 'D']);
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'D' });
    const before = lines(s).length;
    s = play(s, concede('D'));
    expect(lines(s).slice(before)).toEqual(['104.3a Dario loses the game: Dario concedes', '800.4a Dario leaves the game with every card they own', '104.2a Ana wins the game']);
    expect(s.gameOver?.winner).toBe('A');
    expect(s.pendingChoice).toBeNull();
  });
});

describe('CR 803.1a, 800.4a: the one defending player leaves before attackers are declared', () => {
  it('CR 803.1a, 800.4a: with the attack left option Bruno, the defending player, concedes at the beginning of combat; Ana has no one to attack, and the log says why', () => {
    let s = ffa({ A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] } }, 'beginCombat', 'left');
    s = play(s, concede('B'));
    s = passAll(s, ['A', 'C', 'D']);
    expect(s.combat?.attackers).toEqual([]);
    expect(lines(s)).toContain('800.4a Ana has no one to attack: the defending player has left the game');
    expect(lines(s)).not.toContain('508.1a Ana has no creature that can attack');
  });
});

describe('CR 800.4j, 117.4: the player holding priority leaves after everyone else has passed', () => {
  it("CR 800.4j, 117.4: Ana's Mogg Fanatic's ability is on the stack; Ana, Bruno and Carla pass, Dario concedes holding priority; their passes count and the ability resolves", () => {
    let s = ffa({ A: { battlefield: [{ id: 'mogg', card: 'Mogg Fanatic' }] } }, 'main1');
    s = play(s, { type: 'activate', player: 'A', source: 'mogg', ability: 0, targets: ['B'] }, ...['A', 'B', 'C'].map(pass));
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'D' });
    s = play(s, concede('D'));
    expect(s.stack).toEqual([]);
    expect(s.players.find((p) => p.id === 'B')?.life).toBe(19);
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
  });

  it('CR 800.4j, 500.2: with an empty stack, Ana, Bruno and Carla pass and Dario concedes holding priority; the main phase ends', () => {
    let s = ffa({}, 'main1');
    s = play(s, ...['A', 'B', 'C'].map(pass), concede('D'));
    expect(s.turn.step).toBe('beginCombat');
  });

  it('CR 117.4, 800.4j: Ana and Bruno pass, Carla concedes holding priority; Dario has not passed, so he receives priority', () => {
    let s = ffa({}, 'main1');
    s = play(s, pass('A'), pass('B'), concede('C'));
    expect(s.turn.step).toBe('main1');
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'D' });
  });
});
