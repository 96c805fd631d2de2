// conditions.ts: the conditions of intervening "if" clauses (CR 603.4) and state triggers (603.8).
import type { ConditionSpec, GameState, PlayerId } from '../types';
import { getObject, getPlayer } from '../state';
import { characteristics, isCreature, isLand } from './characteristics';
import { exhaustive } from '../errors';
import { startingLife } from './teams';

/** CR 103.4: the starting life total in a two-player game. */
export const STARTING_LIFE = 20;

export function conditionHolds(g: GameState, c: ConditionSpec, controller: PlayerId, source: string): boolean {
  const mine = g.battlefield.map((id) => getObject(g, id)).filter((o) => o.controller === controller);
  switch (c.kind) {
    case 'lifeBelowStarting':
      // CR 810.9a, 103.4a: in two-headed giant the team's life against its starting 30.
      return getPlayer(g, controller).life < startingLife(g);
    case 'controlsLands':
      return mine.filter((o) => isLand(g, o)).length >= c.atLeast;
    case 'controlsNoSubtype':
      return !mine.some((o) => characteristics(g, o).subtypes.includes(c.subtype));
    case 'attackedThisTurn':
      // Raid: "you attacked this turn" is attacking with a creature you control (declared as an attacker,
      // not put onto the battlefield attacking). In two-headed giant a teammate's attack is not yours.
      return g.turn.attackedCreatures?.some((a) => a.controller === controller) ?? false;
    case 'aPlayerLostLifeThisTurn':
      return Object.values(g.lifeLostThisTurn).some((n) => n >= c.atLeast);
    case 'controlsNoOtherCreatures':
      return !mine.some((o) => o.id !== source && isCreature(g, o));
    default:
      return exhaustive(c);
  }
}

/** The condition in words, for the log ("you control six or more lands"). */
export function describeCondition(c: ConditionSpec): string {
  switch (c.kind) {
    case 'lifeBelowStarting':
      return 'its controller\'s life total is less than their starting life total';
    case 'controlsLands':
      return `its controller controls ${c.atLeast} or more lands`;
    case 'controlsNoSubtype':
      return `its controller controls no ${c.subtype}s`;
    case 'attackedThisTurn':
      return 'its controller attacked this turn';
    case 'aPlayerLostLifeThisTurn':
      return `a player lost ${c.atLeast} or more life this turn`;
    case 'controlsNoOtherCreatures':
      return 'its controller controls no other creatures';
    default:
      return exhaustive(c);
  }
}
