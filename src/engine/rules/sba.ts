// sba.ts: CR 704, state-based actions, checked whenever a player would receive priority and performed
// simultaneously, repeated until none apply (704.3).
import { leaveGame } from './leaving';
import type { AttackerInfo, ContinuousEffect, GameState, ObjectId, Player, PlayerId, SharedObject, TeamSetup } from '../types';
import { sameTeam, teamName, teamOf, teamsOf } from './teams';
import { findObject, findPlayer, getObject, getPlayer, log, moveObject, mutObject, playersFrom, simultaneously } from '../state';
import { toughnessOf } from './characteristics';
import { cardDefinition } from '../cards/pool';
import { destroy } from './zones';
import { deleteObject, objectsTableFrozen, sameList } from '../transaction';

/** What a check that found nothing to do read besides the objects themselves (see `quietChecks`). */
interface QuietCheck {
  battlefield: ObjectId[];
  effects: ContinuousEffect[];
  customCards: GameState['customCards'];
  lives: number[];
  lost: boolean[];
  /** What each attacking creature attacked: a battle attacked needs no new protector yet (CR 704.5w). */
  attacked: (string | null)[];
}

/** Per objects table, the last check that performed nothing and changed nothing. State-based
 *  actions are checked whenever a player would receive priority (CR 704.3, 117.5), and most of those
 *  checks follow a step change that touched no object. The check is a function of the objects, the
 *  battlefield list, the continuous effects (a creature's toughness), the card definitions, each
 *  player's life, loss and empty-library draw, the tokens that left the battlefield, and what the
 *  attacking creatures attack (a battle's protector, 704.5w); so when all of
 *  those are as they were at a quiet check, this check finds nothing too. The entry is used and made
 *  only while the table is one no transaction can still change (objectsTableFrozen): an unchanged
 *  table then means unchanged objects. The rest is compared by value (lists element by element). */
const quietChecks = new WeakMap<GameState['objects'], QuietCheck>();

function stillQuiet(g: GameState): boolean {
  if (g.tokensLeftBattlefield.length > 0) return false;
  const q = quietChecks.get(g.objects);
  if (!q || q.customCards !== g.customCards || !sameList(q.battlefield, g.battlefield) || !sameList(q.effects, g.effects)) return false;
  const ps = g.players;
  if (ps.length !== q.lives.length) return false;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    if (p.life !== q.lives[i] || p.lost !== q.lost[i] || p.drewFromEmptyLibrary) return false;
  }
  const attackers = g.combat?.attackers ?? [];
  if (attackers.length !== q.attacked.length) return false;
  for (let i = 0; i < attackers.length; i++) if (attacked(attackers[i]!) !== q.attacked[i]) return false;
  return objectsTableFrozen(g);
}

/** Performs one round of state-based actions. Returns true if any was performed. */
export function checkStateBasedActions(g: GameState): boolean {
  if (stillQuiet(g)) {
    // What the full check would leave: no one left together in its (empty) event.
    if (g.leftTogether.length > 0) g.leftTogether = [];
    return false;
  }
  // Whether this check may be remembered as quiet: it read a table no transaction can change, and
  // it finds and changes nothing (decided below).
  let quiet = g.tokensLeftBattlefield.length === 0 && objectsTableFrozen(g);
  let acted = false;
  // CR 704.5a, 704.5b: players with 0 or less life, or who drew from an empty library, lose. Found
  // here, performed below with the rest of the event (704.3).
  const losing: { player: PlayerId; reason: string; rule: string }[] = [];
  for (const p of g.players) {
    if (p.lost) continue;
    const team = teamOf(g, p.id);
    // CR 704.6a, 810.8c: in two-headed giant a team with 0 or less life loses (its players' life is the team's).
    const loss = p.life <= 0 ? (team ? { reason: `${teamName(g, team)}'s team has ${p.life} life`, rule: '704.6a' } : { reason: `${p.name} has ${p.life} life`, rule: '704.5a' })
      : p.drewFromEmptyLibrary ? { reason: `${p.name} attempted to draw from an empty library`, rule: '704.5b' } : null;
    if (loss) losing.push({ player: p.id, ...loss });
    p.drewFromEmptyLibrary = false;
  }
  // CR 704.5d: a token in a zone other than the battlefield ceases to exist.
  for (const id of g.tokensLeftBattlefield) {
    const o = findObject(g, id);
    if (!o || o.zone === 'battlefield' || o.zone === 'stack') continue;
    const owner = getPlayer(g, o.owner);
    for (const zone of ['hand', 'graveyard', 'exile', 'library'] as const) {
      if (owner[zone].includes(id)) owner[zone] = owner[zone].filter((x) => x !== id);
    }
    deleteObject(g, id);
    log(g, `${o.card} ceases to exist`, '704.5d', { kind: 'sba', what: 'tokenCeased', object: id });
    acted = true;
  }
  if (g.tokensLeftBattlefield.length) g.tokensLeftBattlefield = [];
  const toGraveyard: { id: ObjectId; text: string; rule: string }[] = [];
  const protectorsToSet: { id: ObjectId; player: PlayerId; rule: string }[] = [];
  const protectorQuestions: { id: ObjectId; candidates: PlayerId[]; rule: '704.5w' | '704.5x' }[] = [];
  const toDestroy: { id: ObjectId; text: string; rule: string }[] = [];
  let legends: Map<string, ObjectId[]> | null = null;
  let deathtouched: ObjectId[] | null = null;
  let countersToCancel: { id: ObjectId; pairs: number }[] | null = null;
  for (const id of g.battlefield) {
    const o = getObject(g, id);
    // CR 704.5q: +1/+1 and -1/-1 counters on one permanent cancel out in pairs. Its power and
    // toughness are the same either way, so the checks below read them as they are.
    const pairs = Math.min(o.counters['+1/+1'] ?? 0, o.counters['-1/-1'] ?? 0);
    if (pairs > 0) (countersToCancel ??= []).push({ id, pairs });
    // CR 704.5h looks at deathtouch damage "since the last time state-based actions were checked":
    // the mark is cleared below, whatever this check finds.
    if (o.deathtouchDamage) (deathtouched ??= []).push(id);
    const def = cardDefinition(g, o.card);
    if (!def) continue;
    // Card types, supertypes and names are printed ones in this engine (no effect changes them), so
    // only a creature's toughness needs the layers: a land costs one lookup.
    if (def.types.includes('Creature')) {
      const toughness = toughnessOf(g, o, def);
      if (toughness <= 0) {
        // CR 704.5f: put into the graveyard; regeneration and indestructible do not help.
        toGraveyard.push({ id, text: `${o.card} has ${toughness} toughness and is put into its owner's graveyard`, rule: '704.5f' });
        continue;
      }
      if (o.damage > 0 && o.damage >= toughness) {
        toDestroy.push({ id, text: `${o.card} has lethal damage`, rule: '704.5g' });
        continue;
      }
      if (o.deathtouchDamage && o.damage > 0) {
        toDestroy.push({ id, text: `${o.card} was dealt damage by a source with deathtouch`, rule: '704.5h' });
        continue;
      }
    }
    if (def.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) {
      toGraveyard.push({ id, text: `${o.card} has no loyalty and is put into its owner's graveyard`, rule: '704.5i' });
      continue;
    }
    if (def.types.includes('Battle')) {
      // CR 704.5v: a battle with defense 0 is defeated (a custom battle has no back face to cast).
      if ((o.counters.defense ?? 0) <= 0) {
        toGraveyard.push({ id, text: `${o.card} has no defense and is put into its owner's graveyard`, rule: '704.5v' });
        continue;
      }
      const protector = protectorProblem(g, o, def.subtypes.includes('Siege'));
      if (protector) {
        const [only, ...more] = protector.candidates;
        if (only === undefined) toGraveyard.push({ id, text: `${o.card} has no player who can protect it and is put into its owner's graveyard`, rule: protector.rule });
        else if (more.length === 0) protectorsToSet.push({ id, player: only, rule: protector.rule });
        else protectorQuestions.push({ id, candidates: protector.candidates, rule: protector.rule });
      }
    }
    if (def.supertypes?.includes('Legendary')) {
      const key = `${o.controller}\u0000${def.name}`;
      legends ??= new Map();
      const same = legends.get(key);
      if (same) {
        same.push(id);
        // A legend rule choice may be pending now and be asked later: not a check to remember.
        quiet = false;
      } else legends.set(key, [id]);
    }
  }
  if (deathtouched) for (const id of deathtouched) mutObject(g, id).deathtouchDamage = false;
  // CR 704.3: the losses are part of the one event: every one is marked before anyone leaves (so that
  // no choice passes to a player who loses in it too), and the game is decided once all have lost.
  const losses: { reason: string; rule: string }[] = [];
  const losers: PlayerId[] = [];
  for (const x of losing) {
    const out = markLost(g, x.player, x.reason, x.rule);
    if (out.length === 0) continue;
    losses.push(x);
    losers.push(...out);
    acted = true;
  }
  // CR 704.3: all applicable state-based actions are performed simultaneously; the counters first,
  // while every permanent is still where the check found it.
  if (countersToCancel) {
    for (const { id, pairs } of countersToCancel) cancelCounters(g, id, pairs);
    acted = true;
  }
  for (const x of protectorsToSet) {
    // A player who loses in this event protects nothing: the next check finds another (CR 704.5w).
    if (getPlayer(g, x.player).lost) continue;
    mutObject(g, x.id).protector = x.player;
    log(g, `${getPlayer(g, x.player).name} becomes the protector of ${getObject(g, x.id).card}`, x.rule);
    acted = true;
  }
  if (toGraveyard.length > 0 || toDestroy.length > 0) {
    simultaneously(g, () => {
      for (const x of toGraveyard) {
        log(g, x.text, x.rule, { kind: 'sba', what: 'toGraveyard', object: x.id });
        moveObject(g, x.id, 'graveyard');
        acted = true;
      }
      for (const x of toDestroy) {
        // An indestructible creature stays, and nothing was performed (704.3 would otherwise loop).
        if (destroy(g, x.id, x.rule, x.text)) acted = true;
      }
    });
  } else if (g.leftTogether.length > 0) {
    // What `simultaneously` would leave: no one left together in this (empty) event.
    g.leftTogether = [];
  }
  // CR 800.4a: the players who lost in this event leave the game only now, once every state-based
  // action has been performed: their creatures that died did die (603.10a), and the dies triggers
  // they would control are never put on the stack (800.4d).
  if (losers.length > 0) {
    leaveTogether(g, losers);
    decideGame(g, losses);
  }
  // CR 704.5j, the legend rule: the controller chooses which of two or more legendary permanents with
  // the same name to keep; the rest go to the graveyard. The game waits for that choice.
  if (legends) for (const found of legends.values()) {
    if (found.length < 2 || g.pendingChoice) continue;
    // What a player who lost in this event owned or controlled has left the battlefield (CR 800.4a).
    const ids = found.filter((id) => g.battlefield.includes(id));
    if (ids.length < 2) continue;
    const first = getObject(g, ids[0] as string);
    g.pendingChoice = {
      type: 'choose', player: first.controller, object: LEGEND_RULE_CHOICE,
      prompt: `Legend rule: ${getPlayer(g, first.controller).name} controls ${ids.length} permanents named ${first.card}; choose the one to keep (the others go to the graveyard)`,
      options: ids, rule: '704.5j',
      optionLabels: Object.fromEntries(ids.map((id, i) => [id, `${first.card} #${i + 1} (${id})`])),
    };
    acted = true;
  }
  // CR 704.5w–x: with several players who may protect a battle, its controller chooses; the game waits.
  for (const q of protectorQuestions) {
    if (g.pendingChoice) break;
    const battle = findObject(g, q.id);
    // A battle of a player who lost in this event has left with them, or was exiled (CR 800.4a).
    if (battle?.zone !== 'battlefield' || getPlayer(g, battle.controller).lost) continue;
    // Nor is a player who lost in it a candidate; with one or none left, the next check settles it.
    const candidates = q.candidates.filter((id) => !getPlayer(g, id).lost);
    if (candidates.length < 2) continue;
    g.pendingChoice = {
      type: 'choose', player: battle.controller, object: q.id, rule: q.rule,
      prompt: `${getPlayer(g, battle.controller).name} chooses the new protector of ${battle.card}`,
      options: candidates, optionLabels: Object.fromEntries(candidates.map((id) => [id, getPlayer(g, id).name])),
    };
    acted = true;
  }
  if (quiet && !acted && !deathtouched && toDestroy.length === 0) {
    quietChecks.set(g.objects, {
      battlefield: g.battlefield.slice(), effects: g.effects.slice(), customCards: g.customCards,
      lives: g.players.map((p) => p.life), lost: g.players.map((p) => p.lost),
      attacked: (g.combat?.attackers ?? []).map(attacked),
    });
  }
  return acted;
}

/** CR 704.5q: `pairs` +1/+1 and `pairs` -1/-1 counters removed from `id` (a kind left at none is
 *  dropped, as if it had never been put on). */
function cancelCounters(g: GameState, id: ObjectId, pairs: number): void {
  const o = mutObject(g, id);
  for (const kind of ['+1/+1', '-1/-1'] as const) {
    const left = (o.counters[kind] ?? 0) - pairs;
    if (left > 0) o.counters[kind] = left;
    else delete o.counters[kind];
  }
  const each = `${pairs} +1/+1 counter${pairs === 1 ? '' : 's'} and ${pairs} -1/-1 counter${pairs === 1 ? '' : 's'}`;
  log(g, `${each} are removed from ${o.card}`, '704.5q', { kind: 'sba', what: 'countersCancelled', object: id });
}

/** The `object` of the legend rule's choice (CR 704.5j). */
export const LEGEND_RULE_CHOICE = 'legend-rule';

/** The answer to the legend rule's choice: keep `keep`, put the others with its name into the graveyard. */
export function keepLegend(g: GameState, keep: ObjectId): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'choose' || pending.object !== LEGEND_RULE_CHOICE) return;
  g.pendingChoice = null;
  simultaneously(g, () => {
    for (const id of pending.options) {
      if (id === keep || !g.battlefield.includes(id)) continue;
      log(g, `Legend rule: ${getPlayer(g, getObject(g, id).controller).name} keeps ${getObject(g, keep).card} (${keep}); ${getObject(g, id).card} (${id}) is put into its owner's graveyard`, '704.5j', { kind: 'sba', what: 'legendRule', object: id });
      moveObject(g, id, 'graveyard');
    }
  });
}

/** CR 704.5w–x, 310.8a, 310.11a: a battle whose protector has left the game (and nothing attacks it), or
 *  a Siege its own controller protects, needs a protector its controller may choose: an opponent for a
 *  Siege (in turn order), its controller for a battle without battle types; none left, it goes to the
 *  graveyard. Null when the protector is as it should be. */
function protectorProblem(g: GameState, o: SharedObject, siege: boolean): { candidates: PlayerId[]; rule: '704.5w' | '704.5x' } | null {
  const current = o.protector === undefined ? undefined : findPlayer(g, o.protector);
  const isAttacked = g.combat?.attackers.some((a) => attacked(a) === o.id) ?? false;
  const gone = (!current || current.lost) && !isAttacked;
  const selfProtected = siege && o.protector === o.controller;
  if (!gone && !selfProtected) return null;
  // CR 310.11a, 810.1: a Siege's protector is an opponent of its controller (never a teammate).
  const candidates = siege ? playersFrom(g, o.controller).filter((p) => !sameTeam(g, p.id, o.controller)).map((p) => p.id) : getPlayer(g, o.controller).lost ? [] : [o.controller];
  return { candidates, rule: selfProtected ? '704.5x' : '704.5w' };
}

/** The answer to a battle's protector question (CR 704.5w–x): `player` protects the battle `battle`. */
export function chooseProtector(g: GameState, battle: ObjectId, player: PlayerId): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'choose' || pending.object !== battle) return;
  g.pendingChoice = null;
  mutObject(g, battle).protector = player;
  log(g, `${getPlayer(g, player).name} becomes the protector of ${getObject(g, battle).card}`, pending.rule === '704.5x' ? '704.5x' : '704.5w');
  // The check goes on: whoever was due priority receives it once the rest is done (CR 704.3).
  g.awaitingPriority ??= g.turn.activePlayer;
}

/** CR 104.3, 104.2a: a player who loses leaves the game; the last one standing wins. */
export function loseGame(g: GameState, player: string, reason: string, rule: string): void {
  const out = markLost(g, player, reason, rule);
  if (out.length === 0) return;
  leaveTogether(g, out);
  decideGame(g, [{ reason, rule }]);
}

/** A player loses (logged), with their team in two-headed giant: the players now out of the game,
 *  none when they already were. They leave the game with `leaveTogether`. */
function markLost(g: GameState, player: string, reason: string, rule: string): PlayerId[] {
  const p = getPlayer(g, player);
  if (p.lost) return [];
  const team = teamOf(g, player);
  if (team) return markTeamLost(g, p, team, reason, rule);
  p.lost = true;
  log(g, `${p.name} loses the game: ${reason}`, rule, { kind: 'lost', player, reason });
  return [player];
}

/** CR 800.4: a multiplayer game goes on without the players who lost (a two-player game is over,
 *  104.2a). All of them are out before any leaves (CR 800.4a), so that no choice passes to another
 *  one on their way out. */
function leaveTogether(g: GameState, players: readonly PlayerId[]): void {
  if (!g.multiplayer) return;
  const goesOn = sidesLeft(g) > 1;
  for (const id of players) leaveGame(g, id, goesOn);
}

/** The players (the teams, in a team game) still in the game. */
function sidesLeft(g: GameState): number {
  const teams = teamsOf(g);
  if (teams) return teams.filter((t) => t.players.some((id) => !getPlayer(g, id).lost)).length;
  return g.players.filter((x) => !x.lost).length;
}

/** CR 810.8a: in two-headed giant, when a player loses the game their team loses it; 810.8b: a player
 *  who concedes takes their team out of the game. Returns the players now out. */
function markTeamLost(g: GameState, p: Player, team: TeamSetup, reason: string, rule: string): PlayerId[] {
  const mates = team.players.filter((id) => id !== p.id).map((id) => getPlayer(g, id)).filter((q) => !q.lost);
  p.lost = true;
  log(g, `${p.name} loses the game: ${reason}`, rule, { kind: 'lost', player: p.id, reason });
  const conceded = rule === '104.3a';
  for (const q of mates) {
    q.lost = true;
    q.drewFromEmptyLibrary = false;
    // A team whose life is 0 or less loses as a whole (704.6a): each of its players for the same reason.
    const why = rule === '704.6a' ? reason : conceded ? `their teammate ${p.name} conceded, and their team leaves the game` : `their teammate ${p.name} lost, and their team loses with them`;
    log(g, `${q.name} loses the game: ${why}`, rule === '704.6a' ? '704.6a' : conceded ? '810.8b' : '810.8a', { kind: 'lost', player: q.id, reason: why });
  }
  return [p.id, ...mates.map((q) => q.id)];
}

/** CR 104.2a: the game ends once one player is left, who wins; 104.4a: when every remaining player
 *  loses at once (state-based actions are one event, 704.3), it is a draw, and nobody wins first. */
function decideGame(g: GameState, losses: readonly { reason: string; rule: string }[]): void {
  const teams = teamsOf(g);
  if (teams) {
    decideTeamGame(g, teams, losses);
    return;
  }
  const left = g.players.filter((x) => !x.lost);
  if (left.length > 1 || g.gameOver) return;
  const winner = left[0]?.id ?? null;
  g.gameOver = { winner, reason: losses.map((l) => `${l.reason} (CR ${l.rule})`).join('; ') };
  log(g, winner ? `${getPlayer(g, winner).name} wins the game` : 'The game is a draw', winner ? '104.2a' : '104.4a', { kind: 'gameOver', winner });
}

/** CR 104.2c: in a game between teams, the team with a player still in the game wins once every other
 *  team has left; each of its players wins (810.8a). The result names the winning team's primary player
 *  as `winner` (the contract). CR 104.4d: when every remaining team loses at once, it is a draw. */
function decideTeamGame(g: GameState, teams: readonly TeamSetup[], losses: readonly { reason: string; rule: string }[]): void {
  const left = teams.filter((t) => t.players.some((id) => !getPlayer(g, id).lost));
  if (left.length > 1 || g.gameOver) return;
  const team = left[0];
  const winner = team?.players[0] ?? null;
  const reason = losses.map((l) => `${l.reason} (CR ${l.rule})`).join('; ');
  g.gameOver = team ? { winner, reason, winners: [...team.players], winningTeam: team.id } : { winner, reason, winners: [] };
  log(g, team ? `${teamName(g, team)}'s team wins the game` : 'The game is a draw', team ? '104.2c' : '104.4d', { kind: 'gameOver', winner });
}

/** What an attacking creature attacks now: nothing once its planeswalker or battle has left (CR 506.4c),
 *  even if that card has come back under the same id (a new object, 400.7). */
function attacked(a: AttackerInfo): string | null {
  return a.attackingNothing ? null : a.defender;
}
