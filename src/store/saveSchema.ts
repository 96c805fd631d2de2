// saveSchema.ts: the shape of a saved game, checked with zod before anything reads it. The game
// state is checked for the containers the engine walks (a list where a list must be, every id in a
// zone naming an object), not rule by rule: replaying the saved actions is the real check (saves.ts).
import { z } from 'zod';
import { OBJECT_BUCKETS, STEP_NAMES, allObjects, findObject, tableProblem, type GameState, type Step } from '../engine';
import { hotSeatSetupSchema } from './gameSetup';

export const SAVE_APP = 'mtg-combat-tabletop';
/** 2: the objects are kept in buckets (engine/objects.ts). */
export const SAVE_FORMAT = 2;
/** A long game (1,000 actions) saves in about 60,000 characters; this leaves room for ten times that. */
export const MAX_SAVE_CHARS = 5_000_000;
export const MAX_ACTIONS = 100_000;

const STEP_IDS = Object.keys(STEP_NAMES) as [Step, ...Step[]];
/** What the engine may be waiting for (engine/types.ts PendingChoice). */
const PENDING_TYPES = ['priority', 'declareAttackers', 'declareBlockers', 'orderBlockers', 'orderAttackers', 'assignDamage', 'orderTriggers', 'chooseTargets', 'choose', 'discard', 'mulligan'] as const satisfies readonly NonNullable<GameState['pendingChoice']>['type'][];
const id = z.string().max(200);
const ids = z.array(id);
const num = z.number();
const count = z.record(z.string(), num);
const records = z.array(z.looseObject({}));

const objectSchema = z.looseObject({
  id, card: z.string().max(200), owner: id, controller: id,
  zone: z.enum(['library', 'hand', 'battlefield', 'graveyard', 'exile', 'stack']),
  zcc: num, token: z.boolean(), tapped: z.boolean(), damage: num, deathtouchDamage: z.boolean(), summoningSick: z.boolean(), counters: count,
});

const playerSchema = z.looseObject({
  id, name: z.string().max(200), life: num, lost: z.boolean(),
  library: ids, hand: ids, graveyard: ids, exile: ids,
  manaPool: count, landsPlayedThisTurn: num, drewFromEmptyLibrary: z.boolean(), maxHandSize: num,
  phasedOut: z.array(z.looseObject({ id, at: num })).optional(),
});

/** A triggered ability waiting to be put on the stack (engine/types.ts PendingTrigger): what the
 *  engine reads of it whenever it orders, targets or stacks triggers. */
const pendingTriggerSchema = z.looseObject({
  id, source: id, card: z.string().max(200), controller: id, text: z.string(),
  trigger: z.discriminatedUnion('kind', [
    z.looseObject({ kind: z.literal('printed'), index: num }),
    z.looseObject({ kind: z.literal('delayed'), effect: z.enum(['returnToOwnersHand', 'sacrifice']), object: id, zcc: num }),
    z.looseObject({ kind: z.literal('sneakAttackSacrifice'), object: id, zcc: num }),
  ]),
  targets: z.array(z.looseObject({ id })).optional(),
});
const pendingTriggers = z.array(pendingTriggerSchema);

// The combat's lists, which every action copies (engine/transaction.ts) before any rule reads them.
const combatSchema = z.looseObject({
  defendingPlayer: id,
  defendingPlayers: ids.optional(),
  blockersDeclaredBy: ids.optional(),
  attackersOrderedBy: ids.optional(),
  attackers: z.array(z.looseObject({ id, zcc: num, defender: id, blocked: z.boolean(), blockedBy: ids, defendingPlayer: id.optional() })),
  blockers: z.array(z.looseObject({ id, zcc: num, blocking: ids })),
  attackersDeclared: z.boolean(),
  blockersDeclared: z.boolean(),
  firstStrikeStepDone: z.boolean(),
  firstStrikers: ids,
  hasFirstStrikeStep: z.boolean(),
  assigned: z.array(z.looseObject({ source: id, to: z.array(z.looseObject({ target: id, amount: num })) })),
  dealers: ids,
  assignedBy: ids,
  ordered: z.array(z.enum(['blockers', 'attackers'])),
  declaredAttackers: ids.optional(),
  shieldAnswers: z.array(z.looseObject({ shield: z.string(), source: id, amount: num })).optional(),
});

export const gameStateSchema = z.looseObject({
  rules: z.enum(['current', 'legacy-damage-order']),
  multiplayer: z.union([
    z.looseObject({ variant: z.literal('free-for-all'), attack: z.enum(['multiple', 'left', 'right']) }),
    z.looseObject({ variant: z.literal('two-headed-giant'), teams: z.array(z.looseObject({ id, players: ids })) }),
  ]).optional(),
  rng: z.tuple([num, num, num, num]),
  customCards: z.record(z.string(), z.looseObject({ name: z.string(), types: z.array(z.string()) })),
  players: z.array(playerSchema).min(1).max(8),
  objects: z.array(z.record(z.string(), objectSchema)).length(OBJECT_BUCKETS),
  battlefield: ids,
  stack: z.array(z.looseObject({ id, kind: z.enum(['spell', 'ability']), card: z.string(), source: id, controller: id, targets: records, answers: records.optional() })),
  turn: z.looseObject({
    number: num, activePlayer: id, phase: z.string(), step: z.enum(STEP_IDS), extraTurns: ids, extraSteps: ids, skipSteps: ids,
    firstPlayer: id, cleanupAgain: z.boolean(), lastNormalTurnOf: id.optional(),
    additionalPhases: ids.optional(), attackedCreatures: z.array(z.looseObject({ id, zcc: num, controller: id })).optional(),
  }),
  passedInSuccession: ids,
  awaitingPriority: id.nullable(),
  pendingChoice: z.looseObject({ type: z.enum(PENDING_TYPES), player: id }).nullable(),
  combat: combatSchema.nullable(),
  effects: records,
  preventions: records,
  pendingTriggers,
  stacking: pendingTriggers,
  delayedTriggers: records,
  leftTogether: records,
  attackRequirements: records,
  tokensLeftBattlefield: ids,
  lifeLostThisTurn: count,
  pregame: z.looseObject({ mulligans: count, decided: z.record(z.string(), z.enum(['keep', 'mulligan'])) }).nullable(),
  nextIds: count,
  timestamp: num,
  log: z.array(z.array(z.looseObject({ text: z.string() }))),
  gameOver: z.looseObject({ winner: id.nullable(), reason: z.string() }).nullable(),
});

/** A log message (explain/types.ts): a key of the table's own namespaces and its parameters, nested
 *  messages included; the table renders it, so nothing else may come through. */
type SavedMessage = { key: string; params?: Record<string, string | number | SavedMessage> };
const messageSchema: z.ZodType<SavedMessage> = z.lazy(() =>
  z.object({
    key: z.string().max(100).regex(/^(hotseat|common):[\w.]+$/, 'a message of the table'),
    params: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), messageSchema])).optional(),
  }),
);

/** A consent line's message (consent.ts): the table's keys, with the label of the action undone
 *  (`table:action.*`, whose parameters may be lists of names). */
type ConsentMessage = { key: string; params?: Record<string, ConsentParam> };
type ConsentParam = string | number | ConsentMessage | ConsentParam[];
const consentParamSchema: z.ZodType<ConsentParam> = z.lazy(() => z.union([z.string().max(200), z.number(), consentMessageSchema, z.array(consentParamSchema).max(100)]));
const consentMessageSchema: z.ZodType<ConsentMessage> = z.lazy(() =>
  z.object({
    key: z.string().max(100).regex(/^(hotseat|common|table):[\w.]+$/, 'a message of the table'),
    params: z.record(z.string().max(40), consentParamSchema).optional(),
  }),
);

/** An automatic pass in the history (timeline.ts AutoNote), by action index. */
const autoNoteSchema = z.object({
  index: z.number().int().min(0),
  player: id,
  reason: z.string().max(200),
  message: messageSchema,
  head: z.literal(true).optional(),
});

const stepFlags = z.object(Object.fromEntries(STEP_IDS.map((step) => [step, z.boolean()])) as Record<Step, z.ZodBoolean>);

const stopsSchema = z.object({
  ownTurn: stepFlags,
  opponentTurn: stepFlags,
  askToAttack: z.boolean(),
  askToBlock: z.boolean(),
  stack: z.enum(['any', 'opponents']),
  respond: z.enum(['never', 'combat', 'always']),
  // Saved before automatic passing stopped only when a player could act: those stops stopped every time.
  onlyWhenAble: z.boolean().default(false),
  fullControl: z.boolean(),
  passUntil: z.object({ kind: z.enum(['endOfTurn', 'myNextTurn']), turn: z.number().int() }).nullable(),
});

/** The hot-seat policy the game was played with (createTableStore's HotseatPolicy). */
const tableSchema = z.object({
  autopass: z.object({ players: z.record(id, stopsSchema) }),
  showEverything: z.boolean(),
  handOver: z.boolean(),
});

/** The engine checks each action's fields itself as it applies it (apply.ts). */
const actionSchema = z.looseObject({ type: z.string().max(50), player: id });

const presentSchema = z.object({
  /** Of the present state's JSON: the replay must give exactly this state back. */
  fingerprint: z.string().max(64),
  turn: num,
  activePlayer: id,
  step: z.enum(STEP_IDS),
  over: z.boolean(),
});

const envelope = {
  app: z.literal(SAVE_APP),
  format: z.literal(SAVE_FORMAT),
  savedAt: z.string().max(64),
  id: z.string().regex(/^[\w-]{1,64}$/, 'letters, digits, "-" or "_"'),
  title: z.string().max(200),
  players: z.array(z.object({ id, name: z.string().max(200), deckId: z.string().max(100).optional() })).max(8),
  setup: hotSeatSetupSchema.optional(),
  table: tableSchema.optional(),
};

export const saveFileSchema = z.object({
  ...envelope,
  history: z.object({
    start: gameStateSchema,
    past: z.array(actionSchema).max(MAX_ACTIONS),
    present: presentSchema,
    future: z.array(actionSchema).max(MAX_ACTIONS),
    auto: z.array(autoNoteSchema).max(2 * MAX_ACTIONS).optional(),
    consents: z.array(z.object({ at: z.number().int().min(0), message: consentMessageSchema })).max(MAX_ACTIONS).optional(),
  }),
});

/** Enough to list a save without reading its game. */
export const saveHeaderSchema = z.object({
  ...envelope,
  history: z.object({ past: z.array(z.unknown()), present: presentSchema, future: z.array(z.unknown()) }),
});

/** Every object is where the engine looks for it, every id listed in a zone names an object in that
 *  zone, and the turn's players exist: the engine treats a broken reference as a broken invariant and throws. */
export function referenceProblem(state: GameState): string | null {
  const misplaced = tableProblem(state.objects);
  if (misplaced) return misplaced;
  const zoneOf = (oid: string) => findObject(state, oid)?.zone;
  const players = new Set(state.players.map((p) => p.id));
  if (!players.has(state.turn.activePlayer)) return `the active player "${state.turn.activePlayer}" is not a player of the game`;
  const resumesAfter = state.turn.lastNormalTurnOf;
  if (resumesAfter !== undefined && !players.has(resumesAfter)) return `the turn order resumes after "${resumesAfter}", who is not a player of the game`;
  // Every object is owned and controlled by a player of the game (one who left keeps their seat, CR 800.4a).
  for (const o of allObjects(state.objects)) {
    const who = !players.has(o.owner) ? o.owner : !players.has(o.controller) ? o.controller : undefined;
    if (who !== undefined) return `${o.card} ("${o.id}") belongs to "${who}", who is not a player of the game`;
  }
  const teamless = state.multiplayer?.variant === 'two-headed-giant' ? state.multiplayer.teams.flatMap((t) => t.players).find((p) => !players.has(p)) : undefined;
  if (teamless !== undefined) return `a team names "${teamless}", who is not a player of the game`;
  if (state.pendingChoice && !players.has(state.pendingChoice.player)) return `the game waits for "${state.pendingChoice.player}", who is not a player of the game`;
  for (const p of state.players) {
    for (const zone of ['library', 'hand', 'graveyard', 'exile'] as const) {
      const missing = p[zone].find((oid) => zoneOf(oid) !== zone);
      if (missing !== undefined) return `${p.name}'s ${zone} lists "${missing}", which is not a card in that zone`;
    }
  }
  const missing = state.battlefield.find((oid) => zoneOf(oid) !== 'battlefield');
  return missing === undefined ? null : `the battlefield lists "${missing}", which is not a permanent`;
}
