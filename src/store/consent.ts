// consent.ts: fairness at a hot-seat table. Some changes touch another player's game: undoing their
// decision (their block, their concession), or turning every hand face up in a running game. The
// store asks each player concerned, one at a time behind the pass-the-device screen, and logs every
// question and answer. This module says who must agree to what, in words for the question and the
// log; createTableStore.ts runs the request (ask, allow, refuse). No rule is decided here: who made a
// decision is the action's `player`, who is still in the game is the engine's `lost`.
import type { Action, GameState, PlayerId } from '../engine';
import { namesIn } from '../explain';
import type { Message, Param } from '../explain/types';
import { describeAction } from './describe';
import { viewerFor } from './hidden';
import { nameOf } from './names';
import { startsStep, type History } from './timeline';

/** What is asked: going back to a position of the history, or every hand face up. */
export type ConsentSubject = { kind: 'undo'; target: number } | { kind: 'showEverything' };

/** A question to one player: the words put to them ("undo your block (…)"), and the same about them
 *  for the log ("undo their block (…)"). */
export interface ConsentQuestion {
  player: PlayerId;
  you: Message;
  they: Message;
}

export interface ConsentRequest {
  /** Who asks: the player holding the device (the one deciding now). */
  asker: PlayerId;
  subject: ConsentSubject;
  /** Still to answer, the one asked now first; each "allow" moves on to the next. */
  waiting: ConsentQuestion[];
  /** The log lines of this request so far: they are written to the log when it ends. */
  lines: Message[];
}

/** A line of the table's log about a request: "Bruno agreed to undo their block (asked by Ana)". It
 *  stands at history position `at` (after the entries of action `at - 1`), where the table was when
 *  the request ended; a line whose position is no longer reached is shown at the end of the log. */
export interface ConsentNote {
  at: number;
  message: Message;
}

const m = (key: string, params?: Readonly<Record<string, Param>>): Message => (params ? { key: `hotseat:consent.${key}`, params } : { key: `hotseat:consent.${key}` });

type DecisionKind = 'block' | 'attack' | 'spell' | 'concession' | 'move';

function kindOf(action: Action): DecisionKind {
  switch (action.type) {
    case 'declareBlockers':
      return 'block';
    case 'declareAttackers':
      return 'attack';
    case 'cast':
      return 'spell';
    case 'concede':
      return 'concession';
    default:
      return 'move';
  }
}

/** What a decision was: the blocks or attacks themselves ("Wall of Wood blocks Craw Wurm"), as the
 *  question already says it is a block; any other action by its label (describe.ts). */
function detailOf(before: GameState, action: Action): Param {
  const names = namesIn(before);
  if (action.type === 'declareBlockers' && action.blocks.length > 0) {
    return action.blocks.map((b): Message => ({ key: 'common:pair.blocks', params: { blocker: names(b.blocker), attacker: names(b.attacker) } }));
  }
  if (action.type === 'declareAttackers' && action.attackers.length > 0) {
    return action.attackers.map((a): Message => ({ key: 'common:pair.attacks', params: { attacker: names(a.attacker), defender: names(a.defender) } }));
  }
  return describeAction(before, action);
}

/** Who asks now: whoever the device is with, the player deciding (else the active player). */
export const askerOf = (game: GameState): PlayerId => viewerFor(game, false) as PlayerId;

/** The players' own decisions undone by going back from the present to `target`, each with the state it
 *  was made in (to name its cards), oldest first. Automatic passes are the store's, not decisions; the
 *  first pass of a "pass until…" is (timeline.ts). */
function decisionsUndone(h: History, target: number): { action: Action; before: GameState }[] {
  const out: { action: Action; before: GameState }[] = [];
  for (let i = Math.max(0, target); i < h.past.length; i++) {
    if (startsStep(h.notes[i])) out.push({ action: h.performed[i] as Action, before: h.past[i] as GameState });
  }
  return out;
}

/** Who must agree before the table goes back from the present to `target`, and what each is asked:
 *  every other player whose decision would be undone, and for a concession taken back also every
 *  other player who was still in the game when it was made (the concession made them win, or brought
 *  them nearer to it). Empty: nobody else's consent is needed. */
export function undoQuestions(h: History, target: number, asker: PlayerId): ConsentQuestion[] {
  const decisions = decisionsUndone(h, target);
  const byPlayer = new Map<PlayerId, { action: Action; before: GameState }[]>();
  for (const d of decisions) byPlayer.set(d.action.player, [...(byPlayer.get(d.action.player) ?? []), d]);
  const questions: ConsentQuestion[] = [];
  const asked = new Set<PlayerId>();
  for (const [player, own] of byPlayer) {
    if (player === asker) continue;
    const last = own.at(-1) as { action: Action; before: GameState };
    const kind = kindOf(last.action);
    const action = detailOf(last.before, last.action);
    const phrase = (who: 'you' | 'they'): Message =>
      kind === 'concession' && own.length === 1
        ? m(`takeBackOwn.${who}`)
        : own.length === 1
          ? m(`undo.${who}`, { what: m(`what.${who}.${kind}`), action })
          : m(`undoMany.${who}`, { count: own.length, what: m(`what.${who}.${kind}`), action });
    questions.push({ player, you: phrase('you'), they: phrase('they') });
    asked.add(player);
  }
  // A concession taken back takes a win (or a step towards one) from the others still in the game.
  for (const d of decisions) {
    if (d.action.type !== 'concede') continue;
    const conceder = nameOf(d.before, d.action.player);
    for (const p of d.before.players) {
      if (p.lost || p.id === asker || asked.has(p.id)) continue;
      questions.push({ player: p.id, you: m('takeBack', { player: conceder }), they: m('takeBack', { player: conceder }) });
      asked.add(p.id);
    }
  }
  return questions;
}

/** Who must agree before every hand is turned face up in a running game: every other player still in it. */
export function showEverythingQuestions(game: GameState, asker: PlayerId): ConsentQuestion[] {
  if (game.gameOver) return [];
  return game.players.filter((p) => !p.lost && p.id !== asker).map((p) => ({ player: p.id, you: m('showEverything.you'), they: m('showEverything.they') }));
}

const names = (game: GameState, asker: PlayerId, player: PlayerId) => ({ asker: nameOf(game, asker), player: nameOf(game, player) });

/** "Ana asked Bruno to undo their block (…)". */
export const askedLine = (game: GameState, asker: PlayerId, q: ConsentQuestion): Message => m('log.asked', { ...names(game, asker, q.player), subject: q.they });

/** "Bruno agreed to …" or "Bruno refused to … (asked by Ana)". */
export const answerLine = (game: GameState, asker: PlayerId, q: ConsentQuestion, allowed: boolean): Message =>
  m(allowed ? 'log.allowed' : 'log.refused', { ...names(game, asker, q.player), subject: q.they });

/** What the asked player reads: "Ana asks to undo your block: Wall of Wood blocks Craw Wurm." */
export const questionText = (game: GameState, asker: PlayerId, q: ConsentQuestion): Message => m('question', { asker: nameOf(game, asker), subject: q.you });
