// playByClick.test.ts (issue 21, "a turn takes a few clicks"): a click on a card in hand that has one
// way to be played now plays it at once, as its one menu option would; a spell that chooses targets is
// picked, its targets lit, and a click on one casts it; a card with several options opens its menu.
// Each play is one step of undo, and the log says what happened with its rule.
import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/engine';
import { DEFAULT_AUTOPASS } from '../../src/store/autopass';
import { playAtOnce } from '../../src/store/clickToIntent';
import { createTableStore } from '../../src/store/createTableStore';
import { selectLitTargets, selectPickOptions, selectPlayOptions } from '../../src/store/selectors';
import { fixture, startGame } from '../support/scenarios';

// Ana in her precombat main phase with Shock, Murder, Grizzly Bears, a Forest and Reconnaissance
// Mission in hand, and mana for any of them.
const scenario = fixture('cast-by-drop');

function freshStore() {
  return createTableStore({ game: startGame(scenario) });
}

const inHand = (store: ReturnType<typeof freshStore>, id: string) => store.getState().game.players.find((p) => p.id === 'A')?.hand.includes(id);
const lastLine = (store: ReturnType<typeof freshStore>) => logEntries(store.getState().game).at(-1);

describe('playing a card from hand by one click', () => {
  it('CR 305.1: a click on a Forest in hand plays it at once; one undo puts it back in hand', () => {
    const store = freshStore();
    const before = store.getState().game;
    store.getState().click('forest');
    const { game, ui, performed } = store.getState();
    expect(performed).toEqual([{ type: 'playLand', player: 'A', card: 'forest' }]);
    expect(game.battlefield).toContain('forest');
    expect(ui.selected).toBeNull();
    expect(logEntries(store.getState().game).some((e) => e.rule === '305.1' && e.event?.kind === 'landPlayed')).toBe(true);
    store.getState().undo();
    expect(store.getState().game).toBe(before);
    expect(inHand(store, 'forest')).toBe(true);
  });

  it('CR 601.2a: a click on Grizzly Bears, whose one option casts it, puts it on the stack at once; the log says so with its rule', () => {
    const store = freshStore();
    store.getState().click('bears');
    const { game, ui, past } = store.getState();
    expect(game.stack.map((item) => item.source)).toEqual(['bears']);
    expect(ui.selected).toBeNull();
    expect(past).toHaveLength(1);
    expect(lastLine(store)?.text).toContain('Grizzly Bears');
    expect(lastLine(store)?.rule).toMatch(/^601\./);
    store.getState().undo();
    expect(inHand(store, 'bears')).toBe(true);
    expect(store.getState().game.stack).toEqual([]);
  });

  it('CR 601.2a, 608.3: at a hot-seat table the click casts Grizzly Bears and the automatic passes resolve it; one undo takes back the cast and the passes', () => {
    const game = startGame(scenario);
    const store = createTableStore({ game, hotseat: { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: true } });
    store.getState().click('bears');
    const { game: after, notes } = store.getState();
    expect(after.battlefield).toContain('bears');
    expect(after.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(notes.filter(Boolean).length).toBeGreaterThan(0);
    store.getState().undo();
    expect(store.getState().game).toBe(game);
  });

  it('CR 601.2c: a click on Shock picks it and lights its legal targets; a click on Silverback Ape then casts it at the Ape, one step of undo', () => {
    const store = freshStore();
    store.getState().click('shock');
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().ui.selected).toBe('shock');
    expect([...selectLitTargets(store.getState().game, store.getState().ui)].sort()).toEqual(['A', 'B', 'ape', 'fanatic']);
    store.getState().click('ape');
    const { game, performed } = store.getState();
    expect(performed).toEqual([{ type: 'cast', player: 'A', card: 'shock', targets: ['ape'] }]);
    expect(game.stack.map((item) => item.targets.map((t) => t.id))).toEqual([['ape']]);
    store.getState().undo();
    expect(inHand(store, 'shock')).toBe(true);
    expect(store.getState().past).toHaveLength(0);
  });

  it('CR 702.29a: a click on Reconnaissance Mission, which may be cast or cycled, opens its menu with both and plays nothing', () => {
    const store = freshStore();
    const before = store.getState().game;
    store.getState().click('mission');
    const { game, ui } = store.getState();
    expect(game).toBe(before);
    expect(ui.selected).toBe('mission');
    expect(selectPickOptions(game, 'mission')?.map((o) => o.action.type).sort()).toEqual(['activate', 'cast']);
  });

  it('CR 602.2b: a click on a permanent with an activated ability (Mogg Fanatic) picks it, never activates it at once', () => {
    const store = freshStore();
    store.getState().click('fanatic');
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().ui.selected).toBe('fanatic');
  });

  it('playAtOnce: only a lone option that plays a land or casts without a target', () => {
    const options = selectPlayOptions(startGame(scenario));
    const once = (id: string) => playAtOnce(options.get(id) ?? []);
    expect(once('forest')).toEqual({ type: 'playLand', player: 'A', card: 'forest' });
    expect(once('bears')).toEqual({ type: 'cast', player: 'A', card: 'bears' });
    for (const id of ['shock', 'murder', 'mission', 'fanatic']) expect(once(id)).toBeNull();
  });
});
