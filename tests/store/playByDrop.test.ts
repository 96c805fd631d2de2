// playByDrop.test.ts: a card dragged from hand (or a permanent dragged to activate it) and dropped:
// on a target, on its player's side, or where it cannot go. What each drop means comes from the
// engine's options; a drop on a target the card cannot choose is the engine's refusal, with its rule.
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { applyIntent, type IntentResult } from '../../src/store/intents';
import { selectPlayTargets } from '../../src/store/selectors';
import { initialUi } from '../../src/store/uiState';
import { dropToAction } from '../../src/ui/dnd/dropToAction';
import { fixture, startGame } from '../support/scenarios';

const scenario = fixture('cast-by-drop');

/** The intent of dragging `source` and dropping it on a target, or on its player's side (no target). */
function drop(source: string, target?: string): IntentResult {
  const game = startGame(scenario);
  const intent = dropToAction({ kind: 'play', id: source }, target === undefined ? { kind: 'home', player: 'A' } : { kind: 'target', id: target });
  if (!intent) throw new Error('the drop meant nothing');
  return applyIntent(game, initialUi(game), intent);
}

describe('playing by dragging a card and dropping it', () => {
  it('CR 601.2c: Shock dropped on Silverback Ape is cast targeting it; on Bruno, targeting Bruno', () => {
    expect(drop('shock', 'ape')).toEqual({ action: { type: 'cast', player: 'A', card: 'shock', targets: ['ape'] } });
    expect(drop('shock', 'B')).toEqual({ action: { type: 'cast', player: 'A', card: 'shock', targets: ['B'] } });
  });

  it('CR 602.2b: Mogg Fanatic dragged onto Silverback Ape activates its ability targeting the Ape', () => {
    expect(drop('fanatic', 'ape')).toEqual({ action: { type: 'activate', player: 'A', source: 'fanatic', ability: 0, targets: ['ape'] } });
  });

  it('CR 115.2: Murder dropped on Bruno is refused by the engine, naming the card and what it needs; nothing changes', () => {
    const store = createTableStore({ game: startGame(scenario) });
    const before = store.getState().game;
    store.getState().intend({ type: 'endDrag', drop: { type: 'play', source: 'murder', target: 'B' } });
    const { game, lastError } = store.getState();
    expect(game).toBe(before);
    expect(lastError?.rule).toBe('115.2');
    expect(lastError?.message).toMatch(/Bruno is not a legal choice for Murder: it needs .*creature/);
  });

  it('CR 601.2a, 305.1: a creature spell or a land dropped on its player’s side is cast or played', () => {
    expect(drop('bears')).toEqual({ action: { type: 'cast', player: 'A', card: 'bears' } });
    expect(drop('forest')).toEqual({ action: { type: 'playLand', player: 'A', card: 'forest' } });
  });

  it('CR 702.29a: Reconnaissance Mission dropped on the table is cast, not cycled (cycling stays a button of its panel)', () => {
    expect(drop('mission')).toEqual({ action: { type: 'cast', player: 'A', card: 'mission' } });
  });

  it('CR 601.2c: a spell that needs a target dropped on its side is picked, so its targets light up; so is an ability', () => {
    for (const source of ['shock', 'fanatic']) {
      const result = drop(source);
      expect(result && 'ui' in result ? result.ui.selected : result).toBe(source);
    }
  });

  it('dropped on nothing, a card stays in hand and nothing is picked', () => {
    expect(dropToAction({ kind: 'play', id: 'shock' }, null)).toBeNull();
    expect(dropToAction({ kind: 'play', id: 'shock' }, { kind: 'attacker', id: 'ape' })).toBeNull();
  });

  it('the drop places for a card to play are everything something playable may target: creatures and players', () => {
    expect([...selectPlayTargets(startGame(scenario))].sort()).toEqual(['A', 'B', 'ape', 'fanatic']);
  });
});
