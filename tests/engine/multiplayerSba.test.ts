// Players who lose in a state-based-action event (CR 704.3) leave the game only once the whole event
// is performed (800.4a), and creatures attacking a player who has left still become unblocked (509.1h).
import { describe, expect, it } from 'vitest';
import { expectRefused, game, legalActions, play } from './helpers';
import { findObject, type GameState, type Scenario } from '../../src/engine';
import { ffa, lines, passAll, seat } from './freeForAll';
import { blockingPlayer } from '../../src/engine/rules/defenders';

/** The log lines from the first one starting with `from`, keeping only those matching `keep`. */
const linesFrom = (s: GameState, from: string, keep: RegExp) => {
  const all = lines(s);
  return all.slice(all.findIndex((l) => l.startsWith(from))).filter((l) => keep.test(l));
};

describe('CR 704.3, 800.4a: losing the game in a state-based-action event', () => {
  it('CR 704.3, 704.5a, 704.5g, 603.10a: Bruno loses as his Runeclaw Bear is destroyed in the same event; the Bear dies before Bruno leaves, and Carla\'s Blood Artist triggers', () => {
    const s = ffa({ B: { life: 0, battlefield: [{ id: 'rbear', card: 'Runeclaw Bear', damage: 2 }] }, C: { battlefield: [{ id: 'artist', card: 'Blood Artist' }] } }, 'main1');
    expect(linesFrom(s, '704.5a', /^(704|800|603\.10a|506\.4)/)).toEqual([
      '704.5a Bruno loses the game: Bruno has 0 life',
      '704.5g Runeclaw Bear is destroyed (Runeclaw Bear has lethal damage)',
      "603.10a Blood Artist's ability triggers (artist.1, controlled by Carla): Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.",
      '800.4a Bruno leaves the game with every card they own',
    ]);
    expect(s.players[1]).toMatchObject({ lost: true, graveyard: [] });
    expect(findObject(s, 'rbear')).toBeUndefined();
    // CR 800.4a: Bruno is no longer a player to target.
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'C', object: 'artist.1', legalTargets: ['A', 'C', 'D'] });
  });

  it('CR 800.4d: the dies trigger Bruno would control is never put on the stack; Carla\'s is', () => {
    let s = ffa({
      B: { life: 0, battlefield: [{ id: 'rbear', card: 'Runeclaw Bear', damage: 2 }, { id: 'bartist', card: 'Blood Artist' }] },
      C: { battlefield: [{ id: 'artist', card: 'Blood Artist' }] },
    }, 'main1');
    expect(lines(s)).toContain("603.10a Blood Artist's ability triggers (bartist.1, controlled by Bruno): Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.");
    expect(s.pendingTriggers.map((t) => t.id)).toEqual([]);
    s = play(s, { type: 'chooseTargets', player: 'C', object: 'artist.1', targets: ['A'] });
    expect(s.stack.map((x) => [x.id, x.controller])).toEqual([['artist.1', 'C']]);
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
  });

  it('CR 704.3, 800.4a, 603.3b: Bruno and Carla lose in one event; both are out before either leaves, and only Dario is asked about his two triggers', () => {
    let s = ffa({
      B: { life: 0, battlefield: [{ id: 'rbear', card: 'Runeclaw Bear', damage: 2 }] },
      C: { life: -1, battlefield: [{ id: 'gbear', card: 'Grizzly Bears', damage: 3 }] },
      D: { battlefield: [{ id: 'artist', card: 'Blood Artist' }] },
    }, 'main1');
    expect(linesFrom(s, '704.5a', /^(704\.5a|800\.4a)/)).toEqual([
      '704.5a Bruno loses the game: Bruno has 0 life',
      '704.5a Carla loses the game: Carla has -1 life',
      '800.4a Bruno leaves the game with every card they own',
      '800.4a Carla leaves the game with every card they own',
    ]);
    expect(s.players.map((p) => p.lost)).toEqual([false, true, true, false]);
    expect(s.gameOver).toBeNull();
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'D' });
    s = play(s, { type: 'orderTriggers', player: 'D', order: ['artist.1', 'artist.2'] });
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'D', legalTargets: ['A', 'D'] });
  });

  it('CR 704.3, 104.2a: the last two opponents lose at once as their creatures die: Ana wins, decided once the event is over', () => {
    const s = game({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [seat('A', 'Ana'), seat('B', 'Bruno', { life: 0, battlefield: [{ id: 'rbear', card: 'Runeclaw Bear', damage: 2 }] }), seat('C', 'Carla', { life: 0 })],
    } as Partial<Scenario>);
    expect(s.gameOver).toMatchObject({ winner: 'A' });
    expect(linesFrom(s, '704.5a', /^(704|800\.4a|104)/)).toEqual([
      '704.5a Bruno loses the game: Bruno has 0 life',
      '704.5a Carla loses the game: Carla has 0 life',
      '704.5g Runeclaw Bear is destroyed (Runeclaw Bear has lethal damage)',
      '800.4a Bruno leaves the game with every card they own',
      '800.4a Carla leaves the game with every card they own',
      '104.2a Ana wins the game',
    ]);
  });

  it('CR 704.3, 104.4a: in a two-player game both players at 0 life while their creatures die is still a draw; nobody leaves, the creatures go to the graveyards', () => {
    const s = game({
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [
        { id: 'A', name: 'Ana', life: 0, library: ['Forest'], battlefield: [{ id: 'abear', card: 'Grizzly Bears', damage: 2 }, { id: 'aartist', card: 'Blood Artist' }] },
        { id: 'B', name: 'Bruno', life: 0, library: ['Forest'], battlefield: [{ id: 'bbear', card: 'Runeclaw Bear', damage: 2 }] },
      ],
    });
    expect(s.gameOver).toMatchObject({ winner: null });
    expect(s.pendingChoice).toBeNull();
    expect(s.players.map((p) => [p.lost, p.graveyard])).toEqual([[true, ['abear']], [true, ['bbear']]]);
    expect(lines(s).filter((l) => /^(704|800|104)/.test(l))).toEqual([
      '704.5a Ana loses the game: Ana has 0 life',
      '704.5a Bruno loses the game: Bruno has 0 life',
      '704.5g Grizzly Bears is destroyed (Grizzly Bears has lethal damage)',
      '704.5g Runeclaw Bear is destroyed (Runeclaw Bear has lethal damage)',
      '104.4a The game is a draw',
    ]);
  });
});

describe('CR 508.5, 506.4c: the defending player of a creature whose planeswalker has left', () => {
  // Bruno owns Jace Beleren; Carla controls it (the scenario's `controller`).
  const board = () => {
    let s = ffa({
      A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
      B: { battlefield: [{ id: 'jace', card: 'Jace Beleren', controller: 'C' }] },
      C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] },
    }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'jace' }] });
    return s;
  };

  it("CR 508.5, 800.4a: Ana's Grizzly Bears attacks Jace Beleren, which Carla controls; Bruno, its owner, concedes and Jace leaves the game; Carla, not Bruno, still declares blockers for the Bears", () => {
    let s = play(board(), { type: 'concede', player: 'B' });
    expect(s.combat?.attackers).toMatchObject([{ id: 'bear', attackingNothing: true, defendingPlayer: 'C' }]);
    s = passAll(s, ['A', 'C', 'D']);
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'C' });
    s = play(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'cadet', attacker: 'bear' }] });
    expect(s.combat?.attackers).toMatchObject([{ id: 'bear', blocked: true }]);
  });
});

describe('CR 509.1h, 800.4: creatures attacking a player who has left the game', () => {
  const attackers = { battlefield: [{ id: 'oph', card: 'Ophidian' }, { id: 'bear', card: 'Grizzly Bears' }] };
  const ophTriggers = (s: GameState) => [...s.stack, ...s.pendingTriggers].filter((t) => t.source === 'oph').map((t) => t.id);

  it('CR 509.1h, 509.3g: Ophidian attacks Bruno, who concedes; once Carla has declared, Ophidian is unblocked and its ability triggers', () => {
    let s = ffa({ A: attackers, B: { battlefield: [{ id: 'bb', card: 'Grizzly Bears' }] }, C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] } }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }, { attacker: 'bear', defender: 'C' }] }, { type: 'concede', player: 'B' });
    s = passAll(s, ['A', 'C', 'D']);
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'C' });
    s = play(s, { type: 'declareBlockers', player: 'C', blocks: [] });
    expect(linesFrom(s, '509.1 ', /^(509|800)/)).toEqual([
      '509.1 Carla declares no blockers',
      '509.1h Grizzly Bears is unblocked',
      '800.4a Bruno has left the game: no creatures are declared as blockers for the creatures attacking them',
      '509.1h Ophidian is unblocked',
      "509.3g Ophidian's ability triggers (oph.1, controlled by Ana): Whenever this creature attacks and isn't blocked, you may draw a card. If you do, this creature assigns no combat damage this turn.",
    ]);
    expect(ophTriggers(s)).toEqual(['oph.1']);
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
  });

  it('CR 509.1h, 509.3g: when the only attacked player has left, nobody declares and the attackers still become unblocked', () => {
    let s = ffa({ A: attackers, B: { battlefield: [{ id: 'bb', card: 'Grizzly Bears' }] } }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }, { attacker: 'bear', defender: 'B' }] }, { type: 'concede', player: 'B' });
    s = passAll(s, ['A', 'C', 'D']);
    expect(s.turn.step).toBe('declareBlockers');
    expect(lines(s).filter((l) => l.startsWith('509.1h'))).toEqual(['509.1h Ophidian is unblocked', '509.1h Grizzly Bears is unblocked']);
    expect(ophTriggers(s)).toEqual(['oph.1']);
  });

  it('CR 509.1h, 506.4c: Ophidian attacks Bruno\'s Jace Beleren; Bruno concedes and Jace leaves with him, and Ophidian still becomes unblocked', () => {
    let s = ffa({ A: attackers, B: { battlefield: [{ id: 'jace', card: 'Jace Beleren' }] } }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'jace' }, { attacker: 'bear', defender: 'C' }] }, { type: 'concede', player: 'B' });
    s = passAll(s, ['A', 'C', 'D']);
    expect(s.turn.step).toBe('declareBlockers');
    expect(lines(s)).toContain('509.1h Ophidian is unblocked');
    expect(ophTriggers(s)).toEqual(['oph.1']);
  });

  it('CR 506.4c, 802.4a, 800.4a: Ophidian attacks Bruno\'s Jace Beleren, which leaves the game with him; Carla, declaring her blockers, may not block Ophidian, which attacks nothing', () => {
    let s = ffa({ A: attackers, B: { battlefield: [{ id: 'jace', card: 'Jace Beleren' }] }, C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] } }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'jace' }, { attacker: 'bear', defender: 'C' }] }, { type: 'concede', player: 'B' });
    s = passAll(s, ['A', 'C', 'D']);
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'C', blockers: [{ creature: 'cadet', attackers: ['bear'] }] });
    const refused = s.pendingChoice?.type === 'declareBlockers' ? s.pendingChoice.blockers[0]?.refused : [];
    expect(refused).toEqual([{ attacker: 'oph', reason: { rule: '802.4a', message: 'Eager Cadet can block only creatures attacking Carla, a planeswalker they control or a battle they protect (310.8c); Ophidian attacks nothing: the planeswalker or battle it attacked has left the battlefield.' } }]);
    expectRefused(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'cadet', attacker: 'oph' }] }, '802.4a');
  });

  it('CR 802.4, 800.4a: Bruno concedes while asked to declare blockers; Carla declares next, then Ophidian becomes unblocked', () => {
    let s = ffa({ A: attackers, B: { battlefield: [{ id: 'bb', card: 'Grizzly Bears' }] }, C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] } }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }, { attacker: 'bear', defender: 'C' }] });
    s = passAll(s, ['A', 'B', 'C', 'D']);
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'B' });
    s = play(s, { type: 'concede', player: 'B' });
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'C' });
    expect(ophTriggers(s)).toEqual([]);
    s = play(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'cadet', attacker: 'bear' }] });
    expect(ophTriggers(s)).toEqual(['oph.1']);
    expect(s.combat?.attackers.map((a) => [a.id, a.blocked])).toEqual([['oph', false], ['bear', true]]);
  });

  it('CR 509.1h, 603.2: Bruno leaves after declaring his blockers; Ophidian became unblocked then, and does not trigger again', () => {
    let s = ffa({ A: attackers, B: { battlefield: [{ id: 'bb', card: 'Grizzly Bears' }] }, C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] } }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }, { attacker: 'bear', defender: 'C' }] });
    s = passAll(s, ['A', 'B', 'C', 'D']);
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: [] }, { type: 'concede', player: 'B' }, { type: 'declareBlockers', player: 'C', blocks: [] });
    expect(ophTriggers(s)).toEqual(['oph.1']);
    expect(lines(s).filter((l) => l.startsWith('509.1h'))).toEqual(['509.1h Ophidian is unblocked', '509.1h Grizzly Bears is unblocked']);
  });

  it('CR 800.4e: Ophidian, unblocked, deals no combat damage to Bruno, who has left', () => {
    let s = ffa({ A: attackers, B: { battlefield: [{ id: 'bb', card: 'Grizzly Bears' }] } }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }, { attacker: 'bear', defender: 'C' }] }, { type: 'concede', player: 'B' });
    s = passAll(s, ['A', 'C', 'D']);
    s = passAll(s, ['A', 'C', 'D']);
    s = play(s, { type: 'choose', player: 'A', object: 'oph.1', choice: 'no' });
    s = passAll(s, ['A', 'C', 'D']);
    expect(s.turn.step).toBe('combatDamage');
    expect(s.players.map((p) => p.life)).toEqual([20, 20, 18, 20]);
    expect(lines(s).filter((l) => l.startsWith('510.2'))).toEqual(['510.2 Grizzly Bears deals 2 combat damage to Carla']);
  });

  it('CR 802.4, 800.4a: with Bruno, the first defending player, gone, the blocking player is the next attacked one still in the game', () => {
    let s = ffa({ A: attackers }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }, { attacker: 'bear', defender: 'D' }] }, { type: 'concede', player: 'B' });
    expect(s.combat?.defendingPlayer).toBe('B');
    expect(blockingPlayer(s)).toBe('D');
  });

  it('CR 508.1a, 800.4a: a creature that can\'t attack is shown tried against a defending player still in the game', () => {
    let s = ffa({ A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'sick', card: 'Craw Wurm', summoningSick: true }] } }, 'beginCombat');
    s = play(s, { type: 'concede', player: 'B' });
    s = passAll(s, ['A', 'C', 'D']);
    expect(s.pendingChoice).toMatchObject({ type: 'declareAttackers', player: 'A' });
    const closed = legalActions(s).closed.find((x) => x.action.type === 'declareAttackers' && x.action.attackers?.[0]?.attacker === 'sick');
    expect(closed?.action).toMatchObject({ attackers: [{ attacker: 'sick', defender: 'C' }] });
    expect(closed?.reason.rule).toBe('302.6');
  });
});
