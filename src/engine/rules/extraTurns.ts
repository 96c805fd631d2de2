// extraTurns.ts: CR 500.7 (extra turns), 500.8 (additional phases), 505.1a (every main phase after the
// turn's first is a postcombat main phase), and the effects that add them (Relentless Assault, Time Warp).
import type { AdditionalPhase, AttackDeclaration, GameState, PlayerId, Step } from '../types';
import { findObject, getPlayer, log, mutObject } from '../state';
import { isCreature } from './characteristics';

/** The first step of an added phase. CR 505.1a: an added main phase is a postcombat main phase. */
const FIRST_STEP: Record<AdditionalPhase, Step> = { beginning: 'untap', main: 'main2', combat: 'beginCombat', ending: 'end' };

const PHASE_WORDS: Record<AdditionalPhase, string> = { beginning: 'beginning phase', main: 'main phase', combat: 'combat phase', ending: 'ending phase' };

/** The step that follows `from` once its phase is over (CR 500.8): the first step of the next added
 *  phase, else the step the turn's own sequence resumes with. `normal` is the step that would follow
 *  without added phases (null: the turn ends). Returns undefined when nothing was added, so the
 *  caller goes on with `normal`; null when the turn then ends. */
export function stepAfterPhase(g: GameState, normal: Step | null): Step | null | undefined {
  const t = g.turn;
  const added = t.additionalPhases;
  if (added && added.length > 0) {
    const phase = added.shift() as AdditionalPhase;
    if (added.length === 0) delete t.additionalPhases;
    // The turn's own next step is remembered once: phases added during an added phase come first.
    if (t.resumeStep === undefined) t.resumeStep = normal ?? 'turnEnds';
    log(g, `An additional ${PHASE_WORDS[phase]} begins`, '500.8');
    return FIRST_STEP[phase];
  }
  if (t.resumeStep !== undefined) {
    const resume = t.resumeStep;
    delete t.resumeStep;
    return resume === 'turnEnds' ? null : resume;
  }
  return undefined;
}

/** Relentless Assault: "After this main phase, there is an additional combat phase followed by an
 *  additional main phase." CR 500.8: phases created after the same phase most recently come first. */
export function addPhasesAfterThisMain(g: GameState, phases: AdditionalPhase[], card: string): void {
  g.turn.additionalPhases = [...phases, ...(g.turn.additionalPhases ?? [])];
  log(g, `${card}: after this main phase there is an additional combat phase followed by an additional main phase`, '500.8');
}

/** Time Warp: "Target player takes an extra turn after this one." CR 500.7: the most recently created
 *  extra turn is taken first (beginTurn takes the last of the list). */
export function addExtraTurn(g: GameState, player: PlayerId): void {
  g.turn.extraTurns.push(player);
  log(g, `${getPlayer(g, player).name} will take an extra turn after this one`, '500.7');
}

/** Remembers the creatures declared as attackers, for "creatures that attacked this turn". */
export function recordAttackers(g: GameState, attacks: readonly AttackDeclaration[]): void {
  if (attacks.length === 0) return;
  const list = g.turn.attackedCreatures ?? (g.turn.attackedCreatures = []);
  for (const a of attacks) {
    const o = findObject(g, a.attacker);
    if (o && !list.some((x) => x.id === a.attacker && x.zcc === o.zcc)) list.push({ id: a.attacker, zcc: o.zcc, controller: o.controller });
  }
}

/** Relentless Assault: "Untap all creatures that attacked this turn" (the same objects, CR 400.7; a
 *  phased-out one is not on the battlefield list and is left alone, 702.26b). */
export function untapCreaturesThatAttacked(g: GameState): void {
  for (const a of g.turn.attackedCreatures ?? []) {
    const o = findObject(g, a.id);
    if (!o || o.zone !== 'battlefield' || o.phasedOut || o.zcc !== a.zcc || !isCreature(g, o) || !o.tapped) continue;
    mutObject(g, a.id).tapped = false;
    log(g, `${o.card} untaps`, '701.26b');
  }
}
