// state.ts: reading and updating the game state. Functions that change state take the working copy
// of a transaction (transaction.ts).
import type { GameEvent, GameObject, GameState, LogEntry, ObjectId, Player, PlayerId, SharedObject, TeamSetup, Zone } from './types';
import { sameTeam, seatOf, teamsOf } from './rules/teams';
import { invariant } from './errors';
import { loggedEntry, ownBucket, ownCounts, ownZone, ownsObject } from './transaction';
import { bucketOf, lookupObject } from './objects';
import { characteristics } from './rules/characteristics';
import { detectTriggers } from './rules/triggers';

/** The object with this id, if any (an id such as "constructor" names nothing: lookupObject). */
export function findObject(g: Pick<GameState, 'objects'>, id: string): SharedObject | undefined {
  return lookupObject(g.objects, id);
}

/** An object, read-only: objects are shared between states (see transaction.ts). */
export function getObject(g: GameState, id: string): SharedObject {
  const o = lookupObject(g.objects, id);
  // The message is built only when it is needed: this runs thousands of times per action.
  if (o === undefined) invariant(false, `no object ${id}`);
  return o;
}

/** An object to change in the current transition: copied the first time, so earlier states keep theirs. */
export function mutObject(g: GameState, id: string): GameObject {
  const bucket = bucketOf(id);
  const o = g.objects[bucket]![id];
  if (o === undefined || o.id !== id) invariant(false, `no object ${id}`);
  if (ownsObject(g, bucket, id, o)) return o as GameObject;
  const copy = copyObject(o);
  ownBucket(g, bucket)[id] = copy;
  return copy;
}

/** A copy of an object with its counters. Every field is written out, in one order, as in
 *  transaction.ts's copies: a spread of objects of several shapes made V8 copy them property by
 *  property, two thirds of mutObject's time. The optional fields are set only when present, so the
 *  copy's JSON is the original's. */
function copyObject(o: SharedObject): GameObject {
  const copy: GameObject = {
    id: o.id, card: o.card, owner: o.owner, controller: o.controller, zone: o.zone, zcc: o.zcc, token: o.token,
    tapped: o.tapped, damage: o.damage, deathtouchDamage: o.deathtouchDamage, summoningSick: o.summoningSick,
    counters: { ...o.counters },
  };
  if (o.loyaltyActivatedTurn !== undefined) copy.loyaltyActivatedTurn = o.loyaltyActivatedTurn;
  if (o.regenerationShields !== undefined) copy.regenerationShields = o.regenerationShields;
  if (o.skipNextUntap !== undefined) copy.skipNextUntap = o.skipNextUntap;
  if (o.noCombatDamageTurn !== undefined) copy.noCombatDamageTurn = o.noCombatDamageTurn;
  if (o.protector !== undefined) copy.protector = o.protector;
  if (o.phasedOut !== undefined) copy.phasedOut = o.phasedOut;
  return copy;
}
/** The optional fields copyObject copies: this fails to compile when GameObject gains another one. */
type CopiedOptionalFields = 'loyaltyActivatedTurn' | 'regenerationShields' | 'skipNextUntap' | 'noCombatDamageTurn' | 'protector' | 'phasedOut';
type OptionalFields = { [K in keyof GameObject]-?: undefined extends GameObject[K] ? K : never }[keyof GameObject];
const everyOptionalFieldCopied: [Exclude<OptionalFields, CopiedOptionalFields>] extends [never] ? true : never = true;
void everyOptionalFieldCopied;

export function findPlayer(g: GameState, id: string): Player | undefined {
  // A plain loop: this runs many times per action, and `find` made a closure each time.
  for (const p of g.players) if (p.id === id) return p;
  return undefined;
}

export function getPlayer(g: GameState, id: PlayerId): Player {
  const p = findPlayer(g, id);
  if (p === undefined) invariant(false, `no player ${id}`);
  return p;
}

export function activePlayer(g: GameState): Player {
  return getPlayer(g, g.turn.activePlayer);
}

/** Players still in the game, in turn order starting from `first` (CR 101.4: APNAP order). */
/** The players still in the game in turn order, from `first`'s seat (from the next seat when `first`
 *  has left the game, CR 800.4j; from the first seat when `first` is no player). */
export function playersFrom(g: GameState, first: PlayerId): Player[] {
  const ps = g.players;
  const at = Math.max(0, ps.findIndex((p) => p.id === first));
  const out: Player[] = [];
  for (let k = 0; k < ps.length; k++) {
    const p = ps[(at + k) % ps.length] as Player;
    if (!p.lost) out.push(p);
  }
  return out;
}

export function apnapOrder(g: GameState): Player[] {
  const teams = teamsOf(g);
  if (teams) return teamOrder(g, teams);
  return playersFrom(g, g.turn.activePlayer);
}

/** CR 805.6: with shared team turns, the players of the active team (primary player first), then those
 *  of each other team in turn order; players who have left the game are skipped. */
function teamOrder(g: GameState, teams: readonly TeamSetup[]): Player[] {
  const at = Math.max(0, teams.findIndex((t) => t.players.includes(g.turn.activePlayer)));
  const out: Player[] = [];
  for (let k = 0; k < teams.length; k++) {
    for (const id of (teams[(at + k) % teams.length] as TeamSetup).players) {
      const p = findPlayer(g, id);
      if (p && !p.lost) out.push(p);
    }
  }
  return out;
}

/** The next player in turn order who is still in the game, after `after`'s seat (also when `after` has
 *  left the game, CR 800.4j); `after` itself when no one else is left. Without building a list: this
 *  runs at every pass. */
export function nextPlayer(g: GameState, after: PlayerId): PlayerId {
  // CR 805.5: with shared team turns, priority passes from team to team: the next team's primary player.
  if (g.multiplayer?.variant === 'two-headed-giant') return nextTeamSeat(g, after);
  const ps = g.players;
  const at = ps.findIndex((p) => p.id === after);
  for (let k = 1; k < ps.length; k++) {
    const p = ps[(at + k) % ps.length] as Player;
    if (!p.lost && p.id !== after) return p.id;
  }
  return after;
}

export function opponents(g: GameState, of: PlayerId): Player[] {
  // CR 810.1: in two-headed giant, the players of the other team.
  return g.players.filter((p) => !p.lost && !sameTeam(g, p.id, of));
}

/** The primary player of the next team in turn order with a player still in the game, after `after`'s
 *  team (CR 805.5b); `after`'s own team's when no other is left. */
function nextTeamSeat(g: GameState, after: PlayerId): PlayerId {
  const teams = teamsOf(g) ?? [];
  const at = teams.findIndex((t) => t.players.includes(after));
  for (let k = 1; k <= teams.length; k++) {
    const t = teams[(at + k) % teams.length] as TeamSetup;
    if (t.players.some((id) => findPlayer(g, id)?.lost === false)) return t.players[0] as PlayerId;
  }
  return seatOf(g, after);
}

export function objectName(g: GameState, id: string): string {
  return findObject(g, id)?.card ?? findPlayer(g, id)?.name ?? g.stack.find((s) => s.id === id)?.card ?? id;
}

export function battlefieldObjects(g: GameState): GameObject[] {
  return g.battlefield.map((id) => getObject(g, id));
}

/** A log entry, its fields always in one order. */
export function logEntry(text: string, rule?: string, event?: GameEvent): LogEntry {
  const entry: LogEntry = { text };
  if (rule) entry.rule = rule;
  if (event) entry.event = event;
  return entry;
}

/** Records what happened; an event is also checked against every triggered ability as it happens
 *  (CR 603.2). */
export function log(g: GameState, text: string, rule?: string, event?: GameEvent): void {
  logLine(g, text, rule, event);
  if (event) detectTriggers(g, event);
}

/** Records a line without checking its event for triggers: for an event whose meaning takes several
 *  lines (blockers declared, then which attackers are unblocked), checked by the caller once all are
 *  logged, so that what triggered is logged after them. */
export function logLine(g: GameState, text: string, rule?: string, event?: GameEvent): void {
  // Inside a transaction the log is one buffer of new entries (transaction.ts).
  g.log[g.log.length - 1]?.push(logEntry(text, rule, event));
  loggedEntry(g);
}

/** Runs `fn` as one event for leaves-the-battlefield triggers: permanents leaving together see each
 *  other leave (CR 603.10a). */
export function simultaneously(g: GameState, fn: () => void): void {
  g.leftTogether = [];
  try {
    fn();
  } finally {
    g.leftTogether = [];
  }
}

/** The id for the next object made by `creator`: `hero.1`, `hero.2`, `hero.2.1` (the contract's ids). */
export function nextId(g: GameState, creator: string): string {
  const n = (g.nextIds[creator] ?? 0) + 1;
  ownCounts(g, 'nextIds')[creator] = n;
  return `${creator}.${n}`;
}

function zoneList(g: GameState, o: GameObject, zone: Zone): ObjectId[] | null {
  switch (zone) {
    case 'battlefield': return g.battlefield;
    case 'stack': return null;
    default: return ownZone(g, getPlayer(g, o.owner), zone);
  }
}

/** CR 608.2h, 113.7a: an ability waiting to use "that creature's toughness" (Engulfing Slagwurm's)
 *  uses the creature's last known information once it has left the battlefield: its toughness as it
 *  last existed there, all effects applied (a Giant Growth after the trigger included), not the
 *  toughness it had when the ability triggered. Kept on the ability as the creature leaves. */
function keepLastKnownToughness(g: GameState, o: GameObject): void {
  let toughness: number | undefined;
  for (const list of [g.stack, g.pendingTriggers, g.stacking]) {
    for (const x of list) {
      if (x.eventObject !== o.id || x.eventToughness === undefined || (x.eventZcc !== undefined && x.eventZcc !== o.zcc)) continue;
      toughness ??= characteristics(g, o).toughness;
      x.eventToughness = toughness;
    }
  }
}

/** Moves an object to another zone as a new object (CR 400.7): it forgets damage, counters, tapped
 *  status and combat, and returns to its owner's control. Cards go to their owner's zones (CR 400.3). */
export function moveObject(g: GameState, id: ObjectId, to: Zone, position: 'top' | 'bottom' = 'top'): void {
  const o = mutObject(g, id);
  const from = o.zone;
  const controller = o.controller;
  if (from === 'battlefield') {
    g.leftTogether.push({ id, controller });
    keepLastKnownToughness(g, o);
  }
  if (o.token && from === 'battlefield') g.tokensLeftBattlefield.push(id);
  // Leaving combat is logged while the object is still on the battlefield, so that each log entry
  // follows a consistent state (a replay shows the game after every entry, trace.ts).
  if (from === 'battlefield') leaveCombat(g, id, o.card);
  const fromList = zoneList(g, o, from);
  if (fromList) {
    const i = fromList.indexOf(id);
    if (i >= 0) removeAt(fromList, i);
  }
  o.zone = to;
  o.zcc += 1;
  o.tapped = false;
  o.damage = 0;
  o.deathtouchDamage = false;
  o.counters = {};
  o.controller = o.owner;
  o.summoningSick = to === 'battlefield';
  // Deleted only when present (the same object either way): a `delete` of a missing property still
  // costs a lookup in the runtime, four per creature that dies.
  if ('regenerationShields' in o) delete o.regenerationShields;
  if ('loyaltyActivatedTurn' in o) delete o.loyaltyActivatedTurn;
  if ('skipNextUntap' in o) delete o.skipNextUntap;
  if ('noCombatDamageTurn' in o) delete o.noCombatDamageTurn;
  if ('protector' in o) delete o.protector;
  const toList = zoneList(g, o, to);
  if (toList) {
    // Libraries are kept top first; every other zone in order of arrival.
    if (to === 'library' && position === 'top') toList.unshift(id);
    else toList.push(id);
  }
  // A card drawn or put into a library is hidden information: the caller says what happened.
  const hidden = from === 'library' || to === 'library' || (from === 'hand' && to === 'hand');
  log(g, hidden ? `A card moves from ${from} to ${to}` : `${o.card} moves from ${from} to ${to}`, '400.7', { kind: 'zoneChange', object: id, from, to, card: hidden ? '' : o.card, controller });
}

/** `list.splice(i, 1)` without the list of removed items splice makes: the battlefield loses a
 *  permanent this way at every death. */
function removeAt(list: ObjectId[], i: number): void {
  for (let k = i + 1; k < list.length; k++) list[k - 1] = list[k] as ObjectId;
  list.pop();
}

/** CR 506.4: a permanent that leaves the battlefield or stops being a creature leaves combat. A blocked
 *  attacker stays blocked (CR 509.1h). */
export function removeFromCombat(g: GameState, id: ObjectId): void {
  leaveCombat(g, id, null);
}

/** removeFromCombat for a caller that has the object at hand: `card` is its card's name, for the log. */
function leaveCombat(g: GameState, id: ObjectId, card: string | null): void {
  const c = g.combat;
  if (!c) return;
  // Plain index loops with no call per entry, and lists rebuilt only where the object is: this runs for
  // every permanent that leaves, twenty times over when a big combat's creatures die together, and
  // `includes` per entry was most of its cost. Every list is still looked through (not only the
  // object's own partners), so nothing depends on the blocks being recorded on both sides.
  let attacking = false;
  let blocking = false;
  for (const a of c.attackers) {
    if (a.id === id) attacking = true;
    else if (listed(a.blockedBy, id)) a.blockedBy = without(a.blockedBy, id);
    // CR 506.4c: the planeswalker it attacks has left; the creature attacks nothing from now on, even
    // if that card comes back (a new object, 400.7).
    if (a.defender === id) {
      a.attackingNothing = true;
      // CR 508.5: its defending player stays the one it had, not the card's owner it returns to.
      const o = getObject(g, id);
      a.defendingPlayer = o.protector ?? o.controller;
    }
  }
  for (const b of c.blockers) {
    if (b.id === id) blocking = true;
    else if (listed(b.blocking, id)) b.blocking = without(b.blocking, id);
  }
  if (attacking) c.attackers = c.attackers.filter((a) => a.id !== id);
  if (blocking) c.blockers = c.blockers.filter((b) => b.id !== id);
  if (attacking || blocking) {
    log(g, `${card ?? getObject(g, id).card} is removed from combat`, '506.4');
  }
}

// removeFromCombat's helpers: `includes` and `filter` as loops the optimizer inlines.
function listed(ids: readonly ObjectId[], id: ObjectId): boolean {
  for (let i = 0; i < ids.length; i++) if (ids[i] === id) return true;
  return false;
}

function without(ids: readonly ObjectId[], id: ObjectId): ObjectId[] {
  const out: ObjectId[] = [];
  for (let i = 0; i < ids.length; i++) if (ids[i] !== id) out.push(ids[i] as ObjectId);
  return out;
}
