import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameState } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { fixture, startGame, type ScenarioJson } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const crawWurm = fixture('craw-wurm-two-blockers');
const options = fixture('combat-options');
const shock = fixture('shock-then-titanic-growth');
const battleCry = fixture('battle-cry-triggers');
const moggFanatic = fixture('mogg-fanatic');

function q(selector: string, root: ParentNode = document): HTMLElement {
  const el = root.querySelector(selector);
  if (!(el instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return el;
}
const pending = () => [q('[data-role="prompt"]').dataset.pending, q('[data-role="prompt"]').dataset.player];
const card = (id: string) => q(`[data-player-id] [data-object-id="${id}"][data-tapped]`);
/** Whether the table lights the permanent up as a place the picked card may go (LitStyle). */
const isLit = (id: string) => document.querySelector(`.card-slot[data-object-id="${id}"]`)?.hasAttribute('data-lit') ?? false;
const action = (name: string) => q(`[data-action="${name}"]`) as HTMLButtonElement;

function renderTable(game: GameState) {
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

/** Panels loaded lazily may take a while to arrive when the suite runs in parallel. */
const LAZY = { timeout: 5000 };

const at = (json: ScenarioJson, count?: number) => play(startGame(json), ...scenarioActions(json, count));

describe('the table, by clicks', () => {
  // A whole combat of user events: on a machine shared with other work it can outlast the default 5 s.
  it('CR 508.1, 509.1, 510.1: a whole combat: click to attack, click blocker then attacker, steppers for damage', async () => {
    const user = userEvent.setup();
    renderTable(startGame(crawWurm));
    expect(pending()).toEqual(['declareAttackers', 'A']);
    expect(q('[data-player-id="A"]').dataset.deciding).toBe('true');
    expect(action('confirm-attackers').textContent).toBe('Confirm: no attack');
    await user.click(card('wurm'));
    expect(card('wurm').dataset.draftAttacking).toBe('B');
    expect(card('wurm').textContent).not.toContain('attacks Bruno');
    expect(action('confirm-attackers').textContent).toBe('Confirm 1 attacker');
    await user.click(action('confirm-attackers'));
    expect(card('wurm').dataset.attacking).toBe('B');
    expect(card('wurm').dataset.tapped).toBe('true');
    await user.click(action('pass'));
    await user.click(action('pass'));

    expect(pending()).toEqual(['declareBlockers', 'B']);
    expect(q('[data-player-id="B"]').dataset.deciding).toBe('true');
    await user.click(card('wall'));
    expect(isLit('wurm')).toBe(true);
    await user.click(card('wurm'));
    await user.click(card('cadet'));
    await user.click(card('wurm'));
    expect(card('wall').dataset.draftBlocking).toBe('wurm');
    expect(card('cadet').dataset.draftBlocking).toBe('wurm');
    // The blockers stand in the attacker's lane, across the table from it.
    expect(q('[data-player-id="B"] [data-lane="wurm"]').textContent).toContain('Wall of Wood');
    // Their own places stay, empty and named, until blocks are confirmed: nothing else slides over.
    expect(q('[data-place-of="wall"]').textContent).toBe('Wall of Wood');
    expect(q('[data-place-of="cadet"]').getAttribute('aria-hidden')).toBe('true');
    // The block panel shows the draft just after the paint (BlockControls), and confirm is enabled once
    // the engine's verdict on that draft is in: wait for both.
    await waitFor(() => expect(action('confirm-blockers').textContent).toBe('Confirm 2 blocks'));
    await waitFor(() => expect(action('confirm-blockers').disabled).toBe(false));
    await user.click(action('confirm-blockers'));
    expect(card('wall').dataset.blocking).toBe('wurm');
    expect(document.querySelector('[data-place-of]')).toBeNull();
    await user.click(action('pass'));
    await user.click(action('pass'));

    expect(pending()).toEqual(['assignDamage', 'A']);
    const panel = await screen.findByRole('region', { name: 'Assign combat damage' }, LAZY);
    // Opens with the engine's default: lethal to the Wall (3), the rest to the Cadet.
    expect((q('[data-source="wurm"][data-target="wall"]') as HTMLInputElement).value).toBe('3');
    expect((q('[data-source="wurm"][data-target="cadet"]') as HTMLInputElement).value).toBe('3');
    expect(within(panel).getByText('All damage assigned')).toBeTruthy();
    expect(q('[data-recipient="wall"]', panel).textContent).toContain('toughness 3, 0 damage marked, lethal needs 3');
    await user.click(screen.getByRole('button', { name: 'One less damage to Eager Cadet' }));
    expect(q('[data-role="damage-left"]').dataset.left).toBe('1');
    await user.click(screen.getByRole('button', { name: 'One more damage to Wall of Wood' }));
    expect((q('[data-source="wurm"][data-target="wall"]') as HTMLInputElement).value).toBe('4');
    await user.click(action('confirm-damage'));
    expect(pending()).toEqual(['priority', 'A']);
    expect(document.querySelectorAll('[data-player-id="B"] [data-zone="graveyard"] [data-object-id]')).toHaveLength(2);
    expect(card('wurm').textContent).toContain('1 damage');
  }, 20_000);

  it('hovering a card shows its full text and current values; a drag hides it', async () => {
    const user = userEvent.setup();
    renderTable(startGame(options));
    await user.hover(card('wall'));
    const details = q('[data-role="card-details"]');
    expect(details.textContent).toContain('Wall of Wood');
    expect(details.textContent).toContain('Defender');
    expect(details.textContent).toContain('Power/toughness now 0/3');
    await user.unhover(card('wall'));
    expect(document.querySelector('[data-role="card-details"]')).toBeNull();
  });

  it('CR 302.6: a creature that cannot attack is dimmed, and "why?" shows the engine’s reason and rule', async () => {
    const user = userEvent.setup();
    renderTable(startGame(options));
    expect(card('bears').dataset.choice).toBe('cannot-attack');
    await user.click(q('[data-action="why"][data-for="bears"]'));
    const hint = q('[data-role="hint"]');
    expect(hint.textContent).toContain('CR 302.6');
    expect(hint.textContent).toContain('Grizzly Bears');
  });

  it('CR 508.1b: attack with all, then send one attacker at a planeswalker by clicking it and the planeswalker', async () => {
    const user = userEvent.setup();
    const store = renderTable(startGame(options));
    await user.click(action('attack-all'));
    expect(action('confirm-attackers').textContent).toBe('Confirm 3 attackers');
    await user.click(card('angel'));
    expect(card('angel').dataset.draftAttacking).toBeUndefined();
    await user.click(card('angel'));
    await user.click(card('ajani'));
    expect(card('angel').dataset.draftAttacking).toBe('ajani');
    await waitFor(() => expect(action('confirm-attackers').disabled).toBe(false));
    await user.click(action('confirm-attackers'));
    expect(store.getState().game.combat?.attackers.map((a) => [a.id, a.defender])).toEqual([
      ['brute', 'B'],
      ['goblin', 'B'],
      ['angel', 'ajani'],
    ]);
  });

  it('CR 509.1, 702.111b: a drafted block reaches the block panel in the commit that draws it, with the engine’s verdict on it', async () => {
    const store = renderTable(at(options, 3));
    await waitFor(() => expect(action('confirm-blockers').textContent).toBe('Confirm: no blocks'), LAZY);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    try {
      act(() => store.getState().intend({ type: 'block', blocker: 'wall', attacker: 'brute' }));
      // One frame shows the block on the table, the panel's count and the verdict: menace (702.111b).
      expect(card('wall').dataset.draftBlocking).toBe('brute');
      expect(action('confirm-blockers').textContent).toBe('Confirm 1 block');
      expect(action('confirm-blockers').disabled).toBe(false);
      expect(q('[data-role="draft-problem"]').dataset.rule).toBe('702.111b');
      // Nothing is left for a frame after it.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('CR 702.111b: an illegal block is explained before confirming, with the rule; confirming it anyway is refused by the engine and changes nothing', async () => {
    const user = userEvent.setup();
    renderTable(at(options, 3));
    // The rules binding the whole declaration are listed up front, in the engine's words.
    expect(q('[data-role="conditions"]').textContent).toContain('CR 702.111b');
    await user.click(card('wall'));
    await user.click(card('brute'));
    const problem = await screen.findByText(/menace/, { selector: '[data-role="draft-problem"] p' });
    expect(q('[data-role="draft-problem"]').dataset.rule).toBe('702.111b');
    expect(problem).toBeTruthy();
    // Confirm stays pressable, as the damage panel's: the engine refuses the declaration with the
    // rule, and the game and the draft stay as they were.
    await waitFor(() => expect(action('confirm-blockers').disabled).toBe(false));
    await user.click(action('confirm-blockers'));
    expect(q('[data-role="last-error"]').dataset.rule).toBe('702.111b');
    expect(pending()).toEqual(['declareBlockers', 'B']);
    expect(card('wall').dataset.draftBlocking).toBeDefined();
    await user.click(card('warden'));
    await user.click(card('brute'));
    // The panel shows the draft just after the table has been painted, and the engine's verdict on it
    // after that, which now finds nothing wrong. (Until the new draft is shown, the panel still shows
    // the old one, refused, with confirm enabled: waiting for confirm alone raced that paint.)
    await waitFor(() => expect(document.querySelector('[data-role="draft-problem"]')).toBeNull());
    expect(q('[data-player-id="B"] [data-lane="brute"]').textContent).toContain('Hedge Warden');
    await waitFor(() => expect(action('confirm-blockers').disabled).toBe(false));
  });

  it('CR 702.9b: clicking an attacker a blocker may not block explains the refusal', async () => {
    const user = userEvent.setup();
    renderTable(at(options, 3));
    await user.click(card('wall'));
    expect(isLit('angel')).toBe(false);
    expect(isLit('brute')).toBe(true);
    await user.click(card('angel'));
    expect(q('[data-role="hint"]').textContent).toContain('CR 702.9b');
    expect(card('wall').dataset.draftBlocking).toBeUndefined();
  });

  it('CR 510.1c: a damage split the engine refuses is shown with its rule, and confirming keeps the choice open', async () => {
    const user = userEvent.setup();
    renderTable(at(crawWurm, 6));
    const toWall = (await screen.findByRole('spinbutton', { name: 'Damage to Wall of Wood' }, LAZY)) as HTMLInputElement;
    await user.clear(toWall);
    await user.type(toWall, '9');
    await user.click(action('confirm-damage'));
    expect(pending()).toEqual(['assignDamage', 'A']);
    expect(screen.getByRole('alert').textContent).toMatch(/CR \d{3}/);
    // Changing the split is a new attempt: the refusal of the old one goes.
    await user.clear(toWall);
    await user.type(toWall, '3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('CR 615.1, 615.7: prevention is shown where it applies: a shield under its player, Fog on the combat strip', () => {
    const mendingHands = fixture('mending-hands');
    const shielded = play(startGame(mendingHands), ...scenarioActions(mendingHands, 6), { type: 'cast', player: 'B', card: 'mh', targets: ['B'] }, ...scenarioActions(mendingHands, 9).slice(7));
    renderTable(shielded);
    expect(q('[data-player-id="B"] [data-role="prevention"]').textContent).toBe('Next 4 damage to this player is prevented CR 615.7');
    expect(document.querySelector('[data-player-id="A"] [data-role="prevention"]')).toBeNull();
    expect(document.querySelector('[data-role="combat-damage-prevented"]')).toBeNull();
  });

  it('CR 302.6: a click on a summoning-sick Llanowar Elves says why it cannot make mana, with the rule', async () => {
    const user = userEvent.setup();
    renderTable(
      startGame({
        format: 'tabletop-scenario/1',
        title: 'Elves',
        turn: { number: 3, activePlayer: 'A', step: 'main1' },
        players: [{ id: 'A', name: 'Ana', battlefield: [{ id: 'elves', card: 'Llanowar Elves', summoningSick: true }] }, { id: 'B', name: 'Bruno' }],
      }),
    );
    await user.click(card('elves'));
    expect(q('[data-role="hint"]').textContent).toContain('Llanowar Elves has not been under Ana');
    expect(q('[data-role="hint"]').textContent).toContain('CR 302.6');
  });

  it('CR 615.7: Mending Hands on the Wall: its card shows what the shield will still prevent', () => {
    const mendingHands = fixture('mending-hands');
    renderTable(play(startGame(mendingHands), ...scenarioActions(mendingHands, 9)));
    expect(q('[data-role="prevention"]', card('wall')).textContent).toBe('prevent 4');
    expect(card('cadet').querySelector('[data-role="prevention"]')).toBeNull();
  });

  it('CR 615.1: Fog resolved in combat: the combat strip says all combat damage is prevented this turn', () => {
    const fog = {
      format: 'tabletop-scenario/1',
      title: 'Fog',
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', name: 'Ana', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
        { id: 'B', name: 'Bruno', battlefield: [{ id: 'forest', card: 'Forest' }], hand: [{ id: 'fog', card: 'Fog' }] },
      ],
      actions: [],
    };
    renderTable(
      play(
        startGame(fog),
        { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] },
        { type: 'pass', player: 'A' },
        { type: 'cast', player: 'B', card: 'fog' },
        { type: 'pass', player: 'B' },
        { type: 'pass', player: 'A' },
      ),
    );
    expect(q('[data-role="combat-damage-prevented"]').textContent).toBe('All combat damage is prevented this turn. CR 615.1');
  });

  it('CR 509.1h, 506.4: an attacker whose blocker left combat is shown as still blocked, not unblocked', () => {
    renderTable(at(moggFanatic));
    const strip = q('[data-role="combat"]');
    expect(strip.textContent).toContain('Goblin Piker');
    expect(strip.textContent).toContain('still blocked: its blockers left combat');
    expect(strip.textContent).not.toContain('unblocked');
    expect(q('[data-player-id="B"] [data-lane="piker"]').textContent).toBe('blockers left combat');
  });

  it('CR 117.4: the record of passes keeps its line while priority is asked, saying when nobody has passed', () => {
    renderTable(play(startGame(shock), { type: 'pass', player: 'A' }, { type: 'cast', player: 'B', card: 'shock', targets: ['construct'] }));
    expect(q('[data-role="priority"]').textContent).toContain('Bruno has priority');
    expect(q('[data-role="passed"]').textContent).toContain('Passed in a row: nobody yet');
    expect(q('[data-role="passed"]').textContent).toContain('CR 117.4');
  });

  it('the stack: top first, its targets light up on hover, and priority is said in plain words', async () => {
    const user = userEvent.setup();
    const store = renderTable(play(startGame(shock), { type: 'pass', player: 'A' }, { type: 'cast', player: 'B', card: 'shock', targets: ['construct'] }, { type: 'pass', player: 'B' }));
    expect(q('[data-role="priority"]').textContent).toBe('Ana has priority — pass to resolve Shock');
    expect(q('[data-role="passed"]').textContent).toContain('Bruno');
    await user.hover(q('[data-role="stack"] [data-object-id="shock"]'));
    expect(store.getState().ui.highlighted).toEqual(['construct']);
    expect(card('construct').className).toContain('ring-violet-400');
    await user.unhover(q('[data-role="stack"] [data-object-id="shock"]'));
    expect(store.getState().ui.highlighted).toEqual([]);
  });

  it('CR 802.2: with several opponents to attack, the prompt says whom a click attacks (the next in turn order) and how to attack another; a click on Carla then sends the marked creature at her', async () => {
    const user = userEvent.setup();
    const store = renderTable(
      startGame({
        variant: 'free-for-all',
        turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
        players: [
          { id: 'A', name: 'Ana', battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
          { id: 'B', name: 'Bruno' },
          { id: 'C', name: 'Carla' },
        ],
      }),
    );
    expect(q('[data-role="how-to"]').textContent).toBe('Select creatures to attack: a click sends one at Bruno; drag it onto another player or a planeswalker (or select it, then click them) to attack them instead. Then confirm.');
    expect(q('[data-role="keyboard-hint"]').textContent).toContain('arrows choose a player or planeswalker');
    await user.click(card('bears'));
    expect(store.getState().ui.attackDraft).toEqual([{ attacker: 'bears', defender: 'B' }]);
    await user.click(q('[data-player-id="C"] [data-life]'));
    expect(store.getState().ui.attackDraft).toEqual([{ attacker: 'bears', defender: 'C' }]);
  });

  it('CR 800.4a: the side of a player who has left a free-for-all game is one line (their life, "lost"); a two-player game\'s loser keeps their side', () => {
    const players = [
      { id: 'A', name: 'Ana', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
      { id: 'B', name: 'Bruno', life: 2, battlefield: [{ id: 'wall', card: 'Wall of Wood' }] },
      { id: 'C', name: 'Carla', battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] },
    ];
    const attackBruno = (game: GameState, passing: string[]) =>
      play(game, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] }, ...passing.map((player) => ({ type: 'pass' as const, player })), { type: 'declareBlockers', player: 'B', blocks: [] }, ...passing.map((player) => ({ type: 'pass' as const, player })));
    const ffa = attackBruno(startGame({ variant: 'free-for-all', turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players }), ['A', 'B', 'C']);
    const { unmount } = render(<Table init={{ game: ffa }} store={createTableStore({ game: ffa })} />);
    const bruno = q('[data-player-id="B"]');
    expect(bruno.dataset.lost).toBe('true');
    expect(bruno.getAttribute('aria-label')).toBe('Bruno has left the game');
    expect(q('[data-life]', bruno).dataset.life).toBe('-4');
    expect(bruno.querySelector('[data-row], [data-zone]')).toBeNull();
    expect(q('[data-player-id="C"]').dataset.lost).toBeUndefined();
    unmount();
    renderTable(attackBruno(startGame({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: players.slice(0, 2) }), ['A', 'B']));
    expect(q('[data-player-id="B"]').dataset.lost).toBeUndefined();
    expect(q('[data-player-id="B"] [data-row="creatures"]')).toBeTruthy();
  });

  it('CR 810.1: in two-headed giant the deciding player’s teammate sits beside them, on their side of the combat lanes, with their hand in their own side, not docked', () => {
    const players = ['Ana', 'Bruno', 'Carla', 'Dario'].map((name) => ({ id: name[0] as string, name, battlefield: [{ id: `${name}-bears`.toLowerCase(), card: 'Grizzly Bears' }], hand: ['Forest'] }));
    const game = play(
      startGame({ variant: 'two-headed-giant', teams: [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }], turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players }),
      { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'ana-bears', defender: 'C' }] },
      { type: 'pass', player: 'A' },
      { type: 'pass', player: 'C' },
    );
    renderTable(game);
    expect(pending()).toEqual(['declareBlockers', 'C']);
    // Across the table Bruno and Ana, then the combat lanes, then Dario, then Carla, who decides.
    const order = [...document.querySelectorAll('[data-role="board-content"] > [data-player-id], [data-role="board-content"] > [data-role="combat"]')].map((el) => el.getAttribute('data-player-id') ?? 'lanes');
    // Bruno, on the attacking team, has no creature in the combat: his side is beside the others', first.
    expect(order).toEqual(['B', 'A', 'lanes', 'D', 'C']);
    // Only Carla's hand is docked; Dario's stays in his side.
    expect(document.querySelectorAll('.hand-dock')).toHaveLength(1);
    expect(q('[data-player-id="C"] .hand-dock[data-zone="hand"]')).toBeTruthy();
    expect(q('[data-player-id="D"] [data-zone="hand"] [data-object-id]')).toBeTruthy();
  });

  it('CR 802.4a: while Ana attacks Carla at a table of four, Bruno’s and Dario’s sides, out of the combat, are shown smaller; before the attack, none', () => {
    const players = ['Ana', 'Bruno', 'Carla', 'Dario'].map((name) => ({ id: name[0] as string, name, battlefield: [{ id: `${name}-bears`.toLowerCase(), card: 'Grizzly Bears' }] }));
    const start = startGame({ variant: 'free-for-all', turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players });
    const outside = () => [...document.querySelectorAll('[data-player-id][data-outside-combat="true"]')].map((el) => el.getAttribute('data-player-id'));
    const { unmount } = render(<Table init={{ game: start }} store={createTableStore({ game: start })} />);
    expect(outside()).toEqual([]);
    unmount();
    renderTable(play(start, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'ana-bears', defender: 'C' }] }));
    expect(outside()).toEqual(['B', 'D']);
    expect(q('[data-player-id="B"]').style.zoom).toBe('0.6');
    expect(q('[data-player-id="C"]').style.zoom).toBe('');
  });

  it('CR 802.4a: at a table of four the sides across the table with no combat lanes stand beside each other: all three before the attack, then Bruno’s and Dario’s, with Carla’s at the lanes’ width next to them', () => {
    const players = ['Ana', 'Bruno', 'Carla', 'Dario'].map((name) => ({ id: name[0] as string, name, battlefield: [{ id: `${name}-bears`.toLowerCase(), card: 'Grizzly Bears' }] }));
    const start = startGame({ variant: 'free-for-all', turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players });
    const sides = () => [...document.querySelectorAll('[data-role="board-content"] > [data-player-id]')].map((el) => `${el.getAttribute('data-player-id')}${el.hasAttribute('data-beside') ? ' beside' : ''}`);
    const { unmount } = render(<Table init={{ game: start }} store={createTableStore({ game: start })} />);
    expect(sides()).toEqual(['B beside', 'C beside', 'D beside', 'A']);
    unmount();
    renderTable(play(start, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'ana-bears', defender: 'C' }] }));
    expect(sides()).toEqual(['B beside', 'D beside', 'C', 'A']);
  });

  it('CR 803.1a, 808.4: seen from Carla’s side, the sides across the table run from her left (Dario, the next in turn order) to her right (Bruno)', () => {
    const players = ['Ana', 'Bruno', 'Carla', 'Dario'].map((name) => ({ id: name[0] as string, name }));
    const game = startGame({ variant: 'free-for-all', turn: { number: 3, activePlayer: 'A', step: 'main1' }, players });
    const store = createTableStore({ game });
    render(<Table init={{ game }} store={store} />);
    const across = () => [...document.querySelectorAll('[data-role="board-content"] > [data-player-id]')].map((el) => el.getAttribute('data-player-id'));
    expect(across()).toEqual(['B', 'C', 'D', 'A']);
    act(() => store.getState().setViewFrom('C'));
    expect(across()).toEqual(['D', 'A', 'B', 'C']);
  });

  it('at a table of four, "View from" is one menu of the four sides and "whoever decides", not a button each', async () => {
    const user = userEvent.setup();
    const players = ['Ana', 'Bruno', 'Carla', 'Dario'].map((name) => ({ id: name[0] as string, name }));
    const game = startGame({ variant: 'free-for-all', turn: { number: 3, activePlayer: 'A', step: 'main1' }, players });
    renderTable(game);
    expect(screen.queryByRole('radio', { name: "Carla's side" })).toBeNull();
    const menu = screen.getByRole('combobox', { name: 'View from' }) as HTMLSelectElement;
    expect([...menu.options].map((o) => o.textContent)).toEqual(["Ana's side", "Bruno's side", "Carla's side", "Dario's side", 'Whoever decides']);
    expect(menu.value).toBe('decider');
    await user.selectOptions(menu, "Carla's side");
    expect(menu.value).toBe('C');
    expect(document.querySelector('[data-role="board-content"] > [data-player-id]:last-child')?.getAttribute('data-player-id')).toBe('C');
  });

  it('CR 601.2h: a "why?" answer open under a card in Bruno’s hand raises his side above the sides after it (each side is its own stacking context)', () => {
    const players = [
      { id: 'A', name: 'Ana', hand: ['Murder'] },
      { id: 'B', name: 'Bruno', hand: ['Murder'] },
      { id: 'C', name: 'Carla' },
      { id: 'D', name: 'Dario' },
    ];
    const game = startGame({ variant: 'two-headed-giant', teams: [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }], turn: { number: 3, activePlayer: 'A', step: 'main1' }, players });
    const store = renderTable(game);
    const brunoCard = game.players.find((p) => p.id === 'B')?.hand[0] as string;
    expect(q('[data-player-id="B"]').style.zIndex).toBe('');
    act(() => store.getState().showHint({ object: brunoCard, text: 'Bruno cannot pay {1}{B}{B} for Murder.', rule: '601.2h' }));
    expect(q('[data-player-id="B"]').style.zIndex).toBe('35');
    expect(q('[data-player-id="A"]').style.zIndex).toBe('');
    act(() => store.getState().showHint(null));
    expect(q('[data-player-id="B"]').style.zIndex).toBe('');
  });

  it('CR 506.2: at a table of two the side across the table keeps the board’s whole width, in combat or not', () => {
    renderTable(at(options, 0));
    expect(document.querySelectorAll('[data-player-id][data-beside]')).toHaveLength(0);
  });

  it('CR 508.1b: with one player to attack, the prompt says only that a planeswalker is attacked by dragging onto it', () => {
    renderTable(at(options, 0));
    expect(q('[data-role="how-to"]').textContent).toBe('Select creatures to attack (drag one onto a planeswalker to attack it), then confirm.');
  });

  it('CR 601.2c: a card picked to cast changes the prompt\'s line on how to act: choose its target, or let go', async () => {
    const user = userEvent.setup();
    const store = renderTable(play(startGame(shock), { type: 'pass', player: 'A' }));
    expect(q('[data-role="how-to"]').textContent).toContain('Select a card in hand');
    await user.click(q('[data-zone="hand"] [data-object-id="shock"]'));
    expect(store.getState().ui.selected).toBe('shock');
    expect(q('[data-role="how-to"]').textContent).toBe('Shock: select a lit card or player to choose the target, or a button under Shock in its panel. Selecting Shock again lets go.');
    // The keys are on the keyboard line, which a phone hides (it has no Escape).
    expect(q('[data-role="keyboard-hint"]').textContent).toBe('Keyboard: Tab to a lit card or player, or to a button in the panel, and press Enter; Escape lets go of Shock.');
    await user.keyboard('{Escape}');
    expect(q('[data-role="how-to"]').textContent).toContain('Select a card in hand');
    expect(q('[data-role="keyboard-hint"]').textContent).toContain('P passes');
    // As the line says, selecting the card again lets go of it too (a touch screen has no Escape).
    await user.click(q('[data-zone="hand"] [data-object-id="shock"]'));
    await user.click(q('[data-zone="hand"] [data-object-id="shock"]'));
    expect(store.getState().ui.selected).toBeNull();
  });

  it('CR 603.3b, 405.5: while Bruno still orders his triggers, the top of the stack is not said to resolve next', async () => {
    const wardens = {
      format: 'tabletop-scenario/1',
      title: 'Soul Wardens on both sides',
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [
        { id: 'A', name: 'Ana', life: 10, battlefield: [{ id: 'ward', card: 'Soul Warden' }, ...Array.from({ length: 7 }, (_, i) => ({ id: `plains${i}`, card: 'Plains' }))], hand: [{ id: 'angel', card: 'Resolute Archangel' }] },
        { id: 'B', name: 'Bruno', battlefield: [{ id: 'wardB', card: 'Soul Warden' }, { id: 'wardC', card: 'Soul Warden' }] },
      ],
      actions: [],
    };
    const cast = play(startGame(wardens), { type: 'cast', player: 'A', card: 'angel' }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    const store = renderTable(play(cast, { type: 'orderTriggers', player: 'A', order: ['ward.1', 'angel.1'] }));
    expect(pending()).toEqual(['orderTriggers', 'B']);
    const top = () => q('[data-role="stack"] li').textContent;
    expect(top()).toContain('#1');
    expect(top()).not.toContain('resolves next');
    act(() => void store.getState().dispatch({ type: 'orderTriggers', player: 'B', order: ['wardB.1', 'wardC.1'] }));
    expect(pending()).toEqual(['priority', 'A']);
    expect(top()).toContain('resolves next');
  });

  it('CR 603.3b: triggers open in the queue order and are ordered top-first as the stack will show them, by buttons that say when each resolves, then confirmed', async () => {
    const user = userEvent.setup();
    const store = renderTable(at(battleCry));
    const items = async () => [...(await screen.findByRole('list', { name: /Triggered abilities/ }, LAZY)).querySelectorAll('[data-object-id]')].map((el) => el.getAttribute('data-object-id'));
    expect(await items()).toEqual(['hero.1', 'hero.2', 'paladin.1']);
    // Each ability is named apart from the other ability of its card (not "Hero of Bladehold" twice).
    expect(q('[data-object-id="hero.1"]').textContent).toContain("Hero of Bladehold's battle cry");
    expect(q('[data-object-id="hero.2"]').textContent).toContain("Hero of Bladehold's token ability");
    // CR 603.2: each says what made it trigger.
    expect(q('[data-object-id="hero.2"] [data-role="trigger-cause"]').textContent).toBe('Hero of Bladehold — Hero of Bladehold attacked');
    await user.click(screen.getByRole('button', { name: /^Move up: Accorder Paladin.* resolves sooner$/ }));
    expect(await items()).toEqual(['hero.1', 'paladin.1', 'hero.2']);
    await user.click(screen.getByRole('button', { name: /^Move up: Accorder Paladin.* resolves sooner$/ }));
    expect(await items()).toEqual(['paladin.1', 'hero.1', 'hero.2']);
    expect((screen.getByRole('button', { name: "Move down: Hero of Bladehold's token ability resolves later" }) as HTMLButtonElement).disabled).toBe(true);
    // Pointing at an ability lights its source up on the table.
    await user.hover(q('[data-object-id="paladin.1"] p'));
    expect(store.getState().ui.highlighted).toEqual(['paladin']);
    await user.unhover(q('[data-object-id="paladin.1"] p'));
    expect(store.getState().ui.highlighted).toEqual([]);
    // And by keyboard: focusing its drag handle does the same.
    act(() => q('[data-object-id="hero.2"] [aria-roledescription]').focus());
    expect(store.getState().ui.highlighted).toEqual(['hero']);
    act(() => q('[data-object-id="hero.2"] [aria-roledescription]').blur());
    expect(store.getState().ui.highlighted).toEqual([]);
    await user.click(action('confirm-trigger-order'));
    // The stack, top first, is the order chosen.
    expect(store.getState().game.stack.map((item) => item.id).toReversed()).toEqual(['paladin.1', 'hero.1', 'hero.2']);
    // On the stack too.
    expect(q('[data-role="stack"] [data-object-id="paladin.1"] [data-role="trigger-cause"]').textContent).toBe('Accorder Paladin — Accorder Paladin attacked');
  });

  it('legacy rules (pre-2024 CR 509.2): blockers are ordered in a sortable row before damage', async () => {
    const user = userEvent.setup();
    const legacy = JSON.parse(JSON.stringify(await import('../../src/examples/seed-craw-wurm-legacy-order.json'))).default as ScenarioJson;
    const store = renderTable(at(legacy, 4));
    expect(pending()).toEqual(['orderBlockers', 'A']);
    await screen.findByRole('region', { name: 'Damage assignment order' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Move Eager Cadet earlier' }));
    await user.click(action('confirm-order'));
    expect(store.getState().game.combat?.attackers[0]?.blockedBy).toEqual(['cadet', 'wall']);
  });

  it('the table can be viewed from either side; "whoever decides" follows the declarations, and priority passed leaves the turn\'s player at the bottom', async () => {
    const user = userEvent.setup();
    const store = renderTable(startGame(crawWurm));
    const order = () => [...document.querySelectorAll('section[data-player-id]')].map((el) => el.getAttribute('data-player-id'));
    expect(order()).toEqual(['B', 'A']);
    await user.click(screen.getByRole('radio', { name: "Bruno's side" }));
    expect(order()).toEqual(['A', 'B']);
    await user.click(screen.getByRole('radio', { name: 'Whoever decides' }));
    expect(order()).toEqual(['B', 'A']);
    act(() => {
      store.getState().dispatch({ type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] });
      store.getState().dispatch({ type: 'pass', player: 'A' });
    });
    expect(pending()).toEqual(['priority', 'B']);
    // Priority alone does not turn a scenario's table round: Ana, whose turn it is, stays at the bottom.
    expect(order()).toEqual(['B', 'A']);
    act(() => store.getState().dispatch({ type: 'pass', player: 'B' }));
    expect(pending()).toEqual(['declareBlockers', 'B']);
    expect(order()).toEqual(['A', 'B']);
  });
});
