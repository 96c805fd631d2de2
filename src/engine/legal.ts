// legal.ts: what the deciding player may do now, and why the other options are closed. The UI lights
// up choices from this; the random-play tests apply what it offers.
import type { Action, DamageSourceOption, GameState, LegalActions, PendingChoice, PlayerId } from './types';
import { getObject, getPlayer } from './state';
import { cardDefinition, cardsWithBattlefieldAbilities } from './cards/pool';
import { objectsWithCard } from './transaction';
import { activationTimingRefusal, castTimingProblem, activatedAbilities, isMainPhaseWithEmptyStack, playLandRefusal, spellAbility } from './rules/stack';
import { tapCostRefusal } from './rules/tapCost';
import { affordability, manaSources } from './rules/mana';
import { legalTargets } from './rules/targets';
import { attackProblem, blockProblem } from './rules/combatRules';
import { blockRequirementsObeyed, blockRestrictionViolation, checkAttackDeclaration, maxBlockRequirements } from './rules/combatSearch';
import { attackingCosts, canPayAttackCost } from './rules/attackCosts';
import { toRefusal } from './errors';
import { defendersInGame } from './rules/defenders';
import { teamPlayers } from './rules/teams';

type Closed = LegalActions['closed'];

export function legalActions(state: GameState): LegalActions {
  const pending = state.pendingChoice;
  if (!pending || state.gameOver) return { player: null, pending: null, actions: [], manaAbilities: [], closed: [] };
  const closed: Closed = [];
  const actions = actionsFor(state, pending, closed);
  // CR 605.3a: mana abilities while the player has priority (a cost being paid names its sources).
  const manaAbilities = pending.type === 'priority' ? manaAbilityActions(state, pending.player) : [];
  // CR 805.5a: while a two-headed giant team has priority, either of its players may act (one pass,
  // the primary player's, stands for the team's).
  if (pending.type === 'priority' && pending.team !== undefined) {
    for (const mate of teamPlayers(state, pending.player)) {
      if (mate === pending.player || getPlayer(state, mate).lost) continue;
      actions.push(...priorityActions(state, mate, closed).filter((a) => a.type !== 'pass'));
      manaAbilities.push(...manaAbilityActions(state, mate));
    }
  }
  return { player: pending.player, pending, actions, manaAbilities, closed };
}

function actionsFor(g: GameState, pending: PendingChoice, closed: Closed): Action[] {
  const player = pending.player;
  switch (pending.type) {
    case 'priority':
      return priorityActions(g, player, closed);
    case 'declareAttackers':
      // CR 508.1a–d: each creature that can't attack, with why (the table shows these), tried against
      // a defending player still in the game (800.4a: the first one may have left).
      for (const o of pending.attackers) if (o.reason) closed.push({ action: { type: 'declareAttackers', player, attackers: [{ attacker: o.creature, defender: defendersInGame(g)[0] ?? '' }] }, reason: o.reason });
      return attackChoices(g, player);
    case 'declareBlockers':
      // CR 509.1a–b, 702.9b, 702.111b…: each block that can't be made, with why.
      for (const o of pending.blockers) for (const r of o.refused) closed.push({ action: { type: 'declareBlockers', player, blocks: [{ blocker: o.creature, attacker: r.attacker }] }, reason: r.reason });
      return blockChoices(g, player);
    case 'orderBlockers':
      return [{ type: 'orderBlockers', player, orders: pending.attackers.map((a) => ({ attacker: a.attacker, blockers: [...a.blockers] })) }];
    case 'orderAttackers':
      return [{ type: 'orderAttackers', player, orders: pending.blockers.map((b) => ({ blocker: b.blocker, attackers: [...b.attackers] })) }];
    case 'assignDamage':
      return [{ type: 'assignDamage', player, assignments: pending.sources.map(defaultAssignment) }];
    case 'discard':
      return [{ type: 'discard', player, cards: getPlayer(g, player).hand.slice(0, pending.count) }];
    case 'orderTriggers':
      return [{ type: 'orderTriggers', player, order: pending.triggers.map((t) => t.id) }];
    case 'chooseTargets':
      return pending.legalTargets.map((t) => ({ type: 'chooseTargets', player, object: pending.object, targets: [t] }));
    case 'choose':
      return pending.options.map((choice) => ({ type: 'choose', player, object: pending.object, choice }));
    case 'mulligan':
      return [
        { type: 'mulligan', player, keep: true, ...(pending.bottom ? { bottom: getPlayer(g, player).hand.slice(0, pending.bottom) } : {}) },
        { type: 'mulligan', player, keep: false },
      ];
  }
}

/** The default damage assignment the UI opens with: lethal to each creature in turn, the rest to the
 *  player with trample, otherwise to the last creature. Always legal. */
export function defaultAssignment(s: DamageSourceOption): { source: string; to: { target: string; amount: number }[] } {
  let left = s.power;
  const to: { target: string; amount: number }[] = [];
  const creatures = s.recipients.filter((r) => r.kind === 'creature');
  const other = s.recipients.find((r) => r.kind !== 'creature');
  for (const r of creatures) {
    const n = Math.min(left, Math.max(r.lethal, 0));
    to.push({ target: r.target, amount: n });
    left -= n;
  }
  if (left > 0) {
    const last = other ?? creatures[creatures.length - 1];
    const existing = last ? to.find((t) => t.target === last.target) : undefined;
    if (existing) existing.amount += left;
    else if (last) to.push({ target: last.target, amount: left });
  }
  return { source: s.source, to: to.filter((t) => t.amount > 0) };
}

function priorityActions(g: GameState, player: PlayerId, closed: Closed): Action[] {
  const actions: Action[] = [{ type: 'pass', player }];
  const p = getPlayer(g, player);
  const canAfford = affordability(g, player);
  // The same for every card in hand (castTimingProblem).
  const sorcerySpeed = isMainPhaseWithEmptyStack(g, player);
  for (const id of p.hand) {
    const o = getObject(g, id);
    const def = cardDefinition(g, o.card);
    if (!def) continue;
    // CR 702.29a: abilities that function from the hand (cycling), at instant speed. Plain loops here
    // and below: this runs for every card at every call, and a callback per card was garbage.
    const fromHand = activatedAbilities(def);
    for (let index = 0; index < fromHand.length; index++) {
      const ab = fromHand[index]!;
      if (ab.kind !== 'activated' || ab.zone !== 'hand') continue;
      const a: Action = { type: 'activate', player, source: id, ability: index };
      if (ab.cost.mana && !canAfford(ab.cost.mana)) closed.push({ action: a, reason: { rule: '601.2h', message: `${p.name} cannot pay ${ab.cost.mana} for ${o.card}'s ability.` } });
      else actions.push(a);
    }
    if (def.types.includes('Land')) {
      const a: Action = { type: 'playLand', player, card: id };
      const no = playLandRefusal(g, player, id, o);
      if (no) closed.push({ action: a, reason: toRefusal(no) });
      else actions.push(a);
      continue;
    }
    const timing = castTimingProblem(g, def, o.card, p.name, sorcerySpeed);
    if (timing) {
      closed.push({ action: { type: 'cast', player, card: id }, reason: { rule: timing.rule, message: timing.message } });
      continue;
    }
    if (!canAfford(def.manaCost)) {
      closed.push({ action: { type: 'cast', player, card: id }, reason: { rule: '601.2h', message: `${p.name} cannot pay ${def.manaCost} for ${o.card}.` } });
      continue;
    }
    const specs = spellAbility(def)?.targets ?? [];
    const before = actions.length;
    for (const targets of targetChoices(g, specs, player)) actions.push({ type: 'cast', player, card: id, ...(specs.length ? { targets } : {}) });
    if (actions.length === before) closed.push({ action: { type: 'cast', player, card: id }, reason: { rule: '601.2c', message: `${o.card} has no legal target.` } });
  }
  // Only the permanents whose card has such an ability are looked at: most boards have a handful, or none.
  const withAbilities = objectsWithCard(g, cardsWithBattlefieldAbilities(g));
  if (withAbilities.size === 0) return actions;
  for (const id of g.battlefield) {
    if (!withAbilities.has(id)) continue;
    const o = getObject(g, id);
    if (o.controller !== player) continue;
    const abilities = activatedAbilities(cardDefinition(g, o.card));
    for (let index = 0; index < abilities.length; index++) {
      const ab = abilities[index]!;
      // Mana abilities are listed apart (manaAbilityActions).
      if (ab.kind !== 'activated' || ab.zone === 'hand') continue;
      // Closed with the reason, so that a click on the permanent can say why (302.6: summoning sick).
      const no = (ab.cost.tap && tapCostRefusal(g, player, o)) || activationTimingRefusal(g, player, id, ab);
      if (no) {
        closed.push({ action: { type: 'activate', player, source: id, ability: index }, reason: toRefusal(no) });
        continue;
      }
      if (ab.cost.mana && !canAfford(ab.cost.mana)) {
        closed.push({ action: { type: 'activate', player, source: id, ability: index }, reason: { rule: '601.2h', message: `${p.name} cannot pay ${ab.cost.mana} for ${o.card}'s ability.` } });
        continue;
      }
      for (const targets of targetChoices(g, ab.targets, player)) {
        actions.push({ type: 'activate', player, source: id, ability: index, ...(ab.targets.length ? { targets } : {}) });
      }
    }
  }
  return actions;
}

/** CR 605.3a: the mana abilities `player` can activate now, one action per kind of mana they add (the
 *  sources manaSources finds: untapped, and not summoning sick when the cost is {T}, 302.6). */
function manaAbilityActions(g: GameState, player: PlayerId): Action[] {
  const actions: Action[] = [];
  for (const source of manaSources(g, player)) {
    const abilities = activatedAbilities(cardDefinition(g, getObject(g, source.id).card));
    const ability = abilities.findIndex((a) => a.kind === 'mana');
    const several = source.produces.length > 1;
    for (const m of source.produces) actions.push({ type: 'activate', player, source: source.id, ability, ...(several ? { choice: `{${m}}` } : {}) });
  }
  return actions;
}

/** Every combination of legal targets (the pool's spells have at most one target). */
function targetChoices(g: GameState, specs: readonly Parameters<typeof legalTargets>[1][], player: PlayerId): string[][] {
  let combos: string[][] = [[]];
  for (const spec of specs) {
    const options = legalTargets(g, spec, player);
    combos = combos.flatMap((c) => options.filter((t) => !c.includes(t)).map((t) => [...c, t]));
  }
  return combos;
}

function attackChoices(g: GameState, player: PlayerId): Action[] {
  const problem = attackProblem(g);
  const able = problem.candidates.filter((c) => c.defenders.length > 0);
  // A representative set (the pending choice lists every defender): all creatures at the first
  // defending player, and each alone at each defending player (CR 802.3; one in a two-player game).
  const players = defendersInGame(g);
  const candidates: { attacker: string; defender: string }[][] = [
    [],
    able.map((c) => ({ attacker: c.id, defender: players[0] ?? '' })),
    ...able.flatMap((c) => players.map((defender) => [{ attacker: c.id, defender }])),
  ];
  // CR 508.1d, 508.1h: when attacking a defending player costs mana (Ghostly Prison), the same
  // declarations against a defender that costs nothing (a planeswalker, or another player), where one
  // can be attacked.
  const taxed = players.filter((p) => attackingCosts(g, p));
  if (taxed.length > 0) {
    const free = (c: (typeof able)[number]) => ({ attacker: c.id, defender: c.defenders.find((d) => !taxed.includes(d)) ?? (players[0] ?? '') });
    candidates.push(able.map(free), ...able.map((c) => [free(c)]));
  }
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const attackers of candidates) {
    const key = JSON.stringify(attackers);
    if (seen.has(key) || checkAttackDeclaration(problem, attackers) || !canPayAttackCost(g, player, attackers)) continue;
    seen.add(key);
    out.push({ type: 'declareAttackers', player, attackers });
  }
  return out;
}

function blockChoices(g: GameState, player: PlayerId): Action[] {
  const problem = blockProblem(g);
  // The maximum number of requirements is found once (CR 509.1c); each candidate is then only
  // checked against the restrictions and counted, instead of searching again per candidate.
  const { max, witness } = maxBlockRequirements(problem);
  const candidates: { blocker: string; attacker: string }[][] = [[], witness];
  for (const b of problem.blockers) for (const a of b.canBlock) candidates.push([{ blocker: b.id, attacker: a }]);
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const blocks of candidates) {
    const key = JSON.stringify(blocks);
    if (seen.has(key)) continue;
    seen.add(key);
    if (blockRestrictionViolation(problem, blocks) || blockRequirementsObeyed(problem, blocks) < max) continue;
    out.push({ type: 'declareBlockers', player, blocks });
  }
  return out;
}
