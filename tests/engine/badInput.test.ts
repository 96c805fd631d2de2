// Illegal and malformed actions (CR 733.1: an illegal action is undone; the game returns to the moment
// before). Every refusal must carry the most precise rule number, a message naming the cards (or the
// players and fields) involved, and leave the state exactly as it was: each input state is deep-frozen
// and its serialization compared before and after, so applyAction can neither mutate it nor half-apply.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/index';
import type { Action, EngineError, GameState } from '../../src/engine/index';
import { deepFreeze, isDeepFrozen } from './freeze';
import { game, pass, play } from './helpers';

/** Applies `action` to the frozen `state`, expects a refusal whose rule starts with `rule` and whose
 *  message names every string of `names`, and the state unchanged. Returns the error. */
function refused(state: GameState, action: unknown, rule: string, ...names: string[]): EngineError {
  deepFreeze(state);
  const before = JSON.stringify(state);
  let r: ReturnType<typeof applyAction> | undefined;
  expect(() => {
    r = applyAction(state, action as Action);
  }, `${JSON.stringify(action)} threw`).not.toThrow();
  if (!r) throw new Error('unreachable');
  expect(r.ok, `${JSON.stringify(action)} should be refused`).toBe(false);
  if (r.ok) throw new Error('unreachable');
  const { error } = r;
  expect(error.rule.startsWith(rule), `rule ${error.rule} should start with ${rule}: ${error.message}`).toBe(true);
  expect(error.message.length).toBeGreaterThan(0);
  for (const name of names) expect(error.message, `the message should name ${name}`).toContain(name);
  expect(JSON.stringify(state)).toBe(before);
  expect(isDeepFrozen(state)).toBe(true);
  return error;
}

const lands = (prefix: string, n: number, card: string) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card }));
const forests = (n: number, prefix: string) => lands(prefix, n, 'Forest');

/** Ana's precombat main phase: she holds priority with an empty stack. */
function mainPhase(): GameState {
  return game({
    players: [
      {
        id: 'A', name: 'Ana',
        hand: [
          { id: 'gg', card: 'Giant Growth' }, { id: 'bear', card: 'Grizzly Bears' }, { id: 'wurm', card: 'Craw Wurm' },
          { id: 'l1', card: 'Forest' }, { id: 'l2', card: 'Island' },
        ],
        graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }],
        battlefield: [...forests(2, 'af'), { id: 'am', card: 'Mountain' }, { id: 'runeclaw', card: 'Runeclaw Bear' }],
      },
      {
        id: 'B', name: 'Bruno',
        hand: [{ id: 'shock', card: 'Shock' }],
        battlefield: [{ id: 'mogg', card: 'Mogg Fanatic' }, { id: 'bm', card: 'Mountain' }, { id: 'bf', card: 'Forest' }],
      },
    ],
  });
}

/** Ana's declare attackers step: she must declare attackers; Bruno has blockers and Flash Foliage. */
function combat(rules: 'current' | 'legacy-damage-order' = 'current'): GameState {
  return game({
    rules,
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [
      {
        id: 'A', name: 'Ana',
        battlefield: [
          { id: 'tapped', card: 'Grizzly Bears', tapped: true },
          { id: 'sick', card: 'Runeclaw Bear', summoningSick: true },
          { id: 'wall', card: 'Wall of Wood' },
          { id: 'angel', card: 'Serra Angel' },
          { id: 'brute', card: 'Boggart Brute' },
          { id: 'dread', card: 'Colossal Dreadmaw' },
          { id: 'wurm', card: 'Craw Wurm' },
        ],
      },
      {
        id: 'B', name: 'Bruno',
        hand: [{ id: 'ff', card: 'Flash Foliage' }],
        battlefield: [
          ...forests(3, 'bf'),
          { id: 'btapped', card: 'Grizzly Bears', tapped: true },
          { id: 'cadet', card: 'Eager Cadet' },
          { id: 'rbear', card: 'Runeclaw Bear' },
          { id: 'piker', card: 'Goblin Piker' },
          { id: 'warden', card: 'Lumengrid Warden' },
        ],
      },
    ],
  });
}

const attack = (...pairs: [string, string][]): Action => ({ type: 'declareAttackers', player: 'A', attackers: pairs.map(([attacker, defender]) => ({ attacker, defender })) });
const block = (...pairs: [string, string][]): Action => ({ type: 'declareBlockers', player: 'B', blocks: pairs.map(([blocker, attacker]) => ({ blocker, attacker })) });

/** Attackers declared: Serra Angel, Boggart Brute, Colossal Dreadmaw and Craw Wurm attack Bruno. */
function attacked(rules: 'current' | 'legacy-damage-order' = 'current'): GameState {
  return play(combat(rules), attack(['angel', 'B'], ['brute', 'B'], ['dread', 'B'], ['wurm', 'B']));
}

/** Bruno is asked to declare blockers. */
function blocking(): GameState {
  return play(attacked(), pass('A'), pass('B'));
}

/** Eager Cadet and Runeclaw Bear block Colossal Dreadmaw (trample); Goblin Piker and Lumengrid Warden
 *  block Craw Wurm; Ana is asked to divide their damage. */
function assigning(): GameState {
  const s = play(blocking(), block(['cadet', 'dread'], ['rbear', 'dread'], ['piker', 'wurm'], ['warden', 'wurm']), pass('A'), pass('B'));
  expect(s.pendingChoice?.type).toBe('assignDamage');
  return s;
}

const dreadOk = { source: 'dread', to: [{ target: 'cadet', amount: 1 }, { target: 'rbear', amount: 2 }, { target: 'B', amount: 3 }] };
const wurmOk = { source: 'wurm', to: [{ target: 'piker', amount: 1 }, { target: 'warden', amount: 5 }] };
const assign = (...assignments: unknown[]): unknown => ({ type: 'assignDamage', player: 'A', assignments });

describe('CR 117, 102: who may act', () => {
  it('CR 117.1: a pass by the player who does not hold priority is refused', () => {
    refused(mainPhase(), pass('B'), '117.1', 'Ana', 'Bruno');
  });

  it('CR 117.1: a player without priority cannot cast a spell; the message names the spell', () => {
    refused(mainPhase(), { type: 'cast', player: 'B', card: 'shock', targets: ['A'] }, '117.1', 'Bruno', 'Shock');
  });

  it('CR 117.1: the pending choice is priority: a declaration of attackers does not answer it', () => {
    refused(mainPhase(), attack(['runeclaw', 'B']), '117.1', 'Ana', 'declareAttackers');
  });

  it('CR 508.1: the pending choice is the declaration of attackers: a pass does not answer it', () => {
    const s = combat();
    expect(s.pendingChoice?.type).toBe('declareAttackers');
    refused(s, pass('A'), '508.1', 'Ana', 'pass');
  });

  it('CR 509.1: while Bruno declares blockers, he cannot cast Flash Foliage', () => {
    refused(blocking(), { type: 'cast', player: 'B', card: 'ff', targets: ['wurm'] }, '509.1', 'Bruno', 'Flash Foliage');
  });

  it('CR 102.1: an unknown player id is refused', () => {
    refused(mainPhase(), pass('Zed'), '102.1', 'Zed');
    refused(mainPhase(), { type: 'concede', player: 'Zed' }, '102.1', 'Zed');
  });
});

describe('CR 601.2a, 305.1, 602.2: unknown objects and wrong zones', () => {
  it('CR 601.2a: casting an unknown card id is refused', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'ghost' }, '601.2a', 'ghost');
  });

  it('CR 305.1: playing an unknown card id as a land is refused', () => {
    refused(mainPhase(), { type: 'playLand', player: 'A', card: 'ghost' }, '305.1', 'ghost');
  });

  it('CR 602.2: activating an ability of an unknown object is refused', () => {
    refused(mainPhase(), { type: 'activate', player: 'A', source: 'ghost', ability: 0 }, '602.2', 'ghost');
  });

  it('CR 601.2a: ids that are names of Object.prototype members name nothing', () => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      refused(mainPhase(), { type: 'cast', player: 'A', card: id }, '601.2a', id);
      refused(mainPhase(), { type: 'activate', player: 'A', source: id, ability: 0 }, '602.2', id);
      refused(mainPhase(), { type: 'cast', player: 'A', card: 'gg', targets: [id] }, '115.1', id);
    }
  });

  it('CR 601.2a: a card in the graveyard cannot be cast', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'bolt', targets: ['B'] }, '601.2a', 'Lightning Bolt', 'graveyard');
  });

  it("CR 601.2a: a card in the opponent's hand cannot be cast", () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'shock', targets: ['B'] }, '601.2a', 'Shock', 'hand');
  });

  it('CR 601.2a: a permanent on the battlefield cannot be cast again', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'runeclaw' }, '601.2a', 'Runeclaw Bear', 'battlefield');
  });

  it('CR 305.1: a land in the opponent\'s control cannot be played', () => {
    refused(mainPhase(), { type: 'playLand', player: 'A', card: 'bf' }, '305.1', 'Forest');
  });

  it('CR 305.1: a card that is not a land cannot be played as a land', () => {
    refused(mainPhase(), { type: 'playLand', player: 'A', card: 'bear' }, '305.1', 'Grizzly Bears');
  });

  it('CR 305.9: a land cannot be cast', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'l1' }, '305.9', 'Forest');
  });
});

describe('CR 115, 601.2c: targets', () => {
  it('CR 115.2: Giant Growth ("target creature") cannot target a player', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'gg', targets: ['B'] }, '115.2', 'Giant Growth', 'Bruno');
  });

  it('CR 115.2: Giant Growth cannot target a land', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'gg', targets: ['bf'] }, '115.2', 'Giant Growth', 'Forest');
  });

  it('CR 601.2c: Giant Growth needs exactly one target', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'gg' }, '601.2c', 'Giant Growth');
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'gg', targets: ['runeclaw', 'mogg'] }, '601.2c', 'Giant Growth');
  });

  it('CR 115.2: Flash Foliage ("target creature attacking you") cannot target a creature that is not attacking', () => {
    const s = play(blocking(), block(['cadet', 'dread'], ['rbear', 'dread']), pass('A'));
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    refused(s, { type: 'cast', player: 'B', card: 'ff', targets: ['piker'] }, '115.2', 'Flash Foliage', 'Goblin Piker');
    // A blocking creature is in combat but not attacking.
    refused(s, { type: 'cast', player: 'B', card: 'ff', targets: ['cadet'] }, '115.2', 'Flash Foliage', 'Eager Cadet');
    // The control: an attacking creature is a legal target.
    expect(applyAction(s, { type: 'cast', player: 'B', card: 'ff', targets: ['wurm'] }).ok).toBe(true);
  });

  it("CR 602.2b: Mogg Fanatic's ability cannot target a land", () => {
    const s = play(mainPhase(), pass('A'));
    refused(s, { type: 'activate', player: 'B', source: 'mogg', ability: 0, targets: ['af0'] }, '115.2', 'Mogg Fanatic', 'Forest');
  });
});

describe('CR 601.2h, 605: costs', () => {
  it('CR 601.2h: Craw Wurm costs {4}{G}{G}; three lands cannot pay it', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'wurm' }, '601.2h', 'Craw Wurm', 'Ana');
  });

  it('CR 601.2h: the named sources must be able to pay: a Mountain cannot pay {1}{G}', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'bear', payWith: ['am'] }, '601.2h', 'Grizzly Bears');
  });

  it("CR 602.2: a player cannot tap the opponent's land for mana", () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'bear', payWith: ['bf', 'af0'] }, '602.2', 'Forest', 'Ana');
  });

  it('CR 605.1a: a source named twice is refused', () => {
    refused(mainPhase(), { type: 'cast', player: 'A', card: 'bear', payWith: ['af0', 'af0'] }, '605.1a');
  });
});

describe('CR 117.1a, 302.1, 305.2, 505.6b, 601.3: timing', () => {
  it('CR 302.1: a creature spell cannot be cast in the upkeep', () => {
    const s = game({
      turn: { number: 3, activePlayer: 'A', step: 'upkeep' },
      players: [{ id: 'A', name: 'Ana', battlefield: forests(2, 'af'), hand: [{ id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B', name: 'Bruno' }],
    });
    refused(s, { type: 'cast', player: 'A', card: 'bear' }, '302.1', 'Grizzly Bears', 'Ana');
  });

  it("CR 302.1: a creature spell cannot be cast in the opponent's main phase", () => {
    const s = play(game({ players: [{ id: 'A', name: 'Ana' }, { id: 'B', name: 'Bruno', battlefield: forests(2, 'bf'), hand: [{ id: 'bear', card: 'Grizzly Bears' }] }] }), pass('A'));
    refused(s, { type: 'cast', player: 'B', card: 'bear' }, '302.1', 'Grizzly Bears');
  });

  it('CR 302.1: a creature spell cannot be cast while the stack is not empty', () => {
    const s = play(mainPhase(), { type: 'cast', player: 'A', card: 'gg', targets: ['runeclaw'] });
    refused(s, { type: 'cast', player: 'A', card: 'bear' }, '302.1', 'Grizzly Bears');
  });

  it('CR 601.3: Flash Foliage cannot be cast before blockers are declared', () => {
    const s = play(attacked(), pass('A'));
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    refused(s, { type: 'cast', player: 'B', card: 'ff', targets: ['wurm'] }, '601.3', 'Flash Foliage');
  });

  it('CR 305.2: a player plays at most one land per turn', () => {
    const s = play(mainPhase(), { type: 'playLand', player: 'A', card: 'l1' });
    refused(s, { type: 'playLand', player: 'A', card: 'l2' }, '305.2', 'Ana', 'Island');
  });

  it('CR 505.6b: a land cannot be played while a spell is on the stack', () => {
    const s = play(mainPhase(), { type: 'cast', player: 'A', card: 'gg', targets: ['runeclaw'] });
    refused(s, { type: 'playLand', player: 'A', card: 'l1' }, '505.6b', 'Forest');
  });
});

describe('CR 602: activated abilities', () => {
  it("CR 602.2: Ana cannot activate Bruno's Mogg Fanatic", () => {
    refused(mainPhase(), { type: 'activate', player: 'A', source: 'mogg', ability: 0, targets: ['B'] }, '602.2', 'Mogg Fanatic', 'Ana');
  });

  it('CR 602.1: an ability index the card does not have is refused', () => {
    const s = play(mainPhase(), pass('A'));
    refused(s, { type: 'activate', player: 'B', source: 'mogg', ability: 1, targets: ['A'] }, '602.1', 'Mogg Fanatic');
    refused(s, { type: 'activate', player: 'B', source: 'mogg', ability: -1, targets: ['A'] }, '602.1', 'Mogg Fanatic');
    refused(s, { type: 'activate', player: 'B', source: 'mogg', ability: 0.5, targets: ['A'] }, '602.1', 'Mogg Fanatic');
  });

  it('CR 602.1: a vanilla creature has no activated ability', () => {
    refused(mainPhase(), { type: 'activate', player: 'A', source: 'runeclaw', ability: 0 }, '602.1', 'Runeclaw Bear');
  });
});

describe('CR 733.1: malformed actions are refused, never thrown', () => {
  /** A list with a hole at index 0, as `[, 'runeclaw']` writes it. */
  const sparse: string[] = [];
  sparse[1] = 'runeclaw';
  const cases: [string, unknown, string, ...string[]][] = [
    ['null', null, '733.1'],
    ['undefined', undefined, '733.1'],
    ['a number', 42, '733.1'],
    ['a string', 'pass', '733.1'],
    ['an array', [pass('A')], '733.1'],
    ['an empty object', {}, '733.1'],
    ['a numeric type', { type: 7, player: 'A' }, '733.1'],
    ['no player', { type: 'pass' }, '733.1', 'player'],
    ['a null player', { type: 'pass', player: null }, '733.1', 'player'],
    ['a player given as a list', { type: 'pass', player: ['A'] }, '733.1', 'player'],
    ['an unknown type', { type: 'frobnicate', player: 'A' }, '117.1', 'frobnicate'],
    ['a cast without card', { type: 'cast', player: 'A' }, '733.1', 'card'],
    ['a cast with a numeric card', { type: 'cast', player: 'A', card: 5 }, '733.1', 'card'],
    ['a cast with the card id in a list', { type: 'cast', player: 'A', card: ['bear'] }, '733.1', 'card'],
    ['targets as a string', { type: 'cast', player: 'A', card: 'gg', targets: 'runeclaw' }, '733.1', 'targets'],
    ['targets as one character', { type: 'cast', player: 'A', card: 'gg', targets: 'B' }, '733.1', 'targets'],
    ['a null target', { type: 'cast', player: 'A', card: 'gg', targets: [null] }, '733.1', 'targets[0]'],
    ['a target object', { type: 'cast', player: 'A', card: 'gg', targets: [{ id: 'runeclaw' }] }, '733.1', 'targets[0]'],
    ['a sparse target list', { type: 'cast', player: 'A', card: 'gg', targets: sparse }, '733.1', 'targets[0]'],
    ['payWith as a string', { type: 'cast', player: 'A', card: 'bear', payWith: 'af0' }, '733.1', 'payWith'],
    ['payWith null', { type: 'cast', player: 'A', card: 'bear', payWith: null }, '733.1', 'payWith'],
    ['an activation without ability', { type: 'activate', player: 'A', source: 'runeclaw' }, '733.1', 'ability'],
    ['an ability index as a string', { type: 'activate', player: 'A', source: 'runeclaw', ability: '0' }, '733.1', 'ability'],
    ['a playLand without card', { type: 'playLand', player: 'A' }, '733.1', 'card'],
  ];
  it.each(cases)('CR 733.1: %s is refused and changes nothing', (_label, action, rule, ...names) => {
    refused(mainPhase(), action, rule, ...names);
  });

  const combatCases: [string, unknown][] = [
    ['attackers missing', { type: 'declareAttackers', player: 'A' }],
    ['attackers null', { type: 'declareAttackers', player: 'A', attackers: null }],
    ['attackers as a string', { type: 'declareAttackers', player: 'A', attackers: 'wurm' }],
    ['a null attack', { type: 'declareAttackers', player: 'A', attackers: [null] }],
    ['an attack without defender', { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm' }] }],
    ['an attack with a numeric attacker', { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 1, defender: 'B' }] }],
  ];
  it.each(combatCases)('CR 733.1: a declaration of attackers with %s is refused', (_label, action) => {
    refused(combat(), action, '733.1', 'attackers');
  });

  it('CR 733.1: malformed declarations of blockers, orders and damage assignments are refused', () => {
    const b = blocking();
    refused(b, { type: 'declareBlockers', player: 'B' }, '733.1', 'blocks');
    refused(b, { type: 'declareBlockers', player: 'B', blocks: null }, '733.1', 'blocks');
    refused(b, { type: 'declareBlockers', player: 'B', blocks: [null] }, '733.1', 'blocks[0]');
    refused(b, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'cadet' }] }, '733.1', 'blocks[0].attacker');
    const d = assigning();
    refused(d, { type: 'assignDamage', player: 'A' }, '733.1', 'assignments');
    refused(d, assign(null), '733.1', 'assignments[0]');
    refused(d, assign({ source: 'dread' }, wurmOk), '733.1', 'assignments[0].to');
    refused(d, assign({ source: 'dread', to: null }, wurmOk), '733.1', 'assignments[0].to');
    refused(d, assign({ source: 'dread', to: [null] }, wurmOk), '733.1', 'assignments[0].to[0]');
    refused(d, assign({ source: 'dread', to: [{ target: 'cadet', amount: '6' }] }, wurmOk), '733.1', 'amount');
    const o = legacyOrdering();
    refused(o, { type: 'orderBlockers', player: 'A', orders: null }, '733.1', 'orders');
    refused(o, { type: 'orderBlockers', player: 'A', orders: [null] }, '733.1', 'orders[0]');
    refused(o, { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'wurm' }] }, '733.1', 'orders[0].blockers');
    const c = discarding();
    refused(c, { type: 'discard', player: 'A' }, '733.1', 'cards');
    refused(c, { type: 'discard', player: 'A', cards: 'ab' }, '733.1', 'cards');
  });

  it('CR 733.1: extra fields are ignored and never reach the state', () => {
    const s = mainPhase();
    const junk = { nested: { deep: [1, 2, 3] }, fn: () => 1 };
    const r = applyAction(s, { type: 'pass', player: 'A', junk } as unknown as Action);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.stringify(r.state)).not.toContain('nested');
    // The caller's objects are neither stored nor frozen by the engine.
    const attackers = [{ attacker: 'wurm', defender: 'B', note: 'x' }];
    const a = applyAction(combat(), { type: 'declareAttackers', player: 'A', attackers });
    expect(a.ok).toBe(true);
    expect(Object.isFrozen(attackers)).toBe(false);
    expect(Object.isFrozen(attackers[0])).toBe(false);
    if (a.ok) expect(JSON.stringify(a.state)).not.toContain('"note"');
  });
});

describe('CR 508.1, 302.6, 702.3b: declaring attackers', () => {
  it('CR 508.1a: a tapped creature cannot attack', () => {
    refused(combat(), attack(['tapped', 'B']), '508.1a', 'Grizzly Bears', 'tapped');
  });

  it('CR 302.6: a summoning-sick creature without haste cannot attack', () => {
    refused(combat(), attack(['sick', 'B']), '302.6', 'Runeclaw Bear');
  });

  it('CR 702.3b: a creature with defender cannot attack', () => {
    refused(combat(), attack(['wall', 'B']), '702.3b', 'Wall of Wood', 'defender');
  });

  it('CR 508.1a: a creature is declared as an attacker only once', () => {
    refused(combat(), attack(['angel', 'B'], ['angel', 'B']), '508.1a', 'Serra Angel');
  });

  it("CR 508.1a: the opponent's creature cannot attack for Ana", () => {
    refused(combat(), attack(['cadet', 'B']), '508.1a', 'Eager Cadet');
  });

  it('CR 508.1a: a land is not a creature and cannot attack', () => {
    refused(combat(), attack(['bf0', 'B']), '508.1a', 'Forest');
  });

  it('CR 508.1a: an unknown attacker id is refused', () => {
    refused(combat(), attack(['ghost', 'B']), '508.1a', 'ghost');
  });

  it('CR 508.1b: a creature attacks the defending player or their planeswalker, not a creature', () => {
    refused(combat(), attack(['angel', 'cadet']), '508.1b', 'Serra Angel', 'Eager Cadet');
  });

  it('CR 508.1b: a creature cannot attack its own controller', () => {
    refused(combat(), attack(['angel', 'A']), '508.1b', 'Serra Angel', 'Ana');
  });

  it('CR 508.1b: a creature cannot attack an unknown defender', () => {
    refused(combat(), attack(['angel', 'nobody']), '508.1b', 'Serra Angel', 'nobody');
  });

  it('CR 508.1: only the active player declares attackers', () => {
    refused(combat(), { type: 'declareAttackers', player: 'B', attackers: [] }, '508.1', 'Ana', 'Bruno');
  });
});

describe('CR 509.1, 702.9b, 702.111b: declaring blockers', () => {
  it('CR 509.1a: a tapped creature cannot block', () => {
    refused(blocking(), block(['btapped', 'wurm']), '509.1a', 'Grizzly Bears', 'tapped');
  });

  it('CR 702.9b: a creature with flying cannot be blocked by a creature without flying or reach', () => {
    refused(blocking(), block(['cadet', 'angel']), '702.9b', 'Serra Angel', 'Eager Cadet');
  });

  it('CR 702.111b: a creature with menace cannot be blocked by just one creature', () => {
    refused(blocking(), block(['cadet', 'brute']), '702.111b', 'Boggart Brute');
  });

  it('CR 509.1a: a creature blocks only one attacker without an ability that says otherwise', () => {
    refused(blocking(), block(['cadet', 'wurm'], ['cadet', 'dread']), '509.1a', 'Eager Cadet');
  });

  it('CR 509.1a: a creature that is not attacking cannot be blocked', () => {
    refused(blocking(), block(['cadet', 'wall']), '509.1a', 'Wall of Wood');
  });

  it("CR 509.1a: the attacking player's creature cannot block", () => {
    refused(blocking(), block(['wall', 'wurm']), '509.1a', 'Wall of Wood');
  });

  it('CR 509.1a: an unknown blocker id is refused', () => {
    refused(blocking(), block(['ghost', 'wurm']), '509.1a', 'ghost');
  });

  it('CR 509.1: only the defending player declares blockers', () => {
    refused(blocking(), { type: 'declareBlockers', player: 'A', blocks: [] }, '509.1', 'Ana', 'Bruno');
  });
});

/** Legacy rules: Wall of Wood and Eager Cadet block Craw Wurm; Ana orders them. */
function legacyOrdering(): GameState {
  const s = play(combat('legacy-damage-order'), attack(['wurm', 'B']), pass('A'), pass('B'), block(['warden', 'wurm'], ['cadet', 'wurm']));
  expect(s.pendingChoice?.type).toBe('orderBlockers');
  return s;
}

describe('CR 510.1: assigning combat damage', () => {
  it('CR 510.1a: a creature assigns all of its combat damage, no more and no less', () => {
    refused(assigning(), assign({ source: 'dread', to: [{ target: 'cadet', amount: 1 }, { target: 'rbear', amount: 2 }] }, wurmOk), '510.1a', 'Colossal Dreadmaw', '6');
    refused(assigning(), assign(dreadOk, { source: 'wurm', to: [{ target: 'piker', amount: 4 }, { target: 'warden', amount: 5 }] }), '510.1a', 'Craw Wurm', '6');
  });

  it('CR 510.1a: damage amounts are whole numbers of 0 or more', () => {
    refused(assigning(), assign({ source: 'dread', to: [{ target: 'cadet', amount: -1 }, { target: 'rbear', amount: 4 }, { target: 'B', amount: 3 }] }, wurmOk), '510.1a', 'Colossal Dreadmaw');
    refused(assigning(), assign({ source: 'dread', to: [{ target: 'cadet', amount: 1.5 }, { target: 'rbear', amount: 1.5 }, { target: 'B', amount: 3 }] }, wurmOk), '510.1a', 'Colossal Dreadmaw');
  });

  it('CR 510.1c: damage goes only to the creatures blocking it: an unknown recipient is refused', () => {
    refused(assigning(), assign(dreadOk, { source: 'wurm', to: [{ target: 'piker', amount: 1 }, { target: 'zzz', amount: 5 }] }), '510.1c', 'Craw Wurm', 'zzz');
  });

  it('CR 510.1c: a blocked creature without trample cannot assign damage to the player', () => {
    refused(assigning(), assign(dreadOk, { source: 'wurm', to: [{ target: 'piker', amount: 1 }, { target: 'B', amount: 5 }] }), '510.1c', 'Craw Wurm', 'Bruno');
  });

  it('CR 510.1c: every creature that has a choice must be assigned', () => {
    refused(assigning(), assign(dreadOk), '510.1c', 'Craw Wurm');
  });

  it('CR 510.1: a source that is not dividing damage in this step is refused', () => {
    refused(assigning(), assign(dreadOk, wurmOk, { source: 'cadet', to: [{ target: 'dread', amount: 1 }] }), '510.1', 'Eager Cadet', 'Ana');
  });

  it('CR 510.1a: an assignment listed for a creature with one recipient must be its automatic one', () => {
    // Serra Angel is unblocked: its 4 damage go to Bruno without a choice; it may be left out or
    // listed as it is, but listing 100 damage is not a legal assignment.
    refused(assigning(), assign(dreadOk, wurmOk, { source: 'angel', to: [{ target: 'B', amount: 100 }] }), '510.1', 'Serra Angel');
    expect(applyAction(assigning(), assign(dreadOk, wurmOk, { source: 'angel', to: [{ target: 'B', amount: 4 }] }) as Action).ok).toBe(true);
  });

  it('CR 702.19b: trample reaches the player only after lethal damage to every blocker', () => {
    refused(
      assigning(),
      assign({ source: 'dread', to: [{ target: 'cadet', amount: 1 }, { target: 'rbear', amount: 1 }, { target: 'B', amount: 4 }] }, wurmOk),
      '702.19b', 'Colossal Dreadmaw', 'Runeclaw Bear', 'Bruno',
    );
  });

  it('CR 510.1: only the asked player assigns damage', () => {
    refused(assigning(), { type: 'assignDamage', player: 'B', assignments: [] }, '510.1', 'Ana', 'Bruno');
  });

  it('CR 510.1c (legacy damage assignment order): the order must list each blocker exactly once', () => {
    refused(legacyOrdering(), { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'wurm', blockers: ['warden'] }] }, '510.1c', 'Craw Wurm', 'Lumengrid Warden', 'Eager Cadet');
  });

  it('CR 510.1c (legacy damage assignment order): lethal damage to the first blocker before any to the next', () => {
    const s = play(legacyOrdering(), { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'wurm', blockers: ['warden', 'cadet'] }] }, pass('A'), pass('B'));
    expect(s.pendingChoice?.type).toBe('assignDamage');
    refused(s, assign({ source: 'wurm', to: [{ target: 'warden', amount: 2 }, { target: 'cadet', amount: 4 }] }), '510.1c', 'Craw Wurm', 'Lumengrid Warden', 'Eager Cadet');
    // The control: lethal (3) to Lumengrid Warden first, the rest to Eager Cadet.
    expect(applyAction(s, assign({ source: 'wurm', to: [{ target: 'warden', amount: 3 }, { target: 'cadet', amount: 3 }] }) as Action).ok).toBe(true);
  });
});

describe('CR 603.3: putting triggered abilities on the stack', () => {
  /** Two Soul Wardens see Grizzly Bears enter: Ana orders their triggers (sw1.1, sw2.1). */
  function ordering(): GameState {
    const s = play(
      game({ players: [{ id: 'A', name: 'Ana', hand: [{ id: 'bear', card: 'Grizzly Bears' }], battlefield: [{ id: 'sw1', card: 'Soul Warden' }, { id: 'sw2', card: 'Soul Warden' }, ...forests(2, 'af')] }, { id: 'B', name: 'Bruno' }] }),
      { type: 'cast', player: 'A', card: 'bear' }, pass('A'), pass('B'),
    );
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'A' });
    return s;
  }

  /** Flametongue Kavu enters: Ana chooses the target of its ability (ftk.1). */
  function targeting(): GameState {
    const s = play(
      game({ players: [{ id: 'A', name: 'Ana', hand: [{ id: 'ftk', card: 'Flametongue Kavu' }], battlefield: lands('am', 4, 'Mountain') }, { id: 'B', name: 'Bruno', battlefield: [{ id: 'cadet', card: 'Eager Cadet' }, { id: 'bf', card: 'Forest' }] }] }),
      { type: 'cast', player: 'A', card: 'ftk' }, pass('A'), pass('B'),
    );
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'A', object: 'ftk.1' });
    return s;
  }

  it('CR 603.3b: every waiting triggered ability is put on the stack exactly once', () => {
    refused(ordering(), { type: 'orderTriggers', player: 'A', order: ['sw1.1'] }, '603.3b', 'Soul Warden', 'Ana');
    refused(ordering(), { type: 'orderTriggers', player: 'A', order: ['sw1.1', 'sw1.1'] }, '603.3b', 'Soul Warden');
    refused(ordering(), { type: 'orderTriggers', player: 'A', order: ['sw1.1', 'sw2.1', 'sw2.1'] }, '603.3b', 'Soul Warden');
  });

  it('CR 603.3b: an id that is not a waiting triggered ability is refused', () => {
    refused(ordering(), { type: 'orderTriggers', player: 'A', order: ['sw1.1', 'zzz'] }, '603.3b', 'zzz');
  });

  it('CR 603.3b: the controller of the triggers orders them, not the opponent', () => {
    refused(ordering(), { type: 'orderTriggers', player: 'B', order: ['sw1.1', 'sw2.1'] }, '603.3b', 'Ana', 'Bruno');
  });

  it('CR 603.3b: a choice of another kind does not answer the ordering', () => {
    refused(ordering(), { type: 'choose', player: 'A', object: 'sw1.1', choice: 'yes' }, '603.3b', 'choose');
  });

  it("CR 115.2: Flametongue Kavu's ability targets a creature, not a player or a land", () => {
    refused(targeting(), { type: 'chooseTargets', player: 'A', object: 'ftk.1', targets: ['B'] }, '115.2', 'Flametongue Kavu', 'Bruno');
    refused(targeting(), { type: 'chooseTargets', player: 'A', object: 'ftk.1', targets: ['bf'] }, '115.2', 'Flametongue Kavu', 'Forest');
    refused(targeting(), { type: 'chooseTargets', player: 'A', object: 'ftk.1', targets: ['ghost'] }, '115', 'ghost');
  });

  it("CR 601.2c, 603.3d: Flametongue Kavu's ability has exactly one target", () => {
    refused(targeting(), { type: 'chooseTargets', player: 'A', object: 'ftk.1', targets: [] }, '601.2c', 'Flametongue Kavu');
    refused(targeting(), { type: 'chooseTargets', player: 'A', object: 'ftk.1', targets: ['cadet', 'ftk'] }, '601.2c', 'Flametongue Kavu');
  });

  it('CR 603.3d: targets are chosen for the ability being put on the stack, not another object', () => {
    refused(targeting(), { type: 'chooseTargets', player: 'A', object: 'cadet', targets: ['cadet'] }, '603.3d', 'Flametongue Kavu');
  });
});

/** Ana's cleanup step with nine cards in hand: she must discard two. */
function discarding(): GameState {
  const hand = [...Array.from({ length: 8 }, (_, i) => ({ id: `h${i}`, card: 'Forest' })), { id: 'shock', card: 'Shock' }];
  const s = play(game({ turn: { number: 3, activePlayer: 'A', step: 'end' }, players: [{ id: 'A', name: 'Ana', hand }, { id: 'B', name: 'Bruno', hand: [{ id: 'bshock', card: 'Shock' }] }] }), pass('A'), pass('B'));
  expect(s.pendingChoice).toEqual({ type: 'discard', player: 'A', count: 2 });
  return s;
}

describe('CR 514.1: discarding to hand size', () => {
  it('CR 514.1: the player discards exactly the excess', () => {
    refused(discarding(), { type: 'discard', player: 'A', cards: ['h0'] }, '514.1', 'Ana', '2');
    refused(discarding(), { type: 'discard', player: 'A', cards: ['h0', 'h1', 'h2'] }, '514.1', 'Ana', '2');
    refused(discarding(), { type: 'discard', player: 'A', cards: [] }, '514.1', 'Ana', '2');
  });

  it('CR 514.1: the same card cannot be discarded twice', () => {
    refused(discarding(), { type: 'discard', player: 'A', cards: ['h0', 'h0'] }, '514.1', 'Ana');
  });

  it("CR 514.1: a card from the opponent's hand cannot be discarded", () => {
    refused(discarding(), { type: 'discard', player: 'A', cards: ['h0', 'bshock'] }, '514.1', 'Shock', 'Ana');
  });

  it('CR 514.1: the non-active player does not discard', () => {
    refused(discarding(), { type: 'discard', player: 'B', cards: ['bshock', 'h0'] }, '514.1', 'Ana', 'Bruno');
  });
});

describe('CR 104: after the game is over', () => {
  function over(): GameState {
    const s = play(
      game({ players: [{ id: 'A', name: 'Ana', hand: [{ id: 'bolt', card: 'Lightning Bolt' }], battlefield: [{ id: 'am', card: 'Mountain' }] }, { id: 'B', name: 'Bruno', life: 3 }] }),
      { type: 'cast', player: 'A', card: 'bolt', targets: ['B'] }, pass('A'), pass('B'),
    );
    expect(s.gameOver).toMatchObject({ winner: 'A' });
    expect(s.pendingChoice).toBeNull();
    return s;
  }

  it('CR 104.1: no action is taken once the game is over', () => {
    refused(over(), pass('A'), '104.1');
    refused(over(), pass('B'), '104.1');
    refused(over(), { type: 'cast', player: 'A', card: 'bolt', targets: ['B'] }, '104.1');
    refused(over(), { type: 'concede', player: 'A' }, '104.1');
    refused(over(), { type: 'concede', player: 'B' }, '104.1');
  });

  it('CR 104.3a: a player who conceded can take no further action', () => {
    // Three players are not supported by the format; in a two-player game the concession ends it.
    const s = play(mainPhase(), { type: 'concede', player: 'B' });
    expect(s.gameOver).toMatchObject({ winner: 'A' });
    refused(s, pass('A'), '104.1');
  });
});
