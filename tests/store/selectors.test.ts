import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type GameState } from '../../src/engine';
import { describeAction } from '../../src/store/describe';
import { selectActionOptions, selectPassAction, selectPlayers, selectPrompt, selectStack } from '../../src/store/selectors';
import { fixture, startGame } from '../support/scenarios';

const shock = fixture('shock-then-titanic-growth');

function play(game: GameState, ...actions: Action[]): GameState {
  return actions.reduce((state, action) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.error.message}`);
    return result.state;
  }, game);
}

describe('selectors', () => {
  it('players: life, zones, mana pool and permanents with their current characteristics', () => {
    const [ana, bruno] = selectPlayers(startGame(shock));
    expect(ana).toMatchObject({ id: 'A', name: 'Ana', life: 20, isActive: true, libraryCount: 0, manaPool: '' });
    expect(ana?.hand).toEqual([{ id: 'tg', name: 'Titanic Growth' }]);
    expect(ana?.battlefield.map((p) => [p.id, p.isLand])).toEqual([['construct', false], ['af1', true], ['af2', true]]);
    expect(ana?.battlefield[0]).toMatchObject({ name: 'Eager Construct', power: 2, toughness: 2, tapped: false, damage: 0, attacking: null, blocking: [] });
    expect(bruno).toMatchObject({ id: 'B', isActive: false });
  });

  it('the same game gives the same view object (memoised per state)', () => {
    const game = startGame(shock);
    expect(selectPlayers(game)).toBe(selectPlayers(game));
  });

  it('prompt: who must act, and on what', () => {
    const game = startGame(shock);
    expect(selectPrompt(game)).toMatchObject({ pending: 'priority', player: 'A' });
    expect(selectPrompt(game).text).toContain('Ana');
  });

  it('action options name the cards: "Cast Shock → Eager Construct"', () => {
    const game = play(startGame(shock), { type: 'pass', player: 'A' });
    expect(selectPassAction(game)).toEqual({ type: 'pass', player: 'B' });
    const labels = selectActionOptions(game).map((o) => o.label);
    expect(labels).toContain('Cast Shock → Eager Construct');
    expect(labels).not.toContain('Pass');
  });

  it('the stack is listed top first', () => {
    const game = play(
      startGame(shock),
      { type: 'pass', player: 'A' },
      { type: 'cast', player: 'B', card: 'shock', targets: ['construct'] },
      { type: 'pass', player: 'B' },
      { type: 'cast', player: 'A', card: 'tg', targets: ['construct'] },
    );
    const stack = selectStack(game);
    expect(stack.map((item) => item.id)).toEqual(['tg', 'shock']);
    expect(stack[1]?.targets).toEqual([{ id: 'construct', name: 'Eager Construct' }]);
  });

  it('describeAction covers combat declarations', () => {
    const game = startGame(shock);
    expect(describeAction(game, { type: 'declareAttackers', player: 'A', attackers: [] })).toBe('Attack with nothing');
    expect(describeAction(game, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'construct', defender: 'B' }] })).toBe(
      'Attack: Eager Construct → Bruno',
    );
    expect(describeAction(game, { type: 'declareBlockers', player: 'B', blocks: [] })).toBe('Block with nothing');
  });
});
