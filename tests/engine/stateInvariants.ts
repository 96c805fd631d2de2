// stateInvariants.ts: what every reachable game state must satisfy, whatever led to it: state-based
// actions at a fixed point when a player has priority (CR 704.3), zone bookkeeping, two-headed giant's
// teams. Used by the random games (randomPlay.test.ts) and the input fuzzer (fuzzScenarios.test.ts).
import type { GameState } from '../../src/engine/index';
import { allObjects, cardDefinition, characteristics, findObject } from '../../src/engine/index';

/** Why state-based actions are not at a fixed point (CR 704.5a, 704.5d, 704.5f–j, 704.5v–x), or null. */
export function sbaProblem(s: GameState): string | null {
  if (!s.gameOver) {
    for (const p of s.players) if (!p.lost && p.life <= 0) return `704.5a: ${p.id} has ${p.life} life and has not lost`;
  }
  for (const o of allObjects(s.objects)) {
    if (o.token && o.zone !== 'battlefield' && o.zone !== 'stack') return `704.5d: token ${o.id} is in ${o.zone}`;
  }
  for (const id of s.battlefield) {
    const o = findObject(s, id);
    if (!o) return `battlefield lists unknown object ${id}`;
    if (o.zone !== 'battlefield') return `battlefield lists ${id}, which is in ${o.zone}`;
    const ch = characteristics(s, o);
    if (ch.types.includes('Creature')) {
      if (ch.toughness <= 0) return `704.5f: ${o.card} (${id}) has toughness ${ch.toughness}`;
      if (!ch.keywords.includes('indestructible') && o.damage >= ch.toughness) return `704.5g: ${o.card} (${id}) has ${o.damage} damage and toughness ${ch.toughness}`;
      if (!ch.keywords.includes('indestructible') && o.deathtouchDamage && o.damage > 0) return `704.5h: ${o.card} (${id}) was dealt deathtouch damage`;
    }
    if (ch.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) return `704.5i: ${o.card} (${id}) has no loyalty`;
    const battle = battleProblem(s, o, ch.types.includes('Battle'));
    if (battle) return battle;
    const def = cardDefinition(s, o.card);
    if (def?.supertypes?.includes('Legendary') && s.battlefield.some((x) => x !== id && findObject(s, x)?.card === o.card && findObject(s, x)?.controller === o.controller)) {
      return `704.5j: ${o.controller} controls two or more legendary permanents named ${o.card}`;
    }
  }
  return null;
}

/** CR 704.5v–x: a battle has defense, and a protector still in the game (unless a creature attacks it),
 *  who is an opponent of its controller for a Siege (310.11a). */
function battleProblem(s: GameState, o: NonNullable<ReturnType<typeof findObject>>, battle: boolean): string | null {
  if (!battle) return null;
  if ((o.counters.defense ?? 0) <= 0) return `704.5v: ${o.card} (${o.id}) has no defense`;
  const protector = s.players.find((p) => p.id === o.protector);
  const attacked = s.combat?.attackers.some((a) => a.defender === o.id) ?? false;
  if ((!protector || protector.lost) && !attacked) return `704.5w: ${o.card} (${o.id}) has no protector in the game (${o.protector ?? 'none'})`;
  if (cardDefinition(s, o.card)?.subtypes.includes('Siege') && o.protector === o.controller) return `704.5x: the Siege ${o.card} (${o.id}) is protected by its controller`;
  return null;
}

/** CR 805.2, 810.4, 810.8a: two-headed giant's teams. Null outside two-headed giant. */
export function teamProblem(s: GameState): string | null {
  const m = s.multiplayer;
  if (m?.variant !== 'two-headed-giant') return null;
  for (const t of m.teams) {
    const ps = t.players.map((id) => s.players.find((p) => p.id === id));
    if (ps.some((p) => p?.life !== ps[0]?.life)) return `810.4: team ${t.id}'s players have different life totals: ${ps.map((p) => p?.life).join(', ')}`;
    if (ps.some((p) => p?.lost !== ps[0]?.lost)) return `810.8a: team ${t.id}'s players did not lose together`;
  }
  const pending = s.pendingChoice;
  const team = pending && ['priority', 'declareAttackers', 'declareBlockers', 'assignDamage', 'orderTriggers', 'orderBlockers', 'orderAttackers'].includes(pending.type)
    ? m.teams.find((t) => t.players.includes(pending.player)) : undefined;
  if (pending && team && ((pending as { team?: string }).team !== team.id || team.players[0] !== pending.player)) return `the contract: ${pending.type} is the team's, asked of its primary player: ${JSON.stringify(pending).slice(0, 200)}`;
  if (s.gameOver && s.gameOver.winner !== null) {
    const won = m.teams.find((t) => t.players[0] === s.gameOver?.winner);
    if (!won || JSON.stringify(s.gameOver.winners) !== JSON.stringify(won.players) || s.gameOver.winningTeam !== won.id) return `104.2c: the game's winners ${JSON.stringify(s.gameOver)} are not one team`;
  }
  return null;
}

/** Zone bookkeeping: every object is listed in exactly the zone it says it is in. */
export function zoneProblem(s: GameState): string | null {
  const where = new Map<string, string>();
  const note = (id: string, zone: string): string | null => {
    const before = where.get(id);
    if (before) return `${id} is listed in ${before} and in ${zone}`;
    where.set(id, zone);
    return null;
  };
  for (const id of s.battlefield) {
    const dup = note(id, 'battlefield');
    if (dup) return dup;
  }
  for (const p of s.players) {
    // CR 702.26b: a phased-out permanent is kept in its controller's list, not the battlefield's.
    for (const e of p.phasedOut ?? []) {
      const dup = note(e.id, `${p.id}.phasedOut`);
      if (dup) return dup;
      const o = findObject(s, e.id);
      if (o?.zone !== 'battlefield' || !o.phasedOut) return `${e.id} is listed as phased out under ${p.id} but is ${o ? `in ${o.zone}${o.phasedOut ? '' : ', phased in'}` : 'unknown'}`;
    }
    for (const zone of ['library', 'hand', 'graveyard', 'exile'] as const) {
      for (const id of p[zone]) {
        const dup = note(id, `${p.id}.${zone}`);
        if (dup) return dup;
        const o = findObject(s, id);
        if (!o) return `${p.id}.${zone} lists unknown object ${id}`;
        if (o.zone !== zone) return `${id} is listed in ${p.id}.${zone} but its zone is ${o.zone}`;
        if (o.owner !== p.id) return `${id} is in ${p.id}.${zone} but is owned by ${o.owner}`;
      }
    }
  }
  const spells = new Set(s.stack.filter((x) => x.kind === 'spell').map((x) => x.id));
  for (const id of spells) if (findObject(s, id)?.zone !== 'stack') return `the spell ${id} is on the stack but its card is in ${findObject(s, id)?.zone ?? 'no zone'}`;
  for (const o of allObjects(s.objects)) {
    if (o.zone !== 'stack' && !where.has(o.id)) return `${o.id} (${o.card}) is in ${o.zone} but in no zone list`;
    if (o.zone === 'stack' && !spells.has(o.id)) return `${o.id} (${o.card}) is in the stack zone but is no spell on the stack`;
  }
  return null;
}
