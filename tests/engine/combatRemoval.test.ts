// CR 506.4 (removal from combat: leaving the battlefield, regeneration), 509.1h, 510.1c–d for
// creatures whose opponents in combat are gone, 511.3 (end of combat), 701.19a (regeneration shields).
import { describe, expect, it } from 'vitest';
import { play, passUntil } from './helpers';
import { RULE_SETS, attack, attackAndPass, block, board, life, onBattlefield, pass, passBoth, perm, toDamage, withEffect } from './combatHelpers';
import type { RulesVariant } from '../../src/engine/index';

describe.each(RULE_SETS)('removal from combat under the %s rules', (rules: RulesVariant) => {
  it('CR 506.4, 701.19a: an attacking River Boa that regenerates is tapped, loses its damage and leaves combat', () => {
    let s = attackAndPass(board({ rules, a: [{ id: 'boa', card: 'River Boa' }, { id: 'f', card: 'Forest' }], b: [{ id: 'wurm', card: 'Craw Wurm' }] }), attack('boa'));
    s = play(s, block(['wurm', 'boa']), { type: 'activate', player: 'A', source: 'boa', ability: 0 });
    s = passBoth(s); // the regeneration shield
    expect(perm(s, 'boa')?.regenerationShields).toBe(1);
    s = passBoth(s);
    expect(s.turn.step).toBe('combatDamage');
    expect(onBattlefield(s, 'boa')).toBe(true);
    expect(perm(s, 'boa')).toMatchObject({ tapped: true, damage: 0 });
    expect(s.combat?.attackers).toEqual([]);
    // CR 510.2: the Boa's 2 damage was dealt at the same time as the Wurm's.
    expect(perm(s, 'wurm')?.damage).toBe(2);
    expect(s.combat?.blockers.find((b) => b.id === 'wurm')?.blocking).toEqual([]);
  });

  it('CR 506.4, 509.1h: a blocking River Boa that regenerates leaves combat; the attacker stays blocked', () => {
    let s = attackAndPass(board({ rules, a: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'boa', card: 'River Boa' }, { id: 'f', card: 'Forest' }] }), attack('wurm', 'bears'));
    s = play(s, block(['boa', 'wurm']), pass('A'), { type: 'activate', player: 'B', source: 'boa', ability: 0 });
    s = passBoth(passBoth(s));
    expect(onBattlefield(s, 'boa')).toBe(true);
    expect(perm(s, 'boa')?.tapped).toBe(true);
    expect(s.combat?.blockers).toEqual([]);
    expect(s.combat?.attackers.find((a) => a.id === 'wurm')).toMatchObject({ blocked: true, blockedBy: [] });
    expect(life(s, 'B')).toBe(18);
  });

  it('CR 701.19a: an unused regeneration shield ends with the turn', () => {
    let s = play(board({ rules, step: 'main1', a: [{ id: 'boa', card: 'River Boa' }, { id: 'f', card: 'Forest' }] }), { type: 'activate', player: 'A', source: 'boa', ability: 0 });
    s = passBoth(s);
    expect(perm(s, 'boa')?.regenerationShields).toBe(1);
    s = passUntil(s, (g) => g.turn.number === 4);
    expect(perm(s, 'boa')?.regenerationShields).toBeUndefined();
  });

  it('CR 506.4, 510.1d: a blocker whose attacker is destroyed stays blocking but deals no combat damage', () => {
    let s = attackAndPass(board({ rules, a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'ape', card: 'Silverback Ape' }, { id: 'm', card: 'Mountain' }], handB: [{ id: 'bolt', card: 'Lightning Bolt' }] }), attack('bears'));
    s = play(s, block(['ape', 'bears']), pass('A'), { type: 'cast', player: 'B', card: 'bolt', targets: ['bears'] });
    s = passBoth(s);
    expect(s.combat?.attackers).toEqual([]);
    expect(s.combat?.blockers).toEqual([{ id: 'ape', zcc: 0, blocking: [], declared: true }]);
    s = passBoth(s);
    expect(s.turn.step).toBe('combatDamage');
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 511.3, 511.2: when the end of combat step ends, everything leaves combat and "until end of combat" effects end', () => {
    let s = toDamage(board({ rules, a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'ape', card: 'Silverback Ape' }] }), attack('bears'), block());
    s = passBoth(s);
    expect(s.turn.step).toBe('endCombat');
    s = withEffect(s, 'bears', { power: 1, duration: 'endOfCombat' });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual(['bears']);
    s = passBoth(s);
    expect(s.turn.step).toBe('main2');
    expect(s.combat).toBeNull();
    expect(s.effects.filter((e) => e.target.id === 'bears')).toEqual([]);
    expect(life(s, 'B')).toBe(18);
  });
});
