import { describe, expect, it } from 'vitest';
import { expectRefused, game, play } from './helpers';
import { findPayment, parseManaCost } from '../../src/engine/rules/mana';
import { findObject, type GameState } from '../../src/engine';

const pool = (s: GameState, player = 'A') => s.players.find((p) => p.id === player)!.manaPool;

describe('CR 106, 107.4, 202, 601.2g–h, 605: mana', () => {
  it('CR 107.4: costs are read from {2}{G}{G} and hybrid {G/W}', () => {
    expect(parseManaCost('{2}{G}{G}')).toEqual({ value: 4, symbols: [{ kind: 'generic', amount: 2 }, { kind: 'colored', options: ['G'] }, { kind: 'colored', options: ['G'] }] });
    expect(parseManaCost('{1}{G/W}{G/W}')!.value).toBe(3);
    expect(parseManaCost('{X}')).toBeNull();
  });

  it('CR 107.4e: a hybrid symbol is paid with either colour', () => {
    const pay = findPayment({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }, [{ id: 'p', produces: ['W'] }, { id: 'f', produces: ['G'] }, { id: 'm', produces: ['R'] }], parseManaCost('{1}{G/W}{G/W}')!);
    expect(pay?.taps.map((t) => t.id).sort()).toEqual(['f', 'm', 'p']);
  });

  it('CR 601.2g: automatic payment taps lands before creatures that could block', () => {
    let s = game({ players: [{ id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves' }, { id: 'f', card: 'Forest' }], hand: [{ id: 'gg', card: 'Giant Growth' }] }, { id: 'B' }] });
    s = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['elf'] });
    expect(findObject(s, 'f')!.tapped).toBe(true);
    expect(findObject(s, 'elf')!.tapped).toBe(false);
  });

  it('CR 605.3a: payWith names the permanents to tap; a creature\'s mana ability works when it is not summoning sick', () => {
    let s = game({ players: [{ id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves' }, { id: 'f', card: 'Forest' }], hand: [{ id: 'gg', card: 'Giant Growth' }] }, { id: 'B' }] });
    s = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['elf'], payWith: ['elf'] });
    expect(findObject(s, 'elf')!.tapped).toBe(true);
    expect(findObject(s, 'f')!.tapped).toBe(false);
  });

  it('CR 302.6: a summoning-sick creature cannot be tapped for mana', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves', summoningSick: true }], hand: [{ id: 'gg', card: 'Giant Growth' }] }, { id: 'B' }] });
    expectRefused(s, { type: 'cast', player: 'A', card: 'gg', targets: ['elf'] }, '601.2h');
    expect(expectRefused(s, { type: 'cast', player: 'A', card: 'gg', targets: ['elf'], payWith: ['elf'] }, '302.6')).toContain('Llanowar Elves has not been under');
  });

  it('CR 118.3: a tapped land named to pay is refused as tapped; a permanent without a mana ability, as such (605.1a)', () => {
    const s = game({ players: [
      { id: 'A', battlefield: [{ id: 'f', card: 'Forest', tapped: true }, { id: 'bear', card: 'Grizzly Bears' }], hand: [{ id: 'gg', card: 'Giant Growth' }] },
      { id: 'B' },
    ] });
    expect(expectRefused(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bear'], payWith: ['f'] }, '118.3')).toContain('Forest is already tapped');
    expect(expectRefused(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bear'], payWith: ['bear'] }, '605.1a')).toContain('Grizzly Bears has no mana ability');
  });

  it('CR 601.2h: an unaffordable spell is refused and nothing is tapped', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'f', card: 'Forest' }], hand: [{ id: 'murder', card: 'Murder' }] }, { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }] });
    const msg = expectRefused(s, { type: 'cast', player: 'A', card: 'murder', targets: ['bear'] }, '601.2h');
    expect(msg).toContain('Murder');
  });

  it('CR 601.2g–h, 106.4: the sources named in payWith pay first; the {R} already in the pool stays for Lightning Bolt', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'm', card: 'Mountain' }, { id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }, { id: 'bear', card: 'Grizzly Bears' }], hand: [{ id: 'tg', card: 'Titanic Growth' }, { id: 'bolt', card: 'Lightning Bolt' }] },
      { id: 'B' },
    ] });
    s = play(s, { type: 'activate', player: 'A', source: 'm', ability: 0 }, { type: 'cast', player: 'A', card: 'tg', targets: ['bear'], payWith: ['f1', 'f2'] });
    expect(pool(s)).toMatchObject({ R: 1, G: 0 });
    s = play(s, { type: 'cast', player: 'A', card: 'bolt', targets: ['B'] });
    expect(pool(s).R).toBe(0);
    expect(s.stack.map((x) => x.id)).toEqual(['tg', 'bolt']);
    // Named sources that cannot pay everything: the pool pays the rest ({G} from it, {1} from the Forest).
    let t = game({ players: [{ id: 'A', battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }, { id: 'bear', card: 'Grizzly Bears' }], hand: [{ id: 'tg', card: 'Titanic Growth' }] }, { id: 'B' }] });
    t = play(t, { type: 'activate', player: 'A', source: 'f1', ability: 0 }, { type: 'cast', player: 'A', card: 'tg', targets: ['bear'], payWith: ['f2'] });
    expect(pool(t).G).toBe(0);
  });

  it('CR 602.2: another player\'s land cannot pay: only its controller activates its mana ability', () => {
    const s = game({ players: [{ id: 'A', hand: [{ id: 'gg', card: 'Giant Growth' }], battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B', battlefield: [{ id: 'bf', card: 'Forest' }] }] });
    expectRefused(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bear'], payWith: ['bf'] }, '602.2');
  });
});
