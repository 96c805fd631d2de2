// combatExplain.ts: CR 508.1c–d, 509.1b–c and 702.111b in words. combatSearch.ts decides which
// declarations are legal and speaks in ids; this module names the cards in its verdicts, and lists for
// each creature the restrictions and requirements that depend on the whole declaration, so that the
// table can show them before the player declares (and say why a creature can't attack at all).
import type { EngineError, GameState, ObjectId, Refusal } from '../types';
import { findObject, findPlayer } from '../state';
import { cardDefinition } from '../cards/pool';
import { characteristics } from './characteristics';
import { attackCostConditions, attackingCosts } from './attackCosts';
import {
  attackRequirementsObeyed, blockPairPossible, checkAttackDeclaration, bestAttackDeclaration, maxAttackRequirements, maxBlockRequirements,
  type Attack, type AttackProblem, type Block, type BlockProblem, type BlockViolation,
} from './combatSearch';

export const MAX_ONE_ATTACKER = 'no more than one creature can attack each combat';
export const MAX_ONE_BLOCKER = 'no more than one creature can block each combat';

/** A card's name, a player's name, or the id itself. */
export function nameOf(g: GameState, id: string): string {
  return findObject(g, id)?.card ?? findPlayer(g, id)?.name ?? id;
}

/** nameOf, with the id added when another permanent has the same name ("Grizzly Bears (gb1)"), so that
 *  a sentence naming two of them says which is which. */
export function distinctName(g: GameState, id: string): string {
  const name = nameOf(g, id);
  return findObject(g, id) && g.battlefield.some((other) => other !== id && findObject(g, other)?.card === name) ? `${name} (${id})` : name;
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** The permanent whose static ability sets a limit (Silent Arbiter), for the sentences. */
export function limitSource(g: GameState, keyword: string): string {
  for (const id of g.battlefield) {
    const o = findObject(g, id);
    if (o && cardDefinition(g, o.card)?.keywords.includes(keyword)) return o.card;
  }
  return 'An effect';
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function error(code: string, rule: string, message: string, objects: string[]): EngineError {
  return { code, rule, message, objects: [...new Set(objects.filter(Boolean))] };
}

// ---- Attacks (CR 508.1a–d) ----

function describeAttacks(g: GameState, attacks: Attack[]): string {
  if (attacks.length === 0) return 'no creature attacking';
  return listNames(attacks.map((a) => `${nameOf(g, a.attacker)} attacking ${nameOf(g, a.defender)}`));
}

/** A sentence naming the cards for a violation found by checkAttackDeclaration. */
export function attackViolationError(g: GameState, p: AttackProblem, attacks: Attack[], v: BlockViolation): EngineError {
  const a = v.attacker ?? '';
  const attackers = [...new Set(attacks.map((x) => x.attacker))];
  switch (v.code) {
    case 'attack/duplicate':
      return error(v.code, v.rule, `${nameOf(g, a)} is declared as an attacker twice.`, [a]);
    case 'attack/cant-attack-alone':
      return error(v.code, v.rule, `${nameOf(g, a)} can't attack alone: it may attack only if another creature attacks too.`, [a]);
    case 'attack/max-attackers':
      return error(v.code, v.rule, `${limitSource(g, MAX_ONE_ATTACKER)} allows no more than ${plural(p.maxAttackers ?? 0, 'creature')} to attack each combat, and ${listNames(attackers.map((x) => nameOf(g, x)))} would attack.`, attackers);
    case 'attack/requirement': {
      // CR 508.1d: the example obeys the requirements without paying a cost to attack, so each creature
      // in it attacks an untaxed defender (the search only counts creatures, whoever they attack).
      const best = bestAttackDeclaration(p).map((x) => {
        const free = p.candidates.find((c) => c.id === x.attacker)?.defenders.find((d) => !attackingCosts(g, d));
        return free ? { ...x, defender: free } : x;
      });
      const musts = new Set(p.candidates.filter((c) => c.mustAttack).map((c) => c.id));
      const attacking = new Set(attackers);
      const idle = best.filter((x) => musts.has(x.attacker) && !attacking.has(x.attacker)).map((x) => x.attacker);
      // CR 508.1d counts requirements, not creatures: Juggernaut under Bident of Thassa's effect is under two.
      const max = maxAttackRequirements(p);
      const obeyed = attackRequirementsObeyed(p, attacks);
      const who = listNames(idle.map((x) => nameOf(g, x)));
      const must = mustAttackClause(g, idle);
      const limit = p.maxAttackers !== null ? `; ${limitSource(g, MAX_ONE_ATTACKER)} allows no more than ${plural(p.maxAttackers, 'creature')} to attack, and ${p.maxAttackers === 1 ? 'it must be one that attacks' : 'they must be ones that attack'} if able` : '';
      return error(v.code, v.rule,
        `${who} ${must}, and can attack here without breaking a restriction: this declaration obeys ${plural(obeyed, 'attack requirement')} where ${max} can be obeyed${limit} (for example: ${describeAttacks(g, best)}).`,
        idle);
    }
    default:
      return error(v.code, v.rule, `${nameOf(g, a)} can't attack ${nameOf(g, attacks.find((x) => x.attacker === a)?.defender ?? '')}.`, [a]);
  }
}

/** The declarations worth trying to see whether `id` can be part of a legal one: a legal declaration
 *  with it obeys the maximum number of requirements, so it is the best one with `id` added or swapped
 *  in, or `id` alone or with one companion (when no requirement can be obeyed). */
function declarationsWith(p: AttackProblem, id: ObjectId, able: AttackProblem['candidates']): Attack[][] {
  const me = able.find((c) => c.id === id);
  if (!me) return [];
  const mine: Attack = { attacker: id, defender: me.defenders[0] as string };
  const best = bestAttackDeclaration(p);
  const tries: Attack[][] = [best, [...best, mine], [mine]];
  for (let i = 0; i < best.length; i++) tries.push([...best.slice(0, i), mine, ...best.slice(i + 1)]);
  for (const other of able) if (other.id !== id) tries.push([mine, { attacker: other.id, defender: other.defenders[0] as string }]);
  return tries.filter((t) => t.some((x) => x.attacker === id) && new Set(t.map((x) => x.attacker)).size === t.length);
}

/** CR 508.1c–d: why a creature that could attack on its own terms is in no legal declaration at all
 *  (it can't attack alone and nothing can attack with it; a limit is taken by creatures that must
 *  attack), or null when some legal declaration includes it. */
export function attackUnreachable(g: GameState, p: AttackProblem, id: ObjectId): Refusal | null {
  const able = p.candidates.filter((c) => c.defenders.length > 0);
  const me = able.find((c) => c.id === id);
  if (!me) return null;
  // Attacking alone is legal for nearly every creature: checked first, before the declarations that
  // need the best declaration (a search) and a try per companion.
  if (checkAttackDeclaration(p, [{ attacker: id, defender: me.defenders[0] as string }]) === null) return null;
  if (declarationsWith(p, id, able).some((t) => checkAttackDeclaration(p, t) === null)) return null;
  const name = nameOf(g, id);
  const limit = p.maxAttackers;
  if (me.cantAttackAlone && (able.length === 1 || limit === 1)) {
    const why = limit === 1 ? `${limitSource(g, MAX_ONE_ATTACKER)} allows only one creature to attack` : 'no other creature can attack with it';
    return { rule: '508.1c', message: `${name} can't attack alone, and ${why}.` };
  }
  const musts = bestAttackDeclaration(p).filter((x) => x.attacker !== id).map((x) => nameOf(g, x.attacker));
  return {
    rule: '508.1d',
    message: `${limitSource(g, MAX_ONE_ATTACKER)} allows no more than ${plural(limit ?? 0, 'creature')} to attack, and ${listNames(musts)} ${musts.length === 1 ? 'attacks' : 'attack'} each combat if able, so ${name} can't attack this combat.`,
  };
}

/** Why creatures must attack (CR 508.1d), naming the cards: their own "attacks each combat if able"
 *  (Juggernaut), or an effect this turn ("attacks this turn if able (Bident of Thassa)"). */
function mustAttackClause(g: GameState, ids: ObjectId[]): string {
  const printed = ids.filter((id) => characteristics(g, id).keywords.includes('attacks each combat if able'));
  const verb = ids.length === 1 ? 'attacks' : 'attack';
  const controllers = new Set(ids.map((id) => findObject(g, id)?.controller));
  const sources = (g.attackRequirements ?? []).filter((r) => r.turn === g.turn.number && controllers.has(r.player)).map((r) => r.source);
  if (printed.length === ids.length && sources.length === 0) return `${verb} each combat if able`;
  const because = [...new Set([...printed.map((id) => nameOf(g, id)), ...sources.filter((s): s is string => s !== undefined)])];
  return `${verb} ${printed.length > 0 ? 'this combat' : 'this turn'} if able${because.length > 0 ? ` (${listNames(because)})` : ''}`;
}

/** The whole-declaration restrictions and requirements a creature of the attacking player is under. */
export function attackConditions(g: GameState, p: AttackProblem, id: ObjectId): Refusal[] {
  const c = p.candidates.find((x) => x.id === id);
  if (!c) return [];
  const name = nameOf(g, id);
  const out: Refusal[] = [];
  if (c.mustAttack) out.push({ rule: '508.1d', message: `${name} ${mustAttackClause(g, [id])}.` });
  if (c.cantAttackAlone) out.push({ rule: '508.1c', message: `${name} can't attack alone.` });
  if (p.maxAttackers !== null) out.push({ rule: '508.1c', message: `${limitSource(g, MAX_ONE_ATTACKER)}: no more than ${plural(p.maxAttackers, 'creature')} can attack each combat.` });
  // CR 508.1h: Ghostly Prison, Propaganda (attackCosts.ts).
  out.push(...attackCostConditions(g, c.defenders));
  return out;
}

// ---- Blocks (CR 509.1a–c, 702.111b) ----

function describeBlocks(g: GameState, blocks: Block[]): string {
  if (blocks.length === 0) return 'no creature blocking';
  return listNames(blocks.map((b) => `${nameOf(g, b.blocker)} blocking ${nameOf(g, b.attacker)}`));
}

/** A sentence naming the cards for a violation found by checkBlockDeclaration. */
export function blockViolationError(g: GameState, p: BlockProblem, blocks: Block[], v: BlockViolation): EngineError {
  const b = v.blocker ?? '';
  const a = v.attacker ?? '';
  const blockers = [...new Set(blocks.map((x) => x.blocker))];
  switch (v.code) {
    case 'block/duplicate':
      return error(v.code, v.rule, `${nameOf(g, b)} is declared twice as a blocker of ${nameOf(g, a)}.`, [b, a]);
    case 'block/capacity': {
      const cap = p.blockers.find((x) => x.id === b)?.capacity ?? 1;
      const blocked = listNames(blocks.filter((x) => x.blocker === b).map((x) => nameOf(g, x.attacker)));
      return error(v.code, v.rule, cap === 1
        ? `${nameOf(g, b)} can block only one attacker, not ${blocked}.`
        : `${nameOf(g, b)} can block at most ${cap} attackers, not ${blocked}.`, [b]);
    }
    case 'block/menace': {
      const alone = blocks.find((x) => x.attacker === a)?.blocker ?? '';
      return error(v.code, v.rule, `${nameOf(g, a)} has menace: it can't be blocked except by two or more creatures, and only ${nameOf(g, alone)} blocks it.`, [a, alone]);
    }
    case 'block/cant-block-alone':
      return error(v.code, v.rule, `${nameOf(g, b)} can't block alone: it may block only if another creature blocks too.`, [b]);
    case 'block/max-blockers':
      return error(v.code, v.rule, `${limitSource(g, MAX_ONE_BLOCKER)} allows no more than ${plural(p.maxBlockers ?? 0, 'creature')} to block each combat, and ${listNames(blockers.map((x) => nameOf(g, x)))} would block.`, blockers);
    case 'block/requirement': {
      const { max, witness } = maxBlockRequirements(p);
      const musts = new Set(p.blockers.filter((x) => x.mustBlock).map((x) => x.id));
      const blocking = new Set(blockers);
      const idle = [...new Set(witness.filter((x) => musts.has(x.blocker) && !blocking.has(x.blocker)).map((x) => x.blocker))];
      const obeyed = blockers.filter((x) => musts.has(x)).length;
      const who = listNames(idle.map((x) => nameOf(g, x)));
      const limit = p.maxBlockers !== null ? `; ${limitSource(g, MAX_ONE_BLOCKER)} allows no more than ${plural(p.maxBlockers, 'creature')} to block, and ${p.maxBlockers === 1 ? 'it must be one that blocks' : 'they must be ones that block'} if able` : '';
      return error(v.code, v.rule,
        `${who} ${idle.length === 1 ? 'blocks' : 'block'} each combat if able, and can block here without breaking a restriction: this declaration obeys ${plural(obeyed, 'blocking requirement')} where ${max} can be obeyed${limit} (for example: ${describeBlocks(g, witness)}).`,
        idle);
    }
    default:
      return error(v.code, v.rule, `${nameOf(g, b)} can't block ${nameOf(g, a)}.`, [b, a]);
  }
}

/** Pairs a blocker could block on its own terms that no legal declaration contains, with the reason:
 *  a menace attacker no second creature can block, or any block when "no more than one creature can
 *  block" meets menace or "can't block alone" (CR 702.111b, 509.1b). Exact, never a guess. */
export function derivedBlockRefusals(g: GameState, p: BlockProblem, blockerId: ObjectId): { attacker: ObjectId; reason: Refusal }[] {
  const me = p.blockers.find((x) => x.id === blockerId);
  if (!me) return [];
  const name = nameOf(g, blockerId);
  const limit = p.maxBlockers;
  const out: { attacker: ObjectId; reason: Refusal }[] = [];
  const othersAble = p.blockers.some((x) => x.id !== blockerId && x.canBlock.length > 0);
  for (const a of me.canBlock) {
    const attacker = p.attackers.find((x) => x.id === a);
    if (!me.cantBlockAlone && !attacker?.menace) continue;
    const aName = nameOf(g, a);
    if (me.cantBlockAlone && (limit === 1 || !othersAble)) {
      const why = limit === 1 ? `${limitSource(g, MAX_ONE_BLOCKER)} allows only one creature to block` : 'no other creature can block';
      out.push({ attacker: a, reason: { rule: '509.1b', message: `${name} can't block alone, and ${why}.` } });
    } else if (attacker?.menace && limit === 1) {
      out.push({ attacker: a, reason: { rule: '702.111b', message: `${aName} has menace and ${limitSource(g, MAX_ONE_BLOCKER)} allows only one creature to block, so ${aName} can't be blocked.` } });
    } else if (attacker?.menace && !p.blockers.some((x) => x.id !== blockerId && x.canBlock.includes(a))) {
      out.push({ attacker: a, reason: { rule: '702.111b', message: `${aName} has menace: it can't be blocked except by two or more creatures, and no creature other than ${name} can block it.` } });
    } else if (me.cantBlockAlone && !blockPairPossible(p, blockerId, a)) {
      // Other creatures can block, but none can join it without breaking a restriction itself (its
      // only block is a menace attacker no second creature can block with it, say).
      out.push({ attacker: a, reason: { rule: '509.1b', message: `${name} can't block alone, and while it blocks ${aName} no other creature can block without breaking a restriction (such as menace): no legal declaration has ${name} blocking ${aName}.` } });
    }
  }
  return out;
}

/** The whole-declaration restrictions and requirements a creature of the defending player is under. */
export function blockConditions(g: GameState, p: BlockProblem, id: ObjectId): Refusal[] {
  const b = p.blockers.find((x) => x.id === id);
  if (!b) return [];
  const name = nameOf(g, id);
  const out: Refusal[] = [];
  if (b.mustBlock) out.push({ rule: '509.1c', message: `${name} blocks each combat if able.` });
  if (b.cantBlockAlone) out.push({ rule: '509.1b', message: `${name} can't block alone.` });
  if (b.capacity > 1) out.push({ rule: '509.1a', message: `${name} can block an additional creature each combat.` });
  if (p.maxBlockers !== null) out.push({ rule: '509.1b', message: `${limitSource(g, MAX_ONE_BLOCKER)}: no more than ${plural(p.maxBlockers, 'creature')} can block each combat.` });
  for (const a of b.canBlock) {
    if (p.attackers.find((x) => x.id === a)?.menace) out.push({ rule: '702.111b', message: `${nameOf(g, a)} has menace: it can't be blocked except by two or more creatures.` });
  }
  return out;
}
