// describe.ts: plain sentences for actions and pending choices, for buttons, menus and the prompt.
import { STEP_NAMES, cardDefinition, type Action, type GameState, type PendingChoice, type PlayerId } from '../engine';
import { exhaustiveSwitchError, nameOf, namesOf } from './names';

const arrow = ' → ';

function withTargets(game: GameState, base: string, targets: readonly string[] | undefined): string {
  return targets && targets.length > 0 ? `${base}${arrow}${namesOf(game, targets)}` : base;
}

/** The text of an activated ability, as the card defines it. */
export function abilityText(game: GameState, source: string, ability: number): string {
  const object = game.objects[source];
  const def = object ? cardDefinition(game, object.card) : undefined;
  const activated = (def?.abilities ?? []).filter((a) => a.kind === 'activated');
  const found = activated[ability];
  return found && 'text' in found ? found.text : `ability ${ability + 1}`;
}

/** A label for an action, e.g. "Cast Shock → Eager Construct". */
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
      return withTargets(game, `${name(action.source)}: ${abilityText(game, action.source, action.ability)}`, action.targets);
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
    case 'mulligan':
      return action.keep ? (action.bottom?.length ? `Keep, putting ${namesOf(game, action.bottom)} on the bottom` : 'Keep this hand') : 'Take a mulligan';
    case 'concede':
      return 'Concede';
    default:
      return exhaustiveSwitchError(action);
  }
}

function otherPlayers(game: GameState, player: PlayerId): string[] {
  return game.players.filter((p) => p.id !== player && !p.lost).map((p) => p.id);
}

/** Priority in plain words: "Bruno has priority — pass to resolve Shock". Whether a pass resolves
 *  or ends the step is read from the engine's record of who has passed in a row (CR 117.4). */
export function describePriority(game: GameState, player: PlayerId): string {
  const who = nameOf(game, player);
  const others = otherPlayers(game, player);
  const othersPassed = others.every((p) => game.passedInSuccession.includes(p));
  const top = game.stack.at(-1);
  const step = STEP_NAMES[game.turn.step];
  if (top) {
    const topName = nameOf(game, top.id);
    return othersPassed ? `${who} has priority — pass to resolve ${topName}` : `${who} has priority — respond to ${topName}, or pass to ${namesOf(game, others)}`;
  }
  return othersPassed ? `${who} has priority — pass to end the ${step}` : `${who} has priority in the ${step} — act, or pass to ${namesOf(game, others)}`;
}

/** What the deciding player is asked, and how to answer on the table. */
export function describePending(game: GameState, pending: PendingChoice): string {
  const who = nameOf(game, pending.player);
  switch (pending.type) {
    case 'priority':
      return describePriority(game, pending.player);
    case 'declareAttackers':
      return `${who} declares attackers — click creatures to attack (drag one onto a planeswalker to attack it), then confirm`;
    case 'declareBlockers':
      return `${who} declares blockers — drag an untapped creature onto an attacker (or click it, then the attacker), then confirm`;
    case 'orderBlockers':
      return `${who} orders each blocked creature's blockers: damage is assigned in that order`;
    case 'orderAttackers':
      return `${who} orders the attackers each blocker blocks: damage is assigned in that order`;
    case 'assignDamage':
      return `${who} divides the combat damage of ${pending.sources.map((s) => `${nameOf(game, s.source)} (${s.power})`).join(', ')} — adjust it, then confirm`;
    case 'orderTriggers':
      return `${who} puts ${pending.triggers.length} triggered abilities on the stack in an order of their choice`;
    case 'chooseTargets':
      return `${who} chooses targets for ${nameOf(game, pending.object)}`;
    case 'choose':
      return `${who}: ${pending.prompt}`;
    case 'discard':
      return `${who} discards ${pending.count} card${pending.count === 1 ? '' : 's'} down to hand size`;
    case 'mulligan':
      return pending.mulligans > 0
        ? `${who} keeps this hand (putting ${pending.mulligans} card${pending.mulligans === 1 ? '' : 's'} on the bottom) or takes another mulligan`
        : `${who} keeps this opening hand or takes a mulligan`;
    default:
      return exhaustiveSwitchError(pending);
  }
}
