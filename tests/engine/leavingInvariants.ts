// leavingInvariants.ts: what the random games (randomPlay.test.ts) check of every state about players
// who have left a multiplayer game (CR 800.4a) and about what the pending choice, the combat and the
// turn name. Each check returns why the state is wrong, its CR rule first, or null. They read the state
// (types.ts) with the engine's public helpers only, never the rules code they check (leaving.ts,
// defenders.ts, …), so a bug there can't excuse itself here.
import type { GameState, LogEntry, PendingChoice, PlayerId, SharedObject } from '../../src/engine/index';
import { allObjects, characteristics, findObject, sameTeam, teamOf } from '../../src/engine/index';

type Pending = NonNullable<PendingChoice>;

const player = (s: GameState, id: string) => s.players.find((p) => p.id === id);
/** A player still in the game (CR 800.4a: a player who lost has left it). */
const inGame = (s: GameState, id: string): boolean => player(s, id)?.lost === false;
const onBattlefield = (s: GameState, id: string): SharedObject | undefined => (s.battlefield.includes(id) ? findObject(s, id) : undefined);
const isType = (s: GameState, o: SharedObject, type: string): boolean => characteristics(s, o).types.includes(type as never);
/** The players a choice asked of `asked` is made for: their team in two-headed giant, else them. */
const ofTeam = (s: GameState, asked: PlayerId, id: PlayerId): boolean => sameTeam(s, asked, id);
/** Whether `id` may be attacked now: a player still in the game, or a planeswalker or battle on the
 *  battlefield (CR 506.3c, 508.1b, 800.4a). */
const attackable = (s: GameState, id: string): boolean => {
  if (player(s, id)) return inGame(s, id);
  const o = onBattlefield(s, id);
  return o !== undefined && (isType(s, o, 'Planeswalker') || isType(s, o, 'Battle'));
};
/** The player an attack on `defender` is against (CR 508.5): the player, the planeswalker's controller
 *  or the battle's protector; undefined when that permanent is gone. */
const defendingPlayerOf = (s: GameState, defender: string): PlayerId | undefined => {
  if (player(s, defender)) return defender;
  const o = findObject(s, defender);
  return o?.protector ?? o?.controller;
};

/** CR 800.4a: nothing of a player who has left remains: no object they own in any zone (it left the
 *  game with them), nothing they control on the battlefield or the stack (exiled, or ceased to exist),
 *  no triggered ability of theirs waiting or delayed (800.4d), no mana (it left with them). */
export function departedProblem(s: GameState): string | null {
  if (!s.multiplayer) return null;
  const gone = new Set(s.players.filter((p) => p.lost).map((p) => p.id));
  if (gone.size === 0) return null;
  for (const p of s.players) {
    if (!gone.has(p.id)) continue;
    for (const zone of ['library', 'hand', 'graveyard', 'exile'] as const) {
      if (p[zone].length > 0) return `800.4a: ${p.name} has left the game but their ${zone} holds ${p[zone].length} cards`;
    }
    if (Object.values(p.manaPool).some((n) => n > 0)) return `800.4a: ${p.name} has left the game with mana in their pool`;
    if (p.phasedOut?.length) return `800.4a: ${p.name} has left the game but controls phased-out permanents ${p.phasedOut.map((e) => e.id).join(', ')}`;
  }
  for (const o of allObjects(s.objects)) {
    if (gone.has(o.owner)) return `800.4a: ${o.card} (${o.id}, in ${o.zone}) is owned by ${o.owner}, who has left the game`;
    if (o.zone === 'battlefield' && gone.has(o.controller)) return `800.4a: ${o.card} (${o.id}) is controlled by ${o.controller}, who has left the game`;
  }
  for (const item of s.stack) if (gone.has(item.controller)) return `800.4a: ${item.card}'s ${item.kind} (${item.id}) on the stack is controlled by ${item.controller}, who has left the game`;
  for (const [list, what] of [[s.pendingTriggers, 'waiting'], [s.stacking, 'being put on the stack'], [s.delayedTriggers, 'delayed']] as const) {
    for (const t of list) if (gone.has(t.controller)) return `800.4d: ${t.card}'s triggered ability (${what}) is controlled by ${t.controller}, who has left the game`;
  }
  return null;
}

/** CR 800.4a, 800.4h, 101.4: the pending choice is asked of a player still in the game, and everything
 *  it lists is still there: players in the game, permanents on the battlefield, creatures in combat,
 *  triggered abilities still waiting. */
export function pendingProblem(s: GameState): string | null {
  const pending = s.pendingChoice;
  if (!pending) return null;
  const asked = player(s, pending.player);
  if (!asked) return `102.1: ${pending.type} is asked of ${pending.player}, who is no player`;
  if (asked.lost) return `800.4a: ${pending.type} is asked of ${asked.name}, who has left the game`;
  if (s.pregame && pending.type !== 'mulligan') return `103.5: ${pending.type} is asked of ${asked.name} before every player has kept an opening hand`;
  if (!s.pregame && pending.type === 'mulligan') return `103.5: a mulligan is asked of ${asked.name} after the game has begun`;
  return PENDING_CHECKS[pending.type](s, pending as never);
}

type Check<T extends Pending['type']> = (s: GameState, p: Extract<Pending, { type: T }>) => string | null;

const PENDING_CHECKS: { [T in Pending['type']]: Check<T> } = {
  priority: () => null,
  mulligan: (s, p) => (s.pregame?.decided[p.player] ? `103.5: ${p.player} is asked again about a hand they already decided on` : null),
  discard: (s, p) => (p.player === s.turn.activePlayer || ofTeam(s, s.turn.activePlayer, p.player) ? null : `514.1: ${p.player}, who is not an active player, is asked to discard`),
  declareAttackers: (s, p) => {
    if (!ofTeam(s, s.turn.activePlayer, p.player)) return `508.1: ${p.player}, who is not an active player, is asked to declare attackers`;
    for (const a of p.attackers) {
      const o = onBattlefield(s, a.creature);
      if (!o) return `508.1a: the declaration offers ${a.creature}, which is not on the battlefield`;
      if (!ofTeam(s, p.player, o.controller)) return `508.1a: the declaration offers ${o.card} (${o.id}), controlled by ${o.controller}`;
      const bad = a.defenders.find((d) => !attackable(s, d));
      if (bad !== undefined) return `508.1b, 800.4a: ${o.card} (${o.id}) is offered to attack ${bad}, which can't be attacked (a player who left, or a permanent gone)`;
    }
    return null;
  },
  declareBlockers: (s, p) => {
    const c = s.combat;
    if (!c) return '509.1: blockers are asked for outside combat';
    if (ofTeam(s, s.turn.activePlayer, p.player)) return `509.1: ${p.player}, an active player, is asked to declare blockers`;
    if (c.blockersDeclaredBy?.some((id) => ofTeam(s, id, p.player))) return `802.4: ${p.player} is asked to declare blockers a second time`;
    if (!c.attackers.some((a) => { const d = defendingPlayerOf(s, a.defender); return d !== undefined && ofTeam(s, p.player, d); })) {
      if (s.multiplayer) return `802.4: ${p.player} is asked to declare blockers, but no creature attacks them`;
    }
    for (const b of p.blockers) {
      const o = onBattlefield(s, b.creature);
      if (!o) return `509.1a: the declaration offers ${b.creature}, which is not on the battlefield`;
      if (!ofTeam(s, p.player, o.controller)) return `509.1a: the declaration offers ${o.card} (${o.id}), controlled by ${o.controller}`;
      for (const a of b.attackers) {
        const info = c.attackers.find((x) => x.id === a);
        if (!info) return `509.1a: ${o.card} (${o.id}) is offered to block ${a}, which is not attacking`;
        const d = defendingPlayerOf(s, info.defender);
        if (s.multiplayer && (d === undefined || !ofTeam(s, p.player, d))) return `802.4a: ${o.card} (${o.id}) is offered to block ${a}, which attacks ${info.defender}, not ${p.player}`;
      }
    }
    return null;
  },
  orderBlockers: (s, p) => {
    const c = s.combat;
    if (!c) return '510.1c: an order of blockers is asked for outside combat';
    for (const x of p.attackers) {
      const a = c.attackers.find((y) => y.id === x.attacker);
      if (!a || !onBattlefield(s, x.attacker)) return `506.4: the order of blockers is asked for ${x.attacker}, which is no longer an attacking creature`;
      const gone = x.blockers.find((b) => !c.blockers.some((y) => y.id === b) || !onBattlefield(s, b));
      if (gone !== undefined) return `506.4: the order of ${x.attacker}'s blockers lists ${gone}, which is no longer a blocking creature`;
    }
    return null;
  },
  orderAttackers: (s, p) => {
    const c = s.combat;
    if (!c) return '510.1d: an order of attackers is asked for outside combat';
    for (const x of p.blockers) {
      const b = c.blockers.find((y) => y.id === x.blocker);
      if (!b || !onBattlefield(s, x.blocker)) return `506.4: the order of attackers is asked for ${x.blocker}, which is no longer a blocking creature`;
      if (!ofTeam(s, p.player, findObject(s, x.blocker)?.controller ?? '')) return `510.1d: ${p.player} is asked to order the attackers of ${x.blocker}, which they don't control`;
      const gone = x.attackers.find((a) => !c.attackers.some((y) => y.id === a) || !onBattlefield(s, a));
      if (gone !== undefined) return `506.4: the order of ${x.blocker}'s attackers lists ${gone}, which is no longer an attacking creature`;
    }
    return null;
  },
  assignDamage: (s, p) => {
    const c = s.combat;
    if (!c) return '510.1: combat damage is asked for outside combat';
    for (const src of p.sources) {
      const o = onBattlefield(s, src.source);
      if (!o) return `510.1: ${src.source} is asked to assign combat damage but is not on the battlefield`;
      if (!ofTeam(s, p.player, o.controller)) return `510.1: ${p.player} is asked to assign the combat damage of ${o.card} (${o.id}), controlled by ${o.controller}`;
      if (!c.attackers.some((a) => a.id === src.source) && !c.blockers.some((b) => b.id === src.source)) return `510.1: ${o.card} (${o.id}) is not in combat but is asked to assign combat damage`;
      for (const r of src.recipients) {
        if (r.kind === 'player' && !inGame(s, r.target)) return `800.4e: ${o.card} (${o.id}) is offered ${r.target}, who has left the game, as a recipient of its combat damage`;
        if (r.kind !== 'player' && !onBattlefield(s, r.target)) return `510.1: ${o.card} (${o.id}) is offered ${r.target}, which is not on the battlefield, as a recipient of its combat damage`;
        if (r.kind === 'creature' && !c.attackers.some((a) => a.id === r.target) && !c.blockers.some((b) => b.id === r.target)) return `510.1c–d: ${o.card} (${o.id}) is offered ${r.target}, which is not in combat`;
      }
    }
    return null;
  },
  orderTriggers: (s, p) => {
    const waiting = new Set(s.pendingTriggers.map((t) => t.id));
    for (const t of [...p.triggers, ...(p.others ?? [])]) {
      if (!waiting.has(t.id)) return `603.3b, 800.4a: the order lists ${t.card ?? t.source}'s triggered ability ${t.id}, which is no longer waiting to be put on the stack`;
    }
    for (const t of p.triggers) {
      const controller = s.pendingTriggers.find((x) => x.id === t.id)?.controller ?? '';
      if (!ofTeam(s, p.player, controller)) return `603.3b: ${p.player} is asked to order ${t.id}, controlled by ${controller}`;
    }
    return null;
  },
  chooseTargets: (s, p) => {
    const t = s.stacking[0];
    if (!t || t.id !== p.object) return `603.3d: targets are asked for ${p.object}, which is not the triggered ability being put on the stack`;
    if (t.controller !== p.player) return `603.3d: ${p.player} is asked to choose targets for ${t.card}'s ability, controlled by ${t.controller}`;
    return optionsProblem(s, p.legalTargets, `the targets of ${t.card}'s ability (${t.id})`);
  },
  choose: (s, p) => chooseProblem(s, p),
};

/** Options that name a player name one still in the game; those that name an object, one that exists. */
function optionsProblem(s: GameState, options: readonly string[], what: string): string | null {
  for (const id of options) {
    const p = player(s, id);
    if (p?.lost) return `800.4a: ${what} offer ${p.name}, who has left the game`;
    if (!p && !NOT_IDS.has(id) && !findObject(s, id)) return `800.4a: ${what} offer ${id}, which no longer exists`;
  }
  return null;
}
/** The `choose` options that are words, not ids. */
const NOT_IDS = new Set(['yes', 'no', 'top', 'bottom', 'none']);

function chooseProblem(s: GameState, p: Extract<Pending, { type: 'choose' }>): string | null {
  const top = s.stack[s.stack.length - 1];
  switch (p.rule) {
    case '603.3c': {
      const t = s.stacking[0];
      if (!t || t.id !== p.object || t.controller !== p.player) return `603.3c: a mode is asked for ${p.object}, which is not ${p.player}'s triggered ability being put on the stack`;
      return null;
    }
    case '704.5j':
      for (const id of p.options) {
        const o = onBattlefield(s, id);
        if (!o) return `704.5j: the legend rule offers ${id}, which is not on the battlefield`;
        if (o.controller !== p.player) return `704.5j: the legend rule asks ${p.player} about ${o.card} (${id}), controlled by ${o.controller}`;
      }
      return null;
    case '704.5w':
    case '704.5x': {
      const battle = onBattlefield(s, p.object);
      if (!battle) return `${p.rule}: a protector is asked for ${p.object}, which is not on the battlefield`;
      if (battle.controller !== p.player) return `${p.rule}: ${p.player} chooses the protector of ${battle.card}, controlled by ${battle.controller}`;
      return optionsProblem(s, p.options, `the protectors of ${battle.card}`);
    }
    case '615.7': {
      const c = s.combat;
      const shield = p.shield;
      if (!c || !shield) return '615.7: a shield question outside combat damage';
      if (!c.assigned.some((a) => a.source === shield.source)) return `615.7: the shield question is about ${shield.source}'s damage, which is not assigned`;
      const target = player(s, shield.target);
      if (target ? target.lost : !onBattlefield(s, shield.target)) return `615.7, 800.4a: the shield question is about damage to ${shield.target}, which has left`;
      const chooser = target ? target.id : findObject(s, shield.target)?.controller;
      if (chooser !== p.player) return `615.7: ${p.player} is asked about the shield on ${shield.target}, chosen by ${chooser}`;
      return null;
    }
    default: {
      // A question asked as the top of the stack resolves (CR 608.2d, 603.5, 701.22a, 508.4).
      if (!top || top.id !== p.object) return `608.2d: ${p.player} is asked about ${p.object}, which is not resolving`;
      if (p.rule !== '701.22a' && p.player !== top.controller) return `608.2d: ${p.player} is asked about ${top.card}'s ${top.kind} (${top.id}), controlled by ${top.controller}`;
      if (p.rule === '508.4') {
        const bad = p.options.find((d) => !attackable(s, d));
        if (bad !== undefined) return `508.4a: ${p.token?.name ?? 'a token'} is offered to attack ${bad}, which can't be attacked`;
      }
      if (p.rule === '608.2d' && p.optionLabels) {
        const hand = player(s, p.player)?.hand ?? [];
        const bad = p.options.find((id) => id !== 'none' && !hand.includes(id));
        if (bad !== undefined) return `608.2d: ${p.player} is offered ${bad}, which is not in their hand`;
      }
      return optionsProblem(s, p.options, `the options of ${top.card}'s ${top.kind} (${top.id})`);
    }
  }
}

/** CR 506.4, 508.1, 509.1, 800.4a: the combat names only creatures on the battlefield, attackers of the
 *  active team and blockers of the defending players still in the game, each block recorded on both
 *  sides; an attacker attacks a player, or a planeswalker or battle that is still there (506.4c: else it
 *  attacks nothing); once blockers are declared, every attacker's defending player has declared or is
 *  recorded as gone (509.1h, 802.4); assigned damage names only what is still there (510.1, 800.4e); and
 *  there is no combat outside the combat phase (511.3). */
export function combatProblem(s: GameState): string | null {
  const c = s.combat;
  if (!c) return null;
  // CR 511.3: as the end of combat step ends, the combat is over; there is none outside the combat phase.
  if (s.turn.phase !== 'combat') return `511.3: the ${s.turn.step} step has a combat`;
  const ids = new Set<string>();
  for (const a of c.attackers) {
    const o = onBattlefield(s, a.id);
    if (!o) return `506.4: ${a.id} is attacking but is not on the battlefield`;
    if (ids.has(a.id)) return `506.4: ${a.id} is listed twice among the attackers`;
    ids.add(a.id);
    if (o.zcc !== a.zcc) return `400.7, 506.4: ${o.card} (${a.id}) is a new object but is still attacking`;
    if (!inGame(s, o.controller)) return `800.4a: ${o.card} (${a.id}) is attacking under ${o.controller}, who has left the game`;
    if (!ofTeam(s, s.turn.activePlayer, o.controller)) return `506.4, 508.1a: ${o.card} (${a.id}) is attacking under ${o.controller}, who is not an active player`;
    if (!isType(s, o, 'Creature')) return `506.4: ${o.card} (${a.id}) is attacking but is not a creature`;
    if (a.blockedBy.length > 0 && !a.blocked) return `509.1h: ${o.card} (${a.id}) has blockers but is not blocked`;
    for (const b of a.blockedBy) {
      if (!c.blockers.some((x) => x.id === b && x.blocking.includes(a.id))) return `509.1: ${o.card} (${a.id}) is blocked by ${b}, which is not blocking it`;
    }
    if (!player(s, a.defender)) {
      const walker = onBattlefield(s, a.defender);
      if (!a.attackingNothing && !walker) return `506.4c: ${o.card} (${a.id}) attacks ${a.defender}, which has left the battlefield, but is not recorded as attacking nothing`;
    }
  }
  for (const b of c.blockers) {
    const o = onBattlefield(s, b.id);
    if (!o) return `506.4: ${b.id} is blocking but is not on the battlefield`;
    if (o.zcc !== b.zcc) return `400.7, 506.4: ${o.card} (${b.id}) is a new object but is still blocking`;
    if (!inGame(s, o.controller)) return `800.4a: ${o.card} (${b.id}) is blocking under ${o.controller}, who has left the game`;
    if (ofTeam(s, s.turn.activePlayer, o.controller)) return `509.1a: ${o.card} (${b.id}) is blocking under ${o.controller}, an active player`;
    if (!isType(s, o, 'Creature')) return `506.4: ${o.card} (${b.id}) is blocking but is not a creature`;
    for (const a of b.blocking) {
      const info = c.attackers.find((x) => x.id === a);
      if (!info?.blockedBy.includes(b.id)) return `509.1: ${o.card} (${b.id}) blocks ${a}, which is not blocked by it`;
    }
  }
  // CR 509.1h, 802.4, 800.4a: once blockers are declared, each attacking creature's defending player has
  // declared (a player who left before declaring is recorded too: their attackers became unblocked then).
  if (s.multiplayer && c.blockersDeclared) {
    for (const a of c.attackers) {
      // CR 506.4c: a creature whose planeswalker or battle has left attacks nothing: no one defends it.
      if (a.attackingNothing) continue;
      const d = defendingPlayerOf(s, a.defender);
      const seat = d === undefined ? undefined : (teamOf(s, d)?.players[0] ?? d);
      if (seat !== undefined && !c.blockersDeclaredBy?.includes(seat)) return `509.1h, 802.4: blockers are declared, but not for ${a.id}'s defending player ${seat}: it never became blocked or unblocked`;
    }
  }
  // Combat damage assigned and not yet dealt (a player is still choosing): by creatures still in combat,
  // to players still in the game and permanents still on the battlefield (CR 510.1, 800.4e).
  for (const a of c.assigned) {
    if (!ids.has(a.source) && !c.blockers.some((b) => b.id === a.source)) return `510.1: ${a.source}'s combat damage is assigned, but it is no longer in combat`;
    for (const t of a.to) {
      if (player(s, t.target) ? !inGame(s, t.target) : !onBattlefield(s, t.target)) return `800.4e, 510.1: ${a.source}'s combat damage is assigned to ${t.target}, which has left`;
    }
  }
  return null;
}

/** The log entries `after` added to `before`'s log (append-only, in chunks: transaction.ts). */
export function newEntries(before: GameState, after: GameState): LogEntry[] {
  const at = before.log.length - 1;
  const kept = before.log[at]?.length ?? 0;
  return [...(after.log[at] ?? []).slice(kept), ...after.log.slice(at + 1).flat()];
}

/** What an action did that the rules forbid, seen from the states before and after it:
 *  - a creature becoming an attacking creature (declared or put onto the battlefield attacking) attacks
 *    a player still in the game, or a planeswalker or battle on the battlefield (CR 508.1b, 508.4a);
 *  - combat damage is dealt by creatures that were on the battlefield, to players still in the game
 *    (800.4e) and permanents that were on the battlefield (510.2);
 *  - a turn begins only for a player still in the game (800.4k);
 *  - mana empties from every pool as a step ends (500.5, 106.4). */
export function transitionProblem(before: GameState, after: GameState, entries: readonly LogEntry[]): string | null {
  const c = after.combat;
  if (c) {
    const was = before.combat?.attackers ?? [];
    for (const a of c.attackers) {
      if (was.some((x) => x.id === a.id && x.zcc === a.zcc)) continue;
      if (!attackable(before, a.defender) && !attackable(after, a.defender)) return `508.1b, 508.4a: ${a.id} became an attacking creature attacking ${a.defender}, which can't be attacked`;
    }
  }
  const damage = damageProblem(before, entries);
  if (damage) return damage;
  if (after.turn.number !== before.turn.number && !after.gameOver) {
    const active = after.turn.activePlayer;
    const team = teamOf(after, active);
    const left = team ? team.players.every((id) => !inGame(after, id)) : !inGame(after, active);
    const lostSince = entries.some((e) => e.event?.kind === 'lost' && sameTeam(after, e.event.player, active));
    if (left && !lostSince) return `800.4k: turn ${after.turn.number} began for ${active}, who has left the game`;
  }
  const stepEnded = after.turn.number !== before.turn.number || after.turn.step !== before.turn.step;
  if (stepEnded) {
    const p = after.players.find((x) => Object.values(x.manaPool).some((n) => n > 0));
    if (p) return `500.5, 106.4: ${p.name}'s mana pool holds mana after the ${before.turn.step} step ended`;
  }
  return null;
}

/** CR 510.2, 800.4a, 800.4e: combat damage is dealt by creatures that were on the battlefield, under a
 *  player still in the game (as the entries go), to what was still there; and no damage at all is dealt
 *  to a player who has left or to what left the game with them. (A spell or ability of a player still in
 *  the game deals its damage even if its source's owner has left: it exists apart from it, 113.7a.) */
function damageProblem(before: GameState, entries: readonly LogEntry[]): string | null {
  const left = new Set(before.players.filter((p) => p.lost).map((p) => p.id));
  for (const e of entries) {
    const ev = e.event;
    if (ev?.kind === 'lost') left.add(ev.player);
    if (ev?.kind !== 'damage') continue;
    const src = findObject(before, ev.source);
    if (ev.combat && !onBattlefield(before, ev.source)) return `510.2: ${ev.source} deals combat damage but was not on the battlefield`;
    if (ev.combat && src && (left.has(src.controller) || left.has(src.owner))) return `800.4a: ${src.card} (${ev.source}) deals damage, but ${left.has(src.owner) ? src.owner : src.controller}, its ${left.has(src.owner) ? 'owner' : 'controller'}, has left the game`;
    if (left.has(ev.target)) return `800.4e, 800.4a: ${ev.amount} damage is dealt to ${ev.target}, who has left the game`;
    const target = findObject(before, ev.target);
    if (target && (left.has(target.owner) || left.has(target.controller))) return `800.4a: ${ev.amount} damage is dealt to ${target.card} (${ev.target}), which left the game with ${target.owner}`;
    if (ev.combat && !player(before, ev.target) && !onBattlefield(before, ev.target)) return `510.2: combat damage is dealt to ${ev.target}, which was not on the battlefield`;
  }
  return null;
}
