import { describe, expect, it } from 'vitest';
import { expectRefused, game, play } from './helpers';
import { findObject, legalActions, logEntries, type Action, type GameState } from '../../src/engine';

const tap = (source: string, choice?: string, player = 'A'): Action => ({ type: 'activate', player, source, ability: 0, ...(choice ? { choice } : {}) });
const pool = (s: GameState, player = 'A') => s.players.find((p) => p.id === player)!.manaPool;

describe('CR 605: mana abilities are activated abilities', () => {
  it('CR 605.3a–b: a Forest\'s ability 0 adds {G} at once, without the stack, and Ana keeps priority', () => {
    const s = play(game({ players: [{ id: 'A', name: 'Ana', battlefield: [{ id: 'f', card: 'Forest' }] }, { id: 'B', name: 'Bruno' }] }), tap('f'));
    expect(pool(s).G).toBe(1);
    expect(findObject(s, 'f')!.tapped).toBe(true);
    expect(s.stack).toEqual([]);
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
    expect(logEntries(s).at(-1)).toMatchObject({ text: 'Ana taps Forest for {G}', rule: '605.3b' });
  });

  it('CR 605.1a: Llanowar Elves\' {T}: Add {G} is its ability 0', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves' }] }, { id: 'B' }] }), tap('elf'));
    expect(pool(s).G).toBe(1);
    expect(findObject(s, 'elf')!.tapped).toBe(true);
  });

  it('CR 605.3b: Boros Guildgate adds the kind of mana `choice` names, and only {R} or {W}', () => {
    const s = game({ players: [{ id: 'A', name: 'Ana', battlefield: [{ id: 'gate', card: 'Boros Guildgate' }] }, { id: 'B' }] });
    expect(expectRefused(s, tap('gate'), '605.3b')).toBe('Boros Guildgate\'s ability adds {R} or {W}: Ana must say which (choice "{R}" or "{W}").');
    expect(expectRefused(s, tap('gate', '{G}'), '605.3b')).toBe('Boros Guildgate\'s ability cannot add {G}: it adds {R} or {W}.');
    expect(pool(play(s, tap('gate', '{W}'))).W).toBe(1);
    expect(pool(play(s, tap('gate', '{R}'))).R).toBe(1);
  });

  it('CR 302.6, 118.3: a summoning-sick Llanowar Elves, a tapped Forest and a creature that attacked without vigilance cannot tap for mana', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves', summoningSick: true }, { id: 'f', card: 'Forest', tapped: true }] }, { id: 'B' }] });
    expect(expectRefused(s, tap('elf'), '302.6')).toContain('Llanowar Elves has not been under');
    expect(expectRefused(s, tap('f'), '118.3')).toContain('Forest is already tapped');
    // Llanowar Elves attacks (it taps, CR 508.1f), then Ana has priority in the declare attackers step.
    let fight = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [{ id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves' }] }, { id: 'B' }] });
    fight = play(fight, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'elf', defender: 'B' }] });
    expect(fight.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
    expectRefused(fight, tap('elf'), '118.3');
  });

  it('CR 302.6, 602.5a: Llanowar Elves Bruno casts on his turn cannot tap for mana on Ana\'s next turn; it can on his following turn', () => {
    let s = game({ turn: { number: 3, activePlayer: 'B', step: 'main1' }, players: [
      { id: 'A', name: 'Ana', library: ['Forest', 'Forest', 'Forest'] },
      { id: 'B', name: 'Bruno', library: ['Forest', 'Forest', 'Forest'], battlefield: [{ id: 'bf', card: 'Forest' }], hand: [{ id: 'elf', card: 'Llanowar Elves' }] },
    ] });
    s = play(s, { type: 'cast', player: 'B', card: 'elf' });
    const passUntil = (done: (x: GameState) => boolean) => {
      while (!done(s)) s = play(s, { type: 'pass', player: s.pendingChoice!.player });
    };
    passUntil((x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    s = play(s, { type: 'pass', player: 'A' });
    expect(expectRefused(s, tap('elf', undefined, 'B'), '302.6')).toBe('Llanowar Elves has not been under Bruno\'s control continuously since their most recent turn began, so its {T} ability cannot be activated.');
    passUntil((x) => x.turn.number === 5 && x.turn.step === 'upkeep');
    expect(pool(play(s, tap('elf', undefined, 'B')), 'B').G).toBe(1);
  });

  it('CR 106.4, 500.5: mana added in the first main phase empties as the phase ends', () => {
    let s = play(game({ players: [{ id: 'A', name: 'Ana', battlefield: [{ id: 'f', card: 'Forest' }] }, { id: 'B', name: 'Bruno' }] }), tap('f'));
    expect(pool(s).G).toBe(1);
    s = play(s, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(s.turn.step).toBe('beginCombat');
    expect(pool(s).G).toBe(0);
    expect(logEntries(s).map((e) => `${e.rule} ${e.text}`)).toContain('500.5 Ana\'s unused mana empties from their mana pool');
  });

  it('CR 601.2g–h, 106.4: a spell is paid from the mana already in the pool first', () => {
    let s = game({ players: [{ id: 'A', battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }, { id: 'bear', card: 'Grizzly Bears' }], hand: [{ id: 'gg', card: 'Giant Growth' }] }, { id: 'B' }] });
    s = play(s, tap('f2'), { type: 'cast', player: 'A', card: 'gg', targets: ['bear'] });
    expect(pool(s).G).toBe(0);
    expect(findObject(s, 'f1')!.tapped).toBe(false);
  });

  it('CR 117.3a: only the player with priority activates a mana ability; Bruno cannot while Ana holds it', () => {
    const s = game({ players: [{ id: 'A', name: 'Ana' }, { id: 'B', name: 'Bruno', battlefield: [{ id: 'bf', card: 'Forest' }] }] });
    expect(expectRefused(s, tap('bf', undefined, 'B'), '117.1')).toContain('Bruno cannot activate Forest\'s ability now');
  });

  it('CR 605.3a, 117.1d: no mana ability while a player is asked to declare attackers or blockers: nobody has priority and no cost is paid', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', name: 'Ana', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'f', card: 'Forest' }] },
      { id: 'B', name: 'Bruno', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'bf', card: 'Forest' }] },
    ] });
    expect(expectRefused(s, tap('f'), '605.3a')).toBe('Ana can activate Forest\'s mana ability only while holding priority or paying a cost; the game is waiting for Ana to declare attackers (the sources that pay a cost to attack are named in the declaration\'s payWith, 508.1i).');
    expectRefused(s, tap('bf', undefined, 'B'), '605.3a');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'B' });
    expect(expectRefused(s, tap('bf', undefined, 'B'), '605.3a')).toBe('Bruno can activate Forest\'s mana ability only while holding priority or paying a cost; the game is waiting for Bruno to declare blockers.');
    expect(pool(s, 'B').G).toBe(0);
  });

  it('CR 605.1a: a mana ability has no target; a `choice` that is not a string is malformed (733.1)', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'f', card: 'Forest' }] }, { id: 'B' }] });
    expectRefused(s, { type: 'activate', player: 'A', source: 'f', ability: 0, targets: ['B'] }, '605.1a');
    expectRefused(s, { type: 'activate', player: 'A', source: 'f', ability: 0, choice: 3 } as unknown as Action, '733.1');
  });

  it('CR 605.3a: legalActions lists each mana ability Ana can activate, one per kind of mana, apart from her plays', () => {
    const s = game({ players: [{ id: 'A', battlefield: [
      { id: 'f', card: 'Forest' }, { id: 'gate', card: 'Boros Guildgate' }, { id: 'sick', card: 'Llanowar Elves', summoningSick: true }, { id: 'used', card: 'Forest', tapped: true },
    ] }, { id: 'B', battlefield: [{ id: 'bf', card: 'Forest' }] }] });
    const legal = legalActions(s);
    expect(legal.manaAbilities).toEqual([tap('f'), tap('gate', '{R}'), tap('gate', '{W}')]);
    expect(legal.actions.some((a) => a.type === 'activate')).toBe(false);
    for (const a of legal.manaAbilities) expect(() => play(s, a)).not.toThrow();
  });
});
