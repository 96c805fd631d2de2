import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTOPASS, passUntilEndOfTurn, setFullControl } from '../../src/store/autopass';
import { createTableStore } from '../../src/store/createTableStore';
import { peekDraftProblem } from '../../src/store/selectCombat';
import { draftAction } from '../../src/store/uiState';
import { startHotSeatGame } from '../../src/store/gameSetup';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const shock = fixture('shock-then-titanic-growth');
const options = fixture('combat-options');

function freshStore() {
  return createTableStore({ game: startGame(shock) });
}

describe('createTableStore', () => {
  it('dispatch: a legal action moves the game on and records the old state for undo', () => {
    const store = freshStore();
    const before = store.getState().game;
    expect(store.getState().dispatch({ type: 'pass', player: 'A' })).toBe(true);
    const { game, past, future, lastError } = store.getState();
    expect(game).not.toBe(before);
    expect(game.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    expect(past).toEqual([before]);
    expect(past[0]).toBe(before);
    expect(future).toEqual([]);
    expect(lastError).toBeNull();
  });

  it('CR 733: an illegal action leaves the game untouched and says why', () => {
    const store = freshStore();
    const before = store.getState().game;
    expect(store.getState().dispatch({ type: 'pass', player: 'B' })).toBe(false);
    const { game, past, lastError } = store.getState();
    expect(game).toBe(before);
    expect(past).toEqual([]);
    expect(lastError).not.toBeNull();
    expect(lastError?.rule).toMatch(/^\d{3}/);
    expect(lastError?.message.length).toBeGreaterThan(0);
  });

  it('undo and redo walk the history by identity; a new action clears the redo list', () => {
    const store = freshStore();
    const s0 = store.getState().game;
    store.getState().dispatch({ type: 'pass', player: 'A' });
    const s1 = store.getState().game;
    store.getState().dispatch({ type: 'cast', player: 'B', card: 'shock', targets: ['construct'] });
    const s2 = store.getState().game;
    expect(s2.stack.map((item) => item.id)).toEqual(['shock']);

    store.getState().undo();
    expect(store.getState().game).toBe(s1);
    store.getState().undo();
    expect(store.getState().game).toBe(s0);
    store.getState().undo();
    expect(store.getState().game).toBe(s0);
    store.getState().redo();
    expect(store.getState().game).toBe(s1);
    expect(store.getState().future).toEqual([s2]);

    store.getState().dispatch({ type: 'pass', player: 'B' });
    expect(store.getState().future).toEqual([]);
    store.getState().redo();
    expect(store.getState().past).toEqual([s0, s1]);
  });

  it('an error is cleared by the next successful change', () => {
    const store = freshStore();
    store.getState().dispatch({ type: 'pass', player: 'B' });
    expect(store.getState().lastError).not.toBeNull();
    store.getState().dispatch({ type: 'pass', player: 'A' });
    expect(store.getState().lastError).toBeNull();
  });

  it('CR 702.111b: a refusal is cleared once the draft it refused changes; the game is untouched', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    const before = store.getState().game;
    store.getState().intend({ type: 'block', blocker: 'wall', attacker: 'brute' });
    expect(store.getState().confirm()).toBe(false);
    expect(store.getState().lastError?.rule).toBe('702.111b');
    store.getState().intend({ type: 'unblock', blocker: 'wall', attacker: 'brute' });
    expect(store.getState().lastError).toBeNull();
    expect(store.getState().game).toBe(before);
    expect(store.getState().ui.blockDraft).toEqual([]);
  });

  it('CR 702.111b: judgeAhead has the engine judge the draft a drop would make, and changes nothing', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    const before = store.getState();
    let notified = 0;
    store.subscribe(() => notified++);
    const drop = { type: 'endDrag', drop: { type: 'block', blocker: 'wall', attacker: 'brute' } } as const;
    const wouldBe = draftAction(before.game, { ...before.ui, blockDraft: [{ blocker: 'wall', attacker: 'brute' }] });
    expect(peekDraftProblem(before.game, wouldBe)).toBeUndefined();
    store.getState().judgeAhead(drop);
    // The verdict is known before the drop (menace: one blocker is not enough), and nothing changed.
    expect(peekDraftProblem(before.game, wouldBe)?.rule).toBe('702.111b');
    expect(notified).toBe(0);
    expect(store.getState()).toBe(before);
    // The drop itself then shows the verdict it found made.
    store.getState().intend(drop);
    expect(draftAction(store.getState().game, store.getState().ui)).toEqual(wouldBe);
  });

  it('load replaces the game and its history', () => {
    const store = freshStore();
    const start = store.getState().game;
    store.getState().dispatch({ type: 'pass', player: 'A' });
    store.getState().undo();
    store.getState().load(start, []);
    expect(store.getState()).toMatchObject({ game: start, past: [], future: [], lastError: null });
  });

  it('two stores never share state', () => {
    const a = freshStore();
    const b = freshStore();
    a.getState().dispatch({ type: 'pass', player: 'A' });
    expect(b.getState().past).toEqual([]);
  });

  it('UI state stays out of the history: drafts change nothing in game, past or future', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    const { game, past } = store.getState();
    store.getState().intend({ type: 'block', blocker: 'wall', attacker: 'brute' });
    store.getState().click('spider');
    store.getState().highlight(['brute']);
    expect(store.getState().game).toBe(game);
    expect(store.getState().past).toBe(past);
    expect(store.getState().ui).toMatchObject({ blockDraft: [{ blocker: 'wall', attacker: 'brute' }], selected: 'spider', highlighted: ['brute'] });
  });

  it('CR 702.111b: confirming an illegal draft sets lastError and keeps the draft; a legal one moves on and starts afresh', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    const before = store.getState().game;
    store.getState().intend({ type: 'block', blocker: 'wall', attacker: 'brute' });
    expect(store.getState().confirm()).toBe(false);
    expect(store.getState().lastError?.rule).toBe('702.111b');
    expect(store.getState().game).toBe(before);
    expect(store.getState().ui.blockDraft).toHaveLength(1);
    store.getState().intend({ type: 'block', blocker: 'warden', attacker: 'brute' });
    expect(store.getState().confirm()).toBe(true);
    expect(store.getState().game.combat?.attackers.find((a) => a.id === 'brute')?.blockedBy).toEqual(['wall', 'warden']);
    expect(store.getState().ui.blockDraft).toEqual([]);
    expect(store.getState().lastError).toBeNull();
  });

  it('performed actions follow undo and redo, for share links', () => {
    const store = freshStore();
    store.getState().dispatch({ type: 'pass', player: 'A' });
    store.getState().dispatch({ type: 'cast', player: 'B', card: 'shock', targets: ['construct'] });
    expect(store.getState().performed.map((a) => a.type)).toEqual(['pass', 'cast']);
    store.getState().undo();
    expect(store.getState().performed.map((a) => a.type)).toEqual(['pass']);
    store.getState().redo();
    expect(store.getState().performed.map((a) => a.type)).toEqual(['pass', 'cast']);
  });

  it('the view side survives a move; a move clears the selection', () => {
    const store = freshStore();
    store.getState().setViewFrom('B');
    store.getState().select('construct');
    store.getState().dispatch({ type: 'pass', player: 'A' });
    expect(store.getState().ui).toMatchObject({ viewFrom: 'B', selected: null });
  });
});

describe('createTableStore: a hot-seat table', () => {
  const policy = { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: false };

  /** Ana (A) plays first; both keep their seven. */
  function keptStore() {
    const started = startHotSeatGame({ players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'red-goblins' }], seed: 5, firstPlayer: 'A', rules: 'current' });
    if (!started.ok) throw new Error('setup');
    const store = createTableStore({ game: started.game, hotseat: policy });
    store.getState().dispatch({ type: 'mulligan', player: 'A', keep: true });
    store.getState().dispatch({ type: 'mulligan', player: 'B', keep: true });
    return store;
  }

  it('after each action the store passes for the players per their stops, each pass noted with why', () => {
    const store = keptStore();
    const { game, performed, notes } = store.getState();
    expect(game.turn).toMatchObject({ number: 1, activePlayer: 'A', step: 'main1' });
    expect(game.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    // The two keeps, then the upkeep passed by both players; Ana's first turn has no draw step (CR 103.8a).
    expect(performed.map((a) => a.type)).toEqual(['mulligan', 'mulligan', 'pass', 'pass']);
    expect(notes.map((n) => n?.reason ?? null)).toEqual([null, null, 'no stop in upkeep', "no stop in Ana's upkeep"]);
    expect(notes[2]?.message).toEqual({ key: 'hotseat:autopass.line.pass', params: { player: 'Ana', reason: { key: 'hotseat:autopass.reason.noStop', params: { step: { key: 'common:stepThe.upkeep' } } } } });
  });

  it('a scenario table (no hot-seat policy) never passes by itself', () => {
    const store = freshStore();
    store.getState().dispatch({ type: 'pass', player: 'A' });
    expect(store.getState().performed).toHaveLength(1);
    expect(store.getState().notes).toEqual([null]);
  });

  it('undo takes back a player\'s action with the automatic passes that followed it; redo brings them all back', () => {
    const store = keptStore();
    const main = store.getState().game;
    store.getState().dispatch({ type: 'pass', player: 'A' });
    const after = store.getState();
    // No creature: combat goes by, Ana stops in her postcombat main phase.
    expect(after.game.turn.step).toBe('main2');
    expect(after.past.length).toBeGreaterThan(7);
    store.getState().undo();
    expect(store.getState().game).toBe(main);
    store.getState().undo();
    // Bruno's keep and the passes after it are one step: Ana undoing it needs Bruno's consent (consent.ts).
    expect(store.getState().consent?.waiting.map((q) => q.player)).toEqual(['B']);
    store.getState().answerConsent(true);
    expect(store.getState().game.pendingChoice).toMatchObject({ type: 'mulligan', player: 'B' });
    store.getState().redo();
    expect(store.getState().game).toBe(main);
    store.getState().redo();
    expect(store.getState().game).toBe(after.game);
    expect(store.getState().notes).toEqual(after.notes);
  });

  it('time travel: jumping to a position keeps the rest for redo, and a new action drops it', () => {
    const store = keptStore();
    const end = store.getState().game;
    store.getState().jumpTo(1);
    // Going back over Bruno's keep waits for his consent.
    store.getState().answerConsent(true);
    expect(store.getState().game.pendingChoice).toMatchObject({ type: 'mulligan', player: 'B' });
    expect(store.getState().performed).toHaveLength(1);
    expect(store.getState().future).toHaveLength(3);
    store.getState().jumpTo(99);
    expect(store.getState().game).toBe(end);
    store.getState().jumpTo(1);
    store.getState().answerConsent(true);
    store.getState().dispatch({ type: 'mulligan', player: 'B', keep: false });
    expect(store.getState().future).toEqual([]);
    expect(store.getState().notes).toEqual([null, null]);
  });

  it('"pass until end of turn" passes at once, its first pass a step of its own', () => {
    const store = keptStore();
    const main = store.getState().game;
    const { hotseat, setHotseat } = store.getState();
    setHotseat({ autopass: passUntilEndOfTurn(hotseat!.autopass, main, 'A') });
    const { game, notes, hotseat: after } = store.getState();
    expect(game.turn).toMatchObject({ number: 2, activePlayer: 'B', step: 'main1' });
    expect(notes[4]).toMatchObject({ reason: 'passing until end of turn', head: true });
    // The mode ended with the turn.
    expect(after?.autopass.players.A?.passUntil).toBeNull();
    // Bruno decides now: undoing Ana's "pass until" asks her.
    store.getState().undo();
    expect(store.getState().consent).toMatchObject({ asker: 'B', waiting: [{ player: 'A' }] });
    store.getState().answerConsent(true);
    expect(store.getState().game).toBe(main);
  });

  it('full control stops everywhere: nothing is passed after an action', () => {
    const store = keptStore();
    store.getState().setHotseat({ autopass: setFullControl(store.getState().hotseat!.autopass, store.getState().game, true) });
    const before = store.getState().past.length;
    store.getState().dispatch({ type: 'pass', player: 'A' });
    expect(store.getState().past.length).toBe(before + 1);
  });

  it('restore refuses a history whose lists disagree, and changes nothing', () => {
    const store = keptStore();
    const { game, past, future, performed, undone, notes } = store.getState();
    expect(store.getState().restore({ game, past, future, performed: performed.slice(1), undone, notes })).toBe(false);
    expect(store.getState().performed).toBe(performed);
  });
});
