// types.ts: the engine's data. Everything here is plain JSON: no classes, Maps or closures, so a
// game state can be saved, shared, diffed and undone as a value.
import type { ObjectTable } from './objects';

export type PlayerId = string;
export type ObjectId = string;

export type RulesVariant = 'current' | 'legacy-damage-order';

export const STEPS = [
  'untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers',
  'combatDamage', 'endCombat', 'main2', 'end', 'cleanup',
] as const;
export type Step = (typeof STEPS)[number];
export type Phase = 'beginning' | 'precombatMain' | 'combat' | 'postcombatMain' | 'ending';

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export type CardType = 'Creature' | 'Artifact' | 'Enchantment' | 'Instant' | 'Sorcery' | 'Land' | 'Planeswalker' | 'Battle';

/** A card's printed characteristics (CR 109.3) plus the data that tells the engine what it does. */
export interface CardDef {
  name: string;
  manaCost: string | null;
  colors: Color[];
  types: CardType[];
  supertypes?: string[];
  subtypes: string[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  /** CR 310.4: a battle's printed defense. */
  defense?: number;
  keywords: string[];
  oracleText: string;
  /** CR 604.3, 613.4a: power and toughness each equal to its controller's life total (Ajani's Avatar). */
  ptEqualsLife?: boolean;
  /** What the card does, as data the engine interprets (see cards/abilities.ts). */
  abilities?: AbilityDef[];
}

/** A counter name ("+1/+1", "loyalty", ...) to how many. */
export type Counters = Record<string, number>;

export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'stack';

/** A card or token, in any zone. Its id is stable across zones; `zcc` counts zone changes so that
 *  the rules' "new object" (CR 400.7) can be told apart from the old one. */
export interface GameObject {
  id: ObjectId;
  card: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  zcc: number;
  token: boolean;
  tapped: boolean;
  damage: number;
  /** Damage from a source with deathtouch since the last check of state-based actions (CR 704.5h). */
  deathtouchDamage: boolean;
  /** True until its controller has controlled it continuously since their most recent turn began (CR 302.6). */
  summoningSick: boolean;
  counters: Counters;
  /** Turn number in which a loyalty ability of this permanent was last activated (CR 606.3). */
  loyaltyActivatedTurn?: number;
  regenerationShields?: number;
  /** Wall of Frost: it doesn't untap during its controller's next untap step. */
  skipNextUntap?: boolean;
  /** Ophidian: it assigns no combat damage this turn (the turn number). */
  noCombatDamageTurn?: number;
  /** CR 310.8: a battle's protector, the player who defends it. */
  protector?: PlayerId;
  /** CR 702.26b: phased out. It is then not in `GameState.battlefield` but in its controller's
   *  `Player.phasedOut` (rules/phasing.ts), so every scan of the battlefield skips it. */
  phasedOut?: true;
}

/** A game object as stored in a state: read-only, since states share them (transaction.ts). */
export type SharedObject = Readonly<Omit<GameObject, 'counters'>> & { readonly counters: Readonly<Counters> };

export interface Player {
  id: PlayerId;
  name: string;
  life: number;
  lost: boolean;
  library: ObjectId[];
  hand: ObjectId[];
  graveyard: ObjectId[];
  exile: ObjectId[];
  manaPool: ManaPool;
  landsPlayedThisTurn: number;
  /** Set when this player drew from an empty library since the last state-based action check (CR 704.5b). */
  drewFromEmptyLibrary: boolean;
  maxHandSize: number;
  /** CR 702.26a: the permanents that phased out under this player's control, with their place in the
   *  battlefield's order when they did (rules/phasing.ts); absent when there are none. */
  phasedOut?: { id: ObjectId; at: number }[];
}

/** Mana in a pool, by symbol: W U B R G and C (colourless). */
export type ManaPool = Record<ManaSymbol, number>;

/** A target as chosen: the object's id and which incarnation of it (CR 400.7, 608.2b). */
export interface TargetRef {
  id: ObjectId | PlayerId;
  zcc?: number;
}

export interface StackItem {
  id: ObjectId;
  kind: 'spell' | 'ability';
  /** For a spell, the card; for an ability, the card name of its source. */
  card: string;
  source: ObjectId;
  controller: PlayerId;
  text: string;
  targets: TargetRef[];
  /** For an ability: which effect to run, index into the source's ability list. */
  abilityIndex?: number;
  /** Source's characteristics when the ability left it (CR 113.7a: it exists independently). */
  sourceZcc?: number;
  /** For a triggered ability: its index among the source's abilities, or its delayed effect. */
  trigger?: TriggerRef;
  /** The object the trigger event was about: the creature that died, entered, was blocked… */
  eventObject?: ObjectId;
  /** Which incarnation of `eventObject` the event was about (CR 400.7): a new object is not "that creature". */
  eventZcc?: number;
  /** `eventObject`'s toughness when it triggered, used as last known information if it is gone (CR 608.2h). */
  eventToughness?: number;
  /** The chosen mode of a modal ability (CR 603.3c, 700.2). */
  mode?: number;
  /** Answers given to the questions asked as it resolves ("you may", scry), in the order given; each
   *  names its question, so a question that goes away (its player left the game, CR 800.4a) takes no
   *  other player's answer with it. */
  answers?: ResolutionAnswer[];
}

/** An answer given as an object resolves (CR 608.2d): `question` is the question's key (resolve.ts). */
export interface ResolutionAnswer {
  question: string;
  choice: string;
}

export type TriggerRef =
  | { kind: 'printed'; index: number }
  | { kind: 'delayed'; effect: DelayedEffect; object: ObjectId; zcc: number }
  | { kind: 'sneakAttackSacrifice'; object: ObjectId; zcc: number };

/** A triggered ability that has triggered and waits to be put on the stack (CR 603.3). */
export interface PendingTrigger {
  id: string;
  source: ObjectId;
  card: string;
  controller: PlayerId;
  text: string;
  trigger: TriggerRef;
  eventObject?: ObjectId;
  eventZcc?: number;
  eventToughness?: number;
  /** The source's incarnation when it triggered: "this creature" means that object only (CR 400.7, 603.6). */
  sourceZcc?: number;
  mode?: number;
  targets?: TargetRef[];
}

/** A delayed triggered ability waiting for its moment (CR 603.7). */
export interface DelayedTrigger {
  source: ObjectId;
  card: string;
  controller: PlayerId;
  when: 'endOfCombat' | 'nextEndStep';
  effect: DelayedEffect;
  object: ObjectId;
  zcc: number;
  text: string;
}

export type EffectDuration = 'endOfTurn' | 'endOfCombat' | 'permanent';

/** A continuous effect from a resolved spell or ability (CR 611.2). */
export interface ContinuousEffect {
  id: string;
  source: ObjectId;
  duration: EffectDuration;
  /** The affected object and its incarnation: an effect stops applying when the object changes zones. */
  target: TargetRef;
  power?: number;
  toughness?: number;
  addKeywords?: string[];
  /** CR 613.4b: setting base power/toughness. */
  setPower?: number;
  setToughness?: number;
  timestamp: number;
}

/** A prevention effect (CR 615): "prevent all combat damage this turn" (Fog), or a shield that
 *  prevents the next N damage to one object or player (Mending Hands, CR 615.7). */
export type PreventionEffect =
  | { id: string; source: ObjectId; kind: 'allCombatDamage'; duration: EffectDuration }
  | { id: string; source: ObjectId; kind: 'nextDamage'; target: TargetRef; amount: number; duration: EffectDuration };

export interface AttackDeclaration {
  attacker: ObjectId;
  defender: PlayerId | ObjectId;
}

export interface CombatState {
  /** In a two-player game the opponent (CR 506.2); in a multiplayer game the first of `defendingPlayers`. */
  defendingPlayer: PlayerId;
  /** CR 506.2a, 802.2: every defending player of this combat, in APNAP order; absent in a two-player
   *  game (where it is `[defendingPlayer]`). */
  defendingPlayers?: PlayerId[];
  /** CR 802.4: the defending players who have declared their blockers, in the order they did. */
  blockersDeclaredBy?: PlayerId[];
  /** Legacy rules in a multiplayer game: the defending players who have ordered their multiple
   *  blockers' attackers, in APNAP order (pre-2024 509.3, 101.4). */
  attackersOrderedBy?: PlayerId[];
  attackers: AttackerInfo[];
  blockers: BlockerInfo[];
  attackersDeclared: boolean;
  blockersDeclared: boolean;
  /** Which combat damage steps have happened: first-strike step and regular step (CR 510.4). */
  firstStrikeStepDone: boolean;
  /** Creatures that had first strike or double strike as the first-strike damage step began (CR 510.4). */
  firstStrikers: ObjectId[];
  /** True once this combat's first combat damage step has begun with a first or double striker (CR 510.4). */
  hasFirstStrikeStep: boolean;
  /** Combat damage assigned so far in the current combat damage step, by source (CR 510.1). */
  assigned: { source: ObjectId; to: { target: string; amount: number }[] }[];
  /** Creatures that assign combat damage in the current combat damage step (CR 510.4). */
  dealers: ObjectId[];
  /** Players who have made their assignment choice in this step. */
  assignedBy: PlayerId[];
  /** Legacy rules: which damage assignment orders have been given this combat (pre-2024 509.2–509.3). */
  ordered: ('blockers' | 'attackers')[];
  /** CR 508.8, 508.3a: the creatures declared as attackers this combat (not those put onto the battlefield attacking). */
  declaredAttackers?: ObjectId[];
  /** CR 615.7: how much of each source's damage a prevention shield prevents in the current combat
   *  damage step, as the shielded player chose it (shieldChoice.ts). */
  shieldAnswers?: ShieldAnswer[];
}

/** CR 615.7: `amount` of the combat damage `source` deals to the shielded player or permanent is
 *  prevented by the shield `shield` (a PreventionEffect's id). */
export interface ShieldAnswer {
  shield: string;
  source: ObjectId;
  amount: number;
}

export interface AttackerInfo {
  id: ObjectId;
  zcc: number;
  defender: PlayerId | ObjectId;
  /** CR 509.1h: a blocked creature stays blocked even when its blockers leave. */
  blocked: boolean;
  /** Blockers, in damage assignment order under the legacy rules (CR 510.1c, pre-2024). */
  blockedBy: ObjectId[];
  /** CR 506.4c: the planeswalker it attacked has left combat; it still attacks, but attacks nothing
   *  (`defender` keeps that planeswalker's id). */
  attackingNothing?: true;
  /** CR 508.5, 802.2a: with `attackingNothing`, the controller of the planeswalker (or the protector
   *  of the battle) as it left: still the creature's defending player. */
  defendingPlayer?: PlayerId;
}

export interface BlockerInfo {
  id: ObjectId;
  zcc: number;
  /** Attackers it blocks, in damage assignment order under the legacy rules. */
  blocking: ObjectId[];
  /** CR 509.1g vs 509.4: declared as a blocker (absent when put onto the battlefield blocking). */
  declared?: boolean;
  /** Legacy rules: it has its place in the damage assignment order of the attacker it blocks. */
  placed?: boolean;
}

export interface TurnState {
  number: number;
  activePlayer: PlayerId;
  phase: Phase;
  step: Step;
  /** CR 500.7: extra turns, taken next in last-created-first order. */
  extraTurns: PlayerId[];
  /** While an extra turn is taken (CR 500.7), the player of the last normal turn: the turn order
   *  resumes after them, not after the extra turn's player. Absent during a normal turn. */
  lastNormalTurnOf?: PlayerId;
  /** CR 500.8–500.10: steps added after the current one, taken before the normal next step. */
  extraSteps: Step[];
  /** CR 500.11: steps to skip the next time they would begin. */
  skipSteps: Step[];
  /** The player who took the game's first turn (CR 103.8a: skips the first draw). */
  firstPlayer: PlayerId;
  /** CR 514.3a: state-based actions or triggers in the cleanup step make another cleanup step follow. */
  cleanupAgain: boolean;
  /** CR 500.8: phases added directly after the current phase, in the order they will happen
   *  (rules/extraTurns.ts); absent when there are none. */
  additionalPhases?: AdditionalPhase[];
  /** The creatures declared as attackers this turn, in any combat, with the player who attacked with
   *  each (Relentless Assault untaps them; raid asks whether "you attacked this turn"); absent until
   *  one has. */
  attackedCreatures?: { id: ObjectId; zcc: number; controller: PlayerId }[];
  /** CR 500.8: while added phases run, the step the turn's own sequence resumes with after them
   *  ('turnEnds' when they were added after its last phase). */
  resumeStep?: Step | 'turnEnds';
}

/** A phase an effect adds to the turn (CR 500.8), as the contract names it. */
export type AdditionalPhase = 'beginning' | 'main' | 'combat' | 'ending';

export type PendingChoice =
  /** `team`, in two-headed giant: the choice is the team's, asked of its primary player `player`, and
   *  either of its players may answer (CR 805.2, 805.5, the contract's "a team answers as one"). */
  | { type: 'priority'; player: PlayerId; team?: string }
  | { type: 'declareAttackers'; player: PlayerId; team?: string; attackers: AttackOption[] }
  | { type: 'declareBlockers'; player: PlayerId; team?: string; blockers: BlockOption[] }
  | { type: 'orderBlockers'; player: PlayerId; team?: string; attackers: { attacker: ObjectId; blockers: ObjectId[] }[] }
  | { type: 'orderAttackers'; player: PlayerId; team?: string; blockers: { blocker: ObjectId; attackers: ObjectId[] }[] }
  | { type: 'assignDamage'; player: PlayerId; team?: string; sources: DamageSourceOption[] }
  | {
    type: 'orderTriggers'; player: PlayerId; team?: string; triggers: TriggerView[];
    /** CR 603.3b. */
    rule?: string;
    /** What the player is asked, in words: list them in the order they go on the stack; the last resolves first. */
    prompt?: string;
    /** Always 'lastListed': the last id of the answer is put on the stack last and resolves first (CR 405.5). */
    resolvesFirst?: 'lastListed';
    /** Other players' triggers waiting too: they go on the stack after these (APNAP), so they resolve first. */
    others?: TriggerView[];
  }
  | {
    type: 'chooseTargets'; player: PlayerId; object: string; legalTargets: string[];
    /** The ability's source, its name and text, and what the target must be (CR 603.3d, 115). */
    source?: ObjectId; card?: string; text?: string; targetKind?: string; prompt?: string; rule?: string;
  }
  | {
    type: 'choose'; player: PlayerId; object: string; prompt: string; options: string[];
    /** CR 603.3c for a mode chosen as the ability goes on the stack, 603.5/608.2d for choices on resolution. */
    rule?: string; source?: ObjectId; card?: string; text?: string;
    /** Readable labels for options that are object ids (Sneak Attack's creature cards). */
    optionLabels?: Record<string, string>;
    /** CR 508.4: the token entering attacking that this answer is for, the `number`th of `count`. */
    token?: { name: string; number: number; count: number };
    /** CR 615.7: the shield (its spell's name) on `target` can prevent `left` more of the `total` combat
     *  damage about to be dealt to it; the options are how much of `source`'s `damage` it prevents. */
    shield?: { card: string; target: string; source: ObjectId; damage: number; left: number; total: number };
  }
  | { type: 'discard'; player: PlayerId; count: number }
  /** CR 103.5: keep this opening hand (putting `bottom` cards on the bottom: one per mulligan taken,
   *  the first one free in a multiplayer game, 103.5c) or take a mulligan (after which a kept hand
   *  would put `nextBottom`). */
  | { type: 'mulligan'; player: PlayerId; mulligans: number; handSize: number; bottom: number; nextBottom: number };

/** A triggered ability as a pending choice shows it. */
export interface TriggerView {
  id: string;
  source: ObjectId;
  text: string;
  /** The source's name. */
  card?: string;
  controller?: PlayerId;
}

export interface Refusal {
  rule: string;
  message: string;
}

export interface AttackOption {
  creature: ObjectId;
  /** Players and planeswalkers it may attack; empty when it cannot attack. */
  defenders: string[];
  /** Why it cannot attack, when it cannot. */
  reason?: Refusal;
  mustAttack?: boolean;
  /** Restrictions and requirements that depend on the whole declaration (CR 508.1c–d). */
  conditions?: Refusal[];
}

export interface BlockOption {
  creature: ObjectId;
  /** Attackers it may block. */
  attackers: ObjectId[];
  /** Why it cannot block each attacker it cannot block. */
  refused: { attacker: ObjectId; reason: Refusal }[];
  maxAttackers: number;
  mustBlock?: boolean;
  /** Restrictions and requirements that depend on the whole declaration (CR 509.1b–c). */
  conditions?: Refusal[];
}

export interface DamageRecipientOption {
  target: string;
  kind: 'creature' | 'player' | 'planeswalker' | 'battle';
  toughness?: number;
  damage?: number;
  /** Damage still needed to be lethal (CR 510.1c–d, 702.2c with deathtouch). */
  lethal: number;
}

export interface DamageSourceOption {
  source: ObjectId;
  power: number;
  trample: boolean;
  deathtouch: boolean;
  recipients: DamageRecipientOption[];
}

export interface LogEntry {
  text: string;
  rule?: string;
  /** The game event this entry records, for the UI and for triggers (CR 603.2). */
  event?: GameEvent;
}

export type GameEvent =
  | { kind: 'stepBegan'; step: Step; turn: number }
  | { kind: 'priority'; player: PlayerId }
  | { kind: 'passed'; player: PlayerId }
  | { kind: 'cast'; object: ObjectId; player: PlayerId }
  /** `ability`: which of the source's (`card`'s) activated abilities, by its place among them (as in the action). */
  | { kind: 'activated'; object: string; source: ObjectId; card: string; player: PlayerId; ability: number }
  /** CR 603.2: a printed triggered ability of `card` (its `index` in the card's abilities) triggered as `object`. */
  | { kind: 'triggered'; object: string; source: ObjectId; card: string; index: number }
  /** CR 603.3b: `player` put their triggers on the stack in this order (the last one resolves first). */
  | { kind: 'triggersOrdered'; player: PlayerId; order: string[] }
  | { kind: 'resolved'; object: string }
  | { kind: 'fizzled'; object: string }
  | { kind: 'landPlayed'; object: ObjectId; player: PlayerId }
  | { kind: 'zoneChange'; object: ObjectId; from: Zone; to: Zone; card: string; controller?: PlayerId }
  | { kind: 'damage'; source: ObjectId; target: string; amount: number; combat: boolean }
  | { kind: 'lifeChange'; player: PlayerId; amount: number }
  | { kind: 'drew'; player: PlayerId; object?: ObjectId }
  | { kind: 'tapped'; object: ObjectId }
  | { kind: 'untapped'; object: ObjectId }
  | { kind: 'attackersDeclared'; attackers: AttackDeclaration[] }
  | {
    kind: 'blockersDeclared'; blocks: { blocker: ObjectId; attacker: ObjectId }[];
    /** CR 802.4: in a multiplayer game, the defending player who declared them. */
    defending?: PlayerId;
  }
  /** CR 509.4: a creature put onto the battlefield blocking (never "blocked"; the attacker may become blocked, 509.3c–d). */
  | { kind: 'putOntoBattlefieldBlocking'; blocker: ObjectId; attacker: ObjectId; attackerWasBlocked: boolean }
  | { kind: 'sba'; what: string; object?: string }
  | { kind: 'lost'; player: PlayerId; reason: string }
  /** CR 800.4a: a player left a multiplayer game (after losing or conceding). */
  | { kind: 'leftGame'; player: PlayerId }
  /** CR 802.2: the defending players of a combat with the attack multiple players option. */
  | { kind: 'defendingPlayers'; players: PlayerId[] }
  | { kind: 'gameOver'; winner: PlayerId | null };

export interface GameOver {
  /** The last player left (CR 104.2a); in two-headed giant the winning team's primary player. */
  winner: PlayerId | null;
  reason: string;
  /** Two-headed giant: every player of the winning team (CR 104.2c, 810.8a), and the team. */
  winners?: PlayerId[];
  winningTeam?: string;
}

/** A multiplayer game's variant and options (CR 800–806): free-for-all (806) with the attack multiple
 *  players (802), attack left or attack right (803.1) option. Absent in a two-player game. */
export type MultiplayerSetup = FreeForAllSetup | TwoHeadedGiantSetup;

export interface FreeForAllSetup {
  variant: 'free-for-all';
  attack: 'multiple' | 'left' | 'right';
}

/** CR 810: two teams of two, in turn order; each team's first player is its primary player (805.2).
 *  The team's shared life total (810.4) is each of its players' `life`, kept equal (rules/teams.ts). */
export interface TwoHeadedGiantSetup {
  variant: 'two-headed-giant';
  teams: TeamSetup[];
}

export interface TeamSetup {
  id: string;
  /** The primary player first (CR 805.2). */
  players: PlayerId[];
}

export interface GameState {
  rules: RulesVariant;
  /** CR 800: undefined in a two-player game. */
  multiplayer?: MultiplayerSetup;
  /** Seeded generator state (sfc32), kept in the state so replays are exact. */
  rng: [number, number, number, number];
  /** Custom cards defined by the scenario; the reference pool is looked up by name. */
  customCards: Record<string, CardDef>;
  /** Players in turn order. */
  players: Player[];
  /** The objects by id, in buckets (objects.ts): read them with `findObject`/`getObject` and change one
   *  only through `mutObject` (state.ts), which copies it first; they are shared between states. */
  objects: ObjectTable;
  /** The battlefield in order of arrival (setup order first). */
  battlefield: ObjectId[];
  /** Bottom first, top last. */
  stack: StackItem[];
  turn: TurnState;
  /** Players who have passed in succession since the last action that resets it (CR 500.2, 117.4). */
  passedInSuccession: PlayerId[];
  /** The player who receives priority once the current turn-based actions, state-based actions and
   *  triggers are done (CR 117.3, 117.5); null while no one is due priority in this step. */
  awaitingPriority: PlayerId | null;
  pendingChoice: PendingChoice | null;
  combat: CombatState | null;
  effects: ContinuousEffect[];
  preventions: PreventionEffect[];
  /** Triggered abilities waiting to be put on the stack, in the order they triggered (CR 603.3). */
  pendingTriggers: PendingTrigger[];
  /** A player's triggers in the order they are being put on the stack, each waiting for its mode or
   *  targets (CR 603.3b–d). */
  stacking: PendingTrigger[];
  delayedTriggers: DelayedTrigger[];
  /** Objects that left the battlefield together in the event being handled: leaves-the-battlefield
   *  triggers look back in time and see them all (CR 603.10a). */
  leftTogether: { id: ObjectId; controller: PlayerId }[];
  /** "Creatures your opponents control attack this turn if able" (Bident of Thassa), by player and turn. */
  /** "Creatures … attack this turn if able" (Bident of Thassa), by the card that made it (`source`, its
   *  name, for the refusal's sentence; older saves lack it). */
  attackRequirements: { player: PlayerId; turn: number; source?: string }[];
  /** Tokens that left the battlefield and cease to exist at the next check (CR 704.5d). */
  tokensLeftBattlefield: ObjectId[];
  /** Life lost this turn by each player (Knight of the Ebon Legion). */
  lifeLostThisTurn: Record<PlayerId, number>;
  /** Before the first turn (CR 103.5, the London mulligan): mulligans taken and this round's
   *  decisions; null once every player has kept. */
  pregame: { mulligans: Record<PlayerId, number>; decided: Record<PlayerId, 'keep' | 'mulligan'> } | null;
  /** Next number per creator for ids of created objects (`hero.1`, `hero.2.1`). */
  nextIds: Record<string, number>;
  timestamp: number;
  /** The log, append-only, in chunks of up to 64 entries, so a new state copies only the last chunk.
   *  Read it with `logEntries` (index.ts). */
  log: LogEntry[][];
  gameOver: GameOver | null;
}

export interface EngineError {
  /** A namespaced code, e.g. `block/flying`. */
  code: string;
  /** Comprehensive Rules number, e.g. `702.9b`. */
  rule: string;
  message: string;
  objects: string[];
}

export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: EngineError };

// ---- Actions: the players' intents, the vocabulary of shared/contract/SCENARIO.md ----

export type Action =
  | { type: 'pass'; player: PlayerId }
  | { type: 'playLand'; player: PlayerId; card: ObjectId }
  | { type: 'cast'; player: PlayerId; card: ObjectId; targets?: string[]; payWith?: ObjectId[] }
  | {
    type: 'activate'; player: PlayerId; source: ObjectId;
    /** Among the card's activated abilities in printed order, mana abilities included (CR 602, 605.1a). */
    ability: number; targets?: string[]; payWith?: ObjectId[];
    /** The mana a mana ability that offers several kinds adds: "{R}" or "{W}" for Boros Guildgate. */
    choice?: string;
  }
  | {
    type: 'declareAttackers'; player: PlayerId; attackers: AttackDeclaration[];
    /** The permanents to tap for mana to pay the total cost to attack (CR 508.1h–j); else automatic. */
    payWith?: ObjectId[];
  }
  | { type: 'declareBlockers'; player: PlayerId; blocks: { blocker: ObjectId; attacker: ObjectId }[] }
  | { type: 'orderBlockers'; player: PlayerId; orders: { attacker: ObjectId; blockers: ObjectId[] }[] }
  | { type: 'orderAttackers'; player: PlayerId; orders: { blocker: ObjectId; attackers: ObjectId[] }[] }
  | { type: 'assignDamage'; player: PlayerId; assignments: { source: ObjectId; to: { target: string; amount: number }[] }[] }
  | { type: 'orderTriggers'; player: PlayerId; order: string[] }
  | { type: 'chooseTargets'; player: PlayerId; object: string; targets: string[] }
  | { type: 'choose'; player: PlayerId; object: string; choice: string }
  | { type: 'discard'; player: PlayerId; cards: ObjectId[] }
  | { type: 'concede'; player: PlayerId }
  | { type: 'mulligan'; player: PlayerId; keep: boolean; bottom?: ObjectId[] };

export type ActionType = Action['type'];

// ---- Abilities as data (cards/abilities.ts) ----

/** What a target may be (CR 115). */
export type TargetSpec =
  | 'creature'
  | 'anyTarget'
  | 'creatureAttackingYou'
  | 'creatureYouControl'
  | 'land'
  | 'permanentCardInYourGraveyard'
  | 'player';

/** One step of a spell's or ability's effect. `target` is the index of the target it acts on;
 *  without it the effect acts on the source itself (or on its controller, for draws). */
export type EffectSpec =
  | { kind: 'pump'; power: number; toughness: number; duration: EffectDuration; target?: number; keywords?: string[] }
  | { kind: 'damage'; amount: number; target: number }
  | { kind: 'destroy'; target: number }
  | { kind: 'bounce'; target: number }
  | { kind: 'regenerate' }
  | { kind: 'preventAllCombatDamage' }
  | { kind: 'preventNextDamage'; amount: number; target: number }
  | { kind: 'draw'; amount: number; who?: 'controller' | 'eachPlayer' | 'target'; target?: number }
  | { kind: 'createBlockingToken'; token: TokenSpec; target: number }
  | { kind: 'createToken'; token: TokenSpec; count: number; tappedAndAttacking?: boolean }
  | { kind: 'gainLife'; amount: number | 'attackingCreatures' | 'creaturesWithVigilance' | 'eventToughness' }
  | { kind: 'loseLife'; amount: number; who: 'eachOpponent' | 'target' | 'controller'; target?: number }
  | { kind: 'setLifeToStarting' }
  | { kind: 'battleCry' }
  | { kind: 'pumpAll'; whose: 'yours'; power: number; toughness: number; keywords?: string[] }
  | { kind: 'counter'; counter: string; amount: number; target?: number; all?: 'creaturesYouControl' }
  | { kind: 'grantKeywordUntilEndOfTurn'; keywords: string[]; all: 'creaturesYouControl' }
  | { kind: 'sacrifice'; what: 'self' | 'eventObject' }
  | { kind: 'destroyEventObject' }
  | { kind: 'delayed'; when: 'endOfCombat' | 'nextEndStep'; effect: DelayedEffect; what: 'self' | 'eventObject' }
  | { kind: 'doesntUntapNextUntapStep'; what: 'eventObject' }
  | { kind: 'untapAndRemoveFromCombat' }
  | { kind: 'assignsNoCombatDamageThisTurn' }
  | { kind: 'returnToHand'; target: number }
  | { kind: 'scry'; amount: number; who: 'eachPlayer' }
  | { kind: 'untap'; target: number }
  | { kind: 'mill'; amount: number; target: number }
  | { kind: 'putCreatureFromHand'; hasteAndSacrificeAtEndStep: true }
  | { kind: 'opponentsCreaturesMustAttack' }
  /** Relentless Assault: untap all creatures that attacked this turn (CR 500.8 for the phases). */
  | { kind: 'untapCreaturesThatAttacked' }
  | { kind: 'additionalPhasesAfterThisMain'; phases: AdditionalPhase[] }
  /** Time Warp: target player takes an extra turn after this one (CR 500.7). */
  | { kind: 'extraTurn'; target: number };

/** What a delayed triggered ability does to the object it refers to (CR 603.7c). */
export type DelayedEffect = 'returnToOwnersHand' | 'sacrifice';

export interface TokenSpec {
  /** CR 604.3: a characteristic-defining ability: power and toughness equal to its controller's life. */
  ptEqualsLife?: boolean;
  name: string;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  power: number;
  toughness: number;
  keywords: string[];
}

/** A spell's ability, a mana ability (CR 605), another activated ability (CR 602), a loyalty
 *  ability (CR 606) or a triggered ability (CR 603). */
export type AbilityDef =
  | { kind: 'spell'; targets: TargetSpec[]; effects: EffectSpec[]; timing?: 'afterBlockersDeclared' }
  | { kind: 'mana'; cost: CostSpec; produces: ManaSymbol[] }
  | {
    kind: 'activated'; cost: CostSpec; targets: TargetSpec[]; effects: EffectSpec[]; text: string; sorcerySpeed?: boolean; loyalty?: number;
    /** The zone it functions from, when not the battlefield (CR 113.6, 702.29a: cycling works from the hand). */
    zone?: 'hand';
  }
  | TriggeredAbilityDef;

/** What makes a triggered ability trigger (CR 603.2). "self" is the ability's source. */
export type TriggerSpec =
  | { on: 'enters'; who: 'self' | 'anotherCreature' | 'landYouControl' }
  | { on: 'dies'; who: 'self' | 'selfOrAnotherCreature' | 'selfOrAnotherVampireYouControl' }
  | { on: 'beginningOfStep'; step: Step; whose: 'yours' | 'each' }
  | { on: 'attacks' }
  | { on: 'blocks' }
  | { on: 'blocksCreature' }
  | { on: 'blocksOrBecomesBlockedByCreature' }
  | { on: 'becomesBlocked' }
  | { on: 'attacksOrBlocks' }
  | { on: 'attacksAndIsntBlocked' }
  | { on: 'dealsDamageToOpponent' }
  | { on: 'creatureYouControlDealsCombatDamageToPlayer' }
  /** CR 603.8: a state trigger, checked whenever state-based actions are. */
  | { on: 'state'; condition: ConditionSpec };

/** Conditions for intervening "if" clauses (CR 603.4) and state triggers (603.8). */
export type ConditionSpec =
  | { kind: 'lifeBelowStarting' }
  | { kind: 'controlsLands'; atLeast: number }
  | { kind: 'controlsNoSubtype'; subtype: string }
  | { kind: 'attackedThisTurn' }
  | { kind: 'aPlayerLostLifeThisTurn'; atLeast: number }
  | { kind: 'controlsNoOtherCreatures' };

export interface TriggeredAbilityDef {
  kind: 'triggered';
  trigger: TriggerSpec;
  /** Intervening "if" (CR 603.4): checked when it triggers and again as it resolves. */
  condition?: ConditionSpec;
  targets: TargetSpec[];
  effects: EffectSpec[];
  /** "You may" (asked on resolution), or "you may pay {B}. If you do" (CR 603.5). */
  optional?: { prompt: string; payMana?: string };
  /** Modal (CR 603.3c): the mode is chosen as it is put on the stack. */
  modes?: { text: string; targets: TargetSpec[]; effects: EffectSpec[] }[];
  text: string;
}

export type ManaSymbol = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';

export interface CostSpec {
  mana?: string;
  tap?: boolean;
  sacrificeSelf?: boolean;
  /** "Discard this card" (cycling, CR 702.29a). */
  discardSelf?: boolean;
}

export interface LegalActions {
  /** The player who must decide now, or null when the game is over. */
  player: PlayerId | null;
  pending: PendingChoice | null;
  /** Concrete actions the deciding player may take (for choices with many answers, a representative set
   *  and the options in `pending`). */
  actions: Action[];
  /** The mana abilities the deciding player may activate now (CR 605.3a), one action per kind of mana.
   *  Legal, but kept apart from `actions`: making mana is never a play of its own (a spell or an
   *  ability then spends it), so what a player "could do" is `actions`. */
  manaAbilities: Action[];
  /** Options that are closed, with the reason (a card in hand that cannot be cast now, say). */
  closed: { action: Partial<Action> & { type: ActionType }; reason: Refusal }[];
}
