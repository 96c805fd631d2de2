// combatRules.ts: which creature may attack (CR 508.1a–c, 302.6, 702.3b) and which may block which
// attacker (509.1a–b, 702.9b flying, 702.17b reach, 702.14c landwalk, 702.111b menace), turned into the
// combinatorial problems of combatSearch/.
import type { AttackerInfo, GameState, ObjectId, Refusal, SharedObject } from '../types';
import { attackableNow, blockingPlayer, defendingPlayerOf, defendsAgainst } from './defenders';
import { findObject, findPlayer, getObject, getPlayer } from '../state';
import { characteristics, isCreature } from './characteristics';
import { cardDefinition } from '../cards/pool';
import type { AttackProblem, BlockProblem } from './combatSearch';
import { attackingCosts } from './attackCosts';
import { isActivePlayer, sameTeam } from './teams';

const LANDWALK: Record<string, string> = { plainswalk: 'Plains', islandwalk: 'Island', swampwalk: 'Swamp', mountainwalk: 'Mountain', forestwalk: 'Forest' };

function anyoneHas(g: GameState, keyword: string): boolean {
  return g.battlefield.some((id) => cardDefinition(g, getObject(g, id).card)?.keywords.includes(keyword));
}

/** Why this creature cannot attack this combat, or null if it can (CR 508.1a, 302.6, 702.3b). */
export function attackRefusal(g: GameState, id: ObjectId): Refusal | null {
  const o = getObject(g, id);
  const ch = characteristics(g, o);
  if (!isCreature(g, o)) return { rule: '508.1a', message: `${o.card} is not a creature.` };
  // CR 805.10a: in two-headed giant, by a player of the active team.
  if (!isActivePlayer(g, o.controller)) return { rule: '508.1a', message: `${o.card} is not controlled by the active player.` };
  if (o.tapped) return { rule: '508.1a', message: `${o.card} is tapped: only untapped creatures can attack.` };
  if (o.summoningSick && !ch.keywords.includes('haste')) {
    return { rule: '302.6', message: `${o.card} has not been under ${getPlayer(g, o.controller).name}'s control since the turn began and has no haste.` };
  }
  if (ch.keywords.includes('defender')) return { rule: '702.3b', message: `${o.card} has defender and can't attack.` };
  return null;
}

/** Bident of Thassa: "creatures your opponents control attack this turn if able" (CR 508.1d): how many
 *  such requirements apply to this creature this turn; each effect is one more requirement. */
export function attackRequirementsThisTurn(g: GameState, id: ObjectId): number {
  const controller = getObject(g, id).controller;
  return (g.attackRequirements ?? []).filter((r) => r.player === controller && r.turn === g.turn.number).length;
}

/** The attack side as a search problem (CR 508.1b–d). */
export function attackProblem(g: GameState): AttackProblem {
  const defenders = attackableNow(g);
  // Looked for only when a creature is under a requirement (most combats have none). CR 508.1d: a
  // requirement never makes a player pay a cost to attack: with every defender taxed (Ghostly Prison),
  // the creature is under none.
  let taxed: boolean | undefined;
  const taxedOnly = (): boolean => (taxed ??= defenders.length > 0 && defenders.every((d) => attackingCosts(g, d)));
  const candidates = g.battlefield
    .filter((id) => {
      const o = getObject(g, id);
      return isActivePlayer(g, o.controller) && isCreature(g, o);
    })
    .map((id) => {
      const kw = characteristics(g, id).keywords;
      // CR 508.1d counts requirements: Juggernaut's own is one, each Bident effect this turn one more.
      // CR 508.1d: a requirement never makes a player pay a cost to attack: with every defender taxed
      // (Ghostly Prison), the creature is under none.
      const required = (kw.includes('attacks each combat if able') ? 1 : 0) + attackRequirementsThisTurn(g, id);
      const requirements = required > 0 && taxedOnly() ? 0 : required;
      return {
        id,
        defenders: attackRefusal(g, id) ? [] : defenders,
        requirements,
        mustAttack: requirements > 0,
        cantAttackAlone: kw.includes("can't attack alone"),
      };
    });
  return { candidates, maxAttackers: anyoneHas(g, 'no more than one creature can attack each combat') ? 1 : null };
}

type BlockRefusals = { attacker: ObjectId; reason: Refusal }[];

/** What an attacking creature attacks, for a sentence: a player's name or a planeswalker's or battle's
 *  card name; nothing once that planeswalker or battle has left the battlefield (CR 506.4c), also when
 *  it left the game with its owner and no longer exists (800.4a). */
function nameOfDefender(g: GameState, attack: AttackerInfo): string {
  const name = findObject(g, attack.defender)?.card ?? findPlayer(g, attack.defender)?.name;
  if (!attack.attackingNothing) return name ?? attack.defender;
  return `nothing: ${name ?? 'the planeswalker or battle it attacked'} has left the battlefield`;
}

/** Why `blocker` cannot block each attacker it cannot block (CR 509.1a–b and the evasion abilities). */
export function blockRefusals(g: GameState, blockerId: ObjectId): BlockRefusals {
  const c = g.combat;
  if (!c) return [];
  const b = getObject(g, blockerId);
  const bc = characteristics(g, b);
  const out: BlockRefusals = [];
  for (const a of c.attackers) {
    const reason = blockRefusal(g, b, bc, a);
    if (reason) out.push({ attacker: a.id, reason });
  }
  return out;
}

const LANDWALKS = Object.entries(LANDWALK);

function blockRefusal(g: GameState, b: SharedObject, bc: ReturnType<typeof characteristics>, attack: AttackerInfo): Refusal | null {
  const a = getObject(g, attack.id);
  const defending = blockingPlayer(g);
  if (!isCreature(g, b)) return { rule: '509.1a', message: `${b.card} is not a creature.` };
  if (!sameTeam(g, b.controller, defending)) return { rule: '509.1a', message: `${b.card} is not controlled by the defending player.` };
  // Whose lands a landwalk looks at (702.14c), and CR 805.10d: in two-headed giant, any creature
  // attacking either player of the defending team (defendsAgainst).
  const attacked = defendingPlayerOf(g, attack);
  if (!sameTeam(g, attacked, defending)) {
    // CR 802.4a, 310.8c: a defending player's creatures block only creatures attacking that player, their
    // planeswalkers or the battles they protect.
    return { rule: '802.4a', message: `${b.card} can block only creatures attacking ${getPlayer(g, defending).name}, a planeswalker they control or a battle they protect (310.8c); ${a.card} attacks ${nameOfDefender(g, attack)}.` };
  }
  if (b.tapped) return { rule: '509.1a', message: `${b.card} is tapped: only untapped creatures can block.` };
  if (bc.keywords.includes("can't block")) return { rule: '509.1b', message: `${b.card} can't block.` };
  // The attacker's characteristics only once the blocker's own state allows a block.
  const ac = characteristics(g, a);
  if (ac.keywords.includes('flying') && !bc.keywords.includes('flying') && !bc.keywords.includes('reach')) {
    return { rule: '702.9b', message: `${a.card} has flying: only creatures with flying or reach can block it, and ${b.card} has neither.` };
  }
  if (ac.keywords.includes("can't be blocked by walls") || ac.keywords.includes("can't be blocked by Walls")) {
    if (bc.subtypes.includes('Wall')) return { rule: '509.1b', message: `${a.card} can't be blocked by Walls, and ${b.card} is a Wall.` };
  }
  for (const [kw, landType] of LANDWALKS) {
    if (!ac.keywords.includes(kw)) continue;
    const hasLand = g.battlefield.some((id) => {
      const l = getObject(g, id);
      return l.controller === attacked && characteristics(g, l).subtypes.includes(landType);
    });
    if (hasLand) return { rule: '702.14c', message: `${a.card} has ${kw} and ${getPlayer(g, attacked).name} controls an ${landType}, so it can't be blocked.` };
  }
  return null;
}

/** The block side as a search problem (CR 509.1a–c): the defending player's untapped creatures.
 *  `refusals`, when given, receives each blocker's blockRefusals for the caller to reuse. */
export function blockProblem(g: GameState, refusals?: Map<ObjectId, BlockRefusals>): BlockProblem {
  const c = g.combat;
  const defending = c ? blockingPlayer(g) : undefined;
  // CR 802.4b: a defending player's blocks are judged ignoring creatures attacking other players.
  // CR 805.10d: in two-headed giant, the team's combined block of the creatures attacking either player.
  const facing = (c?.attackers ?? []).filter((a) => !g.multiplayer || (defending !== undefined && defendsAgainst(g, defending, a)));
  const blockers = g.battlefield
    .filter((id) => {
      const o = getObject(g, id);
      return defending !== undefined && sameTeam(g, o.controller, defending) && !o.tapped && isCreature(g, o);
    })
    .map((id) => {
      const kw = characteristics(g, id).keywords;
      let mine = refusals?.get(id);
      if (!mine) {
        mine = blockRefusals(g, id);
        refusals?.set(id, mine);
      }
      const refused = new Set(mine.map((r) => r.attacker));
      // CR 509.1c: one blocking requirement per source; the pool has only the keyword.
      const requirements = kw.includes('blocks each combat if able') ? 1 : 0;
      return {
        id,
        canBlock: facing.map((a) => a.id).filter((a) => !refused.has(a)),
        capacity: kw.includes('can block an additional creature each combat') ? 2 : 1,
        requirements,
        mustBlock: requirements > 0,
        cantBlockAlone: kw.includes("can't block alone"),
      };
    });
  const attackers = facing.map((a) => {
    const kw = characteristics(g, a.id).keywords;
    return { id: a.id, menace: kw.includes('menace') || kw.includes("can't be blocked except by two or more creatures") };
  });
  return { blockers, attackers, maxBlockers: anyoneHas(g, 'no more than one creature can block each combat') ? 1 : null };
}
