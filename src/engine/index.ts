// index.ts: the engine's public surface. Everything the store, the runner and the tests use comes from here.
export type * from './types';
/** Applies a player's action: the new state, or a refusal with its CR number and the state untouched. */
export { applyAction } from './apply';
/** An action applied one log entry at a time: each entry with the game right after it (replay). */
export { traceAction, type TraceStep, type TraceResult } from './trace';
export { buildReplay, combatDamageMoment, isDamageStep, type Replay, type ReplayFrame } from './replay';
/** What the deciding player may do now, and why other options are closed. */
export { legalActions, defaultAssignment } from './legal';
/** The scenario format of shared/contract/SCENARIO.md. */
export { parseScenario, type Scenario, type ScenarioIssue, type CrossCheckFinding, CONTRACT_KEYWORDS, SCENARIO_RANGES } from './scenario/schema';
export { cardNameSuggester } from './scenario/suggest';
export { createGameFromScenario } from './scenario/create';
export { runScenario, toResult, type ScenarioResult, type RunOutcome } from './scenario/run';
/** A new game from two decks. */
export { newGame, type NewGameOptions } from './setup';
export { characteristics, type Characteristics } from './rules/characteristics';
export { combatDamagePrevented, preventionShield } from './rules/damage';
/** A card's activated abilities as `activate` numbers them (mana abilities included), and the kinds of
 *  mana a mana ability offers. */
export { activatedAbilities, manaChoices, manaSourceRefusal } from './rules/stack';
/** The object with an id, if any (the state keeps its objects in buckets, objects.ts). */
export { findObject } from './state';
export { allObjects, tableProblem, OBJECT_BUCKETS, type ObjectTable } from './objects';
export { cardDefinition, referenceCardNames } from './cards/pool';
export { formatMana } from './rules/mana';
export { STEP_NAMES } from './rules/turn';
/** The game log, oldest first (the state keeps it in chunks). */
export { logEntries } from './transaction';
/** Two-headed giant (CR 805, 810): the teams, a player's team, whether a player may answer a choice
 *  asked of their team (the contract: either player of the team), and whether a player is an active
 *  player (the active team's). */
export { teamsOf, teamOf, mayAnswer, isActivePlayer, sameTeam } from './rules/teams';
/** Who defends (CR 802.4, 805.10d): the defending players still in the game; whether a player's creatures
 *  may block an attacker; whether blockers have been declared for it. */
export { blocksDeclaredFor, defendersInGame, defendsAgainst } from './rules/defenders';
