// combatDamage.ts: CR 510 (combat damage step), 510.4 and 702.7/702.4 (first and double strike),
// 702.19 (trample), 702.2c (deathtouch makes 1 lethal); both the current rule (510.1c–d since 2024:
// damage divided freely) and the legacy damage assignment order.
import type { CombatState, DamageRecipientOption, DamageSourceOption, GameState, ObjectId, PlayerId } from '../types';
import { apnapOrder, findPlayer, getObject, getPlayer, log } from '../state';
import { refuse } from '../errors';
import { characteristics } from './characteristics';
import { dealDamage, type DamageEvent } from './damage';

type Assignment = { source: ObjectId; to: { target: string; amount: number }[] };

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
  // The second step: creatures that had neither ability as the first step began, and those that
  // have double strike now (CR 510.4, 702.4d, 702.7c).
  return all.filter((id) => !c.firstStrikers.includes(id) || characteristics(g, id).keywords.includes('double strike'));
}

/** Lethal damage still needed by a creature (CR 702.19b counts marked damage; 702.2c deathtouch). */
function lethalFor(g: GameState, target: ObjectId, deathtouch: boolean): number {
  const o = getObject(g, target);
  const left = Math.max(0, characteristics(g, o).toughness - o.damage);
  return deathtouch ? Math.min(left, 1) : left;
}

/** What a creature may assign its combat damage to now (CR 510.1b–d, 702.19b–d). */
export function damageOptionFor(g: GameState, id: ObjectId): DamageSourceOption | null {
  const c = g.combat as CombatState;
  const ch = characteristics(g, id);
  if (ch.power <= 0) return null; // CR 510.1a
  const trample = ch.keywords.includes('trample');
  const deathtouch = ch.keywords.includes('deathtouch');
  const creature = (t: ObjectId): DamageRecipientOption => {
    const o = getObject(g, t);
    return { target: t, kind: 'creature', toughness: characteristics(g, o).toughness, damage: o.damage, lethal: lethalFor(g, t, deathtouch) };
  };
  const attack = c.attackers.find((a) => a.id === id);
  if (attack) {
    const defender = attack.defender;
    const defenderGone = !findPlayer(g, defender) && g.objects[defender]?.zone !== 'battlefield';
    const defenderOption: DamageRecipientOption = { target: defender, kind: findPlayer(g, defender) ? 'player' : 'planeswalker', lethal: findPlayer(g, defender) ? 0 : (getObject(g, defender).counters.loyalty ?? 0) };
    if (!attack.blocked) return defenderGone ? null : { source: id, power: ch.power, trample, deathtouch, recipients: [defenderOption] };
    const blockers = attack.blockedBy.filter((b) => c.blockers.some((x) => x.id === b));
    if (blockers.length === 0) {
      // CR 702.19d: a blocked trampler with no blockers left assigns all its damage to the player or
      // planeswalker; CR 510.1c: any other blocked creature with no blockers assigns none.
      return trample && !defenderGone ? { source: id, power: ch.power, trample, deathtouch, recipients: [defenderOption] } : null;
    }
    return { source: id, power: ch.power, trample, deathtouch, recipients: [...blockers.map(creature), ...(trample && !defenderGone ? [defenderOption] : [])] };
  }
  const block = c.blockers.find((b) => b.id === id);
  if (!block) return null;
  const attackers = block.blocking.filter((a) => c.attackers.some((x) => x.id === a));
  if (attackers.length === 0) return null; // CR 510.1d
  return { source: id, power: ch.power, trample: false, deathtouch, recipients: attackers.map(creature) };
}

function hasChoice(o: DamageSourceOption): boolean {
  return o.recipients.length >= 2 || (o.trample && o.recipients.some((r) => r.kind === 'creature'));
}

/** Starts a combat damage step: decides who deals damage, assigns what has no choice and asks the
 *  players, active player first, for the rest (CR 510.1). Returns true when a choice is pending. */
export function beginDamageStep(g: GameState): boolean {
  const c = g.combat;
  if (!c) return false;
  c.dealers = dealersOfThisStep(g, c);
  c.assigned = [];
  c.assignedBy = [];
  for (const id of c.dealers) {
    const o = damageOptionFor(g, id);
    if (o && !hasChoice(o)) c.assigned.push({ source: id, to: [{ target: (o.recipients[0] as DamageRecipientOption).target, amount: o.power }] });
  }
  return askNextAssigner(g);
}

function choicesOf(g: GameState, player: PlayerId): DamageSourceOption[] {
  const c = g.combat as CombatState;
  return c.dealers
    .filter((id) => getObject(g, id).controller === player)
    .map((id) => damageOptionFor(g, id))
    .filter((o): o is DamageSourceOption => o !== null && hasChoice(o));
}

function askNextAssigner(g: GameState): boolean {
  const c = g.combat as CombatState;
  for (const p of apnapOrder(g)) {
    if (c.assignedBy.includes(p.id)) continue;
    const sources = choicesOf(g, p.id);
    if (sources.length > 0) {
      g.pendingChoice = { type: 'assignDamage', player: p.id, sources };
      return true;
    }
    c.assignedBy.push(p.id);
  }
  dealCombatDamage(g);
  g.awaitingPriority = g.turn.activePlayer;
  return false;
}

/** The assignDamage action: checks the player's whole assignment (CR 510.1e) before recording it. */
export function assignDamage(g: GameState, player: PlayerId, assignments: Assignment[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'assignDamage') return;
  const c = g.combat as CombatState;
  for (const a of assignments) {
    if (!pending.sources.some((s) => s.source === a.source)) {
      const auto = c.assigned.some((x) => x.source === a.source);
      if (!auto) refuse('damage/not-asked', '510.1', `${g.objects[a.source]?.card ?? a.source} has no combat damage for ${getPlayer(g, player).name} to divide in this step.`, [a.source]);
    }
  }
  const chosen: Assignment[] = [];
  // Damage assigned by this player's creatures, for "lethal counting damage other creatures assign" (702.19b).
  const assignedTo = new Map<string, number>();
  for (const s of pending.sources) {
    const a = assignments.find((x) => x.source === s.source);
    const name = getObject(g, s.source).card;
    if (!a) refuse('damage/missing', '510.1c', `Assign ${name}'s ${s.power} combat damage.`, [s.source]);
    const seen = new Set<string>();
    let total = 0;
    for (const t of a.to) {
      if (!Number.isInteger(t.amount) || t.amount < 0) refuse('damage/amount', '510.1a', `Damage amounts are whole numbers of 0 or more (got ${t.amount} for ${name}).`, [s.source]);
      if (seen.has(t.target)) refuse('damage/duplicate', '510.1c', `${name} lists ${t.target} twice.`, [s.source, t.target]);
      seen.add(t.target);
      if (!s.recipients.some((r) => r.target === t.target)) {
        refuse('damage/recipient', s.trample ? '702.19b' : '510.1c', `${name} cannot assign combat damage to ${g.objects[t.target]?.card ?? findPlayer(g, t.target)?.name ?? t.target}.`, [s.source, t.target]);
      }
      total += t.amount;
    }
    if (total !== s.power) refuse('damage/total', '510.1a', `${name} must assign all of its ${s.power} combat damage, not ${total}.`, [s.source]);
    chosen.push({ source: s.source, to: a.to.filter((t) => t.amount > 0) });
  }
  for (const a of c.assigned) for (const t of a.to) if (getObject(g, a.source).controller === player) assignedTo.set(t.target, (assignedTo.get(t.target) ?? 0) + t.amount);
  for (const a of chosen) for (const t of a.to) assignedTo.set(t.target, (assignedTo.get(t.target) ?? 0) + t.amount);
  for (const s of pending.sources) checkLethalOrder(g, s, chosen.find((x) => x.source === s.source) as Assignment, assignedTo);
  c.assigned.push(...chosen);
  c.assignedBy.push(player);
  g.pendingChoice = null;
  for (const a of chosen) {
    log(g, `${getPlayer(g, player).name} assigns ${getObject(g, a.source).card}'s damage: ${a.to.map((t) => `${t.amount} to ${g.objects[t.target]?.card ?? getPlayer(g, t.target).name}`).join(', ') || 'none'}`, '510.1c');
  }
  askNextAssigner(g);
}

/** Trample (702.19b) under both rule sets, and the legacy order (pre-2024 510.1c–d): damage may go past
 *  a creature only when it (and every creature before it, under the legacy rules) has lethal damage
 *  assigned, counting marked damage, deathtouch and damage other creatures assign in this step. */
function checkLethalOrder(g: GameState, s: DamageSourceOption, a: Assignment, assignedTo: Map<string, number>): void {
  const name = getObject(g, s.source).card;
  const amountTo = (t: string): number => a.to.find((x) => x.target === t)?.amount ?? 0;
  const hasLethal = (r: DamageRecipientOption): boolean => {
    const total = assignedTo.get(r.target) ?? 0;
    const o = getObject(g, r.target);
    const left = characteristics(g, o).toughness - o.damage;
    return s.deathtouch ? amountTo(r.target) > 0 || total >= left : total >= left;
  };
  const creatures = s.recipients.filter((r) => r.kind === 'creature');
  const player = s.recipients.find((r) => r.kind !== 'creature');
  if (player && amountTo(player.target) > 0) {
    const short = creatures.find((r) => !hasLethal(r));
    if (short) {
      refuse('damage/trample', '702.19b', `${name} has trample, but it can assign damage to ${g.objects[player.target]?.card ?? getPlayer(g, player.target).name} only after lethal damage is assigned to every creature blocking it; ${getObject(g, short.target).card} needs ${short.lethal}.`, [s.source, short.target]);
    }
  }
  if (g.rules !== 'legacy-damage-order') return;
  for (let i = 1; i < creatures.length; i++) {
    const r = creatures[i] as DamageRecipientOption;
    if (amountTo(r.target) === 0) continue;
    const before = creatures.slice(0, i).find((x) => !hasLethal(x));
    if (before) {
      refuse('damage/order', '510.1c', `Under the damage assignment order, ${name} must assign lethal damage to ${getObject(g, before.target).card} (${before.lethal}) before assigning any to ${getObject(g, r.target).card}.`, [s.source, before.target, r.target]);
    }
  }
}

/** CR 510.2: all combat damage is dealt simultaneously. */
function dealCombatDamage(g: GameState): void {
  const c = g.combat as CombatState;
  const events: DamageEvent[] = [];
  for (const a of c.assigned) for (const t of a.to) if (t.amount > 0) events.push({ source: a.source, target: t.target, amount: t.amount, combat: true });
  if (events.length === 0) log(g, 'No combat damage is dealt', '510.2');
  dealDamage(g, events);
  c.assigned = [];
}
