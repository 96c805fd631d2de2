// The engine's speed caches and fast paths must give exactly what the full computation gives. Each test
// builds the situation in which a cache could go stale (the same objects table with something else
// changed, an object changed in place inside a transaction) and checks the rules still see the change.
import { describe, expect, it } from 'vitest';
import { applyAction, characteristics, findObject, legalActions, newGame, traceAction } from '../../src/engine/index';
import type { GameState } from '../../src/engine/index';
import { DECKS, deckList } from '../../src/engine/cards/decks';
import { transact } from '../../src/engine/transaction';
import { mutObject } from '../../src/engine/state';
import { checkStateBasedActions } from '../../src/engine/rules/sba';
import { affordability, manaSources } from '../../src/engine/rules/mana';
import { deepFreeze } from './freeze';
import { game, play } from './helpers';

const bears = () => game({ players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B' }] });

describe('state-based actions remembered as quiet (sba.ts)', () => {
  it('a quiet check on an unchanged record does not hide a change made since', () => {
    const s = bears();
    // A quiet check, remembered for this objects table.
    const quiet = transact(s, (g) => expect(checkStateBasedActions(g)).toBe(false));
    expect(quiet.objects).toBe(s.objects);
    // Same record, a player's life changed (CR 704.5a).
    transact(quiet, (g) => {
      g.players[1]!.life = 0;
      expect(checkStateBasedActions(g)).toBe(true);
      expect(g.players[1]!.lost).toBe(true);
    });
    // Same record, an effect that makes the creature's toughness 0 (CR 704.5f).
    transact(quiet, (g) => {
      g.effects.push({ id: 'e', source: 'bear', duration: 'endOfTurn', target: { id: 'bear', zcc: findObject(g, 'bear')!.zcc }, toughness: -2, timestamp: 1 });
      expect(checkStateBasedActions(g)).toBe(true);
      expect(g.battlefield).not.toContain('bear');
    });
    // Same record, the player drew from an empty library (CR 704.5b).
    transact(quiet, (g) => {
      g.players[0]!.drewFromEmptyLibrary = true;
      expect(checkStateBasedActions(g)).toBe(true);
    });
  });

  it('a battle attacked at a quiet check, and no longer once combat is over, gets its new protector on the same record (CR 704.5w)', () => {
    const siege = { name: 'Invasion of Test', manaCost: '{2}{R}', types: ['Battle'], subtypes: ['Siege'], defense: 5 };
    let s = game({
      variant: 'free-for-all', cards: [siege], turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'inv', card: 'Invasion of Test', protector: 'B' }] }, { id: 'B' }, { id: 'C' }],
    } as Parameters<typeof game>[0]);
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'inv' }] }, { type: 'concede', player: 'B' });
    // Bruno, the protector, has left, but the bear attacks the battle: no new protector yet.
    const quiet = transact(s, (g) => expect(checkStateBasedActions(g)).toBe(false));
    expect(quiet.objects).toBe(s.objects);
    transact(quiet, (g) => {
      g.combat = null;
      expect(checkStateBasedActions(g)).toBe(true);
      expect(findObject(g, 'inv')?.protector).toBe('C');
    });
  });

  it('an object changed in place later in the same transition is seen (CR 704.5g)', () => {
    const s = bears();
    transact(s, (g) => {
      expect(checkStateBasedActions(g)).toBe(false);
      mutObject(g, 'bear').damage = 2;
      expect(checkStateBasedActions(g)).toBe(true);
      expect(g.battlefield).not.toContain('bear');
    });
  });
});

describe('mana sources remembered per objects table (mana.ts)', () => {
  it('an effect giving haste to a mana creature is seen on the same record (CR 302.6)', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves', summoningSick: true }] }, { id: 'B' }] });
    expect(manaSources(s, 'A')).toEqual([]);
    const hasty = transact(s, (g) => {
      g.effects.push({ id: 'h', source: 'elf', duration: 'endOfTurn', target: { id: 'elf', zcc: findObject(g, 'elf')!.zcc }, addKeywords: ['haste'], timestamp: 1 });
    });
    expect(hasty.objects).toBe(s.objects);
    expect(manaSources(hasty, 'A')).toEqual([{ id: 'elf', produces: ['G'] }]);
    // And the earlier state still answers for itself.
    expect(manaSources(s, 'A')).toEqual([]);
  });

  it("a transition's own list changed in place after a lookup is seen (CR 302.6)", () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves', summoningSick: true }] }, { id: 'B' }] });
    // The finished state's lists are remembered as checked; the draft's copies never are.
    expect(manaSources(s, 'A')).toEqual([]);
    transact(s, (g) => {
      expect(manaSources(g, 'A')).toEqual([]);
      g.effects.push({ id: 'h', source: 'elf', duration: 'endOfTurn', target: { id: 'elf', zcc: findObject(g, 'elf')!.zcc }, addKeywords: ['haste'], timestamp: 1 });
      expect(g.objects).toBe(s.objects);
      expect(manaSources(g, 'A')).toEqual([{ id: 'elf', produces: ['G'] }]);
    });
    expect(manaSources(s, 'A')).toEqual([]);
  });
});

describe('affordability remembered by what pays (mana.ts)', () => {
  const forests = (red = 0) => transact(game({ players: [{ id: 'A', battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }] }, { id: 'B' }] }), (g) => {
    g.players[0]!.manaPool.R = red;
  });

  it('the same sources with mana in the pool answer for that pool (CR 601.2h, 106.4)', () => {
    const a = affordability(forests(), 'A');
    expect(a('{1}{G}')).toBe(true);
    expect(a('{R}')).toBe(false);
    expect(a('{2}{G}')).toBe(false);
    const withRed = affordability(forests(1), 'A');
    expect(withRed('{R}')).toBe(true);
    expect(withRed('{2}{G}')).toBe(true);
    expect(withRed('{R}{R}')).toBe(false);
    // And the empty pool's answers are still its own.
    expect(affordability(forests(), 'A')('{R}')).toBe(false);
  });

  it('a source tapped since is not counted, though the other sources are the same (CR 106.4)', () => {
    const s = forests();
    expect(affordability(s, 'A')('{G}{G}')).toBe(true);
    const tapped = transact(s, (g) => { mutObject(g, 'f1').tapped = true; });
    expect(affordability(tapped, 'A')('{G}{G}')).toBe(false);
    expect(affordability(tapped, 'A')('{G}')).toBe(true);
  });
});

describe('permanents with activated abilities looked up by card (legal.ts)', () => {
  it("a custom card's own activated ability is offered, as a saved game may define one (CR 602.1)", () => {
    const s = game({ cards: [{ name: 'Pinger', types: ['Creature'], power: 1, toughness: 1 }], players: [{ id: 'A', battlefield: [{ id: 'p', card: 'Pinger' }] }, { id: 'B' }] });
    expect(legalActions(s).actions.some((a) => a.type === 'activate')).toBe(false);
    const def = s.customCards.Pinger!;
    const withAbility: GameState = {
      ...s,
      customCards: { ...s.customCards, Pinger: { ...def, abilities: [{ kind: 'activated', cost: { tap: true }, targets: ['anyTarget'], effects: [{ kind: 'damage', amount: 1, target: 0 }], text: 'Pinger deals 1 damage to any target.' }] } },
    };
    expect(legalActions(withAbility).actions).toContainEqual({ type: 'activate', player: 'A', source: 'p', ability: 0, targets: ['A'] });
  });
});

describe('characteristics shared between calls (characteristics.ts)', () => {
  it('counters changed in place inside a transition are counted (CR 613.4c)', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }] }, { id: 'B' }] });
    expect(characteristics(s, 'bear')).toMatchObject({ power: 3, toughness: 3 });
    transact(s, (g) => {
      const o = mutObject(g, 'bear');
      expect(characteristics(g, o)).toMatchObject({ power: 3, toughness: 3 });
      o.counters['+1/+1'] = 2;
      expect(characteristics(g, o)).toMatchObject({ power: 4, toughness: 4 });
      o.counters['-1/-1'] = 2;
      expect(characteristics(g, o)).toMatchObject({ power: 2, toughness: 2 });
    });
    expect(characteristics(s, 'bear')).toMatchObject({ power: 3, toughness: 3 });
  });

  it('a shared result cannot be changed by a caller', () => {
    const ch = characteristics(bears(), 'bear');
    expect(Object.isFrozen(ch)).toBe(true);
  });
});

describe('a pass that only hands priority on (priority.ts)', () => {
  it('gives the same state as the full transition, and leaves the input unchanged', () => {
    let s: GameState = newGame({ seed: 7, players: [{ id: 'A', name: 'Ana', deck: deckList(DECKS[0]!) }, { id: 'B', name: 'Bruno', deck: deckList(DECKS[1]!) }] });
    const seen = new WeakSet<object>();
    let compared = 0;
    for (let i = 0; i < 400 && !s.gameOver; i++) {
      deepFreeze(s, seen);
      const legal = legalActions(s);
      const action = legal.actions.find((a) => a.type === 'pass') ?? legal.actions[0]!;
      const fast = applyAction(s, action);
      expect(fast.ok).toBe(true);
      if (!fast.ok) return;
      if (action.type === 'pass' && fast.state.turn === s.turn) {
        // traceAction always runs the full transaction, entry by entry.
        const full = traceAction(s, action);
        expect(full.ok && full.state).toEqual(fast.state);
        compared++;
      }
      s = fast.state;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('is not taken when every player has then passed: the step ends (CR 500.2)', () => {
    const s = play(bears(), { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(s.turn.step).toBe('beginCombat');
  });
});
