// multiplayerLanes.test.ts: in a multiplayer game a defending player's creatures block only the
// creatures attacking that player, their planeswalkers or the battles they protect (CR 802.4a), and in
// two-headed giant those attacking either player of their team (805.10d). The table shows a player a
// blockers' lane only for those attackers: an attacker of another player leaves an empty space in the
// row (so the lanes still line up across the table), and a player nobody attacks has no lanes at all.
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type GameState } from '../../src/engine';
import { selectCombatLanes } from '../../src/store/selectors';
import { selectRowLayout, selectSidesBeside } from '../../src/ui/battlefield/lanes';
import { startGame, type ScenarioJson } from '../support/scenarios';

function play(game: GameState, ...actions: Action[]): GameState {
  return actions.reduce((state, action) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.message);
    return result.state;
  }, game);
}

const passes = (...players: string[]): Action[] => players.map((player) => ({ type: 'pass', player }));

/** Ana attacks Bruno with her Grizzly Bears and Carla's Jace Beleren with her Craw Wurm; Dario is not attacked. */
function attacked(extra: Partial<ScenarioJson>, seating: string, passing: string[]): GameState {
  const seats = {
    A: { id: 'A', name: 'Ana', battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'wurm', card: 'Craw Wurm' }] },
    B: { id: 'B', name: 'Bruno', battlefield: [{ id: 'wall', card: 'Wall of Wood' }] },
    C: { id: 'C', name: 'Carla', battlefield: [{ id: 'cadet', card: 'Eager Cadet' }, { id: 'jace', card: 'Jace Beleren' }] },
    D: { id: 'D', name: 'Dario', battlefield: [{ id: 'armodon', card: 'Trained Armodon' }] },
  };
  const game = startGame({
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [...seating].map((id) => seats[id as keyof typeof seats]),
    ...extra,
  });
  return play(
    game,
    { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bears', defender: 'B' }, { attacker: 'wurm', defender: 'jace' }] },
    ...passes(...passing),
  );
}

const sides = (game: GameState, player: string) => selectRowLayout(game, [], player).lanes.map((lane) => `${lane.attacker}:${lane.side}:${lane.ids.join(',')}`);

describe('CR 802.4a: a defending player blocks only the creatures attacking them', () => {
  const game = attacked({ variant: 'free-for-all' }, 'ABCD', ['A', 'B', 'C', 'D']);

  it('gives Bruno a blockers’ lane across from the Grizzly Bears attacking him, and an empty space across from the Craw Wurm attacking Carla’s Jace', () => {
    expect(game.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'B' });
    expect(sides(game, 'B')).toEqual(['bears:blockers:', 'wurm:elsewhere:']);
  });

  it('gives Carla a blockers’ lane across from the Craw Wurm attacking her planeswalker only', () => {
    expect(sides(game, 'C')).toEqual(['bears:elsewhere:', 'wurm:blockers:']);
    // Her creatures stay in her row, Jace among them: nothing of hers stands across from the Grizzly Bears.
    expect(selectRowLayout(game, [], 'C').rest).toEqual(['cadet']);
  });

  it('gives Dario, whom nobody attacks, no lanes: his creatures stand in his row as outside combat', () => {
    const dario = selectRowLayout(game, [], 'D');
    expect(dario.lanes).toEqual([]);
    expect(dario.rest).toEqual(['armodon']);
  });

  it('CR 800.4a: a defending player who has left the game keeps no lane: nobody stands across from the creature that attacked them', () => {
    const start = startGame({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', name: 'Ana', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
        { id: 'B', name: 'Bruno', life: 2, battlefield: [{ id: 'wall', card: 'Wall of Wood' }] },
        { id: 'C', name: 'Carla' },
      ],
    });
    const over = play(
      start,
      { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] },
      ...passes('A', 'B', 'C'),
      { type: 'declareBlockers', player: 'B', blocks: [] },
      ...passes('A', 'B', 'C'),
    );
    expect(over.players.find((p) => p.id === 'B')?.lost).toBe(true);
    expect(over.combat?.attackers.map((a) => a.id)).toEqual(['wurm']);
    expect(selectRowLayout(over, [], 'B').lanes).toEqual([]);
  });

  it('keeps Ana’s attackers each in its own lane', () => {
    expect(sides(game, 'A')).toEqual(['bears:attacker:bears', 'wurm:attacker:wurm']);
  });

  it('CR 802.4: once Bruno has declared his block, his Wall of Wood stands in the Grizzly Bears’ lane while Carla is still drafting hers', () => {
    const declared = play(game, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'bears' }] });
    expect(declared.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'C' });
    const draft = [{ blocker: 'cadet', attacker: 'wurm' }];
    expect(selectCombatLanes(declared, draft).map((lane) => [lane.attacker, lane.declared, lane.blocked, lane.blockers])).toEqual([
      ['bears', true, true, ['wall']],
      ['wurm', false, false, ['cadet']],
    ]);
    // Bruno's blocker is declared: no empty place left for it among his creatures.
    const bruno = selectRowLayout(declared, draft, 'B');
    expect(bruno.lanes[0]?.ids).toEqual(['wall']);
    expect([bruno.rest, bruno.gaps]).toEqual([[], []]);
    // Carla's is drafted: its place in her row stays, empty.
    const carla = selectRowLayout(declared, draft, 'C');
    expect(carla.lanes[1]?.ids).toEqual(['cadet']);
    expect([carla.rest, carla.gaps]).toEqual([['cadet'], ['cadet']]);
  });
});

describe('CR 805.10d: in two-headed giant the defending team blocks any creature attacking either of its players', () => {
  const teams = [
    { id: 'T1', players: ['A', 'D'] },
    { id: 'T2', players: ['B', 'C'] },
  ];
  // Teammates sit next to each other (the contract): Ana and Dario, then Bruno and Carla. One pass
  // passes for a team (805.5b).
  const game = attacked({ variant: 'two-headed-giant', teams }, 'ADBC', ['A', 'B']);

  it('gives both Bruno and Carla a blockers’ lane across from each attacker, and Ana’s teammate Dario none', () => {
    expect(sides(game, 'B')).toEqual(['bears:blockers:', 'wurm:blockers:']);
    expect(sides(game, 'C')).toEqual(['bears:blockers:', 'wurm:blockers:']);
    expect(selectRowLayout(game, [], 'D').lanes).toEqual([]);
  });
});

describe('CR 802.4a: the sides across the table drawn beside each other are those with no lanes', () => {
  const game = attacked({ variant: 'free-for-all' }, 'ABCD', ['A', 'B', 'C', 'D']);

  it('draws Dario, whom nobody attacks, beside; Ana, Bruno and Carla, in the combat, at the lanes’ width', () => {
    expect(selectSidesBeside(game, [], ['A', 'C', 'D'])).toEqual(['D']);
    expect(selectSidesBeside(game, [], ['A', 'B', 'D'])).toEqual(['D']);
  });

  it('draws every side beside the others before the attack, and none at a table of two', () => {
    const before = startGame({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: ['Ana', 'Bruno', 'Carla'].map((name) => ({ id: name[0] as string, name })),
    });
    expect(selectSidesBeside(before, [], ['B', 'C'])).toEqual(['B', 'C']);
    const two = startGame({ turn: { number: 3, activePlayer: 'A', step: 'main1' }, players: [{ id: 'A', name: 'Ana' }, { id: 'B', name: 'Bruno' }] });
    expect(selectSidesBeside(two, [], ['B'])).toEqual([]);
  });

  it('CR 800.4a: keeps a player who has left the game out of the line: their side is one line of its own', () => {
    const start = startGame({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [{ id: 'A', name: 'Ana' }, { id: 'B', name: 'Bruno' }, { id: 'C', name: 'Carla' }, { id: 'D', name: 'Dario' }],
    });
    const conceded = play(start, { type: 'concede', player: 'C' });
    expect(conceded.players.find((p) => p.id === 'C')?.lost).toBe(true);
    expect(selectSidesBeside(conceded, [], ['B', 'C', 'D'])).toEqual(['B', 'D']);
  });
});
