// play.ts: a lesson as a game. Its start position under the damage rule the reader chose (the file's
// own `rules`, or the other one to compare), the lesson's intended moves, and the check of what was
// played against the goal. Kept apart from index.ts so the library list loads without the engine.
import { applyAction, createGameFromScenario, parseScenario, toResult, type Action, type EngineError, type GameState, type PlayerId, type ScenarioIssue } from '../engine';
import { goalIssues, goalNamesOf, type PlainIssue } from './goalIssues';
import { checkLesson, lessonPassed, rulesOf, type CheckRow, type LessonExpect, type RulesVariant } from './index';

export type LessonStart =
  | {
      ok: true;
      game: GameState;
      rules: RulesVariant;
      actions: Action[];
      /** The goal to check the game against; empty when it has problems (`goalIssues`). */
      expect: LessonExpect;
      /** What is wrong with the lesson's goal (a key the check doesn't read, a card the lesson
       *  doesn't have…): such a goal is not checked, since it could only check the wrong thing. */
      goalIssues: PlainIssue[];
    }
  | { ok: false; issues: ScenarioIssue[] };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The lesson's start position, validated with the runner's schema, and its goal, checked against
 *  the scenario's players and objects (a lesson saved in this browser may predate the editor's goal
 *  check, or have been edited by hand). `rules` replaces the scenario's own rule set (a lesson opened
 *  under the other damage rule); the intended moves are not played. */
export function lessonStart(scenario: unknown, rules: RulesVariant = rulesOf(scenario)): LessonStart {
  if (!isRecord(scenario)) return { ok: false, issues: [{ path: '', message: 'a lesson must be a JSON object' }] };
  const parsed = parseScenario({ ...scenario, rules });
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  const problems = scenario.expect === undefined ? [] : goalIssues(scenario.expect, goalNamesOf(parsed.scenario), 'expect');
  return {
    ok: true,
    game: createGameFromScenario(parsed.scenario),
    rules,
    actions: (parsed.scenario.actions ?? []) as Action[],
    expect: (problems.length === 0 && isRecord(scenario.expect) ? scenario.expect : {}) as LessonExpect,
    goalIssues: problems,
  };
}

/** Checks the game as it stands against the goal. A refusal still shown (the last intent the engine
 *  refused) counts as the run stopping there, as the runner stops at an illegal action. */
export function checkPlayed(expect: LessonExpect, game: GameState, lastError: EngineError | null): CheckRow[] {
  const error = lastError ? { actionIndex: 0, rule: lastError.rule, message: lastError.message, code: lastError.code } : undefined;
  return checkLesson(expect, toResult(game, error ? { error } : {}));
}

/** The goal as a list of fields and wanted values (the check's rows without an outcome). The `ok`
 *  row is left out unless the lesson wants a refusal: "no move is refused" goes without saying. */
export function goalOf(expect: LessonExpect, start: GameState): { field: string; expected: unknown }[] {
  const rows = checkLesson(expect, toResult(start))
    .filter((row) => row.field !== 'ok' || expect.ok === false)
    .map(({ field, expected }) => ({ field, expected }));
  // The check compares the stack's objects only once its size is right; the goal says them all,
  // after its size.
  const stack = (expect.stack ?? []).flatMap((want, i) => Object.entries(want).map(([k, v]) => ({ field: `stack[${i}].${k}`, expected: v })));
  const others = rows.filter((row) => !row.field.startsWith('stack['));
  const size = others.findIndex((row) => row.field === 'stack.length');
  return size < 0 ? others : [...others.slice(0, size + 1), ...stack, ...others.slice(size + 1)];
}

/** The game after the lesson's intended moves, as far as the engine accepts them (orders today's rules
 *  never ask for passed over, see unaskedOrder): the goal names what they make (the tokens a trigger
 *  creates) by this game, since the start position doesn't have them. */
export function intendedEnd(start: GameState, actions: readonly Action[]): GameState {
  let game = start;
  for (const action of actions) {
    if (unaskedOrder(start.rules, action)) continue;
    const next = applyAction(game, action);
    if (!next.ok) break;
    game = next.state;
  }
  return game;
}

/** JSON with every object's keys sorted: a move composed on the table ({type, player, …}) is the
 *  same move as the lesson's file writes it ({player, type, …}). */
const canonical = (x: unknown): string =>
  JSON.stringify(x, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
  );
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
const isOrder = (type: string): boolean => type === 'orderBlockers' || type === 'orderAttackers';

/** Whether `move` gives a damage assignment order that the rules in force never ask for. Today's
 *  rules have none (CR 510.1c: an attacker blocked by several creatures divides its damage among
 *  them as its controller chooses; 510.1d, a blocker of several attackers likewise), so an order
 *  written for the rules before 2024 answers a question that is never asked: the intended moves
 *  pass over it, and it counts as played. */
export function unaskedOrder(rules: RulesVariant, move: Action): boolean {
  return rules === 'current' && isOrder(move.type);
}

/** The player asked for a damage assignment order (CR 510.1c and 509.2 before 2024) that `move`,
 *  one of moves written for today's rules, which never ask it, does not give; null otherwise. The
 *  intended moves stop there: the order is the reader's to give, by hand. */
export function unansweredOrder(game: GameState, move: Action): PlayerId | null {
  const pending = game.pendingChoice;
  return pending && isOrder(pending.type) && !isOrder(move.type) ? pending.player : null;
}

export interface IntendedProgress {
  /** Intended moves played: those accepted, and the next one if the engine refused it (a lesson
   *  about a refusal ends with it; the game cannot go past it either way). */
  played: number;
  /** The next intended move to play; null when they are all played, one was refused, or the play
   *  has gone another way. */
  next: { index: number; action: Action } | null;
  /** Whether the moves played so far are the lesson's line. */
  onScript: boolean;
}

/** How far the moves played (under `rules`) follow the lesson's intended moves. Damage assignment
 *  orders given by hand where moves written for today's rules have none are not a departure from them
 *  (see unansweredOrder); orders written for the old rules that today's never ask for are passed over,
 *  and count as played once the play reaches past them (see unaskedOrder). `refused`: the last move
 *  the engine refused, if any. */
export function intendedProgress(intended: readonly Action[], performed: readonly Action[], refused: Action | null, rules: RulesVariant): IntendedProgress {
  // The intended moves the game will ask for, each with its place among them all.
  const asked = intended.flatMap((action, index) => (unaskedOrder(rules, action) ? [] : [{ index, action }]));
  const ordersOwn = intended.some((a) => isOrder(a.type));
  const played = performed.filter((a) => ordersOwn || !isOrder(a.type));
  const onScript = played.length <= asked.length && played.every((a, i) => same(a, asked[i]?.action));
  if (!onScript) return { played: played.length, next: null, onScript };
  const upcoming = asked[played.length];
  if (!upcoming) return { played: intended.length, next: null, onScript };
  if (refused && same(refused, upcoming.action)) return { played: upcoming.index + 1, next: null, onScript };
  return { played: upcoming.index, next: upcoming, onScript };
}

/** Where the game reached the goal before it went past it: the latest earlier position of the
 *  history (timeline.ts numbering) whose game passes the check, or null. A goal that wants a
 *  refusal is reached only by that refusal, never by a position, so it is not looked for. */
export function goalPassedAt(expect: LessonExpect, past: readonly GameState[]): { position: number; game: GameState } | null {
  if (expect.ok === false) return null;
  for (let position = past.length - 1; position >= 0; position--) {
    const game = past[position] as GameState;
    if (lessonPassed(checkPlayed(expect, game, null))) return { position, game };
  }
  return null;
}

/** Whether a position reaches the goal: where a lesson's automatic passing ends, so the play stops
 *  on the goal instead of passing on past it. A goal that wants a refusal, or has problems, is never
 *  reached by a position. */
export function goalReachedIn(start: Extract<LessonStart, { ok: true }>): (game: GameState) => boolean {
  if (start.expect.ok === false || start.goalIssues.length > 0 || Object.keys(start.expect).length === 0) return () => false;
  return (game) => lessonPassed(checkPlayed(start.expect, game, null));
}

/**
 * Whether a lesson's table starts with automatic passing on (the reader can switch it either way).
 * Off when the lesson is about priority: its intended moves cast a spell or activate an ability (who
 * may respond, and when, is then the point, and each pass is a move to see), or its goal checks the
 * stack. Off too when its goal is a refusal: the move to try is one the engine refuses, and automatic
 * passing would answer that choice for the player (no blockers declared where no creature can block).
 * On for a lesson of declarations, where the passes between them are only clicks. Off, last, for a
 * goal that has problems or is empty: passing stops on the goal, and there would be none to stop on.
 */
export function autopassByDefault(start: Extract<LessonStart, { ok: true }>): boolean {
  // A goal that can't be checked can't end the passing either: the play would run on past it.
  if (start.goalIssues.length > 0 || Object.keys(start.expect).length === 0) return false;
  if (start.expect.stack !== undefined || start.expect.ok === false) return false;
  return !start.actions.some((a) => a.type === 'cast' || a.type === 'activate');
}

/** Whether the lesson's intended moves reach its goal when played under `rules`, a damage
 *  assignment order the moves do not give (unansweredOrder) given as the game lists it, and one they
 *  give that today's rules never ask for (unaskedOrder) passed over: whether the other rules change
 *  this lesson's outcome. Null when the lesson is not a valid scenario or its goal has problems. */
export function intendedReachGoal(scenario: unknown, rules: RulesVariant): boolean | null {
  const start = lessonStart(scenario, rules);
  if (!start.ok || start.goalIssues.length > 0) return null;
  let game = start.game;
  let error: EngineError | null = null;
  for (const move of start.actions) {
    if (unaskedOrder(rules, move)) continue;
    const order = unansweredOrder(game, move) ? listedOrder(game) : null;
    for (const action of order ? [order, move] : [move]) {
      const result = applyAction(game, action);
      if (!result.ok) {
        error = result.error;
        break;
      }
      game = result.state;
    }
    if (error) break;
  }
  return lessonPassed(checkPlayed(start.expect, game, error));
}

/** The answer to a pending damage assignment order that keeps the order the game lists. */
function listedOrder(game: GameState): Action | null {
  const pending = game.pendingChoice;
  if (pending?.type === 'orderBlockers') return { type: 'orderBlockers', player: pending.player, orders: pending.attackers.map((a) => ({ attacker: a.attacker, blockers: [...a.blockers] })) };
  if (pending?.type === 'orderAttackers') return { type: 'orderAttackers', player: pending.player, orders: pending.blockers.map((b) => ({ blocker: b.blocker, attackers: [...b.attackers] })) };
  return null;
}
