import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameState } from '../../src/engine';
import { DECKS, deckList } from '../../src/engine/cards/decks';
import { handOverTo, hiddenIds, tableView, viewerFor } from '../../src/store/hidden';
import { game, play } from '../engine/helpers';

/** Whether the id appears in the text as a whole id (`B:library:3` is not found inside `B:library:30`). */
const containsId = (text: string, id: string) => new RegExp(`(?<![\\w:.])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(text);

/** Ana sees her Giant Growth; Bruno's Serra Angel and both libraries (Llanowar Elves, Suntail Hawk) are hidden from her. */
function secrets(): GameState {
  return game({
    players: [
      { id: 'A', name: 'Ana', hand: [{ id: 'growth', card: 'Giant Growth' }], library: ['Llanowar Elves', 'Llanowar Elves'], battlefield: [{ id: 'f1', card: 'Forest' }] },
      { id: 'B', name: 'Bruno', hand: [{ id: 'angel', card: 'Serra Angel' }], library: ['Suntail Hawk', 'Suntail Hawk'], battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
    ],
  });
}

describe('tableView: hidden information in hot-seat', () => {
  it('CR 400.2: the other hand is a count only, libraries are counts, public zones are shown', () => {
    const view = tableView(secrets(), 'A');
    const [ana, bruno] = view.players;
    expect(ana?.hand).toMatchObject({ shown: true, cards: [{ id: 'growth', card: 'Giant Growth' }] });
    expect(bruno?.hand).toEqual({ shown: false, count: 1 });
    expect([ana?.libraryCount, bruno?.libraryCount]).toEqual([2, 2]);
    expect(view.battlefield.map((o) => o.card)).toEqual(['Forest', 'Grizzly Bears']);
  });

  it('a hidden card\'s name and id appear nowhere in the view', () => {
    const g = secrets();
    const text = JSON.stringify(tableView(g, 'A'));
    for (const word of ['angel', 'Serra Angel', 'Llanowar Elves', 'Suntail Hawk', ...g.players.flatMap((p) => p.library)]) {
      expect(text.includes(word), word).toBe(false);
    }
    expect(text).toContain('Giant Growth');
    const bruno = JSON.stringify(tableView(g, 'B'));
    expect(bruno).toContain('Serra Angel');
    expect(bruno.includes('Giant Growth') || bruno.includes('growth')).toBe(false);
  });

  it('the teaching view shows every hand, and still never a library', () => {
    const text = JSON.stringify(tableView(secrets(), 'all'));
    expect(text).toContain('Serra Angel');
    expect(text).toContain('Giant Growth');
    expect(text.includes('Llanowar Elves') || text.includes('Suntail Hawk')).toBe(false);
  });

  it('a spell cast from the hand is public on the stack', () => {
    const cast = play(secrets(), { type: 'cast', player: 'A', card: 'growth', targets: ['bear'] });
    const view = tableView(cast, 'B');
    expect(view.stack.map((s) => s.card)).toEqual(['Giant Growth']);
    expect(view.players[0]?.hand).toEqual({ shown: false, count: 0 });
  });

  it('another player\'s pending choice shows only who decides what (a scry names the top card)', () => {
    const g = secrets();
    expect(tableView(g, 'A').pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(tableView(g, 'B').pendingChoice).toEqual({ type: 'priority', player: 'A', concealed: true });
  });

  it('hiddenIds: libraries for everyone, the other hand too', () => {
    const g = secrets();
    expect([...hiddenIds(g, 'A')]).toEqual([...g.players[0]!.library, ...g.players[1]!.library, 'angel']);
    expect(hiddenIds(g, 'all').has('angel')).toBe(false);
  });
});

describe('tableView over a whole game: draws and mulligans leave no trace of hidden cards', () => {
  function playSome(seed: number, steps: number): GameState {
    let s = newGame({ seed, players: [{ id: 'A', name: 'Ana', deck: deckList(DECKS[0]!) }, { id: 'B', name: 'Bruno', deck: deckList(DECKS[4]!) }], mulligans: true });
    // Bruno takes a mulligan: his first seven go back into the library, where no one may follow them.
    s = play(s, { type: 'mulligan', player: s.turn.firstPlayer, keep: true });
    s = play(s, { type: 'mulligan', player: s.turn.firstPlayer === 'A' ? 'B' : 'A', keep: false });
    for (let i = 0; i < steps && !s.gameOver; i++) {
      const actions = legalActions(s).actions;
      const pick = actions.find((a) => a.type !== 'pass' && a.type !== 'declareBlockers') ?? actions[0];
      if (!pick) break;
      const r = applyAction(s, pick);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    return s;
  }

  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: no hidden id in either player's view`, () => {
      const s = playSome(seed, 250);
      for (const viewer of ['A', 'B'] as const) {
        const text = JSON.stringify(tableView(s, viewer));
        const leaked = [...hiddenIds(s, viewer)].filter((id) => containsId(text, id));
        expect(leaked, `${viewer} sees ${leaked.join(', ')}`).toEqual([]);
      }
      // Cards in sight keep their ids: the viewer's own hand.
      const mine = s.players[0]!.hand[0];
      if (mine) expect(JSON.stringify(tableView(s, 'A'))).toContain(`"${mine}"`);
    });
  }
});

describe('whose view', () => {
  it('the deciding player, the active player when no one decides, or everyone when teaching', () => {
    const g = secrets();
    expect(viewerFor(g, false)).toBe('A');
    expect(viewerFor(g, true)).toBe('all');
    const passed = play(g, { type: 'pass', player: 'A' });
    expect(viewerFor(passed, false)).toBe('B');
    expect(handOverTo(g, passed)).toBe('B');
    expect(handOverTo(passed, passed)).toBeNull();
  });
});

describe('CR 810.5: in two-headed giant teammates may review each other\'s hands', () => {
  const teams = [
    { id: 'T1', players: ['A', 'B'] },
    { id: 'T2', players: ['C', 'D'] },
  ];
  const giant = () =>
    newGame({
      seed: 7,
      multiplayer: { variant: 'two-headed-giant', teams },
      players: ['A', 'B', 'C', 'D'].map((id, i) => ({ id, name: ['Ana', 'Bruno', 'Carla', 'Dario'][i] as string, deck: deckList(DECKS[i] as (typeof DECKS)[number]) })),
    });

  it('Ana sees her own and Bruno\'s hands, and only counts of Carla\'s and Dario\'s', () => {
    const g = giant();
    const view = tableView(g, 'A');
    expect(view.players.map((p) => p.hand.shown)).toEqual([true, true, false, false]);
    const hidden = hiddenIds(g, 'A');
    expect(g.players[1]?.hand.some((id) => hidden.has(id))).toBe(false);
    expect(g.players[2]?.hand.every((id) => hidden.has(id))).toBe(true);
  });

  it('the device is not handed over between teammates, only to the other team', () => {
    const g = giant();
    const teammate: GameState = { ...g, pendingChoice: { type: 'priority', player: 'B' } as GameState['pendingChoice'] };
    const opponent: GameState = { ...g, pendingChoice: { type: 'priority', player: 'C' } as GameState['pendingChoice'] };
    const ana: GameState = { ...g, pendingChoice: { type: 'priority', player: 'A' } as GameState['pendingChoice'] };
    expect(handOverTo(ana, teammate)).toBeNull();
    expect(handOverTo(ana, opponent)).toBe('C');
  });
});
