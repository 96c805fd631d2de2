// rowsAcrossPasses.test.ts: a pass of priority changes no creature and no hand, so the creature row's
// layout and the hand row's view keep their identity (the memoised rows are then not rendered again);
// a move that does change them gives new ones.
import { describe, expect, it } from 'vitest';
import { shallow } from 'zustand/shallow';
import { findObject, applyAction, type Action, type GameState } from '../../src/engine';
import { selectPassAction } from '../../src/store/selectors';
import { selectRowLayout } from '../../src/ui/battlefield/lanes';
import { selectHandRow } from '../../src/ui/battlefield/HandRow';
import { hundredPermanentMainPhase } from '../../scripts/bench/uiScenario';
import { startGame } from '../support/scenarios';

function withHands(): GameState {
  const scenario = hundredPermanentMainPhase() as { players: Record<string, unknown>[] };
  scenario.players = scenario.players.map((p) => ({ ...p, hand: ['Forest', 'Grizzly Bears'], library: ['Forest', 'Forest'] }));
  return startGame(scenario);
}

function apply(game: GameState, action: Action): GameState {
  const result = applyAction(game, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const pass = (game: GameState) => apply(game, selectPassAction(game) ?? (() => { throw new Error('no pass'); })());

describe('the battlefield rows across a pass of priority', () => {
  it('keep the creature row layout and the hand row view when a pass changes neither', () => {
    const before = withHands();
    const afterOne = pass(before);
    const afterBoth = pass(afterOne);
    expect(afterBoth.turn.step).toBe('beginCombat');
    for (const player of ['A', 'B']) {
      const layout = selectRowLayout(before, [], player);
      expect(layout.rest.length).toBe(30);
      expect(selectRowLayout(afterOne, [], player)).toBe(layout);
      expect(selectRowLayout(afterBoth, [], player)).toBe(layout);
      const hand = selectHandRow(before, 'all', player);
      expect(hand.ids).toHaveLength(2);
      expect(shallow(selectHandRow(afterBoth, 'all', player), hand)).toBe(true);
    }
  });

  it('give a new hand row view when a land is played from the hand', () => {
    const before = withHands();
    const land = before.players[0]?.hand.find((id) => findObject(before, id)?.card === 'Forest') as string;
    const after = apply(before, { type: 'playLand', player: 'A', card: land });
    const hand = selectHandRow(after, 'all', 'A');
    expect(hand.ids).toHaveLength(1);
    expect(shallow(hand, selectHandRow(before, 'all', 'A'))).toBe(false);
  });
});
