// hints.ts: why a line of a lesson's check differs, as a hint with the rule that decides it. Each
// kind of goal field knows its rule (a player's life: 119.3; a stack object's place: 405.5, 603.3b
// for triggers ordered in APNAP order), so every lesson, a saved one too, gets its hint from its goal,
// with no sentence written per lesson. When the game still has something on the stack, or triggers
// waiting to go there, that is the likeliest reason a later field isn't met yet: the hint says so.
import type { GameState } from '../engine';
import type { Message, NameOf } from '../explain';
import type { CheckRow } from './index';

const hint = (why: string, rule: string, params?: Message['params']): Message => ({
  key: 'lessons:hint.line',
  params: { why: { key: `lessons:hint.${why}`, ...(params ? { params } : {}) }, rule },
});

/** The hint and rule of each kind of field, by the field's first word (`life.B` → life). */
const BY_FIELD: Record<string, [why: string, rule: string]> = {
  ok: ['accepted', '733.1'],
  error: ['accepted', '733.1'],
  step: ['step', '500.2'],
  turnNumber: ['turnNumber', '500.2'],
  activePlayer: ['activePlayer', '102.1'],
  winner: ['winner', '704.5a'],
  winners: ['winners', '104.2'],
  lost: ['lost', '104.3'],
  teamLife: ['teamLife', '810.9'],
  exile: ['exile', '406.2'],
  life: ['life', '119.3'],
  hand: ['hand', '402.1'],
  handCount: ['hand', '402.1'],
  graveyard: ['graveyard', '404.1'],
  battlefield: ['battlefield', '110.1'],
  manaPool: ['manaPool', '106.4'],
  gone: ['gone', '704.5g'],
  pending: ['pending', '117.3'],
};

/** A permanent's properties: what changes each one, and the rule. */
const BY_PROPERTY: Record<string, [why: string, rule: string]> = {
  damage: ['damage', '510.2'],
  tapped: ['tapped', '508.1f'],
  attacking: ['attacking', '508.1'],
  blocked: ['blocked', '509.1h'],
  blockedBy: ['blocking', '509.1'],
  blocking: ['blocking', '509.1'],
  power: ['power', '613.1'],
  toughness: ['power', '613.1'],
  counters: ['counters', '122.1'],
  keywords: ['keywords', '613.1'],
  summoningSick: ['summoningSick', '302.6'],
  controller: ['controller', '108.4'],
  owner: ['controller', '108.4'],
  token: ['token', '111.1'],
  card: ['battlefield', '110.1'],
  attackingNothing: ['attackingNothing', '506.4c'],
  protector: ['protector', '310.8a'],
  phasedOut: ['phasedOut', '702.26b'],
};

/** Whether the field is about the stack or the pending choice: the game's stack is their subject,
 *  not a reason they differ. */
const aboutTheStack = (field: string): boolean => field.startsWith('stack') || field.startsWith('pending.') || field === 'step';

/** The hint for a line of the check that differs: a situation of the game that explains it (an
 *  object still on the stack, triggers not yet put there), else what the rules say of that field. */
export function checkHint(row: CheckRow, game: GameState, names: NameOf): Message {
  if (!aboutTheStack(row.field) && row.field !== 'errorRule' && row.field !== 'ok') {
    const top = game.stack.at(-1);
    if (top) {
      // "Bruno's Soul Warden ability", "Ana's Shock": whose, and from what, as the goal says it.
      const player = names(top.controller);
      const object: Message = top.kind === 'ability' ? { key: 'lessons:say.object.abilityOf', params: { player, source: top.card } } : { key: 'lessons:say.object.spellOf', params: { player, card: top.card } };
      return hint('onStack', '608.2', { object });
    }
    if (game.pendingTriggers.length > 0 || game.stacking.length > 0) return hint('triggersWaiting', '603.3');
  }
  // A lesson about an illegal move, whose move was accepted (CR 733.1: an illegal action is undone).
  if (row.field === 'ok' && row.expected === false) return hint('notRefused', '733.1');
  if (row.field === 'errorRule') {
    const wanted = Array.isArray(row.expected) ? String(row.expected[0] ?? '') : '';
    return hint('refusal', wanted || '733.1');
  }
  if (row.field.startsWith('stack')) {
    // Several abilities of one kind on the stack: triggered together, put there in APNAP order.
    const triggered = game.stack.filter((s) => s.kind === 'ability').length > 1;
    return triggered ? hint('stackOrder', '603.3b') : hint('stack', '405.5');
  }
  if (row.field.startsWith('permanents.')) {
    const property = row.field.split('.').at(-1) ?? '';
    const [why, rule] = BY_PROPERTY[property] ?? ['battlefield', '110.1'];
    return hint(why, rule);
  }
  const [why, rule] = BY_FIELD[row.field.split('.')[0] ?? ''] ?? ['battlefield', '110.1'];
  return hint(why, rule);
}
