import { describe, expect, it } from 'vitest';
import { clickToIntent, explainWhyNot } from '../../src/store/clickToIntent';
import { applyIntent, type IntentResult } from '../../src/store/intents';
import { draftAction, initialUi, type UiState } from '../../src/store/uiState';
import { selectPickOptions } from '../../src/store/selectTurn';
import { selectAssignedDamage } from '../../src/store/selectCombat';
import type { GameState } from '../../src/engine';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';
import { ffa } from '../engine/freeForAll';

const options = fixture('combat-options');
const shock = fixture('shock-then-titanic-growth');
const battleCry = fixture('battle-cry-triggers');

function uiOf(result: IntentResult): UiState {
  if (!result || !('ui' in result)) throw new Error(`expected a UI change, got ${JSON.stringify(result)}`);
  return result.ui;
}

/** Clicks ids in turn, as the store would, returning the UI after the last one. */
function clicks(game: GameState, ...ids: string[]): UiState {
  return ids.reduce((ui, id) => uiOf(clickToIntent(game, ui, id)), initialUi(game));
}

const atBlockers = () => play(startGame(options), ...scenarioActions(options, 3));

describe('intents: clicks and drops become drafts, then engine actions', () => {
  it('CR 508.1a: a click marks an attacker (at the defending player), a second click unmarks it', () => {
    const game = startGame(options);
    const marked = clicks(game, 'brute');
    expect(marked.attackDraft).toEqual([{ attacker: 'brute', defender: 'B' }]);
    expect(marked.selected).toBe('brute');
    expect(uiOf(clickToIntent(game, marked, 'brute')).attackDraft).toEqual([]);
  });

  it('CR 508.1b: with an attacker picked, a click on a planeswalker sends it there', () => {
    const game = startGame(options);
    expect(clicks(game, 'brute', 'ajani').attackDraft).toEqual([{ attacker: 'brute', defender: 'ajani' }]);
  });

  it('CR 302.6: a click on a creature that cannot attack explains why, with the rule', () => {
    const game = startGame(options);
    const ui = clicks(game, 'bears');
    expect(ui.attackDraft).toEqual([]);
    expect(ui.hint).toMatchObject({ object: 'bears', rule: '302.6' });
    expect(explainWhyNot(game, 'bears')?.rule).toBe('302.6');
  });

  it('attack with all marks exactly the creatures the engine lets attack; clear empties the draft', () => {
    const game = startGame(options);
    const all = uiOf(applyIntent(game, initialUi(game), { type: 'attackWithAll' }));
    expect(all.attackDraft).toEqual([
      { attacker: 'brute', defender: 'B' },
      { attacker: 'angel', defender: 'B' },
      { attacker: 'goblin', defender: 'B' },
    ]);
    expect(uiOf(applyIntent(game, all, { type: 'clearAttackers' })).attackDraft).toEqual([]);
    expect(draftAction(game, all)).toEqual({ type: 'declareAttackers', player: 'A', attackers: all.attackDraft });
  });

  it('CR 509.1a: click a blocker, then an attacker it may block; clicking the pair again takes the block back', () => {
    const game = atBlockers();
    const ui = clicks(game, 'spider', 'angel');
    expect(ui.blockDraft).toEqual([{ blocker: 'spider', attacker: 'angel' }]);
    expect(ui.selected).toBeNull();
    expect(clicks(game, 'spider', 'angel', 'spider', 'angel').blockDraft).toEqual([]);
  });

  it('CR 702.9b: a block the engine refuses is not drafted; the refusal is shown with its rule', () => {
    const game = atBlockers();
    const ui = uiOf(applyIntent(game, initialUi(game), { type: 'block', blocker: 'wall', attacker: 'angel' }));
    expect(ui.blockDraft).toEqual([]);
    expect(ui.hint).toMatchObject({ object: 'wall', rule: '702.9b' });
  });

  it('a creature that blocks one attacker moves when dropped on another; one that may block two keeps both', () => {
    const game = atBlockers();
    let ui = initialUi(game);
    ui = uiOf(applyIntent(game, ui, { type: 'block', blocker: 'spider', attacker: 'brute' }));
    ui = uiOf(applyIntent(game, ui, { type: 'block', blocker: 'spider', attacker: 'angel' }));
    expect(ui.blockDraft).toEqual([{ blocker: 'spider', attacker: 'angel' }]);
    ui = uiOf(applyIntent(game, ui, { type: 'unblock', blocker: 'spider' }));
    expect(ui.blockDraft).toEqual([]);
    // CR 509.1a: the Hedge Warden "can block an additional creature each combat".
    ui = uiOf(applyIntent(game, ui, { type: 'block', blocker: 'warden', attacker: 'brute' }));
    ui = uiOf(applyIntent(game, ui, { type: 'block', blocker: 'warden', attacker: 'goblin' }));
    expect(ui.blockDraft).toEqual([
      { blocker: 'warden', attacker: 'brute' },
      { blocker: 'warden', attacker: 'goblin' },
    ]);
  });

  it('draftAction: the block draft becomes the declareBlockers action', () => {
    const game = atBlockers();
    const ui = clicks(game, 'wall', 'brute', 'warden', 'brute');
    expect(draftAction(game, ui)).toEqual({
      type: 'declareBlockers',
      player: 'B',
      blocks: [
        { blocker: 'wall', attacker: 'brute' },
        { blocker: 'warden', attacker: 'brute' },
      ],
    });
  });

  it('CR 601.2c: a spell picked by a click is cast by a click on a legal target', () => {
    const game = play(startGame(shock), { type: 'pass', player: 'A' });
    const ui = clicks(game, 'shock');
    expect(ui.selected).toBe('shock');
    expect(clickToIntent(game, ui, 'construct')).toEqual({ action: { type: 'cast', player: 'B', card: 'shock', targets: ['construct'] } });
  });

  it('CR 605.3a, 302.6, 118.3: a click on a mana source taps it for mana, picks Boros Guildgate to ask which, or says why it cannot make mana now', () => {
    const game = startGame({
      format: 'tabletop-scenario/1',
      title: 'mana sources',
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [
        { id: 'A', name: 'Ana', battlefield: [{ id: 'elves', card: 'Llanowar Elves', summoningSick: true }, { id: 'forest', card: 'Forest' }, { id: 'tapped', card: 'Forest', tapped: true }, { id: 'gate', card: 'Boros Guildgate' }] },
        { id: 'B', name: 'Bruno' },
      ],
    });
    expect(clickToIntent(game, initialUi(game), 'forest')).toEqual({ action: { type: 'activate', player: 'A', source: 'forest', ability: 0 } });
    expect(clicks(game, 'gate').selected).toBe('gate');
    expect(selectPickOptions(game, 'gate')?.map((o) => o.action)).toEqual([
      { type: 'activate', player: 'A', source: 'gate', ability: 0, choice: '{R}' },
      { type: 'activate', player: 'A', source: 'gate', ability: 0, choice: '{W}' },
    ]);
    expect(clicks(game, 'elves').hint).toMatchObject({ object: 'elves', rule: '302.6' });
    expect(clicks(game, 'tapped').hint).toMatchObject({ object: 'tapped', rule: '118.3' });
  });

  it('CR 603.3b: the trigger list opens in the queue order (printed order, not an answer), and the top-first list is reversed into the order they go on the stack', () => {
    const game = play(startGame(battleCry), ...scenarioActions(battleCry));
    let ui = initialUi(game);
    expect(ui.triggerDraft).toEqual(['hero.1', 'hero.2', 'paladin.1']);
    ui = uiOf(applyIntent(game, ui, { type: 'reorder', list: { kind: 'triggers' }, activeId: 'paladin.1', overId: 'hero.1' }));
    expect(ui.triggerDraft).toEqual(['paladin.1', 'hero.1', 'hero.2']);
    ui = uiOf(applyIntent(game, ui, { type: 'move', list: { kind: 'triggers' }, id: 'hero.2', delta: -1 }));
    expect(ui.triggerDraft).toEqual(['paladin.1', 'hero.2', 'hero.1']);
    // paladin.1 is shown on top: it resolves first, so it is put on the stack last.
    expect(draftAction(game, ui)).toEqual({ type: 'orderTriggers', player: 'A', order: ['hero.1', 'hero.2', 'paladin.1'] });
  });

  it('damage steppers change one recipient of one source; reset goes back to the engine default', () => {
    const crawWurm = fixture('craw-wurm-two-blockers');
    const game = play(startGame(crawWurm), ...scenarioActions(crawWurm, 6));
    const start = initialUi(game);
    expect(start.damageDraft).toEqual([{ source: 'wurm', to: [{ target: 'wall', amount: 3 }, { target: 'cadet', amount: 3 }] }]);
    const ui = uiOf(applyIntent(game, start, { type: 'setDamage', source: 'wurm', target: 'wall', amount: 5 }));
    expect(ui.damageDraft[0]?.to).toEqual([{ target: 'wall', amount: 5 }, { target: 'cadet', amount: 3 }]);
    expect(uiOf(applyIntent(game, ui, { type: 'resetDamage' })).damageDraft).toEqual(start.damageDraft);
  });

  it('the end of a drag clears the drag state and applies the drop in one UI change', () => {
    const game = atBlockers();
    const dragging = { ...initialUi(game), dragging: { kind: 'blocker' as const, id: 'wall' } };
    const dropped = uiOf(applyIntent(game, dragging, { type: 'endDrag', drop: { type: 'block', blocker: 'wall', attacker: 'brute' } }));
    expect(dropped.dragging).toBeNull();
    expect(dropped.blockDraft).toEqual([{ blocker: 'wall', attacker: 'brute' }]);
    // Dropped where it means nothing: only the drag ends.
    expect(uiOf(applyIntent(game, dragging, { type: 'endDrag', drop: null }))).toEqual({ ...dragging, dragging: null, inspected: null });
  });

  it('a dragged damage pip moves one point: between recipients, from what is left, and back', () => {
    const crawWurm = fixture('craw-wurm-two-blockers');
    const game = play(startGame(crawWurm), ...scenarioActions(crawWurm, 6));
    const start = initialUi(game);
    const amounts = (ui: UiState) => ui.damageDraft[0]?.to.map((t) => t.amount);
    const moved = uiOf(applyIntent(game, start, { type: 'moveDamage', source: 'wurm', from: 'wall', to: 'cadet' }));
    expect(amounts(moved)).toEqual([2, 4]);
    const back = uiOf(applyIntent(game, moved, { type: 'moveDamage', source: 'wurm', from: 'cadet', to: null }));
    expect(amounts(back)).toEqual([2, 3]);
    expect(amounts(uiOf(applyIntent(game, back, { type: 'moveDamage', source: 'wurm', from: null, to: 'wall' })))).toEqual([3, 3]);
    // The engine judges the split on confirm: moving a point to a creature that already has lethal is allowed here.
    expect(draftAction(game, moved)).toEqual({ type: 'assignDamage', player: 'A', assignments: [{ source: 'wurm', to: [{ target: 'wall', amount: 2 }, { target: 'cadet', amount: 4 }] }] });
  });

  it('a pip cannot move from a recipient that has none, to a recipient the source lacks, or onto itself', () => {
    const crawWurm = fixture('craw-wurm-two-blockers');
    const game = play(startGame(crawWurm), ...scenarioActions(crawWurm, 6));
    const none = uiOf(applyIntent(game, initialUi(game), { type: 'setDamage', source: 'wurm', target: 'wall', amount: 0 }));
    expect(applyIntent(game, none, { type: 'moveDamage', source: 'wurm', from: 'wall', to: 'cadet' })).toBeNull();
    expect(applyIntent(game, none, { type: 'moveDamage', source: 'wurm', from: 'cadet', to: 'B' })).toBeNull();
    expect(applyIntent(game, none, { type: 'moveDamage', source: 'wurm', from: 'cadet', to: 'cadet' })).toBeNull();
    expect(applyIntent(game, none, { type: 'moveDamage', source: 'nobody', from: 'cadet', to: 'wall' })).toBeNull();
  });

  describe('dividing combat damage on the table', () => {
    const crawWurm = fixture('craw-wurm-two-blockers');
    const dividing = () => play(startGame(crawWurm), ...scenarioActions(crawWurm, 6));
    const amounts = (ui: UiState) => ui.damageDraft[0]?.to.map((t) => t.amount);

    it('CR 510.1c: a click on Wall of Wood on the table gives it one more of Craw Wurm\'s damage, taken from Eager Cadet\'s excess over lethal', () => {
      const game = dividing();
      // The default split assigns all 6: wall 3, cadet 3. Nothing is left, so the point comes from the cadet.
      expect(amounts(clicks(game, 'wall'))).toEqual([4, 2]);
      expect(amounts(clicks(game, 'wall', 'wall'))).toEqual([5, 1]);
      // The cadet is down to lethal: the next point still comes from the only other recipient.
      expect(amounts(clicks(game, 'wall', 'wall', 'wall'))).toEqual([6, 0]);
      // Nothing left anywhere else: a click changes nothing.
      expect(clickToIntent(game, clicks(game, 'wall', 'wall', 'wall'), 'wall')).toBeNull();
    });

    it('CR 510.1c: a point taken off a recipient goes back to what is left to assign; the next click gives it from there', () => {
      const game = dividing();
      const less = uiOf(applyIntent(game, initialUi(game), { type: 'damageAt', target: 'cadet', delta: -1 }));
      expect(amounts(less)).toEqual([3, 2]);
      expect(amounts(uiOf(clickToIntent(game, less, 'wall')))).toEqual([4, 2]);
      const none = uiOf(applyIntent(game, initialUi(game), { type: 'setDamage', source: 'wurm', target: 'wall', amount: 0 }));
      expect(applyIntent(game, none, { type: 'damageAt', target: 'wall', delta: -1 })).toBeNull();
      // A source named that cannot damage it (dragged from another creature): nothing.
      expect(applyIntent(game, initialUi(game), { type: 'damageAt', target: 'wall', delta: 1, source: 'cadet' })).toBeNull();
      expect(amounts(uiOf(applyIntent(game, initialUi(game), { type: 'damageAt', target: 'wall', delta: 1, source: 'wurm' })))).toEqual([4, 2]);
      // Somebody who is no recipient: nothing to do.
      expect(applyIntent(game, initialUi(game), { type: 'damageAt', target: 'B', delta: 1 })).toBeNull();
    });

    it('a click on Craw Wurm, the creature dividing its damage, picks it; confirming sends the split drafted by clicks', () => {
      const game = dividing();
      expect(clicks(game, 'wurm').selected).toBe('wurm');
      const ui = clicks(game, 'wurm', 'wall', 'wall');
      expect(draftAction(game, ui)).toEqual({ type: 'assignDamage', player: 'A', assignments: [{ source: 'wurm', to: [{ target: 'wall', amount: 5 }, { target: 'cadet', amount: 1 }] }] });
    });

    it('CR 510.1c–d: each recipient shows the amount drafted for it, and "lethal" once it reaches the lethal damage the engine lists', () => {
      const game = dividing();
      const start = initialUi(game);
      expect(selectAssignedDamage(game, start.damageDraft)).toEqual(new Map([['wall', { amount: 3, lethal: true, lethalAt: 3 }], ['cadet', { amount: 3, lethal: true, lethalAt: 1 }]]));
      const ui = uiOf(applyIntent(game, start, { type: 'damageAt', target: 'wall', delta: -1 }));
      expect(selectAssignedDamage(game, ui.damageDraft).get('wall')).toEqual({ amount: 2, lethal: false, lethalAt: 3 });
      const noCadet = uiOf(applyIntent(game, start, { type: 'setDamage', source: 'wurm', target: 'cadet', amount: 0 }));
      expect(selectAssignedDamage(game, noCadet.damageDraft).get('cadet')).toEqual({ amount: 0, lethal: false, lethalAt: 1 });
      // Kept per draft: the same draft gives the same map, so the cards' selectors compare cheaply.
      expect(selectAssignedDamage(game, start.damageDraft)).toBe(selectAssignedDamage(game, start.damageDraft));
    });
  });
});

describe('a refused attacker clicked in a free-for-all', () => {
  it('CR 302.6, 800.4a: the attack tried is at a defending player still in the game, so the refusal is about the creature, not the player who left', () => {
    let game = ffa({ A: { battlefield: [{ id: 'bear', card: 'Grizzly Bears', summoningSick: true }, { id: 'ape', card: 'Silverback Ape' }] } }, 'declareAttackers');
    game = play(game, { type: 'concede', player: 'B' });
    expect(game.pendingChoice).toMatchObject({ type: 'declareAttackers', player: 'A' });
    const result = clickToIntent(game, initialUi(game), 'bear');
    expect(result && 'tried' in result ? result.tried : null).toEqual({ type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'C' }] });
    expect(uiOf(result).hint).toMatchObject({ object: 'bear', rule: '302.6' });
  });
});
