// draftGaps.test.ts: while blocks are drafted (CR 509.1a, the defending player choosing blockers), a
// blocker dropped on an attacker stands in that attacker's lane and its own place in the row stays,
// empty, so the creatures after it do not move; once blocks are declared the row closes up.
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type GameState } from '../../src/engine';
import { selectRowLayout } from '../../src/ui/battlefield/lanes';
import { hundredPermanentScenario } from '../../scripts/bench/uiScenario';
import { startGame } from '../support/scenarios';

const draft = [
  { blocker: 'b3', attacker: 'a0' },
  { blocker: 'b7', attacker: 'a5' },
];

function apply(game: GameState, action: Action): GameState {
  const result = applyAction(game, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** The bench's board at Bruno's declare blockers choice: thirty attackers, thirty possible blockers. */
function atDeclareBlockers(): GameState {
  const scenario = hundredPermanentScenario();
  return (scenario.actions as Action[]).reduce(apply, startGame({ ...scenario, actions: [] }));
}

describe('CR 509.1a: the defending player drafting blockers', () => {
  it('keeps a drafted blocker’s place in its row empty, so the creatures after it stay where they were', () => {
    const game = atDeclareBlockers();
    const undrafted = selectRowLayout(game, [], 'B');
    const drafted = selectRowLayout(game, draft, 'B');
    expect(undrafted.gaps).toEqual([]);
    expect(drafted.rest).toEqual(undrafted.rest);
    expect(drafted.gaps).toEqual(['b3', 'b7']);
    expect(drafted.lanes.find((lane) => lane.attacker === 'a0')?.ids).toEqual(['b3']);
    expect(drafted.lanes.find((lane) => lane.attacker === 'a5')?.ids).toEqual(['b7']);
    // Bruno's side of every lane is where blockers stand, drafted or not (a lane kept tall enough for them).
    expect(drafted.lanes.every((lane) => lane.side === 'blockers')).toBe(true);
  });

  it('leaves the attacking player’s row as it was: an attacker in its lane leaves no gap', () => {
    const game = atDeclareBlockers();
    const attacking = selectRowLayout(game, draft, 'A');
    expect(attacking.gaps).toEqual([]);
    expect(attacking.lanes.some((lane) => lane.side !== 'attacker')).toBe(false);
    expect(attacking.rest).toEqual([]);
    expect(attacking.lanes.map((lane) => lane.ids[0])).toEqual(Array.from({ length: 30 }, (_, i) => `a${i}`));
  });

  it('closes the row up once the blockers are declared (CR 509.1)', () => {
    const after = apply(atDeclareBlockers(), { type: 'declareBlockers', player: 'B', blocks: draft });
    expect(after.combat?.blockersDeclared).toBe(true);
    const layout = selectRowLayout(after, [], 'B');
    expect(layout.gaps).toEqual([]);
    expect(layout.rest).not.toContain('b3');
    expect(layout.rest).not.toContain('b7');
    expect(layout.rest).toHaveLength(28);
  });
});
