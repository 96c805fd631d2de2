// leaving.ts: CR 800.4, a player leaving a multiplayer game (by losing or conceding, 104.3a): what they
// own leaves the game with them, what they control but don't own is exiled, their abilities cease to
// exist, and a choice they were making passes on. Leaving is not dying: no card of theirs goes to a
// graveyard, so no "dies" trigger sees it. In a two-player game the game is simply over (104.2a).
import type { GameState, PlayerId } from '../types';
import { findObject, findPlayer, getObject, getPlayer, log, moveObject, mutObject, removeFromCombat } from '../state';
import { deleteObject } from '../transaction';
import { askOrdersAgain, beginDeclareAttackers, beginDeclareBlockers } from './combat';
import { continueAssignments } from './combatDamage';
import { continueCleanup } from './turn';
import { askNext as continueMulligans } from './mulligan';
import { continueResolution, isResolutionQuestion } from './resolve';
import { LEGEND_RULE_CHOICE } from './sba';
import { SHIELD_CHOICE } from './shieldChoice';

const ZONES = ['library', 'hand', 'graveyard', 'exile'] as const;

/** CR 800.4a: `player` has just lost or conceded in a multiplayer game. `gameGoesOn` is false when
 *  their leaving ends the game (104.2a): then no choice they leave behind is carried on. */
export function leaveGame(g: GameState, player: PlayerId, gameGoesOn: boolean): void {
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
  // CR 104.2a: the game is over at once; nothing more happens in it, and the log says so next.
  if (!gameGoesOn) return;
  dropAssignedDamage(g);
  passChoiceOn(g, player);
  askAgain(g);
}

/** CR 510.2, 800.4a: combat damage assigned but not yet dealt (a player was still dividing theirs) is
 *  dealt only by creatures still on the battlefield, to players still in the game and permanents still
 *  there; what the player who left took with them neither deals nor is dealt it. */
function dropAssignedDamage(g: GameState): void {
  const c = g.combat;
  if (!c || c.assigned.length === 0) return;
  const here = (id: string): boolean => {
    const p = findPlayer(g, id);
    return p ? !p.lost : findObject(g, id)?.zone === 'battlefield';
  };
  c.assigned = c.assigned.filter((a) => here(a.source)).map((a) => ({ ...a, to: a.to.filter((t) => here(t.target)) }));
}

/** CR 800.4a, 800.4h, 800.4j: a choice the leaving player was making goes on without them: priority to
 *  the next player in turn order, the next defending player's blocks, the rest of the cleanup, or no
 *  attack at all. Choices asked as an object resolves, as triggers go on the stack or about combat
 *  damage (its division, the legacy damage assignment orders) are gathered again by `askAgain`,
 *  without them. */
function passChoiceOn(g: GameState, player: PlayerId): void {
  const pending = g.pendingChoice;
  if (!pending || pending.player !== player) return;
  const c = g.combat;
  switch (pending.type) {
    case 'priority':
      // Priority goes to whoever was due it; settle hands it to the next player still in the game (800.4a).
      g.pendingChoice = null;
      g.awaitingPriority = player;
      return;
    case 'declareBlockers':
      // They declared nothing: the next defending player declares, and the creatures attacking them
      // become unblocked once all have (CR 509.1h, combat.ts).
      if (!c) break;
      g.pendingChoice = null;
      beginDeclareBlockers(g);
      return;
    case 'discard':
      g.pendingChoice = null;
      continueCleanup(g);
      return;
    case 'mulligan':
      // CR 103.5: the next player in turn order still deciding on their hand is asked, or the game begins.
      g.pendingChoice = null;
      continueMulligans(g);
      return;
    case 'declareAttackers':
      // CR 800.4j: the turn goes on without an active player, and with no attack.
      if (c) c.attackersDeclared = true;
      break;
    case 'choose':
    case 'chooseTargets':
    case 'orderTriggers':
    case 'assignDamage':
    case 'orderBlockers':
    case 'orderAttackers':
      // Asked again, of another player or with other options, by askAgain.
      return;
    default:
      break;
  }
  g.pendingChoice = null;
  g.awaitingPriority ??= g.turn.activePlayer;
}

/** CR 800.4a: a choice still pending once a player has left is gathered again from the game as it now
 *  is, so that no question is asked of the player who left, about an object that ceased to exist, or
 *  with an option naming what left with them (a player, their permanents, their triggered abilities). */
function askAgain(g: GameState): void {
  const pending = g.pendingChoice;
  if (!pending) return;
  switch (pending.type) {
    case 'priority':
      // Another player holding priority keeps it, once state-based actions and triggers have had their
      // look at the game without the one who left (CR 117.5: a battle they protected needs a new protector).
      g.pendingChoice = null;
      g.awaitingPriority = pending.player;
      return;
    case 'assignDamage':
      // CR 510.1: the recipients as they now are; the player who left assigns nothing (800.4a).
      g.pendingChoice = null;
      continueAssignments(g);
      return;
    case 'declareAttackers':
      // CR 508.1b, 800.4a: the player who left can no longer be attacked, nor their planeswalkers; the
      // creatures that may attack are asked about again, or none can attack any more.
      g.pendingChoice = null;
      if (!beginDeclareAttackers(g)) g.awaitingPriority ??= g.turn.activePlayer;
      return;
    case 'declareBlockers':
      // CR 509.1a, 802.4: the attackers as they now are: those that left with their controller are not
      // offered, and a defending player nothing attacks any more is not asked.
      g.pendingChoice = null;
      beginDeclareBlockers(g);
      return;
    case 'orderTriggers':
      // CR 603.3b: asked again only if it lists a triggered ability that ceased to exist (800.4a).
      if ([...pending.triggers, ...(pending.others ?? [])].every((t) => g.pendingTriggers.some((x) => x.id === t.id))) return;
      g.pendingChoice = null;
      g.awaitingPriority ??= g.turn.activePlayer;
      return;
    case 'chooseTargets':
      // CR 603.3d: the triggered ability still waiting is asked about again with the targets now legal
      // as settle puts it on the stack; gone with its controller, it is not (800.4a).
      g.pendingChoice = null;
      g.awaitingPriority ??= g.turn.activePlayer;
      return;
    case 'orderBlockers':
    case 'orderAttackers':
      // Legacy rules: the damage assignment orders of the blocks as they now are (combat.ts).
      askOrdersAgain(g);
      return;
    case 'choose':
      askChooseAgain(g, pending);
      return;
    default:
      return;
  }
}

function askChooseAgain(g: GameState, pending: Extract<NonNullable<GameState['pendingChoice']>, { type: 'choose' }>): void {
  if (isResolutionQuestion(g, pending)) {
    // CR 101.4, 608.2d: the next player still in the game is asked, or the object finishes resolving.
    continueResolution(g);
    return;
  }
  if (pending.object === SHIELD_CHOICE) {
    // CR 615.7: the shields' questions are gathered again from the damage still to be dealt.
    g.pendingChoice = null;
    continueAssignments(g);
    return;
  }
  if (pending.object === LEGEND_RULE_CHOICE || pending.rule === '704.5w' || pending.rule === '704.5x') {
    // The legend rule's and a battle's protector questions are state-based actions (CR 704.5j, 704.5w–x),
    // asked again when they are next checked, when they were asked of the player who left or offer
    // what left: a player no longer in the game, or a permanent no longer on the battlefield.
    const gone = (id: string): boolean => findPlayer(g, id)?.lost ?? findObject(g, id)?.zone !== 'battlefield';
    if (gone(pending.player) || pending.options.some(gone)) {
      g.pendingChoice = null;
      g.awaitingPriority ??= g.turn.activePlayer;
    }
    return;
  }
  if (g.stacking.some((t) => t.id === pending.object)) {
    // CR 603.3c: a mode for a trigger being put on the stack, asked again with the modes now legal.
    g.pendingChoice = null;
    g.awaitingPriority ??= g.turn.activePlayer;
    return;
  }
  // CR 800.4a: the object the question was about has ceased to exist (an ability controlled by the
  // player who left); nobody is asked about it any more, and the game goes on: the active player, or
  // the next player in turn order (800.4j), receives priority.
  g.pendingChoice = null;
  log(g, `${pending.card ?? pending.object}'s ability (${pending.object}) has ceased to exist: ${getPlayer(g, pending.player).name} is no longer asked about it`, '800.4a');
  g.awaitingPriority ??= g.turn.activePlayer;
}
