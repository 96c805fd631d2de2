// combatDamage.ts: CR 510 (combat damage step), 510.4 and 702.7/702.4 (first and double strike),
// 702.19 (trample), 702.2c (deathtouch makes 1 lethal); both the current rule (510.1c–d since 2024:
// damage divided freely) and the legacy damage assignment order (seed 000).
import type { CombatState, DamageRecipientOption, DamageSourceOption, GameState, ObjectId, PlayerId, ShieldAnswer } from '../types';
import { apnapOrder, findObject, findPlayer, getObject, getPlayer, log } from '../state';
import { refuse } from '../errors';
import { characteristics, characteristicsButPower, isBattle, isPlaneswalker } from './characteristics';
import { dealDamage, type DamageEvent } from './damage';
import { askPlacement } from './combatOrder';
import { preventAsChosen, shieldPending, shieldPlan } from './shieldChoice';
import { distinctName, listNames, nameOf } from './combatExplain';
import { askTeam, sameTeam, seatOf } from './teams';

type Assignment = { source: ObjectId; to: { target: string; amount: number }[] };

/** Combat damage one player's creatures assign to each recipient in this step, and whether a source
 *  with deathtouch is among them (CR 702.19b counts it; 702.2c makes any amount of it lethal). */
type Tally = Map<string, { amount: number; deathtouch: boolean }>;

function inCombat(c: CombatState): ObjectId[] {
  return [...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)];
}

function hasFirstOrDouble(g: GameState, id: ObjectId): boolean {
  const kw = characteristics(g, id).keywords;
  return kw.includes('first strike') || kw.includes('double strike');
}

/** CR 510.4: which creatures assign combat damage in this combat damage step. */
function dealersOfThisStep(g: GameState, c: CombatState): ObjectId[] {
  const all = inCombat(c).filter((id, i, xs) => xs.indexOf(id) === i);
  if (!c.hasFirstStrikeStep && !c.firstStrikeStepDone) {
    const first = all.filter((id) => hasFirstOrDouble(g, id));
    if (first.length > 0) {
      c.hasFirstStrikeStep = true;
      c.firstStrikers = first;
      log(g, 'A creature in combat has first strike or double strike: this is the first-strike combat damage step', '510.4');
      return first;
    }
    return all;
  }
  // CR 510.4, 702.7c, 702.4c–d: in the second step, the creatures that had neither ability as the
  // first step began, and those that have double strike now.
  return all.filter((id) => !c.firstStrikers.includes(id) || characteristics(g, id).keywords.includes('double strike'));
}

/** Adds up the damage `assignments` give to the `relevant` recipients (all when omitted); with `player`,
 *  only the assignments of that player's creatures count. */
function tally(g: GameState, assignments: readonly Assignment[], relevant?: ReadonlySet<string>, into: Tally = new Map(), player?: PlayerId): Tally {
  for (const a of assignments) {
    if (relevant && !a.to.some((t) => relevant.has(t.target))) continue;
    // Whose creature it is is asked only of the assignments that matter (each one is an object lookup).
    if (player !== undefined && !sameTeam(g, getObject(g, a.source).controller, player)) continue;
    const deathtouch = characteristicsButPower(g, a.source).keywords.includes('deathtouch');
    for (const t of a.to) {
      if (t.amount <= 0 || (relevant && !relevant.has(t.target))) continue;
      const was = into.get(t.target) ?? { amount: 0, deathtouch: false };
      into.set(t.target, { amount: was.amount + t.amount, deathtouch: was.deathtouch || deathtouch });
    }
  }
  return into;
}

/** What is still lethal for a creature (CR 702.19b: marked damage and damage other creatures assign in
 *  this step count; prevention and indestructible don't; 702.2c: from a deathtouch source, 1). */
function lethalFor(g: GameState, target: ObjectId, deathtouch: boolean, others: Tally): number {
  const o = getObject(g, target);
  const other = others.get(target);
  if (other?.deathtouch) return 0;
  const left = characteristics(g, o).toughness - o.damage - (other?.amount ?? 0);
  if (left <= 0) return 0;
  return deathtouch ? 1 : left;
}

/** Whom a creature assigns its combat damage to, before any lethal damage is worked out. */
interface Plan {
  source: ObjectId;
  power: number;
  trample: boolean;
  deathtouch: boolean;
  creatures: ObjectId[];
  /** The player or planeswalker it may assign damage to, if any. */
  defender: DamageRecipientOption | null;
}

/** CR 510.1a–d, 702.19b–d: whom a creature may assign its combat damage to now; null when it assigns
 *  none (0 or less power; blocked with no blocker left and no trample; attacking a planeswalker that
 *  has left; blocking no creature left; Ophidian's "assigns no combat damage this turn"). */
function planFor(g: GameState, id: ObjectId): Plan | null {
  const c = g.combat as CombatState;
  const o = getObject(g, id);
  if (o.noCombatDamageTurn === g.turn.number) return null;
  const ch = characteristics(g, o);
  if (ch.power <= 0) return null;
  const trample = ch.keywords.includes('trample');
  const deathtouch = ch.keywords.includes('deathtouch');
  const attack = c.attackers.find((a) => a.id === id);
  if (attack) {
    const player = findPlayer(g, attack.defender);
    const walker = findObject(g, attack.defender);
    // CR 510.1b, 506.4c: a creature attacking a planeswalker that has left attacks nothing; 800.4e: combat
    // damage isn't assigned to a player who has left the game.
    const gone = player ? player.lost : attack.attackingNothing === true || !walker || walker.zone !== 'battlefield';
    // A planeswalker needs its loyalty in damage, a battle its defense (CR 310.6).
    const battle = walker !== undefined && isBattle(g, walker);
    const defender: DamageRecipientOption | null = gone ? null : player
      ? { target: attack.defender, kind: 'player', lethal: 0 }
      : battle ? { target: attack.defender, kind: 'battle', lethal: walker.counters.defense ?? 0 }
      : { target: attack.defender, kind: 'planeswalker', lethal: walker?.counters.loyalty ?? 0 };
    if (!attack.blocked) return defender ? { source: id, power: ch.power, trample, deathtouch, creatures: [], defender } : null;
    const blockers = attack.blockedBy.filter((b) => c.blockers.some((x) => x.id === b));
    // CR 702.19d: a blocked trampler with no blockers left assigns all its damage to the player or
    // planeswalker; CR 510.1c: any other blocked creature with no blockers assigns none.
    if (blockers.length === 0) return trample && defender ? { source: id, power: ch.power, trample, deathtouch, creatures: [], defender } : null;
    return { source: id, power: ch.power, trample, deathtouch, creatures: blockers, defender: trample ? defender : null };
  }
  const block = c.blockers.find((b) => b.id === id);
  if (!block) return null;
  // CR 510.1d; 702.19a: trample has no effect on a blocking creature.
  const attackers = block.blocking.filter((a) => c.attackers.some((x) => x.id === a));
  return attackers.length === 0 ? null : { source: id, power: ch.power, trample: false, deathtouch, creatures: attackers, defender: null };
}

/** Two or more possible recipients: a choice for the controller (the contract's rule for asking). */
function hasChoice(p: Plan): boolean {
  return p.creatures.length + (p.defender ? 1 : 0) >= 2;
}

function optionOf(g: GameState, p: Plan, others: Tally): DamageSourceOption {
  // A plain loop, no closure per call: this runs for every creature with a choice.
  const recipients: DamageRecipientOption[] = [];
  for (const t of p.creatures) {
    const o = getObject(g, t);
    recipients.push({ target: t, kind: 'creature', toughness: characteristics(g, o).toughness, damage: o.damage, lethal: lethalFor(g, t, p.deathtouch, others) });
  }
  if (p.defender) recipients.push(p.defender);
  return { source: p.source, power: p.power, trample: p.trample, deathtouch: p.deathtouch, recipients };
}

/** What a creature may assign its combat damage to now (CR 510.1b–d, 702.19b–d, 702.19f), with the
 *  lethal damage each creature still needs counting `others` (damage already assigned in this step by
 *  other creatures of the same player). Null when it assigns none. */
export function damageOptionFor(g: GameState, id: ObjectId, others: Tally = new Map()): DamageSourceOption | null {
  const p = planFor(g, id);
  return p ? optionOf(g, p, others) : null;
}

/** Starts a combat damage step: decides who deals damage, assigns what has no choice and asks the
 *  players, active player first, for the rest (CR 510.1). Returns true when a choice is pending. */
export function beginDamageStep(g: GameState): boolean {
  const c = g.combat;
  if (!c) return false;
  if (askPlacement(g)) return true;
  c.dealers = dealersOfThisStep(g, c);
  c.assigned = [];
  c.assignedBy = [];
  delete c.shieldAnswers;
  for (const id of c.dealers) {
    const p = planFor(g, id);
    if (p && !hasChoice(p)) {
      const to = p.creatures[0] ?? p.defender?.target;
      if (to !== undefined) c.assigned.push({ source: id, to: [{ target: to, amount: p.power }] });
    } else if (!p && c.attackers.find((a) => a.id === id)?.blocked && characteristics(g, id).power > 0) {
      log(g, `${nameOf(g, id)} is blocked, but no creature blocks it any more: it assigns no combat damage`, '510.1c');
    }
  }
  return continueAssignments(g);
}

/** The creatures in combat that may have two or more possible recipients: an attacker blocked by at
 *  least one creature (two blockers, or one and trample), a blocker blocking two or more attackers. A
 *  plan's creatures come from these lists and a blocker has no player to assign to (planFor), so no
 *  other creature has a choice: its plan need not be worked out. In a big combat where each creature
 *  meets one other, this leaves out every blocker. */
function mayChoose(c: CombatState): Set<ObjectId> {
  const ids = new Set<ObjectId>();
  for (const a of c.attackers) if (a.blocked && a.blockedBy.length > 0) ids.add(a.id);
  for (const b of c.blockers) if (b.blocking.length >= 2) ids.add(b.id);
  return ids;
}

function choicesOf(g: GameState, player: PlayerId): DamageSourceOption[] {
  const c = g.combat as CombatState;
  const candidates = mayChoose(c);
  const plans: Plan[] = [];
  for (const id of c.dealers) {
    // CR 805.10f: in two-headed giant a team assigns its players' creatures' damage together.
    if (!candidates.has(id) || !sameTeam(g, getObject(g, id).controller, player)) continue;
    const p = planFor(g, id);
    if (p && hasChoice(p)) plans.push(p);
  }
  if (plans.length === 0) return [];
  const others = tally(g, c.assigned, new Set(plans.flatMap((p) => p.creatures)), new Map(), player);
  return plans.map((p) => optionOf(g, p, others));
}

/** CR 510.1, 802.5: asks the next player in APNAP order with a choice to assign combat damage, or goes on. */
export function continueAssignments(g: GameState): boolean {
  const c = g.combat as CombatState;
  for (const p of apnapOrder(g)) {
    // CR 805.10f: in two-headed giant the active team, then the defending team, each as its primary player.
    if (c.assignedBy.includes(p.id) || seatOf(g, p.id) !== p.id) continue;
    const sources = choicesOf(g, p.id);
    if (sources.length > 0) {
      g.pendingChoice = { type: 'assignDamage', ...askTeam(g, p.id), sources };
      return true;
    }
    c.assignedBy.push(p.id);
  }
  return askShieldOrDeal(g);
}

/** With every assignment made: asks how a shield's prevention is divided among its sources, if one
 *  must be (CR 615.7), or else deals the damage (510.2) and gives the active player priority. */
function askShieldOrDeal(g: GameState): boolean {
  const { forced, question } = shieldPlan(g);
  if (question) {
    g.pendingChoice = shieldPending(g, question);
    return true;
  }
  dealCombatDamage(g, forced);
  g.awaitingPriority = g.turn.activePlayer;
  return false;
}

/** The answer to a shield's question (CR 615.7): how much of the asked source's damage it prevents. */
export function answerShieldChoice(g: GameState, choice: string): void {
  const c = g.combat;
  const { forced, question } = shieldPlan(g);
  if (!c || !question) return;
  c.shieldAnswers = [...(c.shieldAnswers ?? []), ...forced, { shield: question.shield.id, source: question.source, amount: Number(choice) }];
  g.pendingChoice = null;
  askShieldOrDeal(g);
}

/** The rule a wrong recipient breaks, and why, in words. */
function recipientRefusal(g: GameState, s: DamageSourceOption, target: string): never {
  const c = g.combat as CombatState;
  const name = distinctName(g, s.source);
  const creatures = listNames(s.recipients.filter((r) => r.kind === 'creature').map((r) => distinctName(g, r.target)));
  const attack = c.attackers.find((a) => a.id === s.source);
  const objects = [s.source, target];
  if (!attack) refuse('damage/recipient', '510.1d', `${name} is blocking: it assigns its combat damage only to the creatures it blocks (${creatures}), not to ${distinctName(g, target)}.`, objects);
  if (target === attack.defender) {
    refuse('damage/recipient', '510.1c', `${name} is blocked and has no trample: it assigns its combat damage only to the creatures blocking it (${creatures}), not to ${distinctName(g, target)}.`, objects);
  }
  const walker = findObject(g, target);
  if (s.trample && findPlayer(g, target) && !findPlayer(g, attack.defender)) {
    const attacked = findObject(g, attack.defender);
    // CR 702.19b: a trampler attacking a battle assigns its excess only to the blockers and that battle,
    // never to the battle's protector or controller.
    if (attacked && isBattle(g, attacked)) {
      refuse('damage/recipient', '702.19b', `${name} is attacking the battle ${attacked.card}: with trample, damage beyond lethal goes only to that battle, never to ${distinctName(g, target)}.`, objects);
    }
    // CR 702.19f: trample (without "over planeswalkers") never carries past a planeswalker it attacks.
    refuse('damage/recipient', '702.19f', `${name} is attacking ${distinctName(g, attack.defender)}: with trample, damage beyond lethal goes only to that planeswalker, never to ${distinctName(g, target)}.`, objects);
  }
  if (s.trample && (findPlayer(g, target) || (walker && (isPlaneswalker(g, walker) || isBattle(g, walker))))) {
    refuse('damage/recipient', '702.19b', `${name} has trample: damage beyond lethal goes only to ${distinctName(g, attack.defender)}, the one it is attacking, not to ${distinctName(g, target)}.`, objects);
  }
  refuse('damage/recipient', '510.1c', `${distinctName(g, target)} is not blocking ${name}: it assigns its combat damage only to ${listNames(s.recipients.map((r) => distinctName(g, r.target)))}.`, objects);
}

/** The rule that sends all of a creature's combat damage to its one possible recipient: an unblocked
 *  attacker's to what it attacks (CR 510.1b), a blocked trampler's whose blockers are all gone to the
 *  player or planeswalker it attacks (702.19d), a blocked attacker's to its one blocker (510.1c), a
 *  blocker's to the one creature it blocks (510.1d). */
function forcedRule(c: CombatState, source: ObjectId): string {
  const attack = c.attackers.find((x) => x.id === source);
  if (!attack) return '510.1d';
  if (!attack.blocked) return '510.1b';
  return attack.blockedBy.length === 0 ? '702.19d' : '510.1c';
}

/** The assignDamage action: checks the player's whole assignment (CR 510.1e) before recording it. */
export function assignDamage(g: GameState, player: PlayerId, assignments: Assignment[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'assignDamage') return;
  const c = g.combat as CombatState;
  const listed = new Set<string>();
  for (const a of assignments) {
    const name = distinctName(g, a.source);
    if (listed.has(a.source)) refuse('damage/duplicate-source', '510.1', `${name}'s combat damage is assigned twice.`, [a.source]);
    listed.add(a.source);
    if (pending.sources.some((s) => s.source === a.source)) continue;
    const forced = c.assigned.find((x) => x.source === a.source && sameTeam(g, getObject(g, x.source).controller, player));
    if (!forced) refuse('damage/not-asked', '510.1', `${name} has no combat damage for ${getPlayer(g, player).name} to assign in this step.`, [a.source]);
    // A creature with one possible recipient is assigned automatically; restating it is fine, changing it is not.
    const want = forced.to[0];
    const given = a.to.filter((t) => t.amount !== 0);
    if (!want || given.length !== 1 || given[0]?.target !== want.target || given[0]?.amount !== want.amount) {
      refuse('damage/forced', forcedRule(c, a.source), `${name} has only one possible recipient: it assigns all its ${want?.amount ?? 0} combat damage to ${distinctName(g, want?.target ?? '')}.`, [a.source]);
    }
  }
  const chosen: Assignment[] = [];
  for (const s of pending.sources) {
    const a = assignments.find((x) => x.source === s.source);
    const name = distinctName(g, s.source);
    if (!a) refuse('damage/missing', c.attackers.some((x) => x.id === s.source) ? '510.1c' : '510.1d', `Assign ${name}'s ${s.power} combat damage among ${listNames(s.recipients.map((r) => distinctName(g, r.target)))}.`, [s.source]);
    const seen = new Set<string>();
    let total = 0;
    for (const t of a.to) {
      if (!Number.isInteger(t.amount) || t.amount < 0) refuse('damage/amount', '510.1a', `Damage amounts are whole numbers of 0 or more (got ${t.amount} for ${name}).`, [s.source]);
      if (seen.has(t.target)) refuse('damage/duplicate', '510.1', `${name}'s assignment lists ${distinctName(g, t.target)} twice.`, [s.source, t.target]);
      seen.add(t.target);
      if (!s.recipients.some((r) => r.target === t.target)) recipientRefusal(g, s, t.target);
      total += t.amount;
    }
    // CR 510.1a: each creature assigns combat damage equal to its power, all of it.
    if (total !== s.power) refuse('damage/total', '510.1a', `${name} must assign all of its ${s.power} combat damage, not ${total}.`, [s.source]);
    chosen.push({ source: s.source, to: a.to.filter((t) => t.amount > 0) });
  }
  // CR 510.1e: the player's whole assignment is checked, so damage from each of their creatures counts.
  const relevant = new Set<string>();
  for (const x of pending.sources) for (const r of x.recipients) if (r.kind === 'creature') relevant.add(r.target);
  const all = tally(g, chosen, relevant, tally(g, c.assigned, relevant, new Map(), player));
  for (const s of pending.sources) checkLethalOrder(g, s, chosen.find((x) => x.source === s.source) as Assignment, all);
  c.assigned.push(...chosen);
  c.assignedBy.push(seatOf(g, player));
  g.pendingChoice = null;
  for (const a of chosen) {
    log(g, `${getPlayer(g, player).name} assigns ${distinctName(g, a.source)}'s combat damage: ${a.to.map((t) => `${t.amount} to ${distinctName(g, t.target)}`).join(', ') || 'none'}`, '510.1');
  }
  continueAssignments(g);
}

/** Trample (702.19b) under both rule sets, and the legacy order (pre-2024 510.1c–d): damage may go past
 *  a creature only when it (and every creature before it, under the legacy rules) has lethal damage
 *  assigned, counting marked damage, deathtouch and damage other creatures assign in this step. */
function checkLethalOrder(g: GameState, s: DamageSourceOption, a: Assignment, all: Tally): void {
  const name = distinctName(g, s.source);
  const creatures = s.recipients.filter((r) => r.kind === 'creature');
  const player = s.recipients.find((r) => r.kind !== 'creature');
  if (player && amountTo(a, player.target) > 0) {
    const short = creatures.find((r) => shortBy(g, all, r) > 0);
    if (short) {
      // CR 702.19b: excess goes to the player or planeswalker only once every blocker has lethal damage.
      refuse('damage/trample', '702.19b', `${name} has trample, but it can assign damage to ${distinctName(g, player.target)} only once lethal damage is assigned to every creature blocking it: ${needs(g, s, a, all, short)}.`, [s.source, short.target, player.target]);
    }
  }
  if (g.rules !== 'legacy-damage-order') return;
  const blocking = !(g.combat as CombatState).attackers.some((x) => x.id === s.source);
  for (let i = 1; i < creatures.length; i++) {
    const r = creatures[i] as DamageRecipientOption;
    if (amountTo(a, r.target) === 0) continue;
    const before = creatures.slice(0, i).find((x) => shortBy(g, all, x) > 0);
    if (before) {
      // Legacy 510.1c–d: lethal damage to each creature in the order before any goes to the next.
      refuse('damage/order', blocking ? '510.1d' : '510.1c', `Under the damage assignment order, ${distinctName(g, s.source)} must assign lethal damage to ${distinctName(g, before.target)} before assigning any to ${distinctName(g, r.target)}: ${needs(g, s, a, all, before)}.`, [s.source, before.target, r.target]);
    }
  }
}

// checkLethalOrder's helpers, at module level so that checking an assignment makes no closures.
function amountTo(a: Assignment, target: string): number {
  return a.to.find((x) => x.target === target)?.amount ?? 0;
}

/** How much more damage `r` needs to have lethal damage assigned. */
function shortBy(g: GameState, all: Tally, r: DamageRecipientOption): number {
  const got = all.get(r.target);
  if (got?.deathtouch) return 0;
  const o = getObject(g, r.target);
  return Math.max(0, characteristics(g, o).toughness - o.damage - (got?.amount ?? 0));
}

/** Why `r` is short of lethal damage. From a deathtouch source 1 damage is lethal (CR 702.2c), so such a
 *  source that gives `r` nothing needs to give it 1, whatever its toughness. */
function needs(g: GameState, s: DamageSourceOption, a: Assignment, all: Tally, r: DamageRecipientOption): string {
  const o = getObject(g, r.target);
  const marked = o.damage > 0 ? `, ${o.damage} already marked` : '';
  const others = (all.get(r.target)?.amount ?? 0) - amountTo(a, r.target);
  const fromOthers = others > 0 ? `, ${others} from other creatures` : '';
  const short = shortBy(g, all, r);
  const deathtouch = short > 0 && characteristicsButPower(g, s.source).keywords.includes('deathtouch');
  const more = deathtouch ? `1 more (${distinctName(g, s.source)} has deathtouch: any damage it deals is lethal, 702.2c)` : `${short} more`;
  const id = distinctName(g, r.target) === nameOf(g, r.target) ? '' : `${r.target}, `;
  return `${nameOf(g, r.target)} (${id}toughness ${characteristics(g, o).toughness}${marked}${fromOthers}) gets ${amountTo(a, r.target)} and needs ${more}`;
}

/** CR 510.2: all combat damage is dealt simultaneously. `forced`: the shields' amounts that followed
 *  without a choice (shieldPlan), besides those chosen. */
function dealCombatDamage(g: GameState, forced: readonly ShieldAnswer[]): void {
  const c = g.combat as CombatState;
  const events: DamageEvent[] = [];
  for (const a of c.assigned) for (const t of a.to) if (t.amount > 0) events.push({ source: a.source, target: t.target, amount: t.amount, combat: true });
  if (events.length === 0) log(g, 'No combat damage is dealt', '510.2');
  if (c.shieldAnswers || forced.length > 0) {
    // The amounts chosen for shields (CR 615.7), and those that followed without a choice.
    preventAsChosen(g, events, [...(c.shieldAnswers ?? []), ...forced]);
    delete c.shieldAnswers;
  }
  dealDamage(g, events);
  c.assigned = [];
}
