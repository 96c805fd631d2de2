// life.ts: CR 119, life totals: gaining and losing life, and the record of life lost this turn.
import type { GameState, PlayerId } from '../types';
import { getPlayer, log } from '../state';
import { ownCounts } from '../transaction';
import { applyLifeChange } from './teams';

/** A gain or loss of life (CR 119.3), or the gain or loss that sets a total (119.5: `rule`). */
export function changeLife(g: GameState, player: PlayerId, amount: number, rule = '119.3'): void {
  if (amount === 0) return;
  const p = getPlayer(g, player);
  // CR 810.9: in two-headed giant the change applies to the team's shared life total.
  applyLifeChange(g, p, amount);
  if (amount < 0) ownCounts(g, 'lifeLostThisTurn')[player] = (g.lifeLostThisTurn[player] ?? 0) - amount;
  log(g, amount > 0 ? `${p.name} gains ${amount} life` : `${p.name} loses ${-amount} life`, rule, { kind: 'lifeChange', player, amount });
}
