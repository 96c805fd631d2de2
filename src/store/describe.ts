// describe.ts: one line of plain text per action and pending choice, for buttons and the prompt.
import type { Action, GameState, PendingChoice } from '../engine';
import { exhaustiveSwitchError, nameOf, namesOf } from './names';

const arrow = ' → ';

function withTargets(game: GameState, base: string, targets: readonly string[] | undefined): string {
  return targets && targets.length > 0 ? `${base}${arrow}${namesOf(game, targets)}` : base;
}

/** A button label for an action, e.g. "Cast Shock → Eager Construct". */
export function describeAction(game: GameState, action: Action): string {
  const name = (id: string) => nameOf(game, id);
  switch (action.type) {
    case 'pass':
      return 'Pass';
    case 'playLand':
      return `Play ${name(action.card)}`;
    case 'cast': {
      const base = withTargets(game, `Cast ${name(action.card)}`, action.targets);
      return action.payWith?.length ? `${base} (tap ${namesOf(game, action.payWith)})` : base;
    }
    case 'activate':
      return withTargets(game, `Activate ${name(action.source)} (ability ${action.ability + 1})`, action.targets);
    case 'declareAttackers':
      return action.attackers.length === 0
        ? 'Attack with nothing'
        : `Attack: ${action.attackers.map((a) => `${name(a.attacker)}${arrow}${name(a.defender)}`).join('; ')}`;
    case 'declareBlockers':
      return action.blocks.length === 0
        ? 'Block with nothing'
        : `Block: ${action.blocks.map((b) => `${name(b.blocker)}${arrow}${name(b.attacker)}`).join('; ')}`;
    case 'orderBlockers':
      return `Order blockers: ${action.orders.map((o) => `${name(o.attacker)}: ${namesOf(game, o.blockers)}`).join('; ')}`;
    case 'orderAttackers':
      return `Order attackers: ${action.orders.map((o) => `${name(o.blocker)}: ${namesOf(game, o.attackers)}`).join('; ')}`;
    case 'assignDamage':
      return `Assign damage: ${action.assignments
        .map((a) => `${name(a.source)}: ${a.to.map((t) => `${t.amount} to ${name(t.target)}`).join(', ')}`)
        .join('; ')}`;
    case 'orderTriggers':
      return `Put on the stack: ${namesOf(game, action.order)} (last on top)`;
    case 'chooseTargets':
      return withTargets(game, `Targets for ${name(action.object)}`, action.targets);
    case 'choose':
      return `Choose “${action.choice}” for ${name(action.object)}`;
    case 'discard':
      return action.cards.length === 0 ? 'Discard nothing' : `Discard ${namesOf(game, action.cards)}`;
    case 'concede':
      return 'Concede';
    default:
      return exhaustiveSwitchError(action);
  }
}

/** What the deciding player is asked, e.g. "Ana has priority". */
export function describePending(game: GameState, pending: PendingChoice): string {
  const who = nameOf(game, pending.player);
  switch (pending.type) {
    case 'priority': {
      const top = game.stack.at(-1);
      return top
        ? `${who} has priority: respond to ${nameOf(game, top.id)} or pass`
        : `${who} has priority: play, cast, activate or pass`;
    }
    case 'declareAttackers':
      return `${who} declares attackers`;
    case 'declareBlockers':
      return `${who} declares blockers`;
    case 'orderBlockers':
      return `${who} orders blockers for damage assignment`;
    case 'orderAttackers':
      return `${who} orders attackers for damage assignment`;
    case 'assignDamage':
      return `${who} assigns combat damage`;
    case 'orderTriggers':
      return `${who} orders triggered abilities`;
    case 'chooseTargets':
      return `${who} chooses targets for ${nameOf(game, pending.object)}`;
    case 'choose':
      return `${who}: ${pending.prompt}`;
    case 'discard':
      return `${who} discards ${pending.count} card${pending.count === 1 ? '' : 's'}`;
    default:
      return exhaustiveSwitchError(pending);
  }
}
