import { describe, expect, it } from 'vitest';
import { renderMessage, type Message, type Translate } from '../../src/explain';
import { appI18n } from '../../src/i18n';
import { describeAction } from '../../src/store/describe';
import {
  selectAttackOptions,
  selectBattlefieldGroups,
  selectBlockOptions,
  selectBlockerOptions,
  selectCombatLanes,
  selectDamageOptions,
  selectDraftProblem,
  selectDraftRole,
  selectLitTargets,
  selectPassAction,
  selectPassRecord,
  selectPermanent,
  selectPlayOptions,
  selectPlayerSummary,
  selectPrompt,
  selectStack,
  selectStackTopStatus,
  selectTriggerOrdering,
} from '../../src/store/selectors';
import { initialUi } from '../../src/store/uiState';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const shock = fixture('shock-then-titanic-growth');
const options = fixture('combat-options');
const crawWurm = fixture('craw-wurm-two-blockers');
const battleCry = fixture('battle-cry-triggers');
const moggFanatic = fixture('mogg-fanatic');
const mendingHands = fixture('mending-hands');

/** A message in English (tests/setup.ts loads English), as the table shows it. */
const english = (m: Message) => renderMessage(appI18n().i18n.t as unknown as Translate, m);

const atBlockers = () => play(startGame(options), ...scenarioActions(options, 3));

describe('selectors: the table view', () => {
  it('players: life, library and hand counts, mana pool', () => {
    const game = startGame(shock);
    expect(selectPlayerSummary(game, 'A')).toMatchObject({ id: 'A', name: 'Ana', life: 20, isActive: true, libraryCount: 0, handCount: 1, manaPool: '' });
    expect(selectPlayerSummary(game, 'B')).toMatchObject({ isActive: false });
  });

  it('battlefield: lands apart from creatures and other permanents, in order of arrival', () => {
    const game = startGame(options);
    expect(selectBattlefieldGroups(game, 'A')).toEqual({ creatures: ['brute', 'angel', 'bears', 'goblin'], others: [], lands: ['f1', 'f2'] });
    expect(selectBattlefieldGroups(game, 'B')).toEqual({ creatures: ['spider', 'wall', 'warden'], others: ['ajani'], lands: [] });
  });

  it('CR 613.4c: a permanent shows its current power and toughness beside the printed ones (Titanic Growth: 2/2 → 6/6)', () => {
    const before = startGame(shock);
    expect(selectPermanent(before, 'construct')).toMatchObject({ name: 'Eager Construct', power: 2, toughness: 2, basePower: 2, baseToughness: 2, manaCost: '{2}' });
    const game = play(startGame(shock), { type: 'cast', player: 'A', card: 'tg', targets: ['construct'] }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(selectPermanent(game, 'construct')).toMatchObject({ power: 6, toughness: 6, basePower: 2, baseToughness: 2 });
  });

  it('an unchanged permanent keeps its view object across game states (its card does not re-render)', () => {
    const game = startGame(shock);
    const next = play(game, { type: 'pass', player: 'A' });
    expect(next).not.toBe(game);
    expect(selectPermanent(next, 'construct')).toBe(selectPermanent(game, 'construct'));
  });

  it('CR 302.6, 508.1a: attack options name each creature’s defenders, or the reason it cannot attack', () => {
    const attack = selectAttackOptions(startGame(options));
    expect(attack.get('brute')?.defenders).toEqual(['B', 'ajani']);
    expect(attack.get('bears')).toMatchObject({ defenders: [], reason: { rule: '302.6' } });
  });

  it('CR 509.1a, 702.9b: block options map each blocker to the attackers it may block; refusals carry the rule', () => {
    const game = atBlockers();
    expect(selectBlockOptions(game)).toEqual(
      new Map([
        ['spider', ['brute', 'angel', 'goblin']],
        ['wall', ['brute', 'goblin']],
        ['warden', ['brute', 'goblin']],
      ]),
    );
    expect(selectBlockerOptions(game).get('wall')?.refused[0]).toMatchObject({ attacker: 'angel', reason: { rule: '702.9b' } });
    expect(selectBlockerOptions(game).get('warden')?.maxAttackers).toBe(2);
  });

  it('CR 702.111b: a draft is explained before confirming by asking the engine (menace with one blocker)', () => {
    const game = atBlockers();
    const one = selectDraftProblem(game, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'brute' }] });
    expect(one?.rule).toBe('702.111b');
    const two = selectDraftProblem(game, {
      type: 'declareBlockers',
      player: 'B',
      blocks: [
        { blocker: 'wall', attacker: 'brute' },
        { blocker: 'warden', attacker: 'brute' },
      ],
    });
    expect(two).toBeNull();
    // Asking changed nothing: the game is the same value.
    expect(game.pendingChoice?.type).toBe('declareBlockers');
  });

  it('combat lanes: each attacker with its drafted blockers, then its declared ones', () => {
    const game = atBlockers();
    const draft = [{ blocker: 'spider', attacker: 'angel' }];
    expect(selectCombatLanes(game, draft)).toEqual([
      { attacker: 'brute', defender: 'B', blockers: [], declared: false, blocked: false, attackingNothing: false, blockableBy: ['B'] },
      { attacker: 'angel', defender: 'ajani', blockers: ['spider'], declared: false, blocked: false, attackingNothing: false, blockableBy: ['B'] },
      { attacker: 'goblin', defender: 'B', blockers: [], declared: false, blocked: false, attackingNothing: false, blockableBy: ['B'] },
    ]);
    expect(selectCombatLanes(game, draft)).toBe(selectCombatLanes(game, draft));
  });

  it('CR 603.3d, 405.5, 603.5: the top of the stack is not yet placed while targeted, next under priority, resolving as it asks "you may"', () => {
    const json = {
      format: 'tabletop-scenario/1',
      title: 'Battle-Rattle Shaman',
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [{ id: 'A', name: 'Ana', battlefield: [{ id: 'shaman', card: 'Battle-Rattle Shaman' }, { id: 'bears', card: 'Grizzly Bears' }] }, { id: 'B', name: 'Bruno' }],
      actions: [],
    };
    const combat = play(startGame(json), { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(combat.pendingChoice?.type).toBe('chooseTargets');
    expect(selectStackTopStatus(combat)).toBeNull();
    const targeted = play(combat, { type: 'chooseTargets', player: 'A', object: 'shaman.1', targets: ['bears'] });
    expect(selectStackTopStatus(targeted)).toBe('next');
    const resolving = play(targeted, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(resolving.pendingChoice).toMatchObject({ type: 'choose', object: 'shaman.1' });
    expect(selectStackTopStatus(resolving)).toBe('resolving');
  });

  it('CR 615.7: a shield on a permanent or a player shows what it will still prevent, until damage uses it up', () => {
    const shielded = play(startGame(mendingHands), ...scenarioActions(mendingHands, 9));
    expect(selectPermanent(shielded, 'wall')?.prevention).toBe(4);
    expect(selectPermanent(shielded, 'cadet')?.prevention).toBe(0);
    const afterDamage = play(startGame(mendingHands), ...scenarioActions(mendingHands));
    // 3 of the 4 were used on the Wall's 3 combat damage; the last 1 lasts until the turn ends.
    expect(selectPermanent(afterDamage, 'wall')?.prevention).toBe(1);
    // The same game with Mending Hands cast on Bruno himself (action 6 of the seed).
    const before = scenarioActions(mendingHands, 6);
    const after = scenarioActions(mendingHands, 9).slice(7);
    const onPlayer = play(startGame(mendingHands), ...before, { type: 'cast', player: 'B', card: 'mh', targets: ['B'] }, ...after);
    expect(selectPlayerSummary(onPlayer, 'B')?.prevention).toBe(4);
    expect(selectPlayerSummary(onPlayer, 'A')?.prevention).toBe(0);
  });

  it('CR 509.1h, 506.4: a lane stays blocked when its blocker leaves combat (Mogg Fanatic sacrificed)', () => {
    const game = play(startGame(moggFanatic), ...scenarioActions(moggFanatic));
    expect(selectCombatLanes(game, [])).toEqual([{ attacker: 'piker', defender: 'B', blockers: [], declared: true, blocked: true, attackingNothing: false, blockableBy: ['B'] }]);
  });

  it("a card's part in the drafts, as one comparable string", () => {
    const ui = {
      ...initialUi(atBlockers()),
      attackDraft: [{ attacker: 'brute', defender: 'B' }],
      blockDraft: [
        { blocker: 'spider', attacker: 'angel' },
        { blocker: 'spider', attacker: 'goblin' },
        { blocker: 'wall', attacker: 'brute' },
      ],
    };
    expect(selectDraftRole({ ui }, 'brute')).toBe('attacks:B');
    expect(selectDraftRole({ ui }, 'spider')).toBe('blocks:angel goblin');
    expect(selectDraftRole({ ui }, 'wall')).toBe('blocks:brute');
    expect(selectDraftRole({ ui }, 'goblin')).toBe('');
    // A new draft list is read afresh.
    expect(selectDraftRole({ ui: { ...ui, blockDraft: [] } }, 'spider')).toBe('');
  });

  it('lit targets: a picked blocker lights the attackers the engine lets it block', () => {
    const game = atBlockers();
    expect([...selectLitTargets(game, { selected: 'wall', dragging: null })]).toEqual(['brute', 'goblin']);
    expect([...selectLitTargets(game, { selected: null, dragging: { kind: 'blocker', id: 'spider' } })]).toEqual(['brute', 'angel', 'goblin']);
    expect(selectLitTargets(game, { selected: null, dragging: null }).size).toBe(0);
  });

  it('CR 510.1c: damage options list the recipients with toughness and the lethal damage still needed', () => {
    const game = play(startGame(crawWurm), ...scenarioActions(crawWurm, 6));
    const [wurm] = selectDamageOptions(game);
    expect(wurm).toMatchObject({ source: 'wurm', power: 6 });
    expect(wurm?.recipients.map((r) => [r.target, r.toughness, r.lethal])).toEqual([
      ['wall', 3, 3],
      ['cadet', 1, 1],
    ]);
  });

  it('play options: a spell in hand with one option per legal target', () => {
    const game = play(startGame(shock), { type: 'pass', player: 'A' });
    const shockOptions = selectPlayOptions(game).get('shock') ?? [];
    expect(shockOptions.map((o) => english(o.label))).toContain('Cast Shock → Eager Construct');
    expect(shockOptions.every((o) => o.targets.length === 1)).toBe(true);
    expect(selectPassAction(game)).toEqual({ type: 'pass', player: 'B' });
  });

  it('CR 117.4: priority in plain words: who has it, and what passing does', () => {
    const cast = play(startGame(shock), { type: 'pass', player: 'A' }, { type: 'cast', player: 'B', card: 'shock', targets: ['construct'] });
    expect(english(selectPrompt(cast).message)).toBe('Bruno has priority — respond to Shock, or pass to Ana');
    const passed = play(cast, { type: 'pass', player: 'B' });
    expect(english(selectPrompt(passed).message)).toBe('Ana has priority — pass to resolve Shock');
    expect(selectPassRecord(passed)).toEqual(['Bruno']);
  });

  it('the stack is listed top first, with source, controller and targets', () => {
    const game = play(
      startGame(shock),
      { type: 'pass', player: 'A' },
      { type: 'cast', player: 'B', card: 'shock', targets: ['construct'] },
      { type: 'pass', player: 'B' },
      { type: 'cast', player: 'A', card: 'tg', targets: ['construct'] },
    );
    const stack = selectStack(game);
    expect(stack.map((item) => item.id)).toEqual(['tg', 'shock']);
    expect(stack[1]).toMatchObject({ kind: 'spell', controllerName: 'Bruno', targets: [{ id: 'construct', name: 'Eager Construct' }] });
  });

  it('CR 603.3b: triggers to order, named by source', () => {
    const game = play(startGame(battleCry), ...scenarioActions(battleCry));
    const ordering = selectTriggerOrdering(game);
    expect(ordering?.playerName).toBe('Ana');
    expect([...(ordering?.triggers.keys() ?? [])]).toEqual(['hero.1', 'hero.2', 'paladin.1']);
    expect(ordering?.triggers.get('paladin.1')?.sourceName).toBe('Accorder Paladin');
    expect(ordering?.apnap).toBeNull();
    // The list opens in the engine's queue order (603.3b), not pre-sorted toward an answer.
    expect(initialUi(game).triggerDraft).toEqual(['hero.1', 'hero.2', 'paladin.1']);
  });

  it('describeAction covers combat declarations', () => {
    const game = startGame(shock);
    expect(english(describeAction(game, { type: 'declareAttackers', player: 'A', attackers: [] }))).toBe('Attack with nothing');
    expect(english(describeAction(game, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'construct', defender: 'B' }] }))).toBe('Attack: Eager Construct → Bruno');
    expect(english(describeAction(game, { type: 'declareBlockers', player: 'B', blocks: [] }))).toBe('Block with nothing');
  });

  it('CR 602.1a: an activated ability\'s label says its cost ("cost: effect"), unless its text already does', () => {
    const game = startGame({
      format: 'tabletop-scenario/1',
      title: 'costs',
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [
        { id: 'A', name: 'Ana', battlefield: [{ id: 'fanatic', card: 'Mogg Fanatic' }, { id: 'knight', card: 'Knight of the Ebon Legion' }, { id: 'ajani', card: 'Ajani Goldmane' }] },
        { id: 'B', name: 'Bruno' },
      ],
    });
    expect(english(describeAction(game, { type: 'activate', player: 'A', source: 'fanatic', ability: 0, targets: ['B'] }))).toBe(
      'Mogg Fanatic — Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to any target. → Bruno',
    );
    expect(english(describeAction(game, { type: 'activate', player: 'A', source: 'knight', ability: 0 }))).toBe(
      'Knight of the Ebon Legion — {2}{B}: Knight of the Ebon Legion gets +3/+3 and gains deathtouch until end of turn.',
    );
    // A loyalty ability's text starts with its cost: it is not said twice.
    expect(english(describeAction(game, { type: 'activate', player: 'A', source: 'ajani', ability: 0 }))).toBe('Ajani Goldmane: +1: You gain 2 life.');
  });
});
