// create.ts: a game state from a validated scenario, at the beginning of its step (the contract: the
// step's turn-based actions happen first, then triggers, then priority).
import { transact } from '../transaction';
import { objectTable } from '../objects';
import type { CardDef, GameObject, GameState, MultiplayerSetup, Player } from '../types';
import { TEAM_STARTING_LIFE } from '../rules/teams';
import { seedRng } from '../random';
import { emptyPool } from '../rules/mana';
import { phaseOf, beginStep } from '../rules/turn';
import { settle } from '../rules/priority';
import { combatNow } from '../rules/combat';
import { scenarioObjectId, type Scenario } from './schema';
import { STATIC_KEYWORDS } from '../cards/abilities';
import { poolCard } from '../cards/pool';

const COMBAT_STEPS_AFTER_BEGIN = ['declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat'];

function customDef(c: NonNullable<Scenario['cards']>[number]): CardDef {
  return {
    name: c.name, manaCost: c.manaCost ?? null, colors: c.colors ?? [], types: c.types, supertypes: c.supertypes ?? [],
    subtypes: c.subtypes ?? [],
    ...(c.power !== undefined ? { power: c.power } : {}),
    ...(c.toughness !== undefined ? { toughness: c.toughness } : {}),
    ...(c.loyalty !== undefined ? { loyalty: c.loyalty } : {}),
    ...(c.defense !== undefined ? { defense: c.defense } : {}),
    keywords: [...(c.keywords ?? []), ...(STATIC_KEYWORDS[c.name] ?? [])],
    oracleText: c.oracleText ?? (c.keywords ?? []).map((k) => k[0]?.toUpperCase() + k.slice(1)).join(', '),
    abilities: [],
  };
}

/** Builds the start position of a scenario (before its actions). The scenario must be valid. */
export function createGameFromScenario(s: Scenario): GameState {
  const objects: GameObject[] = [];
  const battlefield: string[] = [];
  const customCards = Object.fromEntries((s.cards ?? []).map((c) => [c.name, customDef(c)]));
  // CR 810.4, 810.9a: in two-headed giant every player's life is the team's shared total (30 unless given).
  const teamLife = (id: string): number | undefined => {
    const t = s.variant === 'two-headed-giant' ? s.teams?.find((x) => x.players.includes(id)) : undefined;
    return t ? (t.life ?? TEAM_STARTING_LIFE) : undefined;
  };
  const players: Player[] = s.players.map((p) => {
    const zone = (name: 'library' | 'hand' | 'graveyard' | 'exile'): string[] =>
      (p[name] ?? []).map((entry, i) => {
        const oid = scenarioObjectId(p.id, name, i, entry);
        objects.push(blankObject(oid, typeof entry === 'string' ? entry : entry.card, p.id, name));
        return oid;
      });
    return {
      id: p.id, name: p.name ?? p.id, life: teamLife(p.id) ?? p.life ?? 20, lost: false,
      library: zone('library'), hand: zone('hand'), graveyard: zone('graveyard'), exile: zone('exile'),
      manaPool: emptyPool(), landsPlayedThisTurn: p.landPlayedThisTurn ? 1 : 0, drewFromEmptyLibrary: false, maxHandSize: 7,
    };
  });
  let place = 0;
  s.players.forEach((p) => {
    (p.battlefield ?? []).forEach((entry, i) => {
      const oid = scenarioObjectId(p.id, 'battlefield', i, entry);
      const e: Exclude<typeof entry, string> = typeof entry === 'string' ? { card: entry } : entry;
      const o = blankObject(oid, e.card, p.id, 'battlefield');
      o.controller = e.controller ?? p.id;
      o.tapped = e.tapped ?? false;
      o.damage = e.damage ?? 0;
      o.summoningSick = e.summoningSick ?? false;
      o.token = e.token ?? false;
      o.counters = { ...e.counters };
      const def = customCards[e.card];
      const loyalty = def?.loyalty ?? poolCard(e.card)?.loyalty;
      if (loyalty !== undefined && o.counters.loyalty === undefined) o.counters.loyalty = loyalty;
      // CR 310.4b, 310.8: a battle enters with its printed defense in defense counters, and has a protector.
      const defense = def?.types.includes('Battle') ? (def.defense ?? 0) : undefined;
      if (defense !== undefined && o.counters.defense === undefined) o.counters.defense = defense;
      if (e.protector !== undefined) o.protector = e.protector;
      objects.push(o);
      if (e.phasedOut) {
        // CR 702.26: kept off the battlefield list, in its controller's phased-out list (rules/phasing.ts).
        o.phasedOut = true;
        const controller = players.find((x) => x.id === o.controller);
        if (controller) (controller.phasedOut ??= []).push({ id: oid, at: place });
      } else battlefield.push(oid);
      place++;
    });
  });
  const active = s.turn.activePlayer;
  const base: GameState = {
    rules: s.rules ?? 'current',
    multiplayer: multiplayerOf(s),
    rng: seedRng(s.seed ?? 0),
    customCards,
    players,
    objects: objectTable(objects),
    battlefield,
    stack: [],
    turn: {
      number: s.turn.number, activePlayer: active, phase: phaseOf(s.turn.step), step: s.turn.step,
      // CR 500.7: the engine takes the last of its list first; the file lists them in the order taken.
      extraTurns: (s.turn.extraTurns ?? []).map((_, i, list) => list[list.length - 1 - i] as string), extraSteps: [], skipSteps: [],
      // CR 103.8a: in turn 1 the active player is the one who played first.
      // CR 103.8b: in two-headed giant the first team (its primary player) played first.
      firstPlayer: s.turn.number === 1 ? active : (s.variant === 'two-headed-giant' ? s.teams?.[0]?.players[0] : undefined) ?? s.players[0]?.id ?? active,
      cleanupAgain: false,
      ...(s.turn.additionalPhases?.length ? { additionalPhases: [...s.turn.additionalPhases] } : {}),
    },
    passedInSuccession: [],
    awaitingPriority: null,
    pendingChoice: null,
    combat: null,
    effects: [],
    preventions: [],
    pendingTriggers: [], stacking: [], delayedTriggers: [], leftTogether: [], lifeLostThisTurn: {}, attackRequirements: [], tokensLeftBattlefield: [], pregame: null,
    nextIds: {},
    timestamp: 0,
    log: [],
    gameOver: null,
  };
  return transact(base, (g) => {
    // A scenario that starts after the beginning of combat step has its defending players already.
    if (COMBAT_STEPS_AFTER_BEGIN.includes(s.turn.step)) g.combat = combatNow(g);
    beginStep(g, s.turn.step);
    settle(g);
  });
}

/** CR 800.2, 806, 810: the variant and its options; undefined in a two-player game. */
function multiplayerOf(s: Scenario): MultiplayerSetup | undefined {
  if (s.variant === 'free-for-all') return { variant: 'free-for-all', attack: s.options?.attack ?? 'multiple' };
  if (s.variant === 'two-headed-giant') return { variant: 'two-headed-giant', teams: (s.teams ?? []).map((t) => ({ id: t.id, players: [...t.players] })) };
  return undefined;
}

export function blankObject(id: string, card: string, owner: string, zone: GameObject['zone']): GameObject {
  return { id, card, owner, controller: owner, zone, zcc: 0, token: false, tapped: false, damage: 0, deathtouchDamage: false, summoningSick: false, counters: {} };
}
