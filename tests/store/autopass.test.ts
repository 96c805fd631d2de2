import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type Action, type GameState, type Step } from '../../src/engine';
import { DECKS, deckList } from '../../src/engine/cards/decks';
import {
  DEFAULT_AUTOPASS, decideAutoPass, expirePassUntil, isPassingUntil, lastStopIndex, nextAutoPass, passUntilEndOfTurn,
  passUntilMyNextTurn, runAutoPasses, setFullControl, somethingToDo, STOP_EVERY_TIME, toggleStepStop, updateStops, type AutoPassSettings,
} from '../../src/store/autopass';
import { game, play } from '../engine/helpers';
import { createTableStore } from '../../src/store/createTableStore';

const islands = (n = 10) => Array.from({ length: n }, () => 'Island');
const pass = (player: string): Action => ({ type: 'pass', player });

/** Ana (A) active on turn 3 at `step`; neither player has anything to play unless given. */
function table(step: Step, a: object = {}, b: object = {}): GameState {
  return game({
    turn: { number: 3, activePlayer: 'A', step },
    players: [{ id: 'A', name: 'Ana', library: islands(), ...a }, { id: 'B', name: 'Bruno', library: islands(), ...b }],
  });
}

const run = (state: GameState, settings: AutoPassSettings = DEFAULT_AUTOPASS, limit?: number) => runAutoPasses(state, settings, applyAction, limit);

/** The stops as they were before issue 21, automatic passing off: every stop stops, whether or not
 *  the player could do anything there. The tests of the stops' mechanics use them. */
const EVERY: AutoPassSettings = { players: { A: STOP_EVERY_TIME, B: STOP_EVERY_TIME } };

describe('automatic passing off: every stop stops', () => {
  it('passes through the upkeep and draw step and stops in the active player\'s main phase, a reason per pass', () => {
    const r = run(table('upkeep'), EVERY);
    expect(r.passes.map((p) => p.line)).toEqual([
      'Ana passed (no stop in upkeep)',
      "Bruno passed (no stop in Ana's upkeep)",
      'Ana passed (no stop in draw step)',
      "Bruno passed (no stop in Ana's draw step)",
    ]);
    expect(r.state.turn.step).toBe('main1');
    expect(r.end).toEqual({ kind: 'stop', player: 'A', reason: 'stop in precombat main phase' });
  });

  it('the opponent passes in the active player\'s main phase; with no creatures, combat goes by to the postcombat main phase', () => {
    const afterMain = play(table('main1'), pass('A'));
    const r = run(afterMain, EVERY);
    expect(r.passes[0]?.line).toBe("Bruno passed (no stop in Ana's precombat main phase)");
    expect(r.state.turn.step).toBe('main2');
    expect(r.end).toMatchObject({ kind: 'stop', player: 'A' });
  });

  it('at the end of the turn it runs into the next player\'s main phase', () => {
    const r = run(play(table('main2'), pass('A')), EVERY);
    expect(r.state.turn).toMatchObject({ number: 4, activePlayer: 'B', step: 'main1' });
    expect(r.passes.some((p) => p.line === 'Ana passed (no stop in end step)')).toBe(true);
    expect(r.passes.some((p) => p.line === "Ana passed (no stop in Bruno's upkeep)")).toBe(true);
  });

  it('each pass carries its line as a message for the table\'s log, in the reader\'s language', () => {
    const r = run(table('upkeep'), EVERY);
    expect(r.passes[1]?.message).toEqual({
      key: 'hotseat:autopass.line.pass',
      params: { player: 'Bruno', reason: { key: 'hotseat:autopass.reason.noStopTheirs', params: { step: { key: 'common:stepThe.upkeep' }, player: 'Ana' } } },
    });
  });

  it('nextAutoPass gives the pass, or null at a stop', () => {
    expect(nextAutoPass(table('upkeep'), EVERY)).toEqual(pass('A'));
    expect(nextAutoPass(table('main1'), EVERY)).toBeNull();
  });
});

describe('automatic passing: the default stops (issue 21, as Arena does it)', () => {
  const shock = { battlefield: [{ id: 'mB', card: 'Mountain' }], hand: [{ id: 'shock', card: 'Shock' }] };
  const caster = { battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }], hand: [{ id: 'bear', card: 'Grizzly Bears' }] };

  it('CR 117.3a: Bruno is not stopped on Ana\'s spell when he has nothing castable, and Ana is not stopped on her own', () => {
    const cast = play(table('main1', caster), { type: 'cast', player: 'A', card: 'bear' });
    const r = run(cast);
    expect(r.passes.slice(0, 2).map((p) => p.line)).toEqual([
      'Ana passed (only their own Grizzly Bears on the stack)',
      'Bruno passed (nothing to respond to Grizzly Bears with)',
    ]);
    expect(r.passes[1]?.message).toEqual({
      key: 'hotseat:autopass.line.pass',
      params: { player: 'Bruno', reason: { key: 'hotseat:autopass.reason.nothingToRespond', params: { object: 'Grizzly Bears' } } },
    });
    // The Bears resolved, and nobody was asked anything on the way.
    expect(r.state.battlefield).toContain('bear');
  });

  it('CR 117.3a: Bruno is stopped on Ana\'s spell when he could cast an instant (Shock, a Mountain untapped)', () => {
    const cast = play(table('main1', caster, shock), { type: 'cast', player: 'A', card: 'bear' });
    expect(run(cast).end).toEqual({ kind: 'stop', player: 'B', reason: 'Grizzly Bears on the stack' });
  });

  it('a main phase is passed when the player has nothing to play, and stops when a land could be played', () => {
    const r = run(table('main1'));
    expect(r.passes[0]?.line).toBe('Ana passed (nothing to do in precombat main phase)');
    expect(r.passes[0]?.message).toEqual({ key: 'hotseat:autopass.line.pass', params: { player: 'Ana', reason: { key: 'hotseat:autopass.reason.nothingToDo', params: { step: { key: 'common:stepThe.main1' } } } } });
    expect(run(table('main1', { hand: [{ id: 'land', card: 'Forest' }] })).end).toEqual({ kind: 'stop', player: 'A', reason: 'stop in precombat main phase' });
  });

  it('a stop in each opponent\'s end step comes with any instant: Bruno stops there with Shock, and not without', () => {
    const withShock = run(table('end', {}, shock));
    expect(withShock.passes.map((p) => p.line)).toEqual(['Ana passed (no stop in end step)']);
    expect(withShock.end).toEqual({ kind: 'stop', player: 'B', reason: "stop in Ana's end step" });
    const without = run(table('end'));
    expect(without.passes[1]?.line).toBe("Bruno passed (nothing to do in Ana's end step)");
    expect(without.passes[1]?.message.params?.reason).toEqual({ key: 'hotseat:autopass.reason.nothingToDoTheirs', params: { step: { key: 'common:stepThe.end' }, player: 'Ana' } });
  });

  it('CR 605.3a: a mana ability alone is not something to do; a spell, a land and another ability are', () => {
    expect(somethingToDo(table('upkeep', { battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }] }))).toBeNull();
    expect(somethingToDo(table('upkeep', { battlefield: [{ id: 'mA', card: 'Mountain' }], hand: [{ id: 'shock', card: 'Shock' }] }))).toBe('cast Shock');
    expect(somethingToDo(table('main1', { hand: [{ id: 'land', card: 'Forest' }] }))).toBe('play Forest');
    expect(somethingToDo(table('upkeep', { battlefield: [{ id: 'fanatic', card: 'Mogg Fanatic' }] }))).toBe('activate Mogg Fanatic');
    // The Forests' mana abilities are legal, but listed apart: they are not something to do.
    const lands = table('upkeep', { battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }] });
    expect(legalActions(lands).manaAbilities).toHaveLength(2);
    expect(somethingToDo(lands)).toBeNull();
  });

  it('a turn with nothing to respond with hands the device over only for the blocks and back', () => {
    // Libraries of Craw Wurms: what they draw is nothing to play with no lands.
    const wurms = Array.from({ length: 10 }, () => 'Craw Wurm');
    const start = table('upkeep', { library: wurms, battlefield: [{ id: 'bearA', card: 'Grizzly Bears' }] }, { library: wurms, battlefield: [{ id: 'bearB', card: 'Grizzly Bears' }] });
    const toAttack = run(start);
    expect(toAttack.end).toEqual({ kind: 'stop', player: 'A', reason: 'attackers to declare' });
    const toBlock = run(play(toAttack.state, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bearA', defender: 'B' }] }));
    expect(toBlock.end).toEqual({ kind: 'stop', player: 'B', reason: 'blockers to declare' });
    const after = run(play(toBlock.state, { type: 'declareBlockers', player: 'B', blocks: [] }));
    // Ana's turn ends by itself; the next decision is Bruno's own attack, in his turn.
    expect(after.state.turn).toMatchObject({ number: 4, activePlayer: 'B' });
    expect(after.end).toEqual({ kind: 'stop', player: 'B', reason: 'attackers to declare' });
    expect(after.state.players.find((p) => p.id === 'B')?.life).toBe(18);
  });

  it('automatic passing off stops at every stop again, whatever the player could do', () => {
    const off = updateStops(DEFAULT_AUTOPASS, 'A', { onlyWhenAble: false });
    expect(run(table('main1'), off).end).toEqual({ kind: 'stop', player: 'A', reason: 'stop in precombat main phase' });
    const offB = updateStops(DEFAULT_AUTOPASS, 'B', { onlyWhenAble: false });
    expect(run(play(table('main1', caster), { type: 'cast', player: 'A', card: 'bear' }), offB).end).toEqual({ kind: 'stop', player: 'B', reason: 'Grizzly Bears on the stack' });
  });
});

describe('automatic passing: a stop per step', () => {
  const steps: Step[] = ['upkeep', 'draw', 'beginCombat', 'declareAttackers', 'endCombat', 'end'];
  for (const step of steps) {
    it(`a stop in your own ${step} stops there`, () => {
      const settings = toggleStepStop(EVERY, 'A', 'ownTurn', step);
      const r = run(table(step), settings);
      expect(r.passes).toEqual([]);
      expect(r.end).toMatchObject({ kind: 'stop', player: 'A' });
      expect((r.end as { reason: string }).reason).toMatch(/^stop in /);
    });

    it(`a stop in the opponent's ${step} stops the opponent there, not the active player`, () => {
      const settings = toggleStepStop(EVERY, 'B', 'opponentTurn', step);
      const r = run(table(step), settings);
      expect(r.passes.map((p) => p.player)).toEqual(['A']);
      expect(r.state.turn.step).toBe(step);
      expect(r.end).toMatchObject({ kind: 'stop', player: 'B', reason: expect.stringMatching(/^stop in Ana's /) });
    });
  }

  it('turning the main phase stop off passes it too', () => {
    const settings = toggleStepStop(EVERY, 'A', 'ownTurn', 'main1');
    const decision = decideAutoPass(table('main1'), settings);
    expect(decision).toMatchObject({ pass: true, reason: 'no stop in precombat main phase' });
  });

  it('full control stops everywhere, with its reason', () => {
    const settings = setFullControl(DEFAULT_AUTOPASS, table('upkeep'), true);
    expect(run(table('upkeep'), settings).end).toEqual({ kind: 'stop', player: 'A', reason: 'full control' });
    expect(run(table('untap'), settings).end).toMatchObject({ kind: 'stop', reason: 'full control' });
  });
});

describe('automatic passing: combat', () => {
  const bears = { battlefield: [{ id: 'bearA', card: 'Grizzly Bears' }] };

  it('CR 508.1: stops to declare attackers when a creature can attack (the engine asks)', () => {
    const r = run(table('beginCombat', bears));
    expect(r.state.pendingChoice?.type).toBe('declareAttackers');
    expect(r.end).toEqual({ kind: 'stop', player: 'A', reason: 'attackers to declare' });
  });

  it('with asking to attack turned off, no attackers are declared for the player, and it is logged', () => {
    const settings = updateStops(EVERY, 'A', { askToAttack: false });
    const r = run(table('declareAttackers', bears), settings);
    expect(r.passes[0]?.line).toBe('Ana declared no attackers (not asked to attack)');
    expect(r.state.turn.step).toBe('main2');
  });

  it('CR 509.1: stops the defending player when one of their creatures can block', () => {
    const attacked = play(table('declareAttackers', bears, { battlefield: [{ id: 'bearB', card: 'Grizzly Bears' }] }), {
      type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bearA', defender: 'B' }],
    });
    const r = run(attacked);
    expect(r.end).toEqual({ kind: 'stop', player: 'B', reason: 'blockers to declare' });
  });

  it('CR 702.9b: declares no blockers for a defender whose creatures cannot block the flier', () => {
    const attacked = play(
      table('declareAttackers', { battlefield: [{ id: 'hawk', card: 'Suntail Hawk' }] }, { battlefield: [{ id: 'bearB', card: 'Grizzly Bears' }] }),
      { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'hawk', defender: 'B' }] },
    );
    const r = run(attacked);
    expect(r.passes.map((p) => p.line)).toContain('Bruno declared no blockers (no creature can block)');
    expect(r.passes.find((p) => p.action.type === 'declareBlockers')?.message).toEqual({
      key: 'hotseat:autopass.line.declareBlockers', params: { player: 'Bruno', reason: { key: 'hotseat:autopass.reason.noBlocker' } },
    });
    expect(r.state.players.find((p) => p.id === 'B')?.life).toBe(19);
  });

  it('stops when the player could cast an instant in combat (the default), not with "never"', () => {
    const trick = { battlefield: [{ id: 'bearA', card: 'Grizzly Bears' }, { id: 'f1', card: 'Forest' }], hand: [{ id: 'growth', card: 'Giant Growth' }] };
    const attacked = play(table('declareAttackers', trick), { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bearA', defender: 'B' }] });
    expect(run(attacked).end).toEqual({ kind: 'stop', player: 'A', reason: 'could cast Giant Growth' });
    const never = updateStops(DEFAULT_AUTOPASS, 'A', { respond: 'never' });
    expect(decideAutoPass(attacked, never)).toMatchObject({ pass: true });
    // 'combat' does not stop in the upkeep; 'always' does.
    expect(decideAutoPass(table('upkeep', trick), DEFAULT_AUTOPASS)).toMatchObject({ pass: true });
    expect(decideAutoPass(table('upkeep', trick), updateStops(DEFAULT_AUTOPASS, 'A', { respond: 'always' }))).toMatchObject({ pass: false, reason: 'could cast Giant Growth' });
  });
});

describe('automatic passing: the stack and triggers', () => {
  const caster = { battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }], hand: [{ id: 'bear', card: 'Grizzly Bears' }] };

  it('with automatic passing off, a spell on the stack stops the opponent', () => {
    const cast = play(table('main1', caster), { type: 'cast', player: 'A', card: 'bear' }, pass('A'));
    expect(run(cast, EVERY).end).toEqual({ kind: 'stop', player: 'B', reason: 'Grizzly Bears on the stack' });
  });

  it('with stack: "any" and automatic passing off your own spell on the stack stops you, and not with stack: "opponents"', () => {
    const cast = play(table('main1', caster), { type: 'cast', player: 'A', card: 'bear' });
    expect(run(cast, EVERY).end).toEqual({ kind: 'stop', player: 'A', reason: 'Grizzly Bears on the stack' });
    const r = run(cast, updateStops(EVERY, 'A', { stack: 'opponents' }));
    expect(r.passes[0]?.line).toBe('Ana passed (only their own Grizzly Bears on the stack)');
    expect(r.end).toEqual({ kind: 'stop', player: 'B', reason: 'Grizzly Bears on the stack' });
  });

  it('with automatic passing off, an opponent\'s trigger on the stack stops, even while passing until the next turn', () => {
    const wardens = play(table('main1', caster, { battlefield: [{ id: 'wardenB', card: 'Soul Warden' }] }), { type: 'cast', player: 'A', card: 'bear' }, pass('A'), pass('B'));
    expect(wardens.stack.map((s) => s.source)).toEqual(['wardenB']);
    const settings = passUntilMyNextTurn(EVERY, wardens, 'A');
    expect(run(wardens, settings).end).toEqual({ kind: 'stop', player: 'A', reason: "Soul Warden's ability on the stack" });
  });

  it('CR 603.3b: a trigger that needs a choice (its order) always stops, even with no other stops', () => {
    const two = { ...caster, battlefield: [...caster.battlefield, { id: 'w1', card: 'Soul Warden' }, { id: 'w2', card: 'Soul Warden' }] };
    const entered = play(table('main1', two), { type: 'cast', player: 'A', card: 'bear' }, pass('A'), pass('B'));
    let relaxed = setFullControl(DEFAULT_AUTOPASS, entered, false);
    relaxed = updateStops(relaxed, 'A', { stack: 'opponents', askToAttack: false, passUntil: { kind: 'endOfTurn', turn: 3 } });
    const r = run(entered, relaxed);
    expect(r.passes).toEqual([]);
    expect(r.state.pendingChoice?.type).toBe('orderTriggers');
    expect(r.end).toEqual({ kind: 'stop', player: 'A', reason: 'triggered abilities to order' });
  });

  it('CR 103.5: the mulligan decision always stops', () => {
    const start = newGame({ seed: 7, players: [{ id: 'A', name: 'Ana', deck: deckList(DECKS[0]!) }, { id: 'B', name: 'Bruno', deck: deckList(DECKS[1]!) }], mulligans: true });
    expect(run(start).end).toMatchObject({ kind: 'stop', reason: 'an opening hand to keep or mulligan' });
  });
});

describe('automatic passing: pass until…', () => {
  it('"pass until end of turn" passes the rest of the turn, then the next turn has its normal stops', () => {
    const start = table('main1');
    const settings = passUntilEndOfTurn(DEFAULT_AUTOPASS, start, 'A');
    const r = run(start, settings);
    expect(r.passes[0]?.line).toBe('Ana passed (passing until end of turn)');
    expect(r.state.turn).toMatchObject({ number: 4, activePlayer: 'B', step: 'main1' });
    expect(r.passes.some((p) => p.line === "Ana passed (no stop in Bruno's upkeep)")).toBe(true);
    expect(isPassingUntil(r.state, 'A', settings.players.A!.passUntil)).toBe(false);
    expect(expirePassUntil(settings, r.state).players.A?.passUntil).toBeNull();
    expect(expirePassUntil(settings, start)).toBe(settings);
  });

  it('"pass until my next turn" skips the opponent\'s turn, stops included, and ends as that turn begins', () => {
    const start = table('main1');
    let settings = toggleStepStop(DEFAULT_AUTOPASS, 'A', 'opponentTurn', 'main1');
    settings = passUntilMyNextTurn(settings, start, 'A');
    // Ana's own postcombat main phase is passed too; Bruno stops in his main phase.
    const r = run(start, settings);
    expect(r.passes.some((p) => p.line === "Ana passed (passing until Ana's next turn)")).toBe(true);
    expect(r.state.turn).toMatchObject({ number: 4, activePlayer: 'B', step: 'main1' });
    // Ana's stop in Bruno's main phase is skipped while she passes until her turn.
    const next = run(play(r.state, pass('B')), settings);
    expect(next.passes[0]?.line).toBe("Ana passed (passing until Ana's next turn)");
    expect(next.state.turn).toMatchObject({ number: 4, step: 'main2' });
    const mine = run(play(next.state, pass('B')), settings);
    expect(mine.state.turn).toMatchObject({ number: 5, activePlayer: 'A', step: 'main1' });
    expect(mine.passes.some((p) => p.line === 'Ana passed (no stop in upkeep)')).toBe(true);
    expect(isPassingUntil(mine.state, 'A', settings.players.A!.passUntil)).toBe(false);
  });
});

describe('automatic passing: always bounded', () => {
  const nothing = (): AutoPassSettings => {
    let s = DEFAULT_AUTOPASS;
    for (const p of ['A', 'B']) s = toggleStepStop(toggleStepStop(s, p, 'ownTurn', 'main1'), p, 'ownTurn', 'main2');
    return updateStops(updateStops(s, 'A', { respond: 'never' }), 'B', { respond: 'never' });
  };

  it('with no stops anywhere it stops at the limit', () => {
    const r = run(table('upkeep', { library: islands(60) }, { library: islands(60) }), nothing(), 30);
    expect(r.passes).toHaveLength(30);
    expect(r.end).toEqual({ kind: 'limit' });
  });

  it('with no stops the game runs on to a real decision (a discard to hand size) or the end of the game', () => {
    const start = newGame({ seed: 3, players: [{ id: 'A', name: 'Ana', deck: deckList(DECKS[0]!) }, { id: 'B', name: 'Bruno', deck: deckList(DECKS[4]!) }] });
    const r = run(start, nothing(), 5000);
    expect(r.end).toMatchObject({ kind: 'stop', reason: 'cards to discard' });
    expect(r.passes.length).toBeLessThan(100);
  });

  it('a player who draws from an empty library ends the run with the game', () => {
    const r = run(table('upkeep', { library: [] }));
    expect(r.end).toEqual({ kind: 'gameOver' });
    expect(r.state.gameOver?.winner).toBe('B');
  });

  it('a refused pass ends the run without looping', () => {
    const refuse = () => ({ ok: false as const, error: { code: 'test', rule: '117.1', message: 'no', objects: [] } });
    const r = runAutoPasses(table('upkeep'), DEFAULT_AUTOPASS, refuse);
    expect(r.passes).toEqual([]);
    expect(r.end).toMatchObject({ kind: 'refused' });
  });
});

describe('lastStopIndex', () => {
  it('finds the last earlier state in which a player had to decide', () => {
    const main = table('main1');
    const r = run(play(main, pass('A')), EVERY);
    const states = [main];
    let s = play(main, pass('A'));
    for (const p of r.passes) {
      states.push(s);
      s = play(s, p.action);
    }
    expect(lastStopIndex(states, EVERY)).toBe(0);
    expect(lastStopIndex(states.slice(1), EVERY)).toBe(-1);
  });
});

describe('automatic passing on a scenario or lesson table (its switch)', () => {
  it('off (the default of a scenario table), nothing is passed; on, the passes it allows are made at once, one step of undo', () => {
    const store = createTableStore({ game: table('upkeep') });
    expect(store.getState().autopass).toBeNull();
    store.getState().dispatch(pass('A'));
    expect(store.getState().game.pendingChoice).toMatchObject({ type: 'priority', player: 'B' });
    store.getState().setAutopass(DEFAULT_AUTOPASS);
    const on = store.getState();
    expect(on.autopass).toBe(DEFAULT_AUTOPASS);
    expect(on.notes.filter(Boolean)[0]).toMatchObject({ player: 'B', reason: "no stop in Ana's upkeep", head: true });
    // Ana drew an Island: her main phase stops her, she could play it.
    expect(on.game.turn).toMatchObject({ number: 3, step: 'main1' });
    expect(on.game.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
    store.getState().undo();
    expect(store.getState().game.pendingChoice).toMatchObject({ type: 'priority', player: 'B' });
    expect(store.getState().game.turn.step).toBe('upkeep');
    store.getState().setAutopass(null);
    store.getState().dispatch(pass('B'));
    expect(store.getState().game.turn.step).toBe('draw');
  });

  it('a lesson\'s table stops passing where its goal is reached, not past it', () => {
    const start = table('upkeep');
    const store = createTableStore({ game: start, autopass: DEFAULT_AUTOPASS, haltAutopass: (g) => g.turn.step === 'main1' });
    store.getState().dispatch(pass('A'));
    expect(store.getState().game.turn).toMatchObject({ number: 3, step: 'main1' });
    expect(store.getState().game.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
  });

  it('a hot-seat table ignores the switch: its stops are in its policy', () => {
    const store = createTableStore({ game: table('upkeep'), hotseat: { autopass: EVERY, showEverything: false, handOver: false }, autopass: DEFAULT_AUTOPASS });
    expect(store.getState().autopass).toBeNull();
    store.getState().setAutopass(DEFAULT_AUTOPASS);
    expect(store.getState().autopass).toBeNull();
  });
});
