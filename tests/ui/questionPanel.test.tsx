// The question asked as a triggered ability goes on the stack or resolves, and the legend rule's
// (CR 603.3c, 603.5, 701.22a, 508.4, 608.2d, 704.5j), and a prevention shield's (615.7): worded in the reader's language, with all the
// engine's sentence says but the internal ids it names objects by ("Battle-Rattle Shaman's ability
// (shaman2.1)"). Two identical triggers are told apart by pointing: the question lights its source up.
import { fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, findObject, type Action, type GameState } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { play } from '../support/play';
import { startGame, type ScenarioJson } from '../support/scenarios';

function renderTable(game: GameState) {
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

function question(): HTMLElement {
  const el = document.querySelector('[data-role="question"]');
  if (!(el instanceof HTMLElement)) throw new Error('no question shown');
  return el;
}

/** Every id the engine could name in a sentence: objects, abilities on the stack, the legend rule's. */
function idsOf(game: GameState): string[] {
  const pending = game.pendingChoice;
  return [...game.players.flatMap((p) => [...p.library, ...p.hand, ...p.graveyard]), ...game.battlefield, ...game.stack.map((s) => s.id), ...(pending && 'object' in pending ? [pending.object] : [])];
}

function expectNoIds(game: GameState) {
  const shown = question().textContent ?? '';
  for (const id of idsOf(game)) expect(shown, `the question shows the id ${id}`).not.toMatch(new RegExp(`\\(${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)`));
  const pending = game.pendingChoice;
  if (pending?.type === 'choose') expect(shown).not.toContain(pending.object);
}

const scenario = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'scenarios', `${name}.json`), 'utf8')) as ScenarioJson;

/** A scenario of tests/scenarios, played until its first `choose` question. */
function atFirstChoose(name: string, edit: (json: ScenarioJson) => ScenarioJson = (json) => json): GameState {
  const json = edit(scenario(name));
  let game = startGame({ ...json, actions: [] });
  for (const action of json.actions as Action[]) {
    if (game.pendingChoice?.type === 'choose') break;
    const r = applyAction(game, action);
    if (!r.ok) throw new Error(r.error.message);
    game = r.state;
  }
  if (game.pendingChoice?.type !== 'choose') throw new Error(`${name} asks no choose question`);
  return game;
}

/** Two Battle-Rattle Shamans: two identical "you may" triggers at the beginning of combat. */
function twoShamans(): GameState {
  const game = startGame({
    turn: { number: 3, activePlayer: 'A', step: 'main1' },
    players: [
      { id: 'A', name: 'Ana', battlefield: [{ id: 'shaman', card: 'Battle-Rattle Shaman' }, { id: 'shaman2', card: 'Battle-Rattle Shaman' }], library: ['Forest'] },
      { id: 'B', name: 'Bruno', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library: ['Forest'] },
    ],
  });
  return play(
    game,
    { type: 'pass', player: 'A' },
    { type: 'pass', player: 'B' },
    { type: 'orderTriggers', player: 'A', order: ['shaman.1', 'shaman2.1'] },
    { type: 'chooseTargets', player: 'A', object: 'shaman.1', targets: ['shaman'] },
    { type: 'chooseTargets', player: 'A', object: 'shaman2.1', targets: ['bear'] },
    { type: 'pass', player: 'A' },
    { type: 'pass', player: 'B' },
  );
}

describe('the question panel', () => {
  it('CR 603.5: "you may" is asked in words, without the ability\'s id; pointing at it lights its source', () => {
    const game = twoShamans();
    expect(game.pendingChoice).toMatchObject({ type: 'choose', object: 'shaman2.1', rule: '603.5' });
    const store = renderTable(game);
    expect(question().textContent).toContain("Ana decides whether to do what Battle-Rattle Shaman's ability offers");
    expect(question().textContent).not.toContain('(shaman2.1)');
    expectNoIds(game);
    expect([...question().querySelectorAll('[data-choice]')].map((b) => b.textContent)).toEqual(['yes', 'no']);
    // The two triggers read alike: the one asking is the one whose Shaman lights up.
    fireEvent.mouseEnter(question());
    expect(store.getState().ui.highlighted).toEqual(['shaman2']);
    fireEvent.mouseLeave(question());
    expect(store.getState().ui.highlighted).toEqual([]);
  });

  it('CR 603.5, 608.2d: an optional payment that cannot be made now is said so, "no" being the only answer', () => {
    // Kalastria Highborn's "you may pay {B}" with Ana's Swamp gone.
    const game = atFirstChoose('triggers-kalastria-pays', (json) => {
      const [ana, bruno] = json.players as { battlefield: { id: string }[] }[];
      return { ...json, players: [{ ...ana, battlefield: ana?.battlefield.filter((p) => p.id !== 's') }, bruno] };
    });
    renderTable(game);
    expectNoIds(game);
    expect(question().textContent).toContain("Ana cannot pay for what Kalastria Highborn's ability offers now, so can only decline");
    expect([...question().querySelectorAll('[data-choice]')].map((b) => b.textContent)).toEqual(['no']);
  });

  it('CR 701.22a: scry names the top card it is about, as the engine\'s sentence did', () => {
    const game = atFirstChoose('triggers-eager-construct-scry-apnap');
    renderTable(game);
    expectNoIds(game);
    const pending = game.pendingChoice as Extract<GameState['pendingChoice'], { type: 'choose' }>;
    const player = game.players.find((p) => p.id === pending.player);
    const top = findObject(game, player?.library[0] ?? '')?.card;
    expect(top).toBeTruthy();
    expect(question().textContent).toContain(`Top card of ${player?.name}'s library: ${top}`);
  });

  it('CR 603.3c: a mode chosen as the ability goes on the stack shows the ability\'s text, not its id', () => {
    const game = atFirstChoose('triggers-retreat-mode-on-stack');
    renderTable(game);
    expectNoIds(game);
    const pending = game.pendingChoice as Extract<GameState['pendingChoice'], { type: 'choose' }>;
    expect(question().textContent).toContain(pending.text);
  });

  it('CR 608.2d: a creature card to put from hand is named on its button, lit on the table when pointed at', () => {
    const game = atFirstChoose('triggers-sneak-attack');
    const store = renderTable(game);
    expectNoIds(game);
    const pending = game.pendingChoice as Extract<GameState['pendingChoice'], { type: 'choose' }>;
    const creature = pending.options.find((o) => o !== 'none') as string;
    const button = question().querySelector<HTMLElement>(`[data-choice="${creature}"]`) as HTMLElement;
    expect(button.textContent).toBe(findObject(game, creature)?.card);
    fireEvent.mouseEnter(button);
    expect(store.getState().ui.highlighted).toEqual([creature]);
  });

  it('CR 508.4: which player, planeswalker or battle each token attacks, numbered, without ids', () => {
    const game = atFirstChoose('triggers-hero-tokens-choose-planeswalker');
    renderTable(game);
    expectNoIds(game);
    expect(question().textContent).toContain('chooses which player, planeswalker or battle Soldier Token 1 of 2 attacks');
  });

  it('CR 615.7: a shield between two sources asks the shielded player how much of the first one\'s damage it prevents; the answer is dealt', () => {
    const game = atFirstChoose('audit/m07-shield-bruno-prevents-lifelinker');
    const store = renderTable(game);
    expectNoIds(game);
    expect(question().textContent).toContain("Bruno chooses which damage Mending Hands's shield on Bruno prevents: it can prevent 4 more of the 8 combat damage about to be dealt to it. How much of Mesa Unicorn's 2?");
    const amounts = [...question().querySelectorAll<HTMLElement>('[data-choice]')];
    expect(amounts.map((b) => b.textContent)).toEqual(["prevent 0 of Mesa Unicorn's 2", "prevent 1 of Mesa Unicorn's 2", "prevent 2 of Mesa Unicorn's 2"]);
    // Pointing at an amount lights the creature whose damage it is.
    fireEvent.mouseEnter(amounts[2] as HTMLElement);
    expect(store.getState().ui.highlighted).toEqual(['mu']);
    fireEvent.click(amounts[2] as HTMLElement);
    const after = store.getState().game;
    expect(after.players.map((p) => p.life)).toEqual([20, 16]);
    expect(after.pendingChoice?.type).toBe('priority');
  });

  it('CR 704.5j: the legend rule names the card and its copies by number; pointing at a copy lights it', () => {
    const game = startGame({
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [{ id: 'A', name: 'Ana', battlefield: [{ id: 'j1', card: 'Jace Beleren' }, { id: 'j2', card: 'Jace Beleren' }] }, { id: 'B', name: 'Bruno' }],
    });
    const store = renderTable(game);
    expectNoIds(game);
    expect(question().textContent).toContain('Ana controls 2 legendary permanents named Jace Beleren');
    const copies = [...question().querySelectorAll<HTMLElement>('[data-choice]')];
    expect(copies.map((b) => b.textContent)).toEqual(['Jace Beleren #1', 'Jace Beleren #2']);
    fireEvent.mouseEnter(copies[1] as HTMLElement);
    expect(store.getState().ui.highlighted).toEqual(['j2']);
  });
});
