// leaving.ts: CR 800.4, a player leaving a multiplayer game (by losing or conceding, 104.3a): what they
// own leaves the game with them, what they control but don't own is exiled, their abilities cease to
// exist, and a choice they were making passes on. Leaving is not dying: no card of theirs goes to a
// graveyard, so no "dies" trigger sees it. In a two-player game the game is simply over (104.2a).
import type { GameState, PlayerId } from '../types';
import { getObject, getPlayer, log, moveObject, mutObject, removeFromCombat } from '../state';
import { deleteObject } from '../transaction';
import { beginDeclareBlockers } from './combat';
import { continueAssignments } from './combatDamage';
import { continueCleanup } from './turn';

const ZONES = ['library', 'hand', 'graveyard', 'exile'] as const;

/** CR 800.4a: `player` has just lost or conceded in a multiplayer game. */
export function leaveGame(g: GameState, player: PlayerId): void {
  const p = getPlayer(g, player);
  // CR 800.4a: objects owned by the player leave the game: from the battlefield and the stack too.
  for (const id of g.battlefield.slice()) {
    const o = getObject(g, id);
    if (o.owner !== player) continue;
    removeFromCombat(g, id);
    g.battlefield = g.battlefield.filter((x) => x !== id);
    deleteObject(g, id);
  }
  for (const item of g.stack.slice()) {
    const ownedSpell = item.kind === 'spell' && getObject(g, item.id).owner === player;
    // Abilities they control are not cards: they cease to exist.
    if (!ownedSpell && !(item.kind === 'ability' && item.controller === player)) continue;
    g.stack = g.stack.filter((x) => x !== item);
    if (ownedSpell) deleteObject(g, item.id);
  }
  for (const zone of ZONES) {
    for (const id of p[zone]) deleteObject(g, id);
    p[zone] = [];
  }
  // Phased-out permanents they own leave too (CR 702.26b: treated as though they don't exist, but
  // still theirs); those they control but don't own phase in to be exiled below.
  for (const q of g.players) {
    const out = q.phasedOut;
    if (!out) continue;
    const kept = out.filter((e) => getObject(g, e.id).owner !== player);
    for (const e of out) if (!kept.includes(e)) deleteObject(g, e.id);
    if (q.id === player) {
      for (const e of kept) {
        delete mutObject(g, e.id).phasedOut;
        g.battlefield.push(e.id);
      }
      delete q.phasedOut;
    } else if (kept.length !== out.length) {
      if (kept.length > 0) q.phasedOut = kept;
      else delete q.phasedOut;
    }
  }
  // Their triggered abilities waiting to go on the stack are never put there (800.4d).
  g.pendingTriggers = g.pendingTriggers.filter((t) => t.controller !== player);
  g.stacking = g.stacking.filter((t) => t.controller !== player);
  g.delayedTriggers = g.delayedTriggers.filter((t) => t.controller !== player);
  p.manaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  log(g, `${p.name} leaves the game with every card they own`, '800.4a', { kind: 'leftGame', player });
  // Then what they control but don't own is exiled: spells on the stack and permanents.
  for (const item of g.stack.slice()) {
    if (item.kind !== 'spell' || item.controller !== player) continue;
    g.stack = g.stack.filter((x) => x !== item);
    moveObject(g, item.id, 'exile');
  }
  for (const id of g.battlefield.slice()) if (getObject(g, id).controller === player) moveObject(g, id, 'exile');
  passChoiceOn(g, player);
  // Another player holding priority keeps it, once state-based actions and triggers have had their
  // look at the game without the one who left (CR 117.5: a battle they protected needs a new protector).
  const pending = g.pendingChoice;
  if (pending?.type === 'priority') {
    g.pendingChoice = null;
    g.awaitingPriority = pending.player;
  }
}

/** CR 800.4a, 800.4h, 800.4j: a choice the leaving player was making goes on without them: priority to
 *  the next player in turn order, the next defending player's blocks, the next player's damage
 *  assignment, the rest of the cleanup; a choice about their own ability ended with it. */
function passChoiceOn(g: GameState, player: PlayerId): void {
  const pending = g.pendingChoice;
  if (!pending || pending.player !== player) return;
  g.pendingChoice = null;
  const c = g.combat;
  switch (pending.type) {
    case 'declareBlockers':
      // They declared nothing: the next defending player declares, and the creatures attacking them
      // become unblocked once all have (CR 509.1h, combat.ts).
      if (c) {
        beginDeclareBlockers(g);
        return;
      }
      break;
    case 'assignDamage':
      if (c) {
        c.assignedBy.push(player);
        continueAssignments(g);
        return;
      }
      break;
    case 'discard':
      continueCleanup(g);
      return;
    case 'declareAttackers':
      // CR 800.4j: the turn goes on without an active player, and with no attack.
      if (c) c.attackersDeclared = true;
      break;
    default:
      break;
  }
  // Priority goes to whoever was due it; settle hands it to the next player still in the game when that
  // is the player who left (800.4a, 800.4j).
  g.awaitingPriority ??= pending.type === 'priority' ? player : g.turn.activePlayer;
}
