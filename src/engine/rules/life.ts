// life.ts: CR 119, life totals: gaining and losing life, and the record of life lost this turn.
import type { GameState, PlayerId } from '../types';
import { getPlayer, log } from '../state';
import { ownCounts } from '../transaction';

export function changeLife(g: GameState, player: PlayerId, amount: number): void {
  if (amount === 0) return;
  const p = getPlayer(g, player);
  p.life += amount;
  if (amount < 0) ownCounts(g, 'lifeLostThisTurn')[player] = (g.lifeLostThisTurn[player] ?? 0) - amount;
  log(g, amount > 0 ? `${p.name} gains ${amount} life` : `${p.name} loses ${-amount} life`, amount > 0 ? '119.3' : '119.3', { kind: 'lifeChange', player, amount });
}
