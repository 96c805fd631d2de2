import { describe, expect, it } from 'vitest';
import { expectRefused, game, play } from './helpers';
import { findObject, legalActions, newGame, parseScenario, type Action, type Scenario } from '../../src/engine';
import { ffa, lines, passAll, seat } from './freeForAll';

describe('CR 800–806: free-for-all games', () => {
  it('CR 802.2, 802.3: with the attack multiple players option Ana attacks Bruno, Carla and Dario\'s planeswalker at once', () => {
    let s = ffa({ A: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'bear', card: 'Grizzly Bears' }, { id: 'ape', card: 'Silverback Ape' }] }, D: { battlefield: [{ id: 'jace', card: 'Jace Beleren' }] } }, 'beginCombat');
    expect(lines(s)).toContain('802.2 Bruno, Carla and Dario are the defending players');
    s = passAll(s, ['A', 'B', 'C', 'D']);
    const pending = s.pendingChoice;
    expect(pending?.type === 'declareAttackers' && pending.attackers[0]?.defenders).toEqual(['B', 'C', 'D', 'jace']);
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }, { attacker: 'bear', defender: 'C' }, { attacker: 'ape', defender: 'jace' }] });
    expect(s.combat?.attackers.map((a) => a.defender)).toEqual(['B', 'C', 'jace']);
  });

  it('CR 802.2: attacking multiple players with only one opponent left, that opponent is the defending player under 802.2, not 803.1', () => {
    // Bruno and Dario at 0 life lose as Ana first gets priority (704.5a); Ana and Carla pass.
    const s = passAll(ffa({ B: { life: 0 }, D: { life: 0 } }, 'main1'), ['A', 'C']);
    expect(s.turn.step).toBe('beginCombat');
    expect(lines(s)).toContain('802.2 Carla is the defending player');
    expect(lines(ffa({}, 'beginCombat', 'left'))).toContain('803.1 Bruno is the defending player');
  });

  it('CR 803.1a–b: with attack left Ana may attack only Bruno, the next seat; with attack right only Dario', () => {
    const bear = { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] };
    const left = ffa({ A: bear }, 'declareAttackers', 'left');
    expect(expectRefused(left, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'C' }] }, '803.1a')).toContain('Ana can attack only Bruno');
    expect(play(left, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'B' }] }).combat?.attackers[0]?.defender).toBe('B');
    const right = ffa({ A: bear }, 'declareAttackers', 'right');
    expectRefused(right, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'B' }] }, '803.1b');
    expect(play(right, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'D' }] }).combat?.attackers[0]?.defender).toBe('D');
  });

  it('CR 802.4, 101.4: each attacked defending player declares blockers in APNAP order; Carla, attacked by nobody, is not asked', () => {
    let s = ffa({
      A: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'ape', card: 'Silverback Ape' }] },
      B: { battlefield: [{ id: 'wall', card: 'Wall of Wood' }] },
      C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] },
      D: { battlefield: [{ id: 'rats', card: 'Typhoid Rats' }] },
    }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'D' }, { attacker: 'ape', defender: 'B' }] });
    s = passAll(s, ['A', 'B', 'C', 'D']);
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'B' });
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'ape' }] });
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'D' });
    s = play(s, { type: 'declareBlockers', player: 'D', blocks: [{ blocker: 'rats', attacker: 'wurm' }] });
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
    expect(lines(s).filter((l) => l.startsWith('509.1 '))).toEqual(['509.1 Bruno blocks: Wall of Wood blocks Silverback Ape', '509.1 Dario blocks: Typhoid Rats blocks Craw Wurm']);
  });

  it('CR 802.4a: Bruno\'s creature cannot block a creature attacking Carla', () => {
    let s = ffa({
      A: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'ape', card: 'Silverback Ape' }] },
      B: { battlefield: [{ id: 'wall', card: 'Wall of Wood' }] },
      C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] },
    }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'C' }, { attacker: 'ape', defender: 'B' }] });
    s = passAll(s, ['A', 'B', 'C', 'D']);
    const message = expectRefused(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'wurm' }] }, '802.4a');
    expect(message).toBe('Wall of Wood can block only creatures attacking Bruno, a planeswalker they control or a battle they protect (310.8c); Craw Wurm attacks Carla.');
    const pending = s.pendingChoice;
    expect(pending?.type === 'declareBlockers' && pending.blockers[0]?.attackers).toEqual(['ape']);
  });

  it('CR 802.4b: under Silent Arbiter each defending player may block with one creature', () => {
    let s = ffa({
      A: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'ape', card: 'Silverback Ape' }, { id: 'arbiter', card: 'Silent Arbiter' }] },
      B: { battlefield: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'bears', card: 'Grizzly Bears' }] },
      C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] },
    }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] });
    s = passAll(s, ['A', 'B', 'C', 'D']);
    expectRefused(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'wurm' }, { blocker: 'bears', attacker: 'wurm' }] }, '509.1');
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'wurm' }] });
    expect(s.combat?.attackers[0]?.blockedBy).toEqual(['wall']);
  });

  it('CR 117.4: the top of the stack resolves only when all four players pass in succession', () => {
    let s = ffa({ A: { hand: [{ id: 'gg', card: 'Giant Growth' }], battlefield: [{ id: 'f', card: 'Forest' }, { id: 'bear', card: 'Grizzly Bears' }] } }, 'main1');
    s = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bear'] });
    s = passAll(s, ['A', 'B', 'C']);
    expect(s.stack).toHaveLength(1);
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'D' });
    s = play(s, { type: 'pass', player: 'D' });
    expect(s.stack).toHaveLength(0);
  });

  it('CR 800.4a, 800.4e: Carla concedes mid-combat: her cards leave the game, the creature attacking her deals no damage, and the game goes on', () => {
    let s = ffa({
      A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'wurm', card: 'Craw Wurm' }] },
      B: { life: 20 },
      C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }, { id: 'cf', card: 'Forest' }], hand: [{ id: 'gg', card: 'Giant Growth' }] },
    }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'C' }, { attacker: 'wurm', defender: 'B' }] });
    s = play(s, { type: 'concede', player: 'C' });
    expect(s.players[2]).toMatchObject({ lost: true, hand: [], library: [], graveyard: [], exile: [] });
    expect(findObject(s, 'cadet')).toBeUndefined();
    expect(s.gameOver).toBeNull();
    expect(lines(s)).toContain('800.4a Carla leaves the game with every card they own');
    s = passAll(s, ['A', 'B', 'D']);
    // No one attacks Carla any more who could block: Bruno has no creature; the damage step comes.
    s = passAll(s, ['A', 'B', 'D']);
    expect(s.turn.step).toBe('combatDamage');
    expect(s.players.map((p) => p.life)).toEqual([20, 14, 20, 20]);
  });

  it('CR 800.4a, 800.4d: the abilities a leaving player controls cease to exist, and a spell of theirs leaves the game', () => {
    let s = ffa({
      A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
      B: { hand: [{ id: 'gg', card: 'Giant Growth' }], battlefield: [{ id: 'bf', card: 'Forest' }, { id: 'bb', card: 'Grizzly Bears' }] },
    }, 'main1');
    s = passAll(s, ['A']);
    s = play(s, { type: 'cast', player: 'B', card: 'gg', targets: ['bb'] });
    expect(s.stack).toHaveLength(1);
    s = play(s, { type: 'concede', player: 'B' });
    expect(s.stack).toEqual([]);
    expect(findObject(s, 'gg')).toBeUndefined();
    // Priority goes on from Bruno's seat to Carla (CR 800.4a).
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'C' });
  });

  it('CR 800.4j, 800.4k: the active player concedes; the turn goes on without them and their next turns are skipped', () => {
    let s = ffa({ A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] } }, 'main1');
    s = play(s, { type: 'concede', player: 'A' });
    expect(s.turn.activePlayer).toBe('A');
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'B' });
    // Passing through the rest of Ana's turn: Bruno's turn comes next.
    for (let i = 0; i < 40 && s.turn.activePlayer === 'A'; i++) s = play(s, { type: 'pass', player: (s.pendingChoice as { player: string }).player });
    expect(s.turn.activePlayer).toBe('B');
    expect(s.turn.number).toBe(4);
  });

  it('CR 104.2a: the game ends when one player is left', () => {
    let s = ffa({}, 'main1');
    s = play(s, { type: 'concede', player: 'B' }, { type: 'concede', player: 'C' });
    expect(s.gameOver).toBeNull();
    s = play(s, { type: 'concede', player: 'D' });
    expect(s.gameOver).toMatchObject({ winner: 'A' });
  });

  it('CR 800.4a: leaving is not dying: Bruno\'s Blood Artist does not trigger for Carla\'s creatures leaving the game', () => {
    let s = ffa({ B: { battlefield: [{ id: 'artist', card: 'Blood Artist' }] }, C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }, { id: 'bears', card: 'Grizzly Bears' }] } }, 'main1');
    s = play(s, { type: 'concede', player: 'C' });
    expect(s.stack).toEqual([]);
    expect(s.pendingTriggers).toEqual([]);
  });

  it('CR 103.8c: in a free-for-all game the player who plays first does not skip their first draw', () => {
    let s = game({ variant: 'free-for-all', turn: { number: 1, activePlayer: 'A', step: 'upkeep' }, players: [seat('A', 'Ana'), seat('B', 'Bruno'), seat('C', 'Carla')] } as Partial<Scenario>);
    s = passAll(s, ['A', 'B', 'C']);
    expect(s.turn.step).toBe('draw');
    expect(s.players[0]?.hand).toHaveLength(1);
  });

  it('CR 508.4, 802.3: Hero of Bladehold\'s tokens may attack any defending player or their planeswalker', () => {
    let s = ffa({ A: { battlefield: [{ id: 'hero', card: 'Hero of Bladehold' }] } }, 'declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'hero', defender: 'C' }] });
    s = play(s, legalActions(s).actions[0] as Action);
    for (let i = 0; i < 12 && !(s.pendingChoice?.type === 'choose' && s.pendingChoice.rule === '508.4'); i++) {
      s = play(s, legalActions(s).actions.find((a) => a.type === 'pass') ?? (legalActions(s).actions[0] as Action));
    }
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', rule: '508.4', options: ['B', 'C', 'D'] });
  });
  it('CR 603.3b, 101.4: the APNAP log line and the order prompt name the other players in APNAP order from the active player, not in the order their abilities triggered', () => {
    const two = (p: string) => ({ battlefield: [{ id: `${p}1`, card: 'Ophiomancer' }, { id: `${p}2`, card: 'Ophiomancer' }] });
    let s = game({ variant: 'free-for-all', turn: { number: 5, activePlayer: 'B', step: 'upkeep' },
      players: [seat('A', 'Ana', two('a')), seat('B', 'Bruno', two('b')), seat('C', 'Carla', two('c'))] } as Partial<Scenario>);
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'B' });
    expect((s.pendingChoice as { prompt: string }).prompt).toContain("Carla, Ana's triggered abilities go on the stack after these");
    s = play(s, { type: 'orderTriggers', player: 'B', order: ['b1.1', 'b2.1'] });
    expect(lines(s)).toContain('603.3b APNAP order: Bruno, the active player, puts their triggered abilities on the stack first, then Carla, Ana, whose abilities resolve first');
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'C' });
  });
});

describe('CR 800.2, 806: multiplayer scenario files', () => {
  const base = { format: 'tabletop-scenario/1', title: 't', turn: { number: 2, activePlayer: 'A', step: 'main1' } };
  const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String.fromCharCode(65 + i) }));
  const issues = (json: unknown) => {
    const r = parseScenario(json);
    return r.ok ? [] : r.issues.map((i) => `${i.path}: ${i.message}`);
  };

  it('a two-player file has exactly 2 players, a free-for-all 3 to 6', () => {
    expect(issues({ ...base, players: players(3) })).toEqual(['players: a two-player game has exactly 2 players, not 3']);
    expect(issues({ ...base, variant: 'free-for-all', players: players(2) })).toEqual(['players: a free-for-all game has 3 to 6 players, not 2']);
    expect(issues({ ...base, variant: 'free-for-all', players: players(6) })).toEqual([]);
  });

  it('options belong to free-for-all, teams to two-headed giant', () => {
    expect(issues({ ...base, options: { attack: 'left' }, players: players(2) })).toEqual(['options: "options" is for free-for-all games only, not two-player']);
    expect(issues({ ...base, variant: 'free-for-all', teams: [], players: players(3) })).toEqual(['teams: "teams" is for two-headed giant games only, not free-for-all']);
  });
});

describe('CR 310: battles', () => {
  const siege = { name: 'Invasion of Test', manaCost: '{2}{R}', types: ['Battle'], subtypes: ['Siege'], defense: 5 };
  const battleGame = (players: Scenario['players'], variant?: 'free-for-all') => game({
    ...(variant ? { variant } : {}), cards: [siege], turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players,
  } as Partial<Scenario>);

  it('CR 310.8b, 310.4b: Ana may attack her own Siege that Bruno protects; it enters with its printed defense', () => {
    const s = battleGame([seat('A', 'Ana', { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'inv', card: 'Invasion of Test', protector: 'B' }] }), seat('B', 'Bruno')]);
    expect(findObject(s, 'inv')?.counters.defense).toBe(5);
    const pending = s.pendingChoice;
    expect(pending?.type === 'declareAttackers' && pending.attackers.find((a) => a.creature === 'wurm')?.defenders).toEqual(['B', 'inv']);
  });

  it('CR 310.6, 704.5v: Craw Wurm\'s 6 combat damage removes the battle\'s defense counters, and it is defeated', () => {
    let s = battleGame([seat('A', 'Ana', { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'inv', card: 'Invasion of Test', protector: 'B' }] }), seat('B', 'Bruno')]);
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'inv' }] });
    s = passAll(s, ['A', 'B', 'A', 'B']);
    expect(s.turn.step).toBe('combatDamage');
    expect(findObject(s, 'inv')?.zone).toBe('graveyard');
    expect(lines(s)).toContain("704.5v Invasion of Test has no defense and is put into its owner's graveyard");
    expect(s.players[1]?.life).toBe(20);
  });

  it('CR 310.8c: only the protector blocks a creature attacking a battle; Carla\'s creature cannot', () => {
    let s = battleGame([
      seat('A', 'Ana', { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'bear', card: 'Grizzly Bears' }, { id: 'inv', card: 'Invasion of Test', protector: 'B' }] }),
      seat('B', 'Bruno', { battlefield: [{ id: 'wall', card: 'Wall of Wood' }] }),
      seat('C', 'Carla', { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] }),
    ], 'free-for-all');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'inv' }, { attacker: 'bear', defender: 'C' }] });
    s = passAll(s, ['A', 'B', 'C']);
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'B' });
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'wurm' }] });
    expect(expectRefused(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'cadet', attacker: 'wurm' }] }, '802.4a')).toContain('Craw Wurm attacks Invasion of Test');
  });

  it('CR 704.5w: when Bruno, the battle\'s protector, leaves the game, the next opponent of its controller protects it', () => {
    let s = battleGame([seat('A', 'Ana', { battlefield: [{ id: 'inv', card: 'Invasion of Test', protector: 'B' }] }), seat('B', 'Bruno'), seat('C', 'Carla')], 'free-for-all');
    s = play(s, { type: 'concede', player: 'B' });
    // State-based actions are checked when a player would next receive priority (CR 704.3).
    s = play(s, { type: 'pass', player: 'A' });
    expect(findObject(s, 'inv')?.protector).toBe('C');
    expect(lines(s)).toContain('704.5w Carla becomes the protector of Invasion of Test');
  });

  it('CR 704.5w: Bruno, the protector, leaves while Ana\'s bear attacks the battle; it keeps no protector while attacked, and Carla protects it once combat is over', () => {
    let s = battleGame([seat('A', 'Ana', { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'inv', card: 'Invasion of Test', protector: 'B' }] }), seat('B', 'Bruno'), seat('C', 'Carla')], 'free-for-all');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'inv' }] }, { type: 'concede', player: 'B' });
    s = passAll(s, ['A', 'C', 'A', 'C', 'A', 'C']);
    expect(s.turn.step).toBe('endCombat');
    expect(findObject(s, 'inv')).toMatchObject({ protector: 'B', counters: { defense: 3 } });
    s = passAll(s, ['A', 'C']);
    expect(s.turn.step).toBe('main2');
    expect(findObject(s, 'inv')?.protector).toBe('C');
    expect(lines(s)).toContain('704.5w Carla becomes the protector of Invasion of Test');
  });

  it('CR 704.5w: with two opponents left to protect it, Ana chooses her Siege\'s new protector', () => {
    let s = battleGame([seat('A', 'Ana', { battlefield: [{ id: 'inv', card: 'Invasion of Test', protector: 'B' }] }), seat('B', 'Bruno'), seat('C', 'Carla'), seat('D', 'Dario')], 'free-for-all');
    s = play(s, { type: 'concede', player: 'B' });
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'inv', rule: '704.5w', options: ['C', 'D'] });
    expectRefused(s, { type: 'choose', player: 'A', object: 'inv', choice: 'B' }, '704.5w');
    s = play(s, { type: 'choose', player: 'A', object: 'inv', choice: 'D' });
    expect(findObject(s, 'inv')?.protector).toBe('D');
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
  });

  it('CR 508.4, 310.8b: a Soldier token Hero of Bladehold puts onto the battlefield attacking may attack the battle Bruno protects; Ana chooses, and the token attacks it', () => {
    let s = battleGame([seat('A', 'Ana', { battlefield: [{ id: 'hero', card: 'Hero of Bladehold' }, { id: 'inv', card: 'Invasion of Test', protector: 'B' }] }), seat('B', 'Bruno')]);
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'hero', defender: 'B' }] });
    s = play(s, { type: 'orderTriggers', player: 'A', order: ['hero.1', 'hero.2'] });
    s = passAll(s, ['A', 'B']);
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'hero.2', rule: '508.4', options: ['B', 'inv'], optionLabels: { B: 'Bruno', inv: 'Invasion of Test' } });
    s = play(s, { type: 'choose', player: 'A', object: 'hero.2', choice: 'inv' }, { type: 'choose', player: 'A', object: 'hero.2', choice: 'B' });
    const tokens = s.combat?.attackers.filter((a) => a.id !== 'hero').map((a) => a.defender);
    expect(tokens).toEqual(['inv', 'B']);
  });

  it('CR 310.8b: a battle\'s protector, and in two-headed giant the protector\'s teammate, can\'t attack it', () => {
    const s = battleGame([seat('A', 'Ana', { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }), seat('B', 'Bruno', { battlefield: [{ id: 'inv', card: 'Invasion of Test', protector: 'A' }] })]);
    expect(expectRefused(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'inv' }] }, '310.8b')).toContain('Ana protects Invasion of Test');
    const hg = game({
      variant: 'two-headed-giant', cards: [siege], turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      teams: [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }],
      players: [seat('A', 'Ana'), seat('B', 'Bruno', { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }), seat('C', 'Carla', { battlefield: [{ id: 'inv', card: 'Invasion of Test', protector: 'A' }] }), seat('D', 'Dario')],
    } as Partial<Scenario>);
    expectRefused(hg, { type: 'declareAttackers', player: 'B', attackers: [{ attacker: 'bear', defender: 'inv' }] }, '310.8b');
  });

  it('CR 702.19b: Colossal Dreadmaw attacking a battle tramples over its blocker only into that battle, never into the protector', () => {
    let s = battleGame([seat('A', 'Ana', { battlefield: [{ id: 'maw', card: 'Colossal Dreadmaw' }, { id: 'inv', card: 'Invasion of Test', protector: 'B' }] }), seat('B', 'Bruno', { battlefield: [{ id: 'gb', card: 'Grizzly Bears' }] })]);
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'maw', defender: 'inv' }] });
    s = passAll(s, ['A', 'B']);
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'gb', attacker: 'maw' }] });
    s = passAll(s, ['A', 'B']);
    const toBruno: Action = { type: 'assignDamage', player: 'A', assignments: [{ source: 'maw', to: [{ target: 'gb', amount: 2 }, { target: 'B', amount: 4 }] }] };
    expect(expectRefused(s, toBruno, '702.19b')).toContain('only to that battle, never to Bruno');
    s = play(s, { type: 'assignDamage', player: 'A', assignments: [{ source: 'maw', to: [{ target: 'gb', amount: 2 }, { target: 'inv', amount: 4 }] }] });
    expect(findObject(s, 'inv')?.counters.defense).toBe(1);
    expect(s.players[1]?.life).toBe(20);
  });

  it('CR 310.8, 310.11a: a battle needs a protector, and a Siege\'s is an opponent of its controller', () => {
    const file = (protector?: string) => ({
      format: 'tabletop-scenario/1', title: 't', cards: [siege], turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [{ id: 'A', battlefield: [{ id: 'inv', card: 'Invasion of Test', ...(protector ? { protector } : {}) }] }, { id: 'B' }],
    });
    const said = (json: unknown) => { const r = parseScenario(json); return r.ok ? [] : r.issues.map((i) => `${i.path}: ${i.message}`); };
    expect(said(file())).toEqual(['players[0].battlefield[0]: the battle Invasion of Test needs a "protector" (CR 310.8)']);
    expect(said(file('A'))).toEqual(['players[0].battlefield[0].protector: the Siege Invasion of Test must be protected by an opponent of its controller (CR 310.11a), not by "A"']);
    expect(said(file('B'))).toEqual([]);
  });
});

describe('CR 103.5c: the first mulligan of a multiplayer game is free', () => {
  it('after one mulligan a kept hand puts no card on the bottom: the legal keep is accepted, and the choice says 0 now and 1 after the next', () => {
    const deck = Array.from({ length: 20 }, () => 'Forest');
    let s = newGame({ seed: 5, mulligans: true, firstPlayer: 'A', multiplayer: { variant: 'free-for-all', attack: 'multiple' }, players: ['A', 'B', 'C'].map((id) => ({ id, name: id, deck })) });
    s = play(s, { type: 'mulligan', player: 'A', keep: false }, { type: 'mulligan', player: 'B', keep: true }, { type: 'mulligan', player: 'C', keep: true });
    expect(s.pendingChoice).toMatchObject({ type: 'mulligan', player: 'A', mulligans: 1, bottom: 0, nextBottom: 1 });
    const keep = legalActions(s).actions.find((a) => a.type === 'mulligan' && a.keep) as Action;
    expect(keep).toEqual({ type: 'mulligan', player: 'A', keep: true });
    s = play(s, keep);
    expect(s.players.find((p) => p.id === 'A')?.hand).toHaveLength(7);
  });
});

describe('CR 103.5, 800.4a: a player leaves during the mulligans', () => {
  const deck = Array.from({ length: 20 }, () => 'Forest');
  const start = () => newGame({ seed: 5, mulligans: true, firstPlayer: 'A', multiplayer: { variant: 'free-for-all', attack: 'multiple' }, players: [['A', 'Ana'], ['B', 'Bruno'], ['C', 'Carla']].map(([id, name]) => ({ id: id as string, name: name as string, deck })) });

  it('CR 103.5, 800.4h: Bruno concedes while deciding on his hand; Carla decides next, and the game begins only once she has', () => {
    let s = play(start(), { type: 'mulligan', player: 'A', keep: true });
    expect(s.pendingChoice).toMatchObject({ type: 'mulligan', player: 'B' });
    s = play(s, { type: 'concede', player: 'B' });
    expect(s.pendingChoice).toMatchObject({ type: 'mulligan', player: 'C' });
    expect(s.pregame).not.toBeNull();
    s = play(s, { type: 'mulligan', player: 'C', keep: true });
    expect(s.pregame).toBeNull();
    expect(s.turn).toMatchObject({ number: 1, activePlayer: 'A', step: 'upkeep' });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 800.4k: Ana, who was to play first, concedes during the mulligans; she takes no turn, and Bruno takes the game\'s first turn', () => {
    let s = play(start(), { type: 'concede', player: 'A' });
    expect(s.pendingChoice).toMatchObject({ type: 'mulligan', player: 'B' });
    s = play(s, { type: 'mulligan', player: 'B', keep: true }, { type: 'mulligan', player: 'C', keep: true });
    expect(s.turn).toMatchObject({ number: 1, activePlayer: 'B', firstPlayer: 'B', step: 'upkeep' });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    expect(lines(s)).toContain("800.4k Ana has left the game and takes no turn: Bruno, the next player in turn order, takes the game's first turn");
  });
});
