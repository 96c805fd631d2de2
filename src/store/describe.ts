// describe.ts: the label of an action, for buttons and menus: "Cast Shock → Eager Construct". A label
// is a message (a `table:action.*` key and its parameters, src/explain's Message), which the UI
// renders in the reader's language; card and player names stay as written. What the deciding player
// is asked is src/explain's promptFor.
import { activatedAbilities, cardDefinition, findObject, manaChoices, type Action, type GameState } from '../engine';
import { choiceName, namesIn, optionName, type Message, type NameOf, type Param } from '../explain';
import { exhaustiveSwitchError } from './names';

function label(key: string, params?: Readonly<Record<string, Param>>): Message {
  return params ? { key: `table:action.${key}`, params } : { key: `table:action.${key}` };
}

function withTargets(names: NameOf, base: Message, targets: readonly string[] | undefined): Message {
  return targets && targets.length > 0 ? label('withTargets', { action: base, targets: targets.map(names) }) : base;
}

/** A permanent's (or a card's in hand) activated ability by its number, with the card's name. */
function activatedAbility(game: GameState, source: string, ability: number) {
  const object = findObject(game, source);
  const found = object ? activatedAbilities(cardDefinition(game, object.card))[ability] : undefined;
  // A mana ability is labelled by the mana it adds (describeAction), not by a text.
  return object && found?.kind === 'activated' ? { card: object.card, ability: found } : undefined;
}

/** The text of an activated ability as the card defines it (Oracle text stays as printed), or its
 *  number when the card gives none. */
export function abilityText(game: GameState, source: string, ability: number): Param {
  return activatedAbility(game, source, ability)?.ability.text ?? label('abilityNumber', { number: ability + 1 });
}

/** The cost of an activated ability as Oracle text writes it ("{1}{U}, {T}", "Sacrifice Mogg Fanatic"),
 *  or null when the ability's text already starts with its cost (loyalty abilities' "+1:", cycling's
 *  reminder text), so that a menu button says what playing it costs. */
export function abilityCost(game: GameState, source: string, ability: number): Param | null {
  const found = activatedAbility(game, source, ability);
  if (!found || found.ability.text.includes(':')) return null;
  const { card, ability: { cost } } = found;
  const parts: Param[] = [];
  if (cost.mana) parts.push(cost.mana);
  if (cost.tap) parts.push('{T}');
  if (cost.sacrificeSelf) parts.push(label('costSacrifice', { card }));
  if (cost.discardSelf) parts.push(label('costDiscard', { card }));
  const [first, ...rest] = parts;
  return first === undefined ? null : rest.reduce<Param>((sum, part) => label('costAnd', { a: sum, b: part }), first);
}

/** A triggered ability waiting to be put on the stack is named by its source ("Hero of Bladehold's
 *  ability"); it is not an object yet. */
function triggerName(game: GameState, names: NameOf, id: string): Param {
  const pending = game.pendingChoice;
  const trigger = pending?.type === 'orderTriggers' ? pending.triggers.find((t) => t.id === id) : undefined;
  return trigger ? { key: 'common:object.ability', params: { card: names(trigger.source) } } : names(id);
}

/** A "choose" answer: its word, or what the question names it (src/explain's optionName). The legend
 *  rule's question is about no object: the answer says what it is for. */
function chooseLabel(game: GameState, names: NameOf, object: string, choice: string): Message {
  const pending = game.pendingChoice;
  if (pending?.type !== 'choose' || pending.object !== object) return label('choose', { choice: choiceName(choice), object: names(object) });
  const answer = optionName(pending, choice, names);
  if (pending.rule === '704.5j') return label('keepLegend', { choice: answer });
  if (pending.rule === '615.7') return label('preventShield', { choice: answer });
  return label('choose', { choice: answer, object: names(object) });
}

/** The mana an activation of a mana ability adds ("{G}"), or null for any other ability. */
function manaAdded(game: GameState, action: Extract<Action, { type: 'activate' }>): string | null {
  const object = findObject(game, action.source);
  const ability = object ? activatedAbilities(cardDefinition(game, object.card))[action.ability] : undefined;
  if (ability?.kind !== 'mana') return null;
  return action.choice ?? manaChoices(ability)[0] ?? null;
}

/** A label for an action, e.g. "Cast Shock → Eager Construct", as a message. */
export function describeAction(game: GameState, action: Action): Message {
  const names = namesIn(game);
  switch (action.type) {
    case 'pass':
      return label('pass');
    case 'playLand':
      return label('playLand', { card: names(action.card) });
    case 'cast': {
      const base = withTargets(names, label('cast', { card: names(action.card) }), action.targets);
      return action.payWith?.length ? label('paying', { action: base, cards: action.payWith.map(names) }) : base;
    }
    case 'activate': {
      const mana = manaAdded(game, action);
      if (mana) return label('addMana', { card: names(action.source), mana });
      const cost = abilityCost(game, action.source, action.ability);
      const text = abilityText(game, action.source, action.ability);
      const base = cost === null ? label('activate', { card: names(action.source), text }) : label('activateWithCost', { card: names(action.source), cost, text });
      return withTargets(names, base, action.targets);
    }
    case 'declareAttackers':
      return action.attackers.length === 0
        ? label('attackNone')
        : label('attack', { attacks: action.attackers.map((a) => ({ key: 'common:pair.attacks', params: { attacker: names(a.attacker), defender: names(a.defender) } })) });
    case 'declareBlockers':
      return action.blocks.length === 0
        ? label('blockNone')
        : label('block', { blocks: action.blocks.map((b) => ({ key: 'common:pair.blocks', params: { blocker: names(b.blocker), attacker: names(b.attacker) } })) });
    case 'orderBlockers':
      return label('orderBlockers', { orders: action.orders.map((o) => label('orderOf', { card: names(o.attacker), cards: o.blockers.map(names) })) });
    case 'orderAttackers':
      return label('orderAttackers', { orders: action.orders.map((o) => label('orderOf', { card: names(o.blocker), cards: o.attackers.map(names) })) });
    case 'assignDamage':
      return label('assignDamage', {
        assignments: action.assignments.map((a) =>
          label('assignmentOf', { source: names(a.source), parts: a.to.map((t) => ({ key: 'common:pair.damageTo', params: { count: t.amount, target: names(t.target) } })) }),
        ),
      });
    case 'orderTriggers':
      return label('orderTriggers', { cards: action.order.map((id) => triggerName(game, names, id)) });
    case 'chooseTargets':
      return withTargets(names, label('targetsFor', { object: names(action.object) }), action.targets);
    case 'choose':
      return chooseLabel(game, names, action.object, action.choice);
    case 'discard':
      return action.cards.length === 0 ? label('discardNone') : label('discard', { cards: action.cards.map(names) });
    case 'mulligan':
      if (!action.keep) return label('mulligan');
      return action.bottom?.length ? label('keepBottom', { cards: action.bottom.map(names) }) : label('keep');
    case 'concede':
      return label('concede');
    default:
      return exhaustiveSwitchError(action);
  }
}
