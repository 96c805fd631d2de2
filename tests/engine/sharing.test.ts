// The engine's speed-ups keep states exact: what a transition shares with the previous state (the
// objects table, the custom cards) is never changed in place, and the indexes kept beside a state
// (which objects are Watchdogs or can trigger) follow every object that enters, leaves or is made.
import { describe, expect, it } from 'vitest';
import { characteristics, findObject, legalActions } from '../../src/engine/index';
import type { Action, GameState } from '../../src/engine/index';
import { deleteObject, objectsWithCard, putObject, transact } from '../../src/engine/transaction';
import { blankObject } from '../../src/engine/scenario/create';
import { nextPlayer } from '../../src/engine/state';
import { bucketOf } from '../../src/engine/objects';
import { deepFreeze } from './freeze';
import { game, pass, passUntil, play } from './helpers';
import { attack, graveyard } from './cards/cardHelpers';

/** Ana attacks Bruno with Silverback Ape (5/5); Bruno has a Watchdog and a Mountain with a Shock. */
function apeAttacksWatchdog(dogTapped = false): GameState {
  const s = game({
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [
      { id: 'A', name: 'Ana', library: ['Forest', 'Forest'], battlefield: [{ id: 'ape', card: 'Silverback Ape' }] },
      {
        id: 'B', name: 'Bruno', library: ['Forest', 'Forest'], hand: [{ id: 'shock', card: 'Shock' }],
        battlefield: [{ id: 'dog', card: 'Watchdog', tapped: dogTapped }, { id: 'm', card: 'Mountain' }],
      },
    ],
  });
  return attack(s, 'ape');
}

const power = (s: GameState, id: string) => characteristics(s, id).power;

describe('static P/T modifiers read fresh (Watchdog, CR 611.3a)', () => {
  it('an attacking creature gets -1/-0 while the defending Watchdog is untapped, and not from a tapped one', () => {
    expect(power(apeAttacksWatchdog(), 'ape')).toBe(4);
    expect(power(apeAttacksWatchdog(true), 'ape')).toBe(5);
  });

  it('CR 611.3a: when Watchdog dies the attacker has its full power at once; the earlier state still shows 4', () => {
    let s = apeAttacksWatchdog();
    s = play(s, pass('A'));
    const before = deepFreeze(s);
    s = play(s, { type: 'cast', player: 'B', card: 'shock', targets: ['dog'] }, pass('B'), pass('A'));
    expect(graveyard(s, 'B')).toContain('dog');
    expect(power(s, 'ape')).toBe(5);
    expect(power(before, 'ape')).toBe(4);
  });
});

describe('continuous effects apply in the state that creates them', () => {
  it('CR 611.2: Giant Growth makes Grizzly Bears 5/5 at once; the state before keeps a 2/2', () => {
    const s = deepFreeze(game({
      players: [
        { id: 'A', name: 'Ana', hand: [{ id: 'gg', card: 'Giant Growth' }], battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'f', card: 'Forest' }] },
        { id: 'B', name: 'Bruno' },
      ],
    }));
    const cast = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bears'] });
    const resolved = play(cast, pass('A'), pass('B'));
    expect([characteristics(resolved, 'bears').power, characteristics(resolved, 'bears').toughness]).toEqual([5, 5]);
    expect([characteristics(cast, 'bears').power, characteristics(s, 'bears').toughness]).toEqual([2, 2]);
  });
});

describe('copy-on-write objects table (transaction.ts)', () => {
  const board = () => deepFreeze(game({
    players: [
      { id: 'A', name: 'Ana', library: ['Forest'], battlefield: [{ id: 'f', card: 'Forest' }, { id: 'bears', card: 'Grizzly Bears' }] },
      { id: 'B', name: 'Bruno', library: ['Forest'] },
    ],
  }));

  it('a pass that only moves priority shares the objects table; a change copies it and leaves the old one as it was', () => {
    const s = board();
    const passed = play(s, pass('A'));
    expect(passed.objects).toBe(s.objects);
    const declaring = passUntil(s, (x) => x.pendingChoice?.type === 'declareAttackers');
    const attacked = play(declaring, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bears', defender: 'B' }] });
    expect(attacked.objects).not.toBe(declaring.objects);
    expect(findObject(attacked, 'bears')?.tapped).toBe(true);
    expect(findObject(s, 'bears')?.tapped).toBe(false);
    expect(legalActions(s).player).toBe('A');
  });

  it('a change copies only the bucket of the object it changes; every other bucket is shared', () => {
    const declaring = passUntil(board(), (x) => x.pendingChoice?.type === 'declareAttackers');
    const attacked = play(declaring, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bears', defender: 'B' }] });
    const changed = attacked.objects.flatMap((bucket, i) => (bucket === declaring.objects[i] ? [] : [i]));
    expect(changed).toEqual([bucketOf('bears')]);
    // In the copied bucket, the objects that did not change are shared too.
    for (const id of Object.keys(attacked.objects[bucketOf('bears')]!)) {
      if (id !== 'bears') expect(findObject(attacked, id)).toBe(findObject(declaring, id));
    }
  });

  it('zone lists are shared until a card moves: drawing copies the library and hand, the state before keeps its cards', () => {
    const s = board();
    const passed = play(s, pass('A'));
    expect(passed.players[0]?.library).toBe(s.players[0]?.library);
    const drawn = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === 'main1');
    expect(drawn.players[1]?.hand).toEqual(['B:library:0']);
    expect(s.players[1]?.library).toEqual(['B:library:0']);
    expect(s.players[1]?.hand).toEqual([]);
  });

  it('adding an object refreshes the index of cards; the previous state keeps its own', () => {
    const s = board();
    const dogs = new Set(['Watchdog']);
    expect(objectsWithCard(s, dogs).size).toBe(0);
    const next = transact(s, (g) => {
      putObject(g, blankObject('A.dog', 'Watchdog', 'A', 'hand'));
      expect([...objectsWithCard(g, dogs)]).toEqual(['A.dog']);
    });
    expect([...objectsWithCard(next, dogs)]).toEqual(['A.dog']);
    expect(objectsWithCard(s, dogs).size).toBe(0);
    const gone = transact(next, (g) => {
      objectsWithCard(g, dogs);
      deleteObject(g, 'A.dog');
    });
    expect(objectsWithCard(gone, dogs).size).toBe(0);
    expect(objectsWithCard(next, dogs).size).toBe(1);
  });

  it('a token definition added in one transition is not seen by the state before it (custom cards are replaced, not changed)', () => {
    const s = deepFreeze(game({
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', name: 'Ana', library: ['Plains', 'Plains'], battlefield: [{ id: 'hero', card: 'Hero of Bladehold' }] },
        { id: 'B', name: 'Bruno', library: ['Plains', 'Plains'] },
      ],
    }));
    let t = attack(s, 'hero');
    for (let i = 0; i < 10 && t.pendingChoice?.type !== 'priority'; i++) t = play(t, legalActions(t).actions[0] as Action);
    for (let i = 0; i < 10 && t.stack.length > 0; i++) t = play(t, pass(t.pendingChoice!.player));
    expect(Object.keys(t.customCards)).toContain('Soldier Token');
    expect(Object.keys(s.customCards)).not.toContain('Soldier Token');
    expect(t.battlefield.filter((id) => findObject(t, id)?.card === 'Soldier Token')).toHaveLength(2);
  });
});

describe('CR 101.4, 102.1: the next player in turn order skips players who have left', () => {
  const seats = (lost: string[]) => ({ players: ['A', 'B', 'C'].map((id) => ({ id, lost: lost.includes(id) })) }) as unknown as GameState;
  it('follows turn order around the table', () => {
    expect(['A', 'B', 'C'].map((p) => nextPlayer(seats([]), p))).toEqual(['B', 'C', 'A']);
    expect(nextPlayer(seats(['B']), 'A')).toBe('C');
    expect(nextPlayer(seats(['A']), 'C')).toBe('B');
    expect(nextPlayer(seats(['B', 'C']), 'A')).toBe('A');
  });
  it('from a player who has left, names the second player still in (as playersFrom lists them)', () => {
    expect(nextPlayer(seats(['B']), 'B')).toBe('C');
    expect(nextPlayer(seats(['A', 'B']), 'B')).toBe('C');
  });
});
