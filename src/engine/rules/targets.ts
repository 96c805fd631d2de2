// targets.ts: CR 115 (targets) and 608.2b (checking them again on resolution).
import type { GameState, PlayerId, TargetRef, TargetSpec } from '../types';
import { findObject, findPlayer } from '../state';
import { isBattle, isCreature, isLand, isPlaneswalker } from './characteristics';
import { cardDefinition } from '../cards/pool';
import { refusal } from '../errors';
import type { EngineError } from '../types';

const SPEC_TEXT: Record<TargetSpec, string> = {
  creature: 'target creature',
  anyTarget: 'any target (a creature, player or planeswalker)',
  creatureAttackingYou: 'target creature attacking you',
  creatureYouControl: 'target creature you control',
  land: 'target land',
  permanentCardInYourGraveyard: 'target permanent card in your graveyard',
  player: 'target player',
};

export function describeTargetSpec(spec: TargetSpec): string {
  return SPEC_TEXT[spec];
}

/** Whether `id` is a legal choice for `spec` for a spell or ability controlled by `controller`. */
export function isLegalTarget(g: GameState, spec: TargetSpec, id: string, controller: PlayerId): boolean {
  const player = findPlayer(g, id);
  if (player) return !player.lost && (spec === 'anyTarget' || spec === 'player');
  const o = findObject(g, id);
  if (spec === 'permanentCardInYourGraveyard') {
    const types = o ? (cardDefinition(g, o.card)?.types ?? []) : [];
    return !!o && o.zone === 'graveyard' && o.owner === controller && types.some((t) => t !== 'Instant' && t !== 'Sorcery');
  }
  // CR 702.26b: a phased-out permanent can't be targeted.
  if (!o || o.zone !== 'battlefield' || o.phasedOut) return false;
  switch (spec) {
    case 'creature':
      return isCreature(g, o);
    case 'anyTarget':
      // CR 115.4: "any target" is a creature, a player, a planeswalker or a battle.
      return isCreature(g, o) || isPlaneswalker(g, o) || isBattle(g, o);
    case 'creatureAttackingYou':
      return isCreature(g, o) && (g.combat?.attackers.some((a) => a.id === id && a.defender === controller) ?? false);
    case 'creatureYouControl':
      return isCreature(g, o) && o.controller === controller;
    case 'land':
      return isLand(g, o);
    case 'player':
      return false;
  }
}

export function legalTargets(g: GameState, spec: TargetSpec, controller: PlayerId): string[] {
  if (spec === 'permanentCardInYourGraveyard') return (findPlayer(g, controller)?.graveyard ?? []).filter((id) => isLegalTarget(g, spec, id, controller));
  const ids = [...g.players.filter((p) => !p.lost).map((p) => p.id), ...g.battlefield];
  return ids.filter((id) => isLegalTarget(g, spec, id, controller));
}

/** Checks the targets chosen on casting or activating (CR 601.2c, 602.2b); returns a refusal or null. */
export function checkTargets(g: GameState, specs: TargetSpec[], targets: string[], controller: PlayerId, what: string): EngineError | null {
  if (targets.length !== specs.length) {
    return refusal('target/count', '601.2c', `${what} needs ${specs.length} target${specs.length === 1 ? '' : 's'} (${specs.map(describeTargetSpec).join(', ') || 'none'}), not ${targets.length}.`, targets);
  }
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i] as TargetSpec;
    const t = targets[i] as string;
    if (!findObject(g, t) && !findPlayer(g, t)) return refusal('target/unknown', '115.1', `There is no object or player with id "${t}".`, [t]);
    // CR 702.26b: a phased-out permanent is treated as though it doesn't exist.
    const out = findObject(g, t);
    if (out?.phasedOut) return refusal('target/phased-out', '702.26b', `${out.card} is phased out: it is treated as though it doesn't exist, so ${what} can't target it.`, [t]);
    if (!isLegalTarget(g, spec, t, controller)) {
      const name = findObject(g, t)?.card ?? findPlayer(g, t)?.name ?? t;
      return refusal('target/illegal', '115.2', `${name} is not a legal choice for ${what}: it needs ${describeTargetSpec(spec)}.`, [t]);
    }
  }
  if (new Set(targets).size !== targets.length && specs.length > 1) {
    return refusal('target/same-twice', '115.3', `${what} cannot choose the same target twice for one word "target".`, targets);
  }
  return null;
}

export function targetRef(g: GameState, id: string): TargetRef {
  const o = findObject(g, id);
  return o ? { id, zcc: o.zcc } : { id };
}

/** CR 608.2b: a target is illegal on resolution if it left its zone, or no longer fits the spec. */
export function isStillLegal(g: GameState, spec: TargetSpec, t: TargetRef, controller: PlayerId): boolean {
  const o = findObject(g, t.id);
  if (o && t.zcc !== undefined && o.zcc !== t.zcc) return false;
  return isLegalTarget(g, spec, t.id, controller);
}
