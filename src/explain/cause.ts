// cause.ts: what made a triggered ability trigger (CR 603.2), for a trigger waiting to be put on the
// stack and for one on it: "Blood Artist — Soul Warden died". The engine keeps, on each pending
// trigger and stack object, which ability of its source it is (`trigger`, its place in the card's
// definition, whose trigger condition says the kind of event) and the object the event was about
// (`eventObject`: the creature that died, entered, was blocked…); the step says when a "beginning of"
// or a delayed trigger (603.7) came.
import { cardDefinition, type GameState, type Step, type TriggerRef, type TriggerSpec } from '../engine';
import type { NameOf } from './names';
import type { Message, Param } from './types';
import { stepInSentence } from './vocabulary';

/** A waiting trigger or a triggered ability on the stack: the fields the cause is read from. */
export interface TriggerLike {
  source: string;
  card: string;
  trigger?: TriggerRef;
  eventObject?: string;
}

const cause = (key: string, params?: Message['params']): Message => ({ key: `explain:cause.${key}`, ...(params ? { params } : {}) });

/** The event in words, from the ability's trigger condition: "Soul Warden died", "the upkeep step began". */
function eventOf(state: GameState, spec: TriggerSpec, t: TriggerLike, names: NameOf): Message {
  // The event's object by name, or as "a creature" once it is gone for good (a token that died, 111.7).
  const object = (id: string | undefined): Param => {
    const name = id === undefined ? undefined : names(id);
    return name === undefined || name === id ? { key: 'explain:cause.aCreature' } : name;
  };
  const self = object(t.source);
  const what = object(t.eventObject ?? t.source);
  const attacking = state.combat?.attackers.some((a) => a.id === t.source) ?? false;
  switch (spec.on) {
    case 'enters':
      return cause('entered', { object: what });
    case 'dies':
      return cause('died', { object: what });
    case 'beginningOfStep':
      return cause('stepBegan', { step: stepInSentence(spec.step) });
    case 'attacks':
      return cause('attacked', { object: self });
    case 'attacksOrBlocks':
      return cause(attacking ? 'attacked' : 'blocked', { object: self });
    case 'blocks':
      return cause('blocked', { object: self });
    case 'blocksCreature':
      return cause('blockedCreature', { object: self, other: what });
    case 'blocksOrBecomesBlockedByCreature':
      return attacking ? cause('becameBlockedBy', { object: self, other: what }) : cause('blockedCreature', { object: self, other: what });
    case 'becomesBlocked':
      return cause('becameBlocked', { object: self });
    case 'attacksAndIsntBlocked':
      return cause('unblocked', { object: self });
    case 'dealsDamageToOpponent':
      return cause('dealtDamageToOpponent', { object: self });
    case 'creatureYouControlDealsCombatDamageToPlayer':
      return cause('dealtCombatDamage', { object: what });
    case 'state':
      return cause('condition');
  }
}

/** "Blood Artist — Soul Warden died": the trigger's source and the event that made it trigger; null
 *  for an ability that did not trigger (an activated one) or whose definition is unknown. */
export function triggerCause(state: GameState, t: TriggerLike, names: NameOf): Message | null {
  const ref = t.trigger;
  if (!ref) return null;
  if (ref.kind !== 'printed') {
    // CR 603.7: a delayed trigger comes at the moment its ability set up: the step that has begun.
    return cause('line', { card: t.card, cause: cause('delayed', { step: stepInSentence(state.turn.step as Step) }) });
  }
  const ability = cardDefinition(state, t.card)?.abilities?.[ref.index];
  if (ability?.kind !== 'triggered') return null;
  return cause('line', { card: t.card, cause: eventOf(state, ability.trigger, t, names) });
}
