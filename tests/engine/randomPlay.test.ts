// Seeded random legal play (STYLE §7.4): from varied starts, repeatedly apply a random pick from
// `legalActions` and check the engine's invariants at every step:
// - every action `legalActions` offers applies (`ok: true`), and no call throws;
// - the input state is deep-frozen and its serialization is unchanged after each call;
// - applyAction is a function: the same action on the same state gives the same result;
// - the state round-trips through JSON;
// - whenever a player has priority, state-based actions are at a fixed point (CR 704.3);
// - an illegal action (a pass or a concession-free answer by the player who is not asked) is refused
//   with the state unchanged (CR 733.1);
// - in two-headed giant, teammates share one life total and win or lose together (CR 810.4, 810.8), and a
//   choice asked of a team names its primary player and the team (the contract);
// - nothing of a player who has left remains in the game (CR 800.4a, 800.4d); the pending choice is asked
//   of a player still in it, about what is still there, and the combat names only creatures on the
//   battlefield (506.4); an action declares or puts no creature attacking what can't be attacked
//   (508.1b, 508.4a), deals no damage to or from what has left (510.2, 800.4e), begins no turn of a
//   departed player (800.4k) and leaves no mana once a step ends (500.5): leavingInvariants.ts.
// A failure names the seed; pin it in REGRESSION_SEEDS so it is replayed on every run.
import { allObjects, findObject, logEntries } from '../../src/engine/index';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../../src/engine/index';
import type { Action, GameState, Scenario } from '../../src/engine/index';
import { DECKS, deckList } from '../../src/engine/cards/decks';
import { deepFreeze } from './freeze';
import { game, pass } from './helpers';
import { mulberry32 as rng } from '../support/rng';
import { combatProblem, departedProblem, newEntries, pendingProblem, transitionProblem } from './leavingInvariants';
import { sbaProblem, teamProblem, zoneProblem } from './stateInvariants';

/** Seeds that once broke an invariant, replayed on every run (none yet). */
const REGRESSION_SEEDS: { start: string; seed: number }[] = [];

/** FUZZ_SEED=<n> explores other games than the default run; FUZZ_RUNS scales the number of games. */
const FC_SEED = Number(process.env.FUZZ_SEED ?? 20240607);
const RUN_SCALE = Number(process.env.FUZZ_RUNS ?? 1);
/** FUZZ_CONCEDE=<p>: the chance that a player concedes at a step of a multiplayer game (CR 104.3a). */
const CONCEDE_CHANCE = Number(process.env.FUZZ_CONCEDE ?? 0.002);
/** How many actions the multiplayer games must reach (a raised FUZZ_CONCEDE ends them early: none). */
const multiplayerActions = (n: number): number => (CONCEDE_CHANCE > 0.002 ? 0 : n);


/** The players who may answer the pending choice: its player, and in two-headed giant their teammate
 *  when the choice is the team's (the contract). */
function answering(s: GameState): string[] {
  const pending = s.pendingChoice;
  if (!pending) return [];
  const team = (pending as { team?: string }).team;
  const m = s.multiplayer;
  return team && m?.variant === 'two-headed-giant' ? (m.teams.find((t) => t.id === team)?.players ?? [pending.player]) : [pending.player];
}

interface Stats {
  games: number;
  actions: number;
  /** Offered actions applied. */
  tried: number;
  /** Random priority actions that were legal (and offered). */
  probesAccepted: number;
  over: number;
  concessions: number;
  pending: Record<string, number>;
}

/** How often the serializing checks run (JSON round trip, input untouched, same action → same
 *  result): the state carries its whole log, so they cost more as a game goes on. The state is
 *  deep-frozen at every step, so a write to it would throw at once anyway. */
const SERIAL_EVERY = 6;
/** At most this many of the offered actions are applied at a step (the chosen one always): a board
 *  with twenty creatures and five instants in hand offers a hundred casts. */
const MAX_TRIED = 8;

/** Random cast/playLand/activate probes per priority step. */
const PROBES = 2;

/** A canonical key of an action: fields sorted, an empty target list the same as none. */
function actionKey(a: Action): string {
  const entries = Object.entries(a).filter(([k, v]) => !(k === 'targets' && Array.isArray(v) && v.length === 0));
  return JSON.stringify(entries.sort(([x], [y]) => (x < y ? -1 : 1)));
}

/** A random cast, land or activation by `player` of any object in the game, with random targets. */
function randomPriorityAction(s: GameState, player: string, random: () => number): Action {
  const ids = allObjects(s.objects).map((o) => o.id);
  const any = (): string => ids[Math.floor(random() * ids.length)] ?? 'nothing';
  const anyTarget = (): string => (random() < 0.3 ? (s.players[Math.floor(random() * s.players.length)]?.id ?? 'A') : any());
  const targets = random() < 0.4 ? [] : [anyTarget()];
  const roll = random();
  // Mostly cards in the player's own hand and permanents: those are the ones that may be legal.
  const own = [...(s.players.find((p) => p.id === player)?.hand ?? []), ...s.battlefield];
  const card = random() < 0.7 && own.length ? (own[Math.floor(random() * own.length)] as string) : any();
  if (roll < 0.5) return { type: 'cast', player, card, targets };
  if (roll < 0.7) return { type: 'playLand', player, card };
  return { type: 'activate', player, source: card, ability: random() < 0.8 ? 0 : 1, targets };
}

/** The index of the declaration with the most attackers. */
function widestAttack(actions: Action[]): number {
  let best = -1;
  let most = -1;
  actions.forEach((a, i) => {
    if (a.type === 'declareAttackers' && a.attackers.length > most) [best, most] = [i, a.attackers.length];
  });
  return best;
}

/** Plays one random game from `start`; throws with the seed and the recent history on a broken invariant. */
function playRandom(label: string, start: GameState, seed: number, maxActions: number, stats: Stats): void {
  const random = rng(seed);
  // One set per game: each new state shares most of its structure with the one before.
  const frozen = new WeakSet<object>();
  let s = deepFreeze(start, frozen);
  const trail: string[] = [];
  /** `at`: the state whose log is shown (the one after the action, for a check of what it did). */
  const fail = (why: string, at: GameState = s): never => {
    const recent = logEntries(at).slice(-12).map((e) => `    ${e.rule ?? ''} ${e.text}`).join('\n');
    throw new Error(`[${label}, seed ${seed}] ${why}\n  last actions:\n    ${trail.slice(-8).join('\n    ')}\n  last log:\n${recent}`);
  };
  const apply = (a: Action, what: string): ReturnType<typeof applyAction> => {
    try {
      return applyAction(s, a);
    } catch (e) {
      return fail(`applyAction threw on ${what} ${JSON.stringify(a)}: ${(e as Error).stack ?? String(e)}`);
    }
  };
  stats.games++;
  for (let step = 0; ; step++) {
    const serial = step % SERIAL_EVERY === 0 || step === maxActions || s.gameOver !== null;
    const json = serial ? JSON.stringify(s) : '';
    if (serial) {
      const parsed: unknown = JSON.parse(json);
      if (!isDeepStrictEqual(parsed, s)) expect(parsed, `[${label}, seed ${seed}] JSON round trip`).toEqual(s);
    }
    if (s.gameOver) {
      stats.over++;
      const teams = teamProblem(s);
      if (teams) fail(`teams: ${teams}`);
      if (s.pendingChoice !== null) fail('the game is over but a choice is pending');
      if (legalActions(s).actions.length) fail('the game is over but legalActions offers actions');
      if (apply(pass(s.gameOver.winner ?? 'A'), 'after the game').ok) fail('an action was accepted after the game ended');
      return;
    }
    if (step === maxActions) return;
    const pending = s.pendingChoice;
    if (!pending) return fail('no choice is pending and the game is not over');
    stats.pending[pending.type] = (stats.pending[pending.type] ?? 0) + 1;
    if (pending.type === 'priority') {
      const sba = sbaProblem(s);
      if (sba) fail(`state-based actions are not at a fixed point while ${pending.player} has priority: ${sba}`);
    }
    const zones = zoneProblem(s);
    if (zones) fail(`zones: ${zones}`);
    const teams = teamProblem(s);
    if (teams) fail(`teams: ${teams}`);
    const departed = departedProblem(s);
    if (departed) fail(`leaving: ${departed}`);
    const asked = pendingProblem(s);
    if (asked) fail(`the pending choice: ${asked}`);
    const combat = combatProblem(s);
    if (combat) fail(`combat: ${combat}`);

    let legal: ReturnType<typeof legalActions>;
    try {
      legal = legalActions(s);
    } catch (e) {
      return fail(`legalActions threw: ${(e as Error).stack ?? String(e)}`);
    }
    if (legal.player !== pending.player) fail(`legalActions names ${legal.player}, the pending choice ${pending.player}`);
    if (legal.actions.length === 0) fail(`legalActions offers nothing for ${JSON.stringify(pending).slice(0, 300)}`);

    // In a multiplayer game, now and then a player concedes, whoever is deciding (CR 104.3a: at any
    // time); the game goes on without them (800.4) or ends with one player left (104.2a).
    // Ten times as often while a choice other than priority is pending: leaving mid-choice is where the
    // questions, their options and the combat must be gathered again (800.4a).
    if (s.multiplayer && random() < CONCEDE_CHANCE * (pending.type === 'priority' ? 1 : 10)) {
      const still = s.players.filter((p) => !p.lost);
      const quitter = still[Math.floor(random() * still.length)] as GameState['players'][number];
      const r = apply({ type: 'concede', player: quitter.id }, 'concession');
      if (!r.ok) return fail(`a concession by ${quitter.id} was refused: ${r.error.rule} ${r.error.message}`);
      trail.push(JSON.stringify({ type: 'concede', player: quitter.id }));
      if (findObject(r.state, quitter.id) || r.state.battlefield.some((id) => findObject(r.state, id)?.owner === quitter.id)) fail(`${quitter.id} left the game but still owns a permanent`);
      const changed = transitionProblem(s, r.state, newEntries(s, r.state));
      if (changed) fail(`after ${quitter.id}'s concession: ${changed}`, r.state);
      s = deepFreeze(r.state, frozen);
      stats.concessions++;
      continue;
    }

    // The pick: biased toward passing so that games move on, and toward attacking with everything
    // so that games end; otherwise uniform.
    const passIndex = legal.actions.findIndex((a) => a.type === 'pass');
    const widest = pending.type === 'declareAttackers' ? widestAttack(legal.actions) : -1;
    const index =
      passIndex >= 0 && random() < 0.55 ? passIndex
      : widest >= 0 && random() < 0.6 ? widest
      : Math.floor(random() * legal.actions.length);
    // Now and then the pick is a mana ability (CR 605.3a): its mana floats until spent or until the
    // step ends (500.5), which the invariants then cover.
    const mana = legal.manaAbilities.length > 0 && random() < 0.08 ? legal.manaAbilities[Math.floor(random() * legal.manaAbilities.length)] : undefined;
    const action = mana ?? (legal.actions[index] as Action);

    // Every offered action applies (all of them, or a random sample of MAX_TRIED with the pick).
    const tried = new Set<number>([index]);
    if (legal.actions.length <= MAX_TRIED) legal.actions.forEach((_, i) => tried.add(i));
    else while (tried.size < MAX_TRIED) tried.add(Math.floor(random() * legal.actions.length));
    let result: ReturnType<typeof applyAction> | undefined;
    for (const i of tried) {
      const a = legal.actions[i] as Action;
      const r = apply(a, 'offered');
      if (!r.ok) fail(`offered action refused: ${JSON.stringify(a)} → ${r.error.rule} ${r.error.message}`);
      if (i === index) result = r;
    }
    stats.tried += tried.size;
    for (const a of legal.manaAbilities) {
      const r = apply(a, 'offered');
      if (!r.ok) fail(`offered mana ability refused: ${JSON.stringify(a)} → ${r.error.rule} ${r.error.message}`);
      if (a === mana) result = r;
    }

    // An illegal action: the player who is not asked passes (or answers the pending choice); in
    // two-headed giant a player of the other team, when the choice is a team's.
    const answerers = answering(s);
    const other = s.players.find((p) => !answerers.includes(p.id) && !p.lost);
    if (other) {
      const intruder = (pending.type === 'priority' ? pass(other.id) : { ...legal.actions[0], player: other.id }) as Action;
      if (apply(intruder, 'intruding').ok) fail(`an action by ${other.id}, who is not asked, was accepted: ${JSON.stringify(intruder)}`);
    }
    // A player who has left the game takes no action at all, not even the one asked now (CR 800.4a).
    const gone = s.players.find((p) => p.lost);
    if (gone) {
      const ghost = { ...legal.actions[0], player: gone.id } as Action;
      const r = apply(ghost, 'by a departed player');
      if (r.ok || !['104.3a', '800.4a'].includes(r.error.rule)) fail(`800.4a: an action by ${gone.id}, who has left the game, was ${r.ok ? 'accepted' : `refused under ${r.error.rule}`}: ${JSON.stringify(ghost)}`);
    }

    // Differential check: with priority, legalActions lists every cast, land and activation (without
    // payWith; mana abilities in manaAbilities), so a random one that applyAction accepts must be among
    // them; a refused one names a rule.
    if (pending.type === 'priority') {
      const offered = new Set([...legal.actions, ...legal.manaAbilities].map(actionKey));
      for (let k = 0; k < PROBES; k++) {
        // CR 805.5a: in two-headed giant either player of the team with priority may act.
        const prober = answerers[Math.floor(random() * answerers.length)] ?? pending.player;
        const probe = randomPriorityAction(s, prober, random);
        const r = apply(probe, 'random');
        if (r.ok && !offered.has(actionKey(probe))) fail(`applyAction accepts ${JSON.stringify(probe)}, which legalActions does not offer`);
        if (!r.ok && !/^\d{3}(\.\d+[a-z]*)?$/.test(r.error.rule)) fail(`refusal without a rule number: ${JSON.stringify(r.error)}`);
        if (!r.ok && !r.error.message) fail(`refusal without a message: ${JSON.stringify(r.error)}`);
        if (r.ok) stats.probesAccepted++;
      }
      // A closed option that is a whole action is refused.
      for (const c of legal.closed) {
        if (c.action.type !== 'playLand') continue;
        if (apply(c.action as Action, 'closed').ok) fail(`the closed option ${JSON.stringify(c.action)} (${c.reason.rule}: ${c.reason.message}) is accepted`);
      }
    }
    if (serial && JSON.stringify(s) !== json) fail('applying actions changed the input state');

    if (!result?.ok) return fail('unreachable');
    trail.push(JSON.stringify(action));
    const changed = transitionProblem(s, result.state, newEntries(s, result.state));
    if (changed) fail(`after ${JSON.stringify(action)}: ${changed}`, result.state);
    // applyAction is a function of its inputs (the rng lives in the state).
    if (serial) {
      const again = apply(action, 'repeated');
      if (!again.ok || JSON.stringify(again.state) !== JSON.stringify(result.state)) fail(`the same action gave two different results: ${JSON.stringify(action)}`);
    }
    s = deepFreeze(result.state, frozen);
    stats.actions++;
  }
}

const DECK_PAIRS = DECKS.flatMap((a) => DECKS.map((b) => [a, b] as const));

function deckGame(seed: number): { label: string; state: GameState } {
  const [a, b] = DECK_PAIRS[seed % DECK_PAIRS.length] as (typeof DECK_PAIRS)[number];
  const rules = seed % 5 === 0 ? 'legacy-damage-order' : 'current';
  return {
    label: `newGame ${a.id} vs ${b.id} (${rules})`,
    state: newGame({ seed, rules, players: [{ id: 'A', name: 'Ana', deck: deckList(a) }, { id: 'B', name: 'Bruno', deck: deckList(b) }] }),
  };
}

const ATTACK_OPTIONS = ['multiple', 'left', 'right'] as const;
const SEATS = ['Ana', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio'];

/** A free-for-all game of `count` players with ready-made decks, from turn 1 (CR 103.8c, 806); every
 *  other seed from the mulligans (103.5), where a player may concede too. */
function freeForAll(count: number, seed: number): { label: string; state: GameState } {
  const attack = ATTACK_OPTIONS[seed % ATTACK_OPTIONS.length] as (typeof ATTACK_OPTIONS)[number];
  const decks = Array.from({ length: count }, (_, i) => DECKS[(seed + i) % DECKS.length] as (typeof DECKS)[number]);
  return {
    label: `free-for-all of ${count} (attack ${attack}): ${decks.map((d) => d.id).join(', ')}`,
    state: newGame({ seed, mulligans: seed % 2 === 0, multiplayer: { variant: 'free-for-all', attack }, players: decks.map((deck, i) => ({ id: String.fromCharCode(65 + i), name: SEATS[i] as string, deck: deckList(deck) })) }),
  };
}

const TEAMS = [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }];

/** A two-headed giant game of four players with ready-made decks, from turn 1 (CR 810, 103.8b); every
 *  other seed from the mulligans (805.3a). */
function twoHeadedGiant(seed: number): { label: string; state: GameState } {
  const decks = Array.from({ length: 4 }, (_, i) => DECKS[(seed + i) % DECKS.length] as (typeof DECKS)[number]);
  return {
    label: `two-headed giant: ${decks.map((d) => d.id).join(', ')}`,
    state: newGame({ seed, mulligans: seed % 2 === 0, multiplayer: { variant: 'two-headed-giant', teams: TEAMS }, players: decks.map((deck, i) => ({ id: String.fromCharCode(65 + i), name: SEATS[i] as string, deck: deckList(deck) })) }),
  };
}

/** The four-player melee as two-headed giant: Ana with Dario (seated next to her, wrapping round) against
 *  Bruno and Carla, at low shared life totals so that teams lose mid-game. */
function twoHeadedMelee(rules: 'current' | 'legacy-damage-order' = 'current'): Partial<Scenario> {
  const melee = fourPlayerMelee('multiple');
  return {
    ...melee,
    rules,
    variant: 'two-headed-giant',
    options: undefined,
    teams: [{ id: 'AD', players: ['A', 'D'], life: 12 }, { id: 'BC', players: ['B', 'C'], life: 9 }],
    players: (melee.players ?? []).map(({ life: _life, ...p }) => p),
  } as Partial<Scenario>;
}

/** The keyword melee's two players (below), and Carla and Dario with creatures, a planeswalker and
 *  instants, in a free-for-all game at Ana's first main phase. */
function fourPlayerMelee(attack: (typeof ATTACK_OPTIONS)[number]): Partial<Scenario> {
  const melee = BOARDS[0]?.scenario as Partial<Scenario>;
  const [ana, bruno] = melee.players as Scenario['players'];
  return {
    ...melee,
    variant: 'free-for-all',
    options: { attack },
    players: [
      ana as Scenario['players'][number], bruno as Scenario['players'][number],
      {
        id: 'C', name: 'Carla', life: 9,
        library: library(['Plains', 'Swamp', 'Soul Warden', 'Plains']),
        hand: [{ id: 'c-murder', card: 'Murder' }, { id: 'c-gg', card: 'Giant Growth' }],
        battlefield: [...lands('cl', ['Swamp', 'Swamp', 'Forest', 'Forest']), { id: 'c-artist', card: 'Blood Artist' }, { id: 'c-spider', card: 'Giant Spider' }, { id: 'c-hero', card: 'Hero of Bladehold' }, { id: 'c-jace', card: 'Jace Beleren' }],
      },
      {
        id: 'D', name: 'Dario', life: 6,
        library: library(['Mountain', 'Mountain', 'Shock', 'Mountain']),
        hand: [{ id: 'd-shock', card: 'Shock' }, { id: 'd-bolt', card: 'Lightning Bolt' }],
        battlefield: [...lands('dl', ['Mountain', 'Mountain', 'Mountain']), { id: 'd-mogg', card: 'Mogg Fanatic' }, { id: 'd-brute', card: 'Boggart Brute' }, { id: 'd-wall', card: 'Wall of Wood' }, { id: 'd-warden', card: 'Soul Warden' }],
      },
    ],
  } as Partial<Scenario>;
}

/** Five players with the pool's rarer rules in play at once: a Siege (CR 310) and phasing (702.26), a
 *  second legendary planeswalker in hand (704.5j), costs to attack (508.1h), "attack if able" (Bident),
 *  Sneak Attack's delayed sacrifice (603.7), an extra turn (500.7), additional combat phases (500.8),
 *  a state trigger (603.8), "each player may scry" (Eager Construct) and a prevention shield (615.7),
 *  at Ana's first main phase with mana for all of it; under the legacy damage order when `legacy`. */
function fivePlayerRarities(legacy: boolean): Partial<Scenario> {
  return {
    ...(legacy ? { rules: 'legacy-damage-order' } : {}),
    variant: 'free-for-all',
    options: { attack: 'multiple' },
    cards: [{ name: 'Invasion of Test', manaCost: '{2}{R}', types: ['Battle'], subtypes: ['Siege'], defense: 4 }],
    turn: { number: 4, activePlayer: 'A', step: 'main1' },
    players: [
      {
        id: 'A', name: 'Ana', life: 12,
        library: library(['Mountain', 'Island', 'Craw Wurm', 'Plains', 'Mountain']),
        hand: [{ id: 'a-sneak', card: 'Sneak Attack' }, { id: 'a-ra', card: 'Relentless Assault' }, { id: 'a-tw', card: 'Time Warp' }, { id: 'a-wurm', card: 'Craw Wurm' }, { id: 'a-jace2', card: 'Jace Beleren' }, { id: 'a-roc', card: 'Wingmate Roc' }],
        battlefield: [
          ...lands('al', ['Mountain', 'Mountain', 'Mountain', 'Island', 'Island', 'Island', 'Plains', 'Plains']),
          { id: 'a-hero', card: 'Hero of Bladehold' }, { id: 'a-runner', card: 'Gustcloak Runner' }, { id: 'a-magpie', card: 'Thieving Magpie' },
          { id: 'a-jace', card: 'Jace Beleren' }, { id: 'a-inv', card: 'Invasion of Test', protector: 'C' }, { id: 'a-bears', card: 'Grizzly Bears' },
        ],
      },
      {
        id: 'B', name: 'Bruno', life: 9,
        library: library(['Island', 'Eager Construct', 'Plains', 'Island']),
        hand: [{ id: 'b-ec', card: 'Eager Construct' }, { id: 'b-mh', card: 'Mending Hands' }, { id: 'b-fog', card: 'Fog' }],
        battlefield: [
          ...lands('bl', ['Plains', 'Plains', 'Island', 'Island']),
          { id: 'b-prison', card: 'Ghostly Prison' }, { id: 'b-breeze', card: 'Breezekeeper' }, { id: 'b-wof', card: 'Wall of Frost' }, { id: 'b-spider', card: 'Giant Spider' },
        ],
      },
      {
        id: 'C', name: 'Carla', life: 8,
        library: library(['Forest', 'Forest', 'Swamp', 'Forest']),
        hand: [{ id: 'c-gg', card: 'Giant Growth' }, { id: 'c-murder', card: 'Murder' }],
        battlefield: [
          ...lands('cl', ['Forest', 'Forest', 'Swamp', 'Swamp']),
          { id: 'c-croc', card: 'Emperor Crocodile' }, { id: 'c-elves', card: 'Llanowar Elves' }, { id: 'c-bident', card: 'Bident of Thassa' },
          { id: 'c-garruk', card: 'Garruk Wildspeaker' }, { id: 'c-artist', card: 'Blood Artist' },
        ],
      },
      {
        id: 'D', name: 'Dario', life: 7,
        library: library(['Mountain', 'Island', 'Mountain', 'Island']),
        hand: [{ id: 'd-bolt', card: 'Lightning Bolt' }, { id: 'd-shock', card: 'Shock' }, { id: 'd-uns', card: 'Unsummon' }],
        battlefield: [
          ...lands('dl', ['Mountain', 'Mountain', 'Island', 'Island', 'Island', 'Mountain']),
          { id: 'd-recon', card: 'Reconnaissance Mission' }, { id: 'd-outcast', card: 'Dragonmaster Outcast' }, { id: 'd-ophidian', card: 'Ophidian' },
          { id: 'd-propaganda', card: 'Propaganda' }, { id: 'd-mogg', card: 'Mogg Fanatic' },
        ],
      },
      {
        id: 'E', name: 'Elena', life: 6,
        library: library(['Plains', 'Plains', 'Swamp', 'Plains']),
        hand: [{ id: 'e-arch', card: 'Resolute Archangel' }, { id: 'e-ff', card: 'Flash Foliage' }],
        battlefield: [
          ...lands('el', ['Plains', 'Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Swamp']),
          { id: 'e-heed', card: 'Alert Heedbonder' }, { id: 'e-tears', card: 'Wall of Tears' }, { id: 'e-ophio', card: 'Ophiomancer' }, { id: 'e-ajani', card: 'Ajani Goldmane' },
        ],
      },
    ],
  } as Partial<Scenario>;
}

const lands = (prefix: string, names: string[]) => names.map((card, i) => ({ id: `${prefix}${i}`, card }));
const library = (names: string[]) => names.map((card) => card);

/** Combat-heavy boards: many keywords, instants in hand, mana up. */
const BOARDS: { label: string; scenario: Partial<Scenario> }[] = [
  {
    label: 'keyword melee',
    scenario: {
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [
        {
          id: 'A', name: 'Ana',
          library: library(['Forest', 'Giant Growth', 'Mountain', 'Shock', 'Craw Wurm', 'Forest', 'Raging Goblin', 'Plains']),
          hand: [{ id: 'a-gg', card: 'Giant Growth' }, { id: 'a-shock', card: 'Shock' }, { id: 'a-tg', card: 'Titanic Growth' }, { id: 'a-fog', card: 'Fog' }, { id: 'a-bear', card: 'Grizzly Bears' }, { id: 'a-l', card: 'Forest' }],
          battlefield: [
            ...lands('al', ['Forest', 'Forest', 'Forest', 'Mountain', 'Mountain', 'Plains']),
            { id: 'a-angel', card: 'Serra Angel' }, { id: 'a-brute', card: 'Boggart Brute' }, { id: 'a-dread', card: 'Colossal Dreadmaw' },
            { id: 'a-swift', card: 'Boros Swiftblade' }, { id: 'a-knight', card: 'Youthful Knight' }, { id: 'a-rats', card: 'Typhoid Rats' },
            { id: 'a-jugg', card: 'Juggernaut' }, { id: 'a-flunk', card: 'Mogg Flunkies' }, { id: 'a-mogg', card: 'Mogg Fanatic' },
            { id: 'a-boa', card: 'River Boa' }, { id: 'a-myr', card: 'Darksteel Myr' },
          ],
        },
        {
          id: 'B', name: 'Bruno',
          library: library(['Island', 'Swamp', 'Murder', 'Island', 'Unsummon', 'Forest', 'Ambush Viper', 'Swamp']),
          hand: [{ id: 'b-murder', card: 'Murder' }, { id: 'b-uns', card: 'Unsummon' }, { id: 'b-ff', card: 'Flash Foliage' }, { id: 'b-bolt', card: 'Lightning Bolt' }, { id: 'b-viper', card: 'Ambush Viper' }, { id: 'b-mh', card: 'Mending Hands' }],
          battlefield: [
            ...lands('bl', ['Swamp', 'Swamp', 'Island', 'Forest', 'Forest', 'Forest', 'Mountain', 'Plains']),
            { id: 'b-hawk', card: 'Vampire Nighthawk' }, { id: 'b-spider', card: 'Giant Spider' }, { id: 'b-wall', card: 'Wall of Wood' },
            { id: 'b-brig', card: 'Foriysian Brigade' }, { id: 'b-dog', card: 'Watchdog' }, { id: 'b-thopter', card: 'Ornithopter' },
            { id: 'b-ebon', card: 'Knight of the Ebon Legion' }, { id: 'b-cadet', card: 'Eager Cadet' }, { id: 'b-warden', card: 'Lumengrid Warden' },
            { id: 'b-arbiter', card: 'Silent Arbiter', tapped: true },
          ],
        },
      ],
    },
  },
  {
    label: 'legacy order, damaged creatures, beginning of combat',
    scenario: {
      rules: 'legacy-damage-order',
      turn: { number: 5, activePlayer: 'B', step: 'beginCombat' },
      players: [
        {
          id: 'A', name: 'Ana', life: 7,
          library: library(['Forest', 'Forest', 'Giant Growth', 'Forest']),
          hand: [{ id: 'a-gg', card: 'Giant Growth' }, { id: 'a-viper', card: 'Ambush Viper' }, { id: 'a-ff', card: 'Flash Foliage' }],
          battlefield: [
            ...lands('al', ['Forest', 'Forest', 'Forest', 'Forest']),
            { id: 'a-wurm', card: 'Craw Wurm', damage: 2 }, { id: 'a-bears', card: 'Grizzly Bears' }, { id: 'a-spider', card: 'Giant Spider', damage: 3 },
            { id: 'a-elves', card: 'Llanowar Elves' }, { id: 'a-armodon', card: 'Trained Armodon', counters: { '+1/+1': 1 } },
          ],
        },
        {
          id: 'B', name: 'Bruno', life: 4,
          library: library(['Mountain', 'Plains', 'Lightning Bolt', 'Mountain']),
          hand: [{ id: 'b-bolt', card: 'Lightning Bolt' }, { id: 'b-shock', card: 'Shock' }, { id: 'b-mh', card: 'Mending Hands' }],
          battlefield: [
            ...lands('bl', ['Mountain', 'Mountain', 'Plains', 'Boros Guildgate']),
            { id: 'b-ball', card: 'Ball Lightning' }, { id: 'b-swift', card: 'Boros Swiftblade' }, { id: 'b-brute', card: 'Boggart Brute' },
            { id: 'b-piker', card: 'Goblin Piker', damage: 0 }, { id: 'b-unicorn', card: 'Mesa Unicorn' }, { id: 'b-raging', card: 'Raging Goblin', summoningSick: true },
            { id: 'b-pegasus', card: 'Loyal Pegasus' }, { id: 'b-jackal', card: 'Jackal Familiar' },
          ],
        },
      ],
    },
  },
  {
    label: 'custom keyword cards',
    scenario: {
      turn: { number: 4, activePlayer: 'A', step: 'declareAttackers' },
      cards: [
        { name: 'Test Brute', manaCost: '{2}{R}', types: ['Creature'], power: 3, toughness: 3, keywords: ['attacks each combat if able', "can't be blocked except by two or more creatures"] },
        { name: 'Test Wall', manaCost: '{1}{W}', types: ['Creature'], subtypes: ['Wall'], power: 0, toughness: 4, keywords: ['defender', 'reach', 'can block an additional creature each combat', 'blocks each combat if able'] },
        { name: 'Test Striker', manaCost: '{1}{W}', types: ['Creature'], power: 2, toughness: 2, keywords: ['double strike', 'trample', 'deathtouch', 'lifelink'] },
        { name: 'Test Loner', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, keywords: ["can't attack alone", "can't block alone", 'first strike'] },
        { name: 'Test Rock', manaCost: '{3}', types: ['Artifact', 'Creature'], power: 1, toughness: 6, keywords: ['indestructible', 'vigilance', "can't block"] },
      ],
      players: [
        {
          id: 'A', name: 'Ana',
          library: library(['Plains', 'Plains', 'Plains']),
          battlefield: [
            { id: 'a-brute', card: 'Test Brute' }, { id: 'a-striker', card: 'Test Striker' }, { id: 'a-loner', card: 'Test Loner' },
            { id: 'a-rock', card: 'Test Rock' }, { id: 'a-wall', card: 'Test Wall' }, { id: 'a-hero', card: 'Hero of Bladehold' },
          ],
        },
        {
          id: 'B', name: 'Bruno',
          library: library(['Plains', 'Plains', 'Plains']),
          battlefield: [
            { id: 'b-wall', card: 'Test Wall' }, { id: 'b-loner', card: 'Test Loner' }, { id: 'b-loner2', card: 'Test Loner' },
            { id: 'b-striker', card: 'Test Striker' }, { id: 'b-rock', card: 'Test Rock' }, { id: 'b-ajani', card: 'Ajani Goldmane' },
          ],
        },
      ],
    },
  },
  {
    label: 'triggers',
    scenario: {
      turn: { number: 3, activePlayer: 'A', step: 'upkeep' },
      players: [
        {
          id: 'A', name: 'Ana',
          library: library(['Plains', 'Swamp', 'Soul Warden', 'Doomed Traveler', 'Plains', 'Swamp']),
          hand: [{ id: 'a-warden', card: 'Soul Warden' }, { id: 'a-traveler', card: 'Doomed Traveler' }, { id: 'a-hunter', card: 'Helpful Hunter' }, { id: 'a-spawn', card: 'Vampire Spawn' }],
          battlefield: [
            ...lands('al', ['Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp']),
            { id: 'a-artist', card: 'Blood Artist' }, { id: 'a-highborn', card: 'Kalastria Highborn' }, { id: 'a-aspirant', card: 'Luminarch Aspirant' },
            { id: 'a-trooper', card: 'Royal Trooper' }, { id: 'a-sw', card: 'Soul Warden' }, { id: 'a-dt', card: 'Doomed Traveler' },
          ],
        },
        {
          id: 'B', name: 'Bruno',
          library: library(['Mountain', 'Mountain', 'Shock', 'Mountain', 'Mogg Fanatic', 'Mountain']),
          hand: [{ id: 'b-shock', card: 'Shock' }, { id: 'b-bolt', card: 'Lightning Bolt' }, { id: 'b-ftk', card: 'Flametongue Kavu' }, { id: 'b-fan', card: 'Mogg Fanatic' }],
          battlefield: [
            ...lands('bl', ['Mountain', 'Mountain', 'Mountain', 'Mountain']),
            { id: 'b-mogg', card: 'Mogg Fanatic' }, { id: 'b-piker', card: 'Goblin Piker' }, { id: 'b-shaman', card: 'Battle-Rattle Shaman' },
            { id: 'b-dt', card: 'Doomed Traveler' }, { id: 'b-artist', card: 'Blood Artist' },
          ],
        },
      ],
    },
  },
];

function emptyStats(): Stats {
  return { games: 0, actions: 0, tried: 0, probesAccepted: 0, over: 0, concessions: 0, pending: {} };
}

describe('STYLE 7.4: seeded random legal play keeps the engine invariants', () => {
  it('CR 733.1, 704.3: random games from newGame with the ready-made decks', () => {
    const stats = emptyStats();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { label, state } = deckGame(seed);
        playRandom(label, state, seed, 300, stats);
      }),
      { numRuns: Math.round(10 * RUN_SCALE), seed: FC_SEED, endOnFailure: true },
    );
    expect(stats.actions).toBeGreaterThan(1000);
  }, 120_000);

  for (const board of BOARDS) {
    it(`CR 733.1, 704.3: random play from the scenario board "${board.label}"`, () => {
      const stats = emptyStats();
      const start = game(board.scenario);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          playRandom(board.label, start, seed, 100, stats);
        }),
        { numRuns: Math.round(6 * RUN_SCALE), seed: FC_SEED, endOnFailure: true },
      );
      expect(stats.actions).toBeGreaterThan(100);
    }, 120_000);
  }

  // CR 800–806: free-for-all games of three, four and six players from the ready-made decks, every
  // attack option, with concessions mid-game.
  for (const count of [3, 4, 6]) {
    it(`CR 733.1, 704.3, 800.4: random free-for-all games of ${count} players`, () => {
      const stats = emptyStats();
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const { label, state } = freeForAll(count, seed);
          playRandom(label, state, seed, 350, stats);
        }),
        { numRuns: Math.round(5 * RUN_SCALE), seed: FC_SEED, endOnFailure: true },
      );
      expect(stats.actions).toBeGreaterThanOrEqual(multiplayerActions(500));
    }, 120_000);
  }

  it('CR 802, 803.1, 800.4: random play from a four-player free-for-all melee, every attack option', () => {
    const stats = emptyStats();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const attack = ATTACK_OPTIONS[seed % ATTACK_OPTIONS.length] as (typeof ATTACK_OPTIONS)[number];
        playRandom(`four-player melee (attack ${attack})`, game(fourPlayerMelee(attack)), seed, 250, stats);
      }),
      { numRuns: Math.round(6 * RUN_SCALE), seed: FC_SEED, endOnFailure: true },
    );
    expect(stats.pending.declareBlockers ?? 0, JSON.stringify(stats)).toBeGreaterThanOrEqual(multiplayerActions(1));
  }, 120_000);

  it('CR 800.4, 310, 500.7, 500.8, 603.7, 704.5j: random play from a five-player board of the pool\'s rarer rules, players conceding mid-game', () => {
    const stats = emptyStats();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const legacy = seed % 3 === 0;
        playRandom(`five-player rarities${legacy ? ' (legacy-damage-order)' : ''}`, game(fivePlayerRarities(legacy)), seed, 250, stats);
      }),
      { numRuns: Math.round(4 * RUN_SCALE), seed: FC_SEED, endOnFailure: true },
    );
    expect(stats.actions).toBeGreaterThanOrEqual(multiplayerActions(300));
  }, 120_000);

  // CR 805, 810: two-headed giant, from the ready-made decks and from the melee board, with team
  // concessions and team losses mid-game.
  it('CR 733.1, 704.3, 805, 810: random two-headed giant games', () => {
    const stats = emptyStats();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { label, state } = twoHeadedGiant(seed);
        playRandom(label, state, seed, 350, stats);
      }),
      { numRuns: Math.round(5 * RUN_SCALE), seed: FC_SEED, endOnFailure: true },
    );
    expect(stats.actions).toBeGreaterThanOrEqual(multiplayerActions(500));
  }, 120_000);

  it('CR 805.10, 810.8: random play from a two-headed giant melee, teams losing or conceding mid-game', () => {
    const stats = emptyStats();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        // Now and then under the legacy damage assignment order: the teams order blockers and attackers.
        const rules = seed % 3 === 0 ? 'legacy-damage-order' : 'current';
        playRandom(`two-headed giant melee (${rules})`, game(twoHeadedMelee(rules)), seed, 250, stats);
      }),
      { numRuns: Math.round(8 * RUN_SCALE), seed: FC_SEED, endOnFailure: true },
    );
    expect(stats.pending.declareBlockers ?? 0, JSON.stringify(stats)).toBeGreaterThanOrEqual(multiplayerActions(1));
    expect(stats.over, JSON.stringify(stats)).toBeGreaterThan(0);
  }, 120_000);

  it.skipIf(REGRESSION_SEEDS.length === 0)('regressions: pinned seeds replay without breaking an invariant', () => {
    for (const { start, seed } of REGRESSION_SEEDS) {
      const board = BOARDS.find((b) => b.label === start);
      const initial = board ? game(board.scenario) : deckGame(seed).state;
      playRandom(start, initial, seed, 400, emptyStats());
    }
  });
});
