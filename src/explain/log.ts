// log.ts: each log entry as an explanation in the reader's language: what happened (with the names
// of the cards and players), the rule number, its section and the rule in the project's own words.
// The engine writes each entry from a fixed English template with a rule number and, for most, a
// structured event (engine/types.ts GameEvent); the templates below read the names back from that
// text, and use the event's ids where a list of names could not be split safely. An entry no template
// knows is shown as the engine wrote it (`explain:log.unknown`), still citing its rule.
import type { GameEvent, GameState, LogEntry } from '../engine';
import { STEP_NAMES, logEntries } from '../engine';
import { cite } from './rules';
import type { Explanation, Param } from './types';
import { namesIn, type NameOf } from './names';
import { abilityOf, conditionFromText, keywordName, objectFromText, stepFromEnglish, stepInSentence, fromZone, toZone } from './vocabulary';

/** What kind of moment an entry records, for styling and filtering (state-based actions and
 *  triggers are the ones a teacher points at). */
export type LogCategory = 'setup' | 'turn' | 'priority' | 'stack' | 'trigger' | 'combat' | 'damage' | 'sba' | 'life' | 'zone' | 'mana' | 'effect' | 'game';

export interface LogExplanation extends Explanation {
  category: LogCategory;
  /** The entry's index in the whole log. */
  index: number;
  /** The engine's own English line, for a tooltip or a copy. */
  original: string;
}

type Params = Record<string, Param>;
type Match = RegExpExecArray;

interface Template {
  /** The rule numbers this template is used with (the engine's `log(…, rule)`), or '*' for any. */
  rules: readonly string[] | '*';
  /** The event kind it carries, when it always has one. */
  event?: GameEvent['kind'];
  re: RegExp;
  category: LogCategory;
  /** The key (under `explain:log.`), or a function of the match choosing among variants. */
  key: string | ((m: Match, e: LogEntry) => string);
  params?: (m: Match, e: LogEntry, names: NameOf | undefined) => Params;
}

const g = (m: Match, i: number): string => m[i] ?? '';
const num = (m: Match, i: number): number => Number(m[i] ?? 0);

/** "A, B, C" from an English list the engine joined with ", " (names of players: no commas). */
const split = (s: string, sep: string | RegExp = ', '): string[] => (s ? s.split(sep) : []);

/** A list of "attacker → defender" pairs from the event's ids, or from the text without names. */
function attacksOf(e: LogEntry, text: string, names: NameOf | undefined): Param[] {
  const ev = e.event;
  if (ev?.kind === 'attackersDeclared' && names) {
    return ev.attackers.map((a) => ({ key: 'common:pair.attacks', params: { attacker: names(a.attacker), defender: names(a.defender) } }));
  }
  return split(text, /, (?=[^,→]+ → )/).map((pair) => {
    const [attacker = '', defender = ''] = pair.split(' → ');
    return { key: 'common:pair.attacks', params: { attacker, defender } };
  });
}

function blocksOf(e: LogEntry, text: string, names: NameOf | undefined): Param[] {
  const ev = e.event;
  if (ev?.kind === 'blockersDeclared' && names) {
    return ev.blocks.map((b) => ({ key: 'common:pair.blocks', params: { blocker: names(b.blocker), attacker: names(b.attacker) } }));
  }
  return split(text, /, (?=.+? blocks )/).map((pair) => {
    const i = pair.indexOf(' blocks ');
    return { key: 'common:pair.blocks', params: { blocker: pair.slice(0, i), attacker: pair.slice(i + ' blocks '.length) } };
  });
}

/** "3 to Wall of Wood, 1 to Bruno" → messages. */
function damageParts(text: string): Param[] {
  return split(text, /, (?=\d+ to )/).map((part) => {
    const m = /^(\d+) to (.+)$/.exec(part);
    return { key: 'common:pair.damageTo', params: { count: Number(m?.[1] ?? 0), target: m?.[2] ?? part } };
  });
}

const keywordsOf = (s: string): Param[] => split(s).map(keywordName);

/** An ability by its id, named apart from its card's other abilities ("Hero of Bladehold's battle
 *  cry"); without names (or for an id they don't know), "X's ability" from the text. */
function abilityById(names: NameOf | undefined, id: string, card: string): Param {
  const named = names?.(id);
  return named !== undefined && named !== id ? named : abilityOf(card);
}

/** The object an entry's event is about (a spell or an ability resolving), else its name in the text. */
function eventObject(e: LogEntry, names: NameOf | undefined, text: string): Param {
  const ev = e.event;
  const id = ev && 'object' in ev ? ev.object : undefined;
  const named = id !== undefined ? names?.(id) : undefined;
  return named !== undefined && named !== id ? named : objectFromText(text);
}

const TRIGGER_RULES = ['603.2', '603.2b', '603.6a', '603.8', '603.10a', '508.3a', '509.3a', '509.3b', '509.3c', '509.3d', '509.3g', '510.2'];

// Order matters where two templates share a rule: the more specific comes first.
const TEMPLATES: readonly Template[] = [
  // ---- Starting the game (CR 103) ----
  { rules: ['103.1'], re: /^(.+) plays first \(seed (-?\d+)\)$/, category: 'setup', key: 'playsFirst', params: (m) => ({ player: g(m, 1), seed: g(m, 2) }) },
  { rules: ['103.5'], re: /^Every player has kept their opening hand: the game begins$/, category: 'setup', key: 'mulligan.allKept' },
  { rules: ['103.5'], re: /^(.+) takes mulligan number (\d+): shuffles and draws a new hand of seven$/, category: 'setup', key: 'mulligan.taken', params: (m) => ({ player: g(m, 1), number: num(m, 2) }) },
  { rules: ['103.5'], re: /^(.+) will take a mulligan$/, category: 'setup', key: 'mulligan.will', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['103.5'], re: /^(.+) keeps a hand of (\d+), putting (\d+) cards? on the bottom of their library$/, category: 'setup', key: 'mulligan.keepBottom', params: (m) => ({ player: g(m, 1), size: num(m, 2), count: num(m, 3) }) },
  { rules: ['103.5'], re: /^(.+) keeps a hand of (\d+)$/, category: 'setup', key: 'mulligan.keep', params: (m) => ({ player: g(m, 1), size: num(m, 2) }) },
  { rules: ['103.8a'], re: /^(.+) skips the draw step of the game's first turn$/, category: 'turn', key: 'turn.skipFirstDraw', params: (m) => ({ player: g(m, 1) }) },

  // ---- Turn structure (CR 500–514) ----
  {
    rules: '*', event: 'stepBegan', re: /^Turn (\d+): ([\s\S]+) begins$/, category: 'turn', key: 'turn.stepBegan',
    params: (m, e) => {
      const ev = e.event as Extract<GameEvent, { kind: 'stepBegan' }>;
      const suffix = `'s ${STEP_NAMES[ev.step]}`;
      const who = g(m, 2);
      return { turn: ev.turn, player: who.endsWith(suffix) ? who.slice(0, -suffix.length) : who, step: stepInSentence(ev.step) };
    },
  },
  { rules: ['500.1', '500.7'], re: /^Turn (\d+) begins: (.+) is the active player$/, category: 'turn', key: (_m, e) => (e.rule === '500.7' ? 'turn.extraTurnBegins' : 'turn.begins'), params: (m) => ({ turn: num(m, 1), player: g(m, 2) }) },
  { rules: ['500.11'], re: /^The (.+) is skipped$/, category: 'turn', key: 'turn.stepSkipped', params: (m) => ({ step: stepOrText(g(m, 1)) }) },
  { rules: ['500.5'], re: /^(.+)'s unused mana empties from their mana pool$/, category: 'mana', key: 'turn.manaEmpties', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['502.3'], re: /^(.+) doesn't untap during its controller's next untap step$/, category: 'effect', key: 'untap.skipNext', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['502.3'], re: /^(.+) doesn't untap this time$/, category: 'turn', key: 'untap.skipped', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['702.26b'], re: /^(.+) phases out$/, category: 'turn', key: 'untap.phasesOut', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['702.26c'], re: /^(.+) phases in$/, category: 'turn', key: 'untap.phasesIn', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['500.8'], re: /^An additional (beginning|main|combat|ending) phase begins$/, category: 'turn', key: (m) => `turn.additional_${g(m, 1)}` },
  { rules: ['500.8'], re: /^(.+): after this main phase there is an additional combat phase followed by an additional main phase$/, category: 'effect', key: 'effect.additionalCombatAndMain', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['500.7'], re: /^(.+) will take an extra turn after this one$/, category: 'effect', key: 'effect.extraTurn', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['502.3'], re: /^(.+) untaps their permanents$/, category: 'turn', key: 'untap.all', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['508.8'], re: /^No creatures attack: the declare blockers and combat damage steps are skipped$/, category: 'turn', key: 'turn.noAttackersSkip' },
  { rules: ['514.2'], re: /^Damage wears off and "until end of turn" effects end$/, category: 'turn', key: 'turn.cleanupDamage' },
  { rules: ['514.3a'], re: /^Something happened during cleanup: players receive priority, then another cleanup step follows$/, category: 'turn', key: 'turn.cleanupAgain' },
  { rules: ['514.1'], re: /^(.+?) discards (.+)$/, category: 'turn', key: 'turn.discards', params: (m) => ({ player: g(m, 1), card: g(m, 2) }) },

  // ---- Priority (CR 117) ----
  { rules: ['117.3d'], event: 'passed', re: /^(.+) passes$/, category: 'priority', key: 'priority.passes', params: (m) => ({ player: g(m, 1) }) },

  // ---- Drawing (CR 121) ----
  { rules: ['121.1', '504.1', '103.5'], event: 'drew', re: /^(.+) draws a card$/, category: 'zone', key: 'draws', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['121.4'], event: 'drew', re: /^(.+) must draw from an empty library$/, category: 'zone', key: 'drawEmpty', params: (m) => ({ player: g(m, 1) }) },

  // ---- Casting, activating, playing lands, mana (CR 601, 602, 305, 605) ----
  { rules: ['601.2'], event: 'cast', re: /^(.+?) casts (.+?)(?: targeting (.+))?$/, category: 'stack', key: (m) => (m[3] ? 'stack.castsTargeting' : 'stack.casts'), params: (m) => ({ player: g(m, 1), card: g(m, 2), ...(m[3] ? { targets: g(m, 3) } : {}) }) },
  {
    rules: ['602.2'], event: 'activated', re: /^(.+?) activates (.+)'s ability(?: targeting (.+))?$/, category: 'stack', key: (m) => (m[3] ? 'stack.activatesTargeting' : 'stack.activates'),
    params: (m, e, names) => ({ player: g(m, 1), ability: eventObject(e, names, `${g(m, 2)}'s ability`), ...(m[3] ? { targets: g(m, 3) } : {}) }),
  },
  { rules: ['702.29a'], re: /^(.+?) discards (.+) to pay the cost$/, category: 'stack', key: 'stack.discardCost', params: (m) => ({ player: g(m, 1), card: g(m, 2) }) },
  { rules: ['305.1'], event: 'landPlayed', re: /^(.+?) plays (.+)$/, category: 'zone', key: 'playsLand', params: (m) => ({ player: g(m, 1), card: g(m, 2) }) },
  { rules: ['605.3b'], event: 'tapped', re: /^(.+?) taps (.+) for (\{.*\})$/, category: 'mana', key: 'tapsForMana', params: (m) => ({ player: g(m, 1), card: g(m, 2), mana: g(m, 3) }) },

  // ---- Resolving (CR 608) ----
  { rules: ['603.4'], event: 'resolved', re: /^(.+) does nothing: its "if" condition is no longer true$/, category: 'trigger', key: 'trigger.ifFalseOnResolution', params: (m, e, names) => ({ object: eventObject(e, names, g(m, 1)) }) },
  { rules: ['608.2b'], event: 'fizzled', re: /^(.+) does not resolve: its targets? (?:is|are) no longer legal$/, category: 'stack', key: 'stack.fizzles', params: (m, e, names) => ({ object: eventObject(e, names, g(m, 1)), count: e.text.includes('targets are') ? 2 : 1 }) },
  {
    rules: ['608.2'], event: 'resolved', re: /^(.+) resolves$/, category: 'stack', key: 'stack.resolves',
    params: (m, e, names) => ({ object: eventObject(e, names, g(m, 1)) }),
  },
  { rules: ['608.2d'], re: /^(.+) chooses not to$/, category: 'stack', key: 'stack.choosesNot', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['608.3'], event: 'zoneChange', re: /^(.+) enters the battlefield under (.+)'s control$/, category: 'stack', key: 'stack.entersUnderControl', params: (m) => ({ card: g(m, 1), player: g(m, 2) }) },
  { rules: ['608.2n'], event: 'zoneChange', re: /^(.+) is put into (.+)'s graveyard$/, category: 'stack', key: 'stack.toGraveyard', params: (m) => ({ card: g(m, 1), player: g(m, 2) }) },
  { rules: ['608.2', '603.7'], re: /^(.+) returns to its owner's hand$/, category: 'effect', key: 'effect.returnsToHand', params: (m) => ({ card: g(m, 1) }) },

  // ---- Triggered abilities (CR 603) ----
  { rules: ['603.4'], re: /^(.+)'s ability does not trigger: (.+) is not true$/, category: 'trigger', key: 'trigger.ifFalse', params: (m) => ({ card: g(m, 1), condition: conditionFromText(g(m, 2)) }) },
  { rules: TRIGGER_RULES, re: /^(.+)'s ability triggers \(([^()]+), controlled by (.+?)\): ([\s\S]*)$/, category: 'trigger', key: 'trigger.triggered', params: (m, _e, names) => ({ ability: abilityById(names, g(m, 2), g(m, 1)), player: g(m, 3), text: g(m, 4) }) },
  { rules: ['603.7'], re: /^A delayed triggered ability of (.+?) triggers: ([\s\S]*)$/, category: 'trigger', key: 'trigger.delayedTriggered', params: (m) => ({ card: g(m, 1), text: g(m, 2) }) },
  { rules: ['603.7c'], re: /^(.+)'s delayed ability does nothing: the object is no longer on the battlefield$/, category: 'trigger', key: 'trigger.delayedNothing', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['603.7a'], re: /^(.+?) sets up a delayed triggered ability: ([\s\S]*)$/, category: 'trigger', key: 'trigger.delayedCreated', params: (m) => ({ card: g(m, 1), text: g(m, 2) }) },
  { rules: ['603.3b'], re: /^APNAP order: (.+), the active player, puts their triggered abilities on the stack first, then (.+), whose abilities resolve first$/, category: 'trigger', key: 'trigger.apnap', params: (m) => ({ player: g(m, 1), others: split(g(m, 2)) }) },
  { rules: ['603.3b'], event: 'triggersOrdered', re: /^(.+) orders their triggered abilities: (.+) \(the last resolves first\)$/, category: 'trigger', key: 'trigger.ordered',
    params: (m, e, names) => {
      // The abilities by name (two of one card told apart, names.ts), in the order they went on the stack.
      const order = e.event?.kind === 'triggersOrdered' ? e.event.order : undefined;
      return { player: g(m, 1), cards: order && names ? order.map((id) => names(id)) : split(g(m, 2), ', then ') };
    },
  },
  { rules: ['603.3c'], re: /^(.+)'s ability \(([^()]+)\) has no mode that can be chosen and is removed from the stack$/, category: 'trigger', key: 'trigger.noMode', params: (m, _e, names) => ({ ability: abilityById(names, g(m, 2), g(m, 1)) }) },
  { rules: ['603.3d'], re: /^(.+)'s ability \(([^()]+)\) has no legal target and is removed from the stack$/, category: 'trigger', key: 'trigger.noTarget', params: (m, _e, names) => ({ ability: abilityById(names, g(m, 2), g(m, 1)) }) },
  {
    rules: ['603.3'], re: /^(.+?) puts (.+)'s triggered ability \(([^()]+)\) on the stack(?: with the mode "(.*)")?(?: targeting (.+))?$/, category: 'trigger',
    key: (m) => `trigger.stacked${m[4] !== undefined ? 'Mode' : ''}${m[5] !== undefined ? 'Targets' : ''}`,
    params: (m, _e, names) => ({ player: g(m, 1), ability: abilityById(names, g(m, 3), g(m, 2)), ...(m[4] !== undefined ? { mode: g(m, 4) } : {}), ...(m[5] !== undefined ? { targets: g(m, 5) } : {}) }),
  },

  // ---- Tokens and objects put onto the battlefield (CR 111, 110.2a, 508.4, 509.4) ----
  {
    rules: ['111.1', '508.4'], re: /^(.+?) creates (a|\d+) (-?\d+)\/(-?\d+) (.+?) tokens?( tapped and attacking| tapped)?$/, category: 'effect',
    key: (m) => (m[6] === ' tapped' ? 'effect.tokensTapped' : m[6] ? 'effect.tokensAttacking' : 'effect.tokens'),
    params: (m) => ({ player: g(m, 1), count: m[2] === 'a' ? 1 : num(m, 2), power: num(m, 3), toughness: num(m, 4), name: g(m, 5) }),
  },
  { rules: ['508.4a'], re: /^(.+) \(([^()]+)\) is on the battlefield but is not attacking: no defending player is left in the game$/, category: 'combat', key: 'combat.tokenNotAttackingNoDefender', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['508.4a'], re: /^(.+) \(([^()]+)\) is on the battlefield but is not attacking: (.+) can no longer be attacked$/, category: 'combat', key: 'combat.tokenNotAttackingGone', params: (m) => ({ card: g(m, 1), defender: g(m, 3) }) },
  { rules: ['111.2'], event: 'zoneChange', re: /^(.+) enters the battlefield$/, category: 'zone', key: 'zone.entersBattlefield', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['509.4'], event: 'putOntoBattlefieldBlocking', re: /^(.+?) is blocking (.+?)(, which becomes blocked)?$/, category: 'combat', key: (m) => (m[3] ? 'combat.putBlockingBecomesBlocked' : 'combat.putBlocking'), params: (m) => ({ blocker: g(m, 1), attacker: g(m, 2) }) },
  { rules: ['110.2a'], event: 'zoneChange', re: /^(.+?) puts (.+) onto the battlefield; it gains haste$/, category: 'effect', key: 'effect.putOntoBattlefieldHaste', params: (m) => ({ player: g(m, 1), card: g(m, 2) }) },

  // ---- Combat (CR 506–511) ----
  { rules: ['507.1'], re: /^No one is the defending player$/, category: 'combat', key: 'combat.noDefendingPlayer' },
  { rules: ['507.1', '802.2', '803.1', '805.10a'], re: /^(.+) is the defending player$/, category: 'combat', key: 'combat.defendingPlayer', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['802.2', '805.10a'], event: 'defendingPlayers', re: /^(.+) are the defending players$/, category: 'combat', key: 'combat.defendingPlayers', params: (m, e, names) => ({ players: e.event?.kind === 'defendingPlayers' && names ? e.event.players.map(names) : split(g(m, 1), /, | and /) }) },
  { rules: ['508.1a'], re: /^(.+) has no creature that can attack$/, category: 'combat', key: 'combat.noAttackers', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['800.4a'], re: /^(.+) has no one to attack: the defending player has left the game$/, category: 'combat', key: 'combat.noOneToAttack', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['508.1'], event: 'attackersDeclared', re: /^(.+) declares no attackers$/, category: 'combat', key: 'combat.noAttack', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['508.1'], event: 'attackersDeclared', re: /^(.+?) attacks: (.+)$/, category: 'combat', key: 'combat.attacks', params: (m, e, names) => ({ player: g(m, 1), attacks: attacksOf(e, g(m, 2), names) }) },
  { rules: ['508.1h'], re: /^The total cost to attack is (\{\d+\})$/, category: 'combat', key: 'combat.attackCostTotal', params: (m) => ({ cost: g(m, 1) }) },
  { rules: ['508.1h'], re: /^(.+): (\{\d+\}) for the creatures attacking (.+) \((\d+)\)$/, category: 'combat', key: 'combat.attackCostPart', params: (m) => ({ card: g(m, 1), cost: g(m, 2), player: g(m, 3), count: num(m, 4) }) },
  { rules: ['508.1j'], re: /^(.+) pays (\{\d+\}) to attack$/, category: 'combat', key: 'combat.attackCostPaid', params: (m) => ({ player: g(m, 1), cost: g(m, 2) }) },
  { rules: ['508.1d'], re: /^Creatures (.+)'s opponents control attack this turn if able$/, category: 'effect', key: 'combat.mustAttack', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['509.1a'], event: 'blockersDeclared', re: /^(.+) has no untapped creature to block with$/, category: 'combat', key: 'combat.noBlockersAvailable', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['509.1'], event: 'blockersDeclared', re: /^(.+) declares no blockers$/, category: 'combat', key: 'combat.noBlock', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['509.1'], event: 'blockersDeclared', re: /^(.+?) blocks: (.+)$/, category: 'combat', key: 'combat.blocks', params: (m, e, names) => ({ player: g(m, 1), blocks: blocksOf(e, g(m, 2), names) }) },
  { rules: ['800.4a'], event: 'blockersDeclared', re: /^(.+) has left the game: no creatures are declared as blockers for the creatures attacking them$/, category: 'combat', key: 'combat.noBlockersLeftGame', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['509.1h'], re: /^(.+) is unblocked$/, category: 'combat', key: 'combat.unblocked', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['506.4'], re: /^(.+) untaps and is removed from combat$/, category: 'combat', key: 'combat.untapRemoved', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['506.4'], re: /^(.+) is removed from combat$/, category: 'combat', key: 'combat.removed', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['511.3'], re: /^Combat ends: all creatures are removed from combat$/, category: 'combat', key: 'combat.ends' },

  // ---- Combat damage (CR 510) and damage (CR 120, 615) ----
  { rules: ['510.4'], re: /^A creature in combat has first strike or double strike: this is the first-strike combat damage step$/, category: 'damage', key: 'damage.firstStrikeStep' },
  { rules: ['510.1c', '510.1d', '509.4'], re: /^Damage assignment order of (.+?): (.+)$/, category: 'damage', key: 'damage.order', params: (m) => ({ card: g(m, 1), order: split(g(m, 2)) }) },
  { rules: ['510.1c'], re: /^(.+) is blocked, but no creature blocks it any more: it assigns no combat damage$/, category: 'damage', key: 'damage.blockedNoBlockers', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['510.1a'], re: /^(.+) assigns no combat damage this turn$/, category: 'effect', key: 'damage.noneThisTurn', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['510.1'], re: /^(.+?) assigns (.+)'s combat damage: none$/, category: 'damage', key: 'damage.assignedNone', params: (m) => ({ player: g(m, 1), source: g(m, 2) }) },
  { rules: ['510.1'], re: /^(.+?) assigns (.+)'s combat damage: (.+)$/, category: 'damage', key: 'damage.assigned', params: (m) => ({ player: g(m, 1), source: g(m, 2), parts: damageParts(g(m, 3)) }) },
  { rules: ['510.2'], re: /^No combat damage is dealt$/, category: 'damage', key: 'damage.noCombatDamage' },
  { rules: ['510.2', '120.3', '120.3a'], event: 'damage', re: /^(.+?) deals (\d+) (combat damage|damage) to (.+)$/, category: 'damage', key: (m) => (m[3] === 'combat damage' ? 'damage.combatDealt' : 'damage.dealt'), params: (m) => ({ source: g(m, 1), count: num(m, 2), target: g(m, 4) }) },
  { rules: ['615.1'], re: /^All combat damage that would be dealt this turn will be prevented$/, category: 'effect', key: 'damage.fog' },
  { rules: ['615.1'], re: /^(\d+) combat damage from (.+?) to (.+) is prevented$/, category: 'damage', key: 'damage.combatPrevented', params: (m) => ({ count: num(m, 1), source: g(m, 2), target: g(m, 3) }) },
  { rules: ['615.7'], re: /^The next (\d+) damage that would be dealt to (.+) this turn will be prevented$/, category: 'effect', key: 'damage.shield', params: (m) => ({ count: num(m, 1), target: g(m, 2) }) },
  { rules: ['615.7'], re: /^(\d+) damage from (.+?) to (.+) is prevented$/, category: 'damage', key: 'damage.preventedFrom', params: (m) => ({ count: num(m, 1), source: g(m, 2), target: g(m, 3) }) },
  { rules: ['615.7'], re: /^(\d+) damage to (.+) is prevented$/, category: 'damage', key: 'damage.prevented', params: (m) => ({ count: num(m, 1), target: g(m, 2) }) },
  { rules: ['702.12b'], re: /^(.+) has lethal damage but is indestructible and is not destroyed$/, category: 'sba', key: 'sba.indestructible', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['702.12b'], re: /^(.+) is not destroyed$/, category: 'effect', key: 'effect.notDestroyed', params: (m) => ({ card: g(m, 1) }) },

  // ---- Life (CR 119, 702.15) ----
  { rules: ['702.15b'], event: 'lifeChange', re: /^(.+) gains (\d+) life \(lifelink\)$/, category: 'life', key: 'life.lifelink', params: (m) => ({ player: g(m, 1), count: num(m, 2) }) },
  { rules: ['119.3', '119.5'], event: 'lifeChange', re: /^(.+) gains (\d+) life$/, category: 'life', key: 'life.gains', params: (m) => ({ player: g(m, 1), count: num(m, 2) }) },
  { rules: ['119.3', '119.5'], event: 'lifeChange', re: /^(.+) loses (\d+) life$/, category: 'life', key: 'life.loses', params: (m) => ({ player: g(m, 1), count: num(m, 2) }) },

  // ---- State-based actions (CR 704) and destruction (CR 701.8) ----
  { rules: ['704.5d'], event: 'sba', re: /^(.+) ceases to exist$/, category: 'sba', key: 'sba.tokenCeased', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['704.5f'], event: 'sba', re: /^(.+) has (-?\d+) toughness and is put into its owner's graveyard$/, category: 'sba', key: 'sba.zeroToughness', params: (m) => ({ card: g(m, 1), toughness: num(m, 2) }) },
  { rules: ['704.5i'], event: 'sba', re: /^(.+) has no loyalty and is put into its owner's graveyard$/, category: 'sba', key: 'sba.noLoyalty', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['704.5v'], event: 'sba', re: /^(.+) has no defense and is put into its owner's graveyard$/, category: 'sba', key: 'sba.noDefense', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['704.5w', '704.5x'], event: 'sba', re: /^(.+) has no player who can protect it and is put into its owner's graveyard$/, category: 'sba', key: 'sba.noProtector', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['704.5w', '704.5x'], re: /^(.+) becomes the protector of (.+)$/, category: 'sba', key: 'sba.newProtector', params: (m) => ({ player: g(m, 1), card: g(m, 2) }) },
  { rules: ['704.5q'], event: 'sba', re: /^(\d+) \+1\/\+1 counters? and \d+ -1\/-1 counters? are removed from (.+)$/, category: 'sba', key: 'sba.countersCancelled', params: (m) => ({ count: num(m, 1), card: g(m, 2) }) },
  { rules: ['704.5j'], event: 'sba', re: /^Legend rule: (.+) is put into its owner's graveyard$/, category: 'sba', key: 'sba.legendRule', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['704.5g'], event: 'sba', re: /^(.+) is destroyed \(.+ has lethal damage\)$/, category: 'sba', key: 'sba.lethalDamage', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['704.5h'], event: 'sba', re: /^(.+) is destroyed \(.+ was dealt damage by a source with deathtouch\)$/, category: 'sba', key: 'sba.deathtouch', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['701.8'], event: 'sba', re: /^(.+) is destroyed \((.+) destroys it\)$/, category: 'effect', key: 'effect.destroyedBy', params: (m) => ({ card: g(m, 1), by: objectFromText(g(m, 2)) }) },
  { rules: ['701.19a'], re: /^(.+) regenerates: it is tapped, its damage is removed and it leaves combat$/, category: 'effect', key: 'effect.regenerates', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['704.5a'], event: 'lost', re: /^(.+?) loses the game: .+ has (-?\d+) life$/, category: 'sba', key: 'game.lostLife', params: (m) => ({ player: g(m, 1), life: num(m, 2) }) },
  { rules: ['704.5b'], event: 'lost', re: /^(.+?) loses the game: .+ attempted to draw from an empty library$/, category: 'sba', key: 'game.lostEmptyLibrary', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['104.3a'], event: 'lost', re: /^(.+?) loses the game: .+ concedes$/, category: 'game', key: 'game.conceded', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['800.4a'], re: /^(.+)'s ability \(([^()]+)\) has ceased to exist: (.+) is no longer asked about it$/, category: 'game', key: 'game.abilityCeased', params: (m, _e, names) => ({ ability: abilityById(names, g(m, 2), g(m, 1)), player: g(m, 3) }) },
  { rules: ['800.4k'], re: /^(.+) has left the game and takes no turn: (.+), the next player in turn order, takes the game's first turn$/, category: 'game', key: 'game.firstTurnPassedOn', params: (m) => ({ player: g(m, 1), next: g(m, 2) }) },
  { rules: ['800.4a'], event: 'leftGame', re: /^(.+) leaves the game with every card they own$/, category: 'game', key: 'game.leftGame', params: (m) => ({ player: g(m, 1) }) },
  { rules: ['104.4a', '104.4d'], event: 'gameOver', re: /^The game is a draw$/, category: 'game', key: 'game.draw' },
  { rules: ['104.2a'], event: 'gameOver', re: /^(.+) wins the game$/, category: 'game', key: 'game.wins', params: (m) => ({ player: g(m, 1) }) },

  // ---- Two-Headed Giant (CR 805, 810): the team's shared turn, priority, combat and loss ----
  { rules: ['103.8b'], re: /^(.+)'s team skips the draw step of the game's first turn$/, category: 'turn', key: 'turn.teamSkipsFirstDraw', params: (m) => ({ team: split(g(m, 1), /, | and /) }) },
  { rules: ['805.5b'], event: 'passed', re: /^(.+?) passes for their team \((.+)\)$/, category: 'priority', key: 'priority.passesForTeam', params: (m) => ({ player: g(m, 1), team: split(g(m, 2), /, | and /) }) },
  { rules: ['805.10b'], re: /^(.+)'s team has no creature that can attack$/, category: 'combat', key: 'combat.teamNoAttackers', params: (m) => ({ team: split(g(m, 1), /, | and /) }) },
  { rules: ['805.10d'], event: 'blockersDeclared', re: /^(.+)'s team has no untapped creature to block with$/, category: 'combat', key: 'combat.teamNoBlockersAvailable', params: (m) => ({ team: split(g(m, 1), /, | and /) }) },
  { rules: ['805.10d'], event: 'blockersDeclared', re: /^(.+?), for their team \((.+?)\), declares no blockers$/, category: 'combat', key: 'combat.teamNoBlock', params: (m) => ({ player: g(m, 1), team: split(g(m, 2), /, | and /) }) },
  { rules: ['805.10d'], event: 'blockersDeclared', re: /^(.+?), for their team \((.+?)\), blocks: (.+)$/, category: 'combat', key: 'combat.teamBlocks', params: (m, e, names) => ({ player: g(m, 1), team: split(g(m, 2), /, | and /), blocks: blocksOf(e, g(m, 3), names) }) },
  { rules: ['805.7'], re: /^APNAP order: (.+)'s team, the active team, puts its triggered abilities on the stack first, then (.+)'s team, whose abilities resolve first$/, category: 'trigger', key: 'trigger.teamApnap', params: (m) => ({ team: split(g(m, 1), /, | and /), others: split(g(m, 2), /, | and /) }) },
  { rules: ['805.7'], event: 'triggersOrdered', re: /^(.+?) orders their team's triggered abilities: (.+) \(the last resolves first\)$/, category: 'trigger', key: 'trigger.teamOrdered',
    params: (m, e, names) => {
      const order = e.event?.kind === 'triggersOrdered' ? e.event.order : undefined;
      return { player: g(m, 1), cards: order && names ? order.map((id) => names(id)) : split(g(m, 2), ', then ') };
    },
  },
  { rules: ['704.6a'], event: 'lost', re: /^(.+?) loses the game: (.+)'s team has (-?\d+) life$/, category: 'sba', key: 'game.teamLostLife', params: (m) => ({ player: g(m, 1), team: split(g(m, 2), /, | and /), life: num(m, 3) }) },
  { rules: ['810.8a'], event: 'lost', re: /^(.+?) loses the game: their teammate (.+) lost, and their team loses with them$/, category: 'game', key: 'game.teamLost', params: (m) => ({ player: g(m, 1), teammate: g(m, 2) }) },
  { rules: ['810.8b'], event: 'lost', re: /^(.+?) loses the game: their teammate (.+) conceded, and their team leaves the game$/, category: 'game', key: 'game.teamConceded', params: (m) => ({ player: g(m, 1), teammate: g(m, 2) }) },
  { rules: ['104.2c'], event: 'gameOver', re: /^(.+)'s team wins the game$/, category: 'game', key: 'game.teamWins', params: (m) => ({ team: split(g(m, 1), /, | and /) }) },

  // ---- Effects of spells and abilities (CR 611, 122, 701) ----
  { rules: ['702.91a'], re: /^(.+)'s battle cry gives \+1\/\+0 to no creature: no other creature is attacking$/, category: 'effect', key: 'effect.battleCryNobody', params: (m) => ({ card: g(m, 1) }) },
  {
    rules: ['611.2'], re: /^(.+?) gets ([+-]\d+)\/([+-]\d+) and gains (.+?)( until end of turn)?$/, category: 'effect',
    key: (m) => (m[5] ? 'effect.pumpGainsUntilEndOfTurn' : 'effect.pumpGains'), params: (m) => ({ card: g(m, 1), pt: `${g(m, 2)}/${g(m, 3)}`, keywords: keywordsOf(g(m, 4)) }),
  },
  { rules: ['611.2'], re: /^(.+?) gets ([+-]\d+)\/([+-]\d+)( until end of turn)?$/, category: 'effect', key: (m) => (m[4] ? 'effect.pumpUntilEndOfTurn' : 'effect.pump'), params: (m) => ({ card: g(m, 1), pt: `${g(m, 2)}/${g(m, 3)}` }) },
  { rules: ['611.2'], re: /^(.+?) gains (.+?)( until end of turn)?$/, category: 'effect', key: (m) => (m[3] ? 'effect.gainsUntilEndOfTurn' : 'effect.gains'), params: (m) => ({ card: g(m, 1), keywords: keywordsOf(g(m, 2)) }) },
  { rules: ['122.1'], re: /^(.+) gets (\d+) (.+?) counters?$/, category: 'effect', key: 'effect.counters', params: (m) => ({ card: g(m, 1), count: num(m, 2), counter: g(m, 3) }) },
  { rules: ['701.19a'], re: /^(.+) gets a regeneration shield until end of turn$/, category: 'effect', key: 'effect.regenerationShield', params: (m) => ({ card: g(m, 1) }) },
  { rules: ['701.17a'], re: /^(.+?) mills (\d+) cards?: (.+)$/, category: 'effect', key: 'effect.millCards', params: (m) => ({ player: g(m, 1), count: num(m, 2), cards: g(m, 3) }) },
  { rules: ['701.17a'], re: /^(.+?) mills (\d+) cards?$/, category: 'effect', key: 'effect.mill', params: (m) => ({ player: g(m, 1), count: num(m, 2) }) },
  { rules: ['701.22a'], re: /^(.+?) scries 1 and puts the card on the (top|bottom)$/, category: 'effect', key: (m) => (m[2] === 'top' ? 'effect.scryTop' : 'effect.scryBottom'), params: (m) => ({ player: g(m, 1) }) },
  { rules: ['701.21a'], re: /^(.+?) sacrifices (.+)$/, category: 'effect', key: 'effect.sacrifices', params: (m) => ({ player: g(m, 1), card: g(m, 2) }) },
  { rules: ['701.26b'], re: /^(.+) untaps$/, category: 'effect', key: 'effect.untaps', params: (m) => ({ card: g(m, 1) }) },

  // ---- Zones (CR 400.7) ----
  {
    rules: ['400.7'], event: 'zoneChange', re: /^(?:A card|(.+)) moves from (\w+) to (\w+)$/, category: 'zone',
    key: (m) => (m[1] === undefined ? 'zone.movesHidden' : 'zone.moves'),
    params: (m, e) => {
      const ev = e.event as Extract<GameEvent, { kind: 'zoneChange' }>;
      return { ...(m[1] !== undefined ? { card: g(m, 1) } : {}), from: fromZone(ev.from), to: toZone(ev.to) };
    },
  },
];

function stepOrText(englishName: string): Param {
  const step = stepFromEnglish(englishName);
  return step ? stepInSentence(step) : englishName;
}

function templateFor(entry: LogEntry): { t: Template; m: Match } | null {
  for (const t of TEMPLATES) {
    if (t.rules !== '*' && !(entry.rule !== undefined && t.rules.includes(entry.rule))) continue;
    if (t.event && entry.event?.kind !== t.event) continue;
    const m = t.re.exec(entry.text);
    if (m) return { t, m };
  }
  return null;
}

/** One log entry explained. `names` (from `namesIn(state)`) is used where the entry's event lists
 *  ids (attacks and blocks); without it the names are read from the text. */
/** A card moving unseen between a hand and a library always comes with a line that says it better:
 *  "Ana draws a card", "Ana takes mulligan number 1", "Ana keeps a hand of 6, putting 1 card on the
 *  bottom". One line is enough. */
export const isUnnamedHandMove = (e: LogEntry): boolean => {
  if (e.event?.kind !== 'zoneChange' || e.event.card !== '') return false;
  const { from, to } = e.event;
  return (from === 'library' && to === 'hand') || (from === 'hand' && to === 'library');
};

export function explainLogEntry(entry: LogEntry, index = 0, names?: NameOf): LogExplanation {
  const found = templateFor(entry);
  if (!found) {
    return { ...cite('explain:log.unknown', entry.rule, { text: entry.text }), category: categoryOfEvent(entry.event), index, original: entry.text };
  }
  const { t, m } = found;
  const key = typeof t.key === 'string' ? t.key : t.key(m, entry);
  const params = t.params?.(m, entry, names);
  return { ...cite(`explain:log.${key}`, entry.rule, params), category: t.category, index, original: entry.text };
}

function categoryOfEvent(e: GameEvent | undefined): LogCategory {
  switch (e?.kind) {
    case 'sba': case 'lost': return 'sba';
    case 'leftGame': return 'game';
    case 'defendingPlayers': return 'combat';
    case 'damage': return 'damage';
    case 'lifeChange': return 'life';
    case 'cast': case 'activated': case 'resolved': case 'fizzled': return 'stack';
    case 'attackersDeclared': case 'blockersDeclared': case 'putOntoBattlefieldBlocking': return 'combat';
    case 'stepBegan': return 'turn';
    case 'passed': case 'priority': return 'priority';
    case 'gameOver': return 'game';
    case 'tapped': case 'untapped': return 'mana';
    default: return 'zone';
  }
}

/** Whether an entry is one a template knows (the rest are shown as the engine wrote them). */
export function isKnownLogEntry(entry: LogEntry): boolean {
  return templateFor(entry) !== null;
}

/** The whole log of a state explained, or the entries from `from` on (for a panel that shows only
 *  what is new, or a step-through that shows one moment at a time). */
export function explainLog(state: GameState, from = 0): LogExplanation[] {
  const names = namesIn(state);
  return logEntries(state).slice(from).map((entry, i) => explainLogEntry(entry, from + i, names));
}

/** The index of the entry that began the current step (its stepBegan event), or 0. */
export function currentStepStart(entries: readonly LogEntry[]): number {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]?.event?.kind === 'stepBegan') return i;
  return 0;
}

/** Every message key the log templates can produce (for the resource tests). */
export function logTemplateKeys(): string[] {
  return [...LOG_KEYS];
}

// Each template's possible keys, written out for the variants chosen by a function.
const LOG_KEYS = new Set<string>([
  'unknown',
  ...TEMPLATES.flatMap((t) => (typeof t.key === 'string' ? [t.key] : [])),
  'turn.begins', 'turn.extraTurnBegins',
  'turn.additional_beginning', 'turn.additional_main', 'turn.additional_combat', 'turn.additional_ending',
  'stack.casts', 'stack.castsTargeting', 'stack.activates', 'stack.activatesTargeting',
  'trigger.stacked', 'trigger.stackedMode', 'trigger.stackedTargets', 'trigger.stackedModeTargets',
  'effect.tokens', 'effect.tokensAttacking', 'combat.putBlocking', 'combat.putBlockingBecomesBlocked',
  'damage.combatDealt', 'damage.dealt', 'effect.pumpGains', 'effect.pumpGainsUntilEndOfTurn',
  'effect.pump', 'effect.pumpUntilEndOfTurn', 'effect.gains', 'effect.gainsUntilEndOfTurn',
  'effect.scryTop', 'effect.scryBottom', 'zone.moves', 'zone.movesHidden',
].map((k) => `explain:log.${k}`));

