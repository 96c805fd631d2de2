// twoHeadedGiant.test.ts: CR 805 (shared team turns) and 810 (Two-Headed Giant), as the contract's
// "Multiplayer" section plays them: teams, the shared life total, the team's turn and priority, one
// combined attack and block, damage assignment and trigger order per team, and the team that loses (or
// concedes) together.
import { describe, expect, it } from 'vitest';
import { expectRefused, game, legalActions, pass, passUntil, play, result } from './helpers';
import { logEntries, newGame, parseScenario, type GameState, type Scenario } from '../../src/engine';

type Seat = Scenario['players'][number];
const seat = (id: string, name: string, extra: Partial<Seat> = {}): Seat => ({ id, name, library: ['Forest', 'Forest', 'Forest'], ...extra });
const TEAMS = [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }];

/** Ana and Bruno (team T1, Ana its primary player) against Carla and Dario (T2), seated A B C D. */
function thg(players: Partial<Record<'A' | 'B' | 'C' | 'D', Partial<Seat>>>, turn: Partial<Scenario['turn']> = {}, teams: Scenario['teams'] = TEAMS): GameState {
  return game({
    variant: 'two-headed-giant',
    teams,
    turn: { number: 3, activePlayer: 'A', step: 'main1', ...turn },
    players: [seat('A', 'Ana', players.A), seat('B', 'Bruno', players.B), seat('C', 'Carla', players.C), seat('D', 'Dario', players.D)],
  } as Partial<Scenario>);
}

const lines = (s: GameState) => logEntries(s).map((e) => `${e.rule ?? ''} ${e.text}`);
const life = (s: GameState) => Object.fromEntries(s.players.map((p) => [p.id, p.life]));
const teamsOf = (s: GameState) => (result(s) as unknown as { teams: { id: string; players: string[]; life: number; lost: boolean }[] }).teams;

describe('CR 810.4, 810.9: the shared life total', () => {
  it('CR 810.4, 810.9a: a team starts at 30 unless the file says, and each player\'s life is the team\'s', () => {
    const s = thg({}, {}, [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'], life: 12 }]);
    expect(life(s)).toEqual({ A: 30, B: 30, C: 12, D: 12 });
    expect(teamsOf(s)).toEqual([{ id: 'T1', players: ['A', 'B'], life: 30, lost: false }, { id: 'T2', players: ['C', 'D'], life: 12, lost: false }]);
    const r = result(s) as unknown as { variant: string; options: object; turn: { activeTeam: string } };
    expect(r.variant).toBe('two-headed-giant');
    expect(r.turn.activeTeam).toBe('T1');
  });

  it('CR 810.9: damage to one player comes off the team\'s total (Shock at Carla: her team at 28)', () => {
    let s = thg({ B: { hand: [{ id: 'shock', card: 'Shock' }], battlefield: ['Mountain'] } }, { activePlayer: 'B' });
    s = play(s, { type: 'cast', player: 'B', card: 'shock', targets: ['C'] }, pass('A'), pass('C'));
    expect(life(s)).toEqual({ A: 30, B: 30, C: 28, D: 28 });
  });

  it('CR 810.9, 810.1: "each opponent loses 2 life" is each player of the other team: that team loses 4 (Vampire Spawn)', () => {
    let s = thg({ A: { hand: [{ id: 'spawn', card: 'Vampire Spawn' }], battlefield: ['Swamp', 'Swamp', 'Swamp'] } });
    s = play(s, { type: 'cast', player: 'A', card: 'spawn' }, pass('A'), pass('C'));
    s = play(s, pass('A'), pass('C'));
    expect(life(s)).toEqual({ A: 32, B: 32, C: 26, D: 26 });
  });

  it('CR 810.9, 702.15b: lifelink gains life for the team', () => {
    let s = thg({ B: { battlefield: [{ id: 'uni', card: 'Mesa Unicorn' }] } }, { step: 'declareAttackers' });
    s = play(s, { type: 'declareAttackers', player: 'B', attackers: [{ attacker: 'uni', defender: 'D' }] }, pass('A'), pass('C'), pass('A'), pass('C'));
    expect(life(s)).toEqual({ A: 32, B: 32, C: 28, D: 28 });
  });
});

describe('CR 805.4, 805.5: the team\'s turn and the team\'s priority', () => {
  it('CR 805.5, the contract: priority is asked of the team as its primary player, and either player may answer', () => {
    const s = thg({}, { activePlayer: 'B' });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A', team: 'T1' });
    expectRefused(s, pass('C'), '117.1');
    expect(play(s, pass('B')).pendingChoice).toEqual({ type: 'priority', player: 'C', team: 'T2' });
  });

  it('CR 805.5b: one pass passes for the team; when both teams have passed the step ends', () => {
    let s = thg({}, { step: 'upkeep' });
    s = play(s, pass('B'));
    expect(s.turn.step).toBe('upkeep');
    expect(lines(s)).toContain('805.5b Bruno passes for their team (Ana and Bruno)');
    s = play(s, pass('D'));
    expect(s.turn.step).toBe('draw');
  });

  it('CR 805.4b, 502.3: both players of the active team untap and draw; the other team does not', () => {
    let s = thg({
      A: { battlefield: [{ id: 'fa', card: 'Forest', tapped: true }] },
      B: { battlefield: [{ id: 'fb', card: 'Forest', tapped: true }] },
      C: { battlefield: [{ id: 'fc', card: 'Forest', tapped: true }] },
    }, { step: 'end' }, TEAMS);
    // Ana's team ends its turn; Carla and Dario's begins.
    s = play(s, pass('A'), pass('C'));
    expect(s.turn.activePlayer).toBe('C');
    expect(s.turn.step).toBe('upkeep');
    const tapped = (id: string) => (result(s).players.flatMap((p) => (p as { battlefield: { id: string; tapped: boolean }[] }).battlefield).find((o) => o.id === id))?.tapped;
    expect([tapped('fa'), tapped('fb'), tapped('fc')]).toEqual([true, true, false]);
    s = play(s, pass('C'), pass('A'));
    expect(s.players.map((p) => p.hand.length)).toEqual([0, 0, 1, 1]);
  });

  it('CR 805.4c: each player of the active team may play a land; a player of the other team may not', () => {
    let s = thg({ A: { hand: [{ id: 'la', card: 'Forest' }] }, B: { hand: [{ id: 'lb', card: 'Forest' }] }, C: { hand: [{ id: 'lc', card: 'Forest' }] } }, { activePlayer: 'B' });
    s = play(s, { type: 'playLand', player: 'A', card: 'la' }, { type: 'playLand', player: 'B', card: 'lb' });
    expect(s.battlefield).toEqual(['la', 'lb']);
    s = play(s, pass('A'));
    expectRefused(s, { type: 'playLand', player: 'C', card: 'lc' }, '305.3');
  });

  it('CR 805.4a, 307.1: both players of the active team cast sorcery-speed spells; legalActions offers both players\' plays', () => {
    const s = thg({ A: { hand: [{ id: 'bear', card: 'Grizzly Bears' }], battlefield: ['Forest', 'Forest'] }, B: { hand: [{ id: 'cadet', card: 'Eager Cadet' }], battlefield: ['Plains'] } });
    const offered = legalActions(s).actions.filter((a) => a.type === 'cast').map((a) => `${a.player}:${(a as { card: string }).card}`);
    expect(offered).toEqual(['A:bear', 'B:cadet']);
    expect(play(s, { type: 'cast', player: 'B', card: 'cadet' }).stack.map((x) => x.id)).toEqual(['cadet']);
  });

  it('CR 103.8b, 810.6: the team that plays first skips its first draw step; the other team\'s players each draw in theirs', () => {
    let s = thg({}, { number: 1, step: 'upkeep' });
    s = play(s, pass('A'), pass('C'));
    expect(s.turn.step).toBe('main1');
    expect(lines(s)).toContain("103.8b Ana and Bruno's team skips the draw step of the game's first turn");
    expect(s.players.map((p) => p.hand.length)).toEqual([0, 0, 0, 0]);
  });

  it('CR 805.4a, 603.2b: "at the beginning of your upkeep" triggers for each player of the active team (Phyrexian Arena)', () => {
    let s = thg({ B: { battlefield: [{ id: 'arena', card: 'Phyrexian Arena' }] }, C: { battlefield: [{ id: 'arena2', card: 'Phyrexian Arena' }] } }, { step: 'untap' });
    expect(s.stack.map((x) => x.source)).toEqual(['arena']);
    s = play(s, pass('A'), pass('C'));
    expect(s.players.map((p) => p.hand.length)).toEqual([0, 1, 0, 0]);
    expect(life(s)).toEqual({ A: 29, B: 29, C: 30, D: 30 });
  });
});

describe('CR 805.10: combat between teams', () => {
  const board = {
    A: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
    B: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
    C: { battlefield: [{ id: 'wall', card: 'Wall of Wood' }] },
    D: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }, { id: 'jace', card: 'Jace Beleren' }] },
  };

  it('CR 805.10a–b: the active team declares one combined attack with both players\' creatures, at either defending player or their planeswalker', () => {
    let s = thg(board, { step: 'declareAttackers' });
    expect(s.pendingChoice).toMatchObject({ type: 'declareAttackers', player: 'A', team: 'T1' });
    const pending = s.pendingChoice;
    expect(pending?.type === 'declareAttackers' && pending.attackers.map((o) => [o.creature, o.defenders])).toEqual([['wurm', ['C', 'D', 'jace']], ['bear', ['C', 'D', 'jace']]]);
    s = play(s, { type: 'declareAttackers', player: 'B', attackers: [{ attacker: 'wurm', defender: 'jace' }, { attacker: 'bear', defender: 'C' }] });
    expect(s.combat?.attackers.map((a) => [a.id, a.defender])).toEqual([['wurm', 'jace'], ['bear', 'C']]);
  });

  it('CR 805.10b: a creature of the active team cannot attack a teammate', () => {
    const s = thg(board, { step: 'declareAttackers' });
    expect(expectRefused(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] }, '805.10b')).toContain('Craw Wurm cannot attack Bruno');
  });

  it('CR 805.10d: the defending team declares once, and Carla\'s creature may block the creature attacking Dario', () => {
    let s = thg(board, { step: 'declareAttackers' });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'C' }, { attacker: 'bear', defender: 'D' }] }, pass('A'), pass('C'));
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'C', team: 'T2' });
    const pending = s.pendingChoice;
    expect(pending?.type === 'declareBlockers' && pending.blockers.map((b) => [b.creature, b.attackers])).toEqual([['wall', ['wurm', 'bear']], ['cadet', ['wurm', 'bear']]]);
    s = play(s, { type: 'declareBlockers', player: 'D', blocks: [{ blocker: 'wall', attacker: 'bear' }, { blocker: 'cadet', attacker: 'wurm' }] });
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A', team: 'T1' });
    expect(s.combat?.blockersDeclaredBy).toEqual(['C']);
    expect(lines(s)).toContain('805.10d Dario, for their team (Carla and Dario), blocks: Wall of Wood blocks Grizzly Bears, Eager Cadet blocks Craw Wurm');
  });

  it('CR 805.10d: the defending team\'s block is legal as a whole (Foriysian Brigade blocks creatures attacking both players)', () => {
    let s = thg({ A: board.A, B: board.B, C: { battlefield: [{ id: 'brigade', card: 'Foriysian Brigade' }] } }, { step: 'declareAttackers' });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'C' }, { attacker: 'bear', defender: 'D' }] }, pass('A'), pass('C'));
    s = play(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'brigade', attacker: 'wurm' }, { blocker: 'brigade', attacker: 'bear' }] });
    expect(s.combat?.blockers[0]?.blocking).toEqual(['wurm', 'bear']);
  });

  it('CR 805.10f: the active team assigns its damage, then the defending team; either player of a team answers', () => {
    let s = thg({
      A: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
      C: { battlefield: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'cadet', card: 'Eager Cadet' }] },
      D: { battlefield: [{ id: 'brigade', card: 'Foriysian Brigade' }] },
      B: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
    }, { step: 'declareAttackers' });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'C' }, { attacker: 'bear', defender: 'D' }] }, pass('A'), pass('C'));
    s = play(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'wall', attacker: 'wurm' }, { blocker: 'cadet', attacker: 'wurm' }, { blocker: 'brigade', attacker: 'wurm' }, { blocker: 'brigade', attacker: 'bear' }] });
    s = play(s, pass('A'), pass('C'));
    expect(s.pendingChoice).toMatchObject({ type: 'assignDamage', player: 'A', team: 'T1' });
    s = play(s, { type: 'assignDamage', player: 'B', assignments: [{ source: 'wurm', to: [{ target: 'wall', amount: 3 }, { target: 'cadet', amount: 1 }, { target: 'brigade', amount: 2 }] }] });
    expect(s.pendingChoice).toMatchObject({ type: 'assignDamage', player: 'C', team: 'T2' });
    s = play(s, { type: 'assignDamage', player: 'D', assignments: [{ source: 'brigade', to: [{ target: 'bear', amount: 2 }] }] });
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
    expect(s.players[1]?.graveyard).toEqual(['bear']);
  });

  it('CR 805.10b, 508.1h: each attacking player pays the cost to attack for the creatures they control (Ghostly Prison)', () => {
    const prison = { C: { battlefield: [{ id: 'prison', card: 'Ghostly Prison' }] } };
    let s = thg({ A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'pa', card: 'Plains' }, { id: 'pa2', card: 'Plains' }] }, B: { battlefield: [{ id: 'cub', card: 'Runeclaw Bear' }, { id: 'pb', card: 'Plains' }, { id: 'pb2', card: 'Plains' }] }, ...prison }, { step: 'declareAttackers' });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'C' }, { attacker: 'cub', defender: 'C' }] });
    const tapped = (id: string) => s.battlefield.includes(id) && result(s).players.flatMap((p) => (p as { battlefield: { id: string; tapped: boolean }[] }).battlefield).find((o) => o.id === id)?.tapped;
    expect(['pa', 'pa2', 'pb', 'pb2'].map(tapped)).toEqual([true, true, true, true]);
    expect(lines(s)).toEqual(expect.arrayContaining(['508.1j Ana pays {2} to attack', '508.1j Bruno pays {2} to attack']));
    // Bruno cannot pay for his creature with Ana's lands.
    const poor = thg({ A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'pa', card: 'Plains' }, { id: 'pa2', card: 'Plains' }, { id: 'pa3', card: 'Plains' }, { id: 'pa4', card: 'Plains' }] }, B: { battlefield: [{ id: 'cub', card: 'Runeclaw Bear' }] }, ...prison }, { step: 'declareAttackers' });
    expectRefused(poor, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'C' }, { attacker: 'cub', defender: 'C' }] }, '508.1j');
  });

  it("CR 810.5, 605.3a: payWith may name only a paying player's own sources: a teammate who owes nothing, or an opponent, is refused", () => {
    const sources = {
      A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'pa', card: 'Plains' }, { id: 'pa2', card: 'Plains' }] },
      B: { battlefield: [{ id: 'pb', card: 'Plains' }] },
      C: { battlefield: [{ id: 'prop', card: 'Propaganda' }, { id: 'pc', card: 'Plains' }] },
    };
    const s = thg(sources, { step: 'declareAttackers' });
    const attack = (payWith: string[]) => ({ type: 'declareAttackers' as const, player: 'A', attackers: [{ attacker: 'bear', defender: 'C' }], payWith });
    expect(expectRefused(s, attack(['pa', 'pa2', 'pb']), '810.5')).toMatch(/Plains is Bruno's, who pays no cost to attack/);
    expect(expectRefused(s, attack(['pa', 'pa2', 'pc']), '602.2')).toMatch(/Plains is not controlled by Ana/);
    expect(lines(play(s, attack(['pa', 'pa2'])))).toContain('508.1j Ana pays {2} to attack');
  });

  it('CR 805.10, legacy 509.2–509.3: under the legacy rules each team orders its creatures\' damage, asked of its primary player', () => {
    let s = game({
      variant: 'two-headed-giant', teams: TEAMS, rules: 'legacy-damage-order',
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        seat('A', 'Ana', { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] }), seat('B', 'Bruno', { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }),
        seat('C', 'Carla', { battlefield: [{ id: 'wall', card: 'Wall of Wood' }] }), seat('D', 'Dario', { battlefield: [{ id: 'brigade', card: 'Foriysian Brigade' }] }),
      ],
    } as Partial<Scenario>);
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'C' }, { attacker: 'bear', defender: 'D' }] }, pass('A'), pass('C'));
    s = play(s, { type: 'declareBlockers', player: 'D', blocks: [{ blocker: 'wall', attacker: 'wurm' }, { blocker: 'brigade', attacker: 'wurm' }, { blocker: 'brigade', attacker: 'bear' }] });
    expect(s.pendingChoice).toMatchObject({ type: 'orderBlockers', player: 'A', team: 'T1' });
    s = play(s, { type: 'orderBlockers', player: 'B', orders: [{ attacker: 'wurm', blockers: ['brigade', 'wall'] }] });
    expect(s.pendingChoice).toMatchObject({ type: 'orderAttackers', player: 'C', team: 'T2' });
    s = play(s, { type: 'orderAttackers', player: 'D', orders: [{ blocker: 'brigade', attackers: ['bear', 'wurm'] }] });
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A', team: 'T1' });
  });

  it("CR 805.10, 810.7, legacy 509.2–509.3: a refused order answer says the question is the team's and names two Foriysian Brigades by their ids", () => {
    let s = game({
      variant: 'two-headed-giant', teams: TEAMS, rules: 'legacy-damage-order',
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        seat('A', 'Ana', { battlefield: [{ id: 'gbA', card: 'Grizzly Bears' }, { id: 'rbA', card: 'Runeclaw Bear' }] }), seat('B', 'Bruno', { battlefield: [{ id: 'pk', card: 'Goblin Piker' }, { id: 'rg', card: 'Raging Goblin' }] }),
        seat('C', 'Carla', { battlefield: [{ id: 'brigC', card: 'Foriysian Brigade' }] }), seat('D', 'Dario', { battlefield: [{ id: 'brigD', card: 'Foriysian Brigade' }] }),
      ],
    } as Partial<Scenario>);
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'gbA', defender: 'C' }, { attacker: 'pk', defender: 'D' }, { attacker: 'rbA', defender: 'D' }, { attacker: 'rg', defender: 'C' }] }, pass('A'), pass('C'));
    s = play(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'brigC', attacker: 'gbA' }, { blocker: 'brigC', attacker: 'pk' }, { blocker: 'brigD', attacker: 'rbA' }, { blocker: 'brigD', attacker: 'rg' }] });
    expect(s.pendingChoice).toMatchObject({ type: 'orderAttackers', player: 'C', team: 'T2' });
    expect(expectRefused(s, { type: 'orderAttackers', player: 'A', orders: [] }, '510.1d')).toBe("It is the decision of Carla and Dario's team (order attackers), not Ana's.");
    expect(expectRefused(s, { type: 'orderAttackers', player: 'D', orders: [{ blocker: 'brigD', attackers: ['rg', 'rbA'] }] }, '510.1d'))
      .toBe('Give the damage assignment order of the creatures Foriysian Brigade (brigC) blocks: Grizzly Bears and Goblin Piker.');
  });

  it('CR 805.10e, 702.14c: landwalk looks at the player the creature attacks (River Boa at Dario, Carla controls the Island)', () => {
    let s = thg({ A: { battlefield: [{ id: 'boa', card: 'River Boa' }] }, C: { battlefield: ['Island', { id: 'wall', card: 'Wall of Wood' }] } }, { step: 'declareAttackers' });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'boa', defender: 'D' }] }, pass('A'), pass('C'));
    s = play(s, { type: 'declareBlockers', player: 'C', blocks: [{ blocker: 'wall', attacker: 'boa' }] });
    expect(s.combat?.attackers[0]?.blocked).toBe(true);
  });
});

describe('CR 603.4, 805.10a: raid ("if you attacked this turn") in a team\'s turn', () => {
  const roc = (attacker: 'wurm' | 'bear') => {
    let s = thg(
      { A: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] }, B: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: [{ id: 'roc', card: 'Wingmate Roc' }] } },
      { step: 'declareAttackers' },
    );
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker, defender: 'C' }] });
    s = passUntil(s, (x) => x.turn.step === 'main2');
    return play(s, { type: 'cast', player: 'B', card: 'roc' }, pass('A'), pass('C'));
  };

  it("CR 603.4, 805.10a: Bruno didn't attack when only Ana's Craw Wurm did: his Wingmate Roc's raid doesn't trigger", () => {
    const s = roc('wurm');
    expect(s.battlefield).toContain('roc');
    expect(s.stack).toEqual([]);
  });

  it('CR 603.4, 805.10a: Bruno attacked with his Grizzly Bears: his Wingmate Roc\'s raid triggers', () => {
    const s = roc('bear');
    expect(s.stack.map((o) => o.id)).toEqual(['roc.1']);
  });
});

describe('CR 805.7: triggered abilities per team', () => {
  it('CR 805.7: the active team orders both its players\' triggers together, asked of its primary player; the other team\'s go on after', () => {
    let s = thg({
      A: { hand: [{ id: 'bear', card: 'Grizzly Bears' }], battlefield: ['Forest', 'Forest', { id: 'w1', card: 'Soul Warden' }] },
      B: { battlefield: [{ id: 'w2', card: 'Soul Warden' }] },
      C: { battlefield: [{ id: 'w3', card: 'Soul Warden' }] },
    });
    s = play(s, { type: 'cast', player: 'A', card: 'bear' }, pass('A'), pass('C'));
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'A', team: 'T1', rule: '805.7' });
    const pending = s.pendingChoice;
    expect(pending?.type === 'orderTriggers' && pending.triggers.map((t) => t.id)).toEqual(['w1.1', 'w2.1']);
    expect(pending?.type === 'orderTriggers' && pending.others?.map((t) => t.id)).toEqual(['w3.1']);
    expectRefused(s, { type: 'orderTriggers', player: 'B', order: ['w1.1'] }, '805.7');
    s = play(s, { type: 'orderTriggers', player: 'B', order: ['w2.1', 'w1.1'] });
    expect(s.stack.map((x) => x.id)).toEqual(['w2.1', 'w1.1', 'w3.1']);
    expect(lines(s)).toContain("805.7 APNAP order: Ana and Bruno's team, the active team, puts its triggered abilities on the stack first, then Carla and Dario's team, whose abilities resolve first");
  });
});

describe('CR 810.8: a team wins and loses together', () => {
  it('CR 704.6a, 810.8c: at 0 or less life the team loses; both its players are out; the winning team\'s primary player is the winner', () => {
    let s = thg({ A: { hand: [{ id: 'bolt', card: 'Lightning Bolt' }], battlefield: ['Mountain'] } }, {}, [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'], life: 3 }]);
    s = play(s, { type: 'cast', player: 'A', card: 'bolt', targets: ['D'] }, pass('A'), pass('C'));
    expect(s.players.map((p) => p.lost)).toEqual([false, false, true, true]);
    expect(s.gameOver).toEqual({ winner: 'A', reason: "Carla and Dario's team has 0 life (CR 704.6a)", winners: ['A', 'B'], winningTeam: 'T1' });
    expect(lines(s)).toContain("104.2c Ana and Bruno's team wins the game");
  });

  it('CR 810.8a, 704.5b: a player who draws from an empty library loses, and so does their team', () => {
    let s = thg({ C: { library: [] } }, { step: 'end' });
    s = play(s, pass('A'), pass('C'), pass('C'), pass('A'));
    expect(s.players.map((p) => p.lost)).toEqual([false, false, true, true]);
    expect(lines(s)).toContain('810.8a Dario loses the game: their teammate Carla lost, and their team loses with them');
    expect(s.gameOver?.winners).toEqual(['A', 'B']);
  });

  it('CR 810.8b, 104.3a: a player who concedes takes the whole team out of the game, at any time', () => {
    const s = play(thg({ C: { battlefield: ['Forest'] }, D: { battlefield: ['Forest'] } }), { type: 'concede', player: 'D' });
    expect(s.players.map((p) => p.lost)).toEqual([false, false, true, true]);
    expect(s.battlefield).toEqual([]);
    expect(s.gameOver).toMatchObject({ winner: 'A', winners: ['A', 'B'], winningTeam: 'T1' });
    expect(teamsOf(s)[1]).toEqual({ id: 'T2', players: ['C', 'D'], life: 30, lost: true });
  });

  it('CR 104.4d, 704.5b: when both teams lose at once (Jace Beleren\'s +2 with Bruno and Carla out of cards), the game is a draw', () => {
    let s = thg({ A: { battlefield: [{ id: 'jace', card: 'Jace Beleren' }] }, B: { library: [] }, C: { library: [] } });
    s = play(s, { type: 'activate', player: 'A', source: 'jace', ability: 0 }, pass('A'), pass('C'));
    expect(s.players.map((p) => p.lost)).toEqual([true, true, true, true]);
    expect(s.gameOver).toMatchObject({ winner: null, winners: [] });
    expect(lines(s)).toContain('104.4d The game is a draw');
  });
});

describe('CR 805.3, 810.4: a new two-headed giant game', () => {
  it('CR 805.3a, 103.5c: the starting team\'s players decide on mulligans first, each team starts at 30, and the first mulligan is free', () => {
    const deck = Array.from({ length: 20 }, () => 'Forest');
    let s = newGame({
      seed: 3, mulligans: true, firstPlayer: 'D', multiplayer: { variant: 'two-headed-giant', teams: [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['D', 'C'] }] },
      players: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id, deck })),
    });
    expect(life(s)).toEqual({ A: 30, B: 30, C: 30, D: 30 });
    const asked: string[] = [];
    for (let i = 0; i < 4; i++) {
      const p = s.pendingChoice;
      if (p?.type !== 'mulligan') break;
      asked.push(p.player);
      s = play(s, { type: 'mulligan', player: p.player, keep: true });
    }
    expect(asked).toEqual(['D', 'C', 'A', 'B']);
    expect(s.turn.activePlayer).toBe('D');
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'D', team: 'T2' });
  });
});

describe('CR 810.1, 805.1: two-headed giant files', () => {
  const base = { format: 'tabletop-scenario/1', title: 't', variant: 'two-headed-giant', turn: { number: 2, activePlayer: 'A', step: 'main1' } };
  const players = [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }];
  const issues = (json: unknown) => {
    const r = parseScenario(json);
    return r.ok ? [] : r.issues.map((i) => `${i.path}: ${i.message}`);
  };

  it('a valid file is accepted: four players, two teams of two seated together', () => {
    expect(issues({ ...base, players, teams: TEAMS })).toEqual([]);
    expect(issues({ ...base, players, teams: [{ id: 'T1', players: ['D', 'A'] }, { id: 'T2', players: ['B', 'C'] }] })).toEqual([]);
  });

  it('teams are required, must be two teams of two holding every player once, seated together', () => {
    expect(issues({ ...base, players })).toEqual(['teams: a two-headed giant game needs "teams": two teams of two players (CR 810.1)']);
    expect(issues({ ...base, players, teams: [{ id: 'T1', players: ['A', 'B', 'C'] }, { id: 'T2', players: ['D'] }] })).toEqual([
      'teams[0].players: "teams" must be two teams of two players that together hold every player once (CR 810.1): team "T1" has 3 players',
      'teams[1].players: "teams" must be two teams of two players that together hold every player once (CR 810.1): team "T2" has 1 players',
    ]);
    expect(issues({ ...base, players, teams: [{ id: 'T1', players: ['A', 'X'] }, { id: 'T2', players: ['C', 'D'] }] })).toContain('teams[0].players[1]: unknown player "X"');
    expect(issues({ ...base, players, teams: [{ id: 'T1', players: ['A', 'C'] }, { id: 'T2', players: ['B', 'D'] }] })).toEqual([
      'teams[0].players: the players of team "T1" must sit next to each other in "players" (CR 805.1, 810.3)',
      'teams[1].players: the players of team "T2" must sit next to each other in "players" (CR 805.1, 810.3)',
    ]);
  });

  it('CR 810.9a: a player has no life of their own in two-headed giant; a team\'s life is its own', () => {
    expect(issues({ ...base, players: [{ id: 'A', life: 20 }, { id: 'B' }, { id: 'C' }, { id: 'D' }], teams: TEAMS })).toEqual([
      'players[0].life: in a two-headed giant game a player has no life total of their own: the team\'s shared life is its "life" in "teams" (CR 810.9a)',
    ]);
  });

  it('a two-headed giant game has exactly 4 players', () => {
    expect(issues({ ...base, players: players.slice(0, 3), teams: TEAMS })[0]).toBe('players: a two-headed-giant game has exactly 4 players, not 3');
  });
});
