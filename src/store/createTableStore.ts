// createTableStore.ts: one zustand store per table. The only write path to `game` is `dispatch`;
// legality is the engine's business (applyAction says yes or why not). UI state (selection, hover,
// drag, the drafts of a declaration) lives beside it in `ui` and never enters the history. A
// hot-seat table also passes automatically for the players (autopass.ts) after each action, and an
// action with the passes that followed it is one step of undo (timeline.ts).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyAction, type Action, type EngineError, type GameState } from '../engine';
import { expirePassUntil, runAutoPasses, type AutoPassSettings } from './autopass';
import { clickToIntent, explainWhyNot } from './clickToIntent';
import { answerLine, askedLine, askerOf, showEverythingQuestions, undoQuestions, type ConsentNote, type ConsentQuestion, type ConsentRequest } from './consent';
import { engineFailure } from './engineFailure';
import { applyIntent, judgeAhead, type IntentResult, type TableIntent } from './intents';
import type { Message } from '../explain/types';
import type { Viewer } from './hidden';
import { isConsistent, jump, position, record, redoTarget, undoTarget, type AutoNote, type History, type Step } from './timeline';
import { draftAction, initialUi, uiAfterGameChange, type DragRef, type Hint, type UiState, type ViewFrom } from './uiState';

/** How a hot-seat table plays for its players: each one's stops, and what is shown to whom. */
export interface HotseatPolicy {
  autopass: AutoPassSettings;
  /** Teaching: every hand face up (libraries stay hidden). */
  showEverything: boolean;
  /** A "pass the device" screen hides the table whenever the deciding player changes. */
  handOver: boolean;
}

export interface TableState extends History {
  game: GameState;
  /** Earlier states, oldest first: undo pops the last one. */
  past: GameState[];
  /** States undone, most recently undone last: redo pops the last one. */
  future: GameState[];
  /** The actions that led from each state in `past` to the next one (same length as `past`), so a
   *  share link can replay them. */
  performed: Action[];
  /** The actions of the undone states in `future`. */
  undone: Action[];
  /** Why the last intent was refused, until the next successful change. */
  lastError: EngineError | null;
  /** The last move the engine refused and why, until the next change: a move sent (the error is
   *  then `lastError` too), or a declaration tried by a click or a drop that the engine's options
   *  refuse (explained as a hint on the card). A lesson about a refusal counts it as the refused move. */
  refused: Refused | null;
  ui: UiState;
  /** Null on a scenario table: every hand is shown, and nothing is passed automatically unless its
   *  switch (`autopass`) is on. */
  hotseat: HotseatPolicy | null;
  /** Automatic passing on a table that is not a hot-seat game (a scenario, a lesson), under a switch:
   *  the stops, as a hot-seat game has them in its policy; null, off. */
  autopass: AutoPassSettings | null;
  /** Whose eyes every position is shown for, whoever decides in it (a replay opened by one player of
   *  a hot-seat game); null: the deciding player's on a hot-seat table, everyone's otherwise. */
  viewer: Viewer | null;
  /** A hot-seat request waiting for another player's consent (consent.ts): undoing their decision,
   *  taking back a concession, every hand face up. While it waits, nothing is dispatched. */
  consent: ConsentRequest | null;
  /** The requests made and how they were answered, for the log, oldest first (kept across undo). */
  consents: readonly ConsentNote[];
  /** The answer of the player asked now (`consent.waiting[0]`): on "allow" the next one is asked, and
   *  after the last the change is made; on "refuse" nothing changes. Both are logged. */
  answerConsent: (allow: boolean) => void;
  /** Sends a player's intent to the engine; on error the game is left exactly as it was. On a
   *  hot-seat table the automatic passes it leads to follow, in the same step of history. */
  dispatch: (action: Action) => boolean;
  /** Back to before the last player's action (with the automatic passes that followed it). On a
   *  hot-seat table, undoing another player's decision asks for their consent first (`consent`). */
  undo: () => void;
  redo: () => void;
  /** Time travel: the present moves to a position of the history (timeline.ts), redo kept. Going back
   *  over other players' decisions at a hot-seat table asks for their consent, as `undo` does. */
  jumpTo: (position: number) => void;
  /** Replaces the game (a newly opened scenario, a restart) and its history. */
  load: (game: GameState, past?: GameState[], lastError?: EngineError | null, performed?: Action[]) => void;
  /** Replaces the game and its whole history (a resumed save); false when the lists disagree. */
  restore: (history: History) => boolean;
  /** Changes the hot-seat policy. New stops apply at once: if the deciding player would now be
   *  passed for, the passes are made (the first one a step of its own, as if they clicked). Every hand
   *  face up in a running game asks every other player's consent first (`consent`). */
  setHotseat: (change: Partial<HotseatPolicy>) => void;
  /** Turns automatic passing on a table that is not a hot-seat game on (with these stops) or off. On,
   *  the passes it allows now are made at once, one step of history as with `setHotseat`. */
  setAutopass: (autopass: AutoPassSettings | null) => void;
  /** A drop, a button of a draft, a reorder: changes the drafts or dispatches what it stands for. */
  intend: (intent: TableIntent) => void;
  /** Has the engine judge now the draft `intent` would make, changing nothing (a drop the dragged card
   *  is over: the drop then finds the verdict made). */
  judgeAhead: (intent: TableIntent) => void;
  /** A click (or Enter) on a card or a player. */
  click: (id: string) => void;
  /** Confirms the current draft (attackers, blockers, damage, an order, a discard) with the engine. */
  confirm: () => boolean;
  select: (id: string | null) => void;
  highlight: (ids: readonly string[]) => void;
  setDragging: (drag: DragRef | null) => void;
  /** Shows the full text of a card (hover, keyboard focus), or hides it. */
  inspect: (id: string | null) => void;
  setViewFrom: (view: ViewFrom) => void;
  /** Shows why a card cannot do what is asked (the engine's reason), or hides it. */
  explain: (id: string | null) => void;
  showHint: (hint: Hint | null) => void;
}

export type TableStore = StoreApi<TableState>;

export interface Refused {
  action: Action;
  error: EngineError;
}

/** The engine's refusal of `action`, or null when it would accept it. */
function refusalOf(game: GameState, action: Action): Refused | null {
  const result = applyAction(game, action);
  return result.ok ? null : { action, error: result.error };
}

export interface TableInit {
  game: GameState;
  past?: GameState[];
  lastError?: EngineError | null;
  /** The actions that produced `past` (a scenario's own actions). */
  performed?: Action[];
  hotseat?: HotseatPolicy;
  /** Automatic passing on a table that is not a hot-seat game (TableState.autopass). */
  autopass?: AutoPassSettings | null;
  /** Where automatic passing ends even if it could go on (a lesson's goal reached). */
  haltAutopass?: (game: GameState) => boolean;
  viewer?: Viewer;
  /** The consent log of a resumed game (TableState.consents). */
  consents?: readonly ConsentNote[];
}

const NO_HIGHLIGHT: readonly string[] = [];

/** The automatic passes from `game` under `settings`, as steps of history, and the settings with the
 *  "pass until…" that ended cleared (the same object when none did). */
function autoPassesFrom(game: GameState, settings: AutoPassSettings | null, halt?: (game: GameState) => boolean): { steps: Step[]; settings: AutoPassSettings | null } {
  if (!settings) return { steps: [], settings };
  const states: GameState[] = [];
  const run = runAutoPasses(game, settings, (state, action) => {
    const result = applyAction(state, action);
    if (result.ok) states.push(result.state);
    return result;
  }, undefined, halt);
  const steps = run.passes.map((p, i): Step => {
    const note: AutoNote = { player: p.player, reason: p.reason, message: p.message };
    return { action: p.action, state: states[i] as GameState, note };
  });
  return { steps, settings: expirePassUntil(settings, run.state) };
}

/** The table's stops after passes: in the hot-seat policy, or the switch's own; unchanged objects kept. */
function settingsAfter(h: Pick<TableState, 'hotseat' | 'autopass'>, settings: AutoPassSettings | null): Partial<TableState> {
  if (h.hotseat) return settings && settings !== h.hotseat.autopass ? { hotseat: { ...h.hotseat, autopass: settings } } : {};
  return settings !== h.autopass ? { autopass: settings } : {};
}

export function createTableStore(init: TableInit): TableStore {
  return createStore<TableState>()((set, get) => {
    // The lists of a History made by timeline.ts are new arrays nobody else holds: the store takes
    // them as they are (copying would cost a pass over the whole history per action).
    // A consent line never stands past the present: going back takes the earlier lines along, so the
    // log keeps them in the order they were written (an answer after the undo it allowed).
    const moveTo = (h: History, also: Partial<TableState> = {}) => {
      const { consents } = get();
      const at = h.past.length;
      set({
        game: h.game, past: h.past as GameState[], future: h.future as GameState[], performed: h.performed as Action[], undone: h.undone as Action[],
        notes: h.notes, lastError: null, refused: null, ui: uiAfterGameChange(h.game, get().ui),
        consents: consents.some((c) => c.at > at) ? consents.map((c) => (c.at > at ? { ...c, at } : c)) : consents, ...also,
      });
    };
    const travel = (target: (h: History) => number) => {
      const h = get();
      if (h.consent) return;
      const to = target(h);
      const questions = h.hotseat && to < position(h) ? undoQuestions(h, to, askerOf(h.game)) : [];
      if (questions.length > 0) return ask(askerOf(h.game), { kind: 'undo', target: to }, questions);
      const next = jump(h, to);
      if (next !== h) moveTo(next);
    };

    /** A request starts: the first player concerned is asked, and that question is logged. */
    const ask = (asker: string, subject: ConsentRequest['subject'], waiting: ConsentQuestion[]) => {
      const first = waiting[0] as ConsentQuestion;
      set({ consent: { asker, subject, waiting, lines: [askedLine(get().game, asker, first)] } });
    };
    /** The request's lines go to the log where the table now is. */
    const close = (lines: readonly Message[]) => {
      const at = position(get());
      set((s) => ({ consent: null, consents: [...s.consents, ...lines.map((message) => ({ at, message }))] }));
    };
    const policyChange = (change: Partial<HotseatPolicy>) => {
      const h = get();
      if (!h.hotseat) return;
      const policy = { ...h.hotseat, ...change };
      const auto = autoPassesFrom(h.game, policy.autopass);
      const after = { hotseat: auto.settings && auto.settings !== policy.autopass ? { ...policy, autopass: auto.settings } : policy };
      const [first, ...rest] = auto.steps;
      if (first) moveTo(record(h, [{ ...first, note: first.note && { ...first.note, head: true } }, ...rest]), after);
      else set(after);
    };

    /** A drop, click or button worked out and applied; if the engine fails while it is worked out (its
     *  options, a refused declaration's verdict), nothing changes but the message (CR 733.1). */
    const attempt = (work: () => IntentResult): void => {
      try {
        apply(work());
      } catch (e) {
        set({ lastError: engineFailure(e), refused: null });
      }
    };

    const apply = (result: IntentResult): boolean => {
      if (!result) return false;
      if ('action' in result) return get().dispatch(result.action);
      // A changed draft is a new attempt: the refusal of the last one no longer describes it (a split
      // of 6 and 2 refused, then set to 3 and 3, must not still say "not 8"). A declaration tried and
      // refused by the engine's options is shown as the result's hint and recorded as refused.
      set({ ui: result.ui, lastError: null, refused: result.tried ? refusalOf(get().game, result.tried) : null });
      return true;
    };

    return {
      game: init.game,
      past: init.past ?? [],
      future: [],
      performed: init.performed ?? [],
      undone: [],
      notes: (init.performed ?? []).map(() => null),
      lastError: init.lastError ?? null,
      refused: null,
      ui: initialUi(init.game, init.hotseat ? 'decider' : undefined),
      hotseat: init.hotseat ?? null,
      autopass: init.hotseat ? null : (init.autopass ?? null),
      viewer: init.viewer ?? null,
      consent: null,
      consents: init.consents ?? [],
      answerConsent: (allow) => {
        const { consent, game } = get();
        if (!consent) return;
        const [asked, ...rest] = consent.waiting as [ConsentQuestion, ...ConsentQuestion[]];
        const lines = [...consent.lines, answerLine(game, consent.asker, asked, allow)];
        const next = rest[0];
        if (allow && next) {
          set({ consent: { ...consent, waiting: rest, lines: [...lines, askedLine(game, consent.asker, next)] } });
          return;
        }
        if (allow) {
          const { subject } = consent;
          if (subject.kind === 'undo') {
            const h = get();
            const moved = jump(h, subject.target);
            if (moved !== h) moveTo(moved);
          } else policyChange({ showEverything: true });
        }
        close(lines);
      },
      dispatch: (action) => {
        const h = get();
        if (h.consent) return false;
        let made: { state: GameState; auto: ReturnType<typeof autoPassesFrom> } | { error: EngineError };
        try {
          const result = applyAction(h.game, action);
          made = result.ok ? { state: result.state, auto: autoPassesFrom(result.state, h.hotseat?.autopass ?? h.autopass, init.haltAutopass) } : { error: result.error };
        } catch (e) {
          // The engine throws only on a broken invariant: an engine bug, or a damaged position a save's
          // checks could not see. The game stays as it was (its states are never changed in place), and
          // the player is told so instead of the table crashing.
          made = { error: engineFailure(e) };
        }
        if ('error' in made) {
          set({ lastError: made.error, refused: { action, error: made.error } });
          return false;
        }
        const { state, auto } = made;
        moveTo(record(h, [{ action, state, note: null }, ...auto.steps]), settingsAfter(h, auto.settings));
        return true;
      },
      undo: () => travel(undoTarget),
      redo: () => travel(redoTarget),
      jumpTo: (target) => travel(() => target),
      load: (game, past = [], lastError = null, performed = []) =>
        set({ game, past, future: [], performed, undone: [], notes: performed.map(() => null), lastError, refused: null, consent: null, ui: uiAfterGameChange(game, get().ui) }),
      restore: (history) => {
        if (!isConsistent(history)) return false;
        moveTo({ ...history, past: [...history.past], future: [...history.future], performed: [...history.performed], undone: [...history.undone] });
        return true;
      },
      setHotseat: (change) => {
        const h = get();
        if (!h.hotseat || h.consent) return;
        // Every hand face up reveals the other players' hands: they must agree, each of them.
        const { showEverything, ...rest } = change;
        const revealing = showEverything === true && !h.hotseat.showEverything;
        const questions = revealing ? showEverythingQuestions(h.game, askerOf(h.game)) : [];
        if (questions.length === 0) return policyChange(change);
        if (Object.keys(rest).length > 0) policyChange(rest);
        ask(askerOf(get().game), { kind: 'showEverything' }, questions);
      },
      setAutopass: (autopass) => {
        const h = get();
        if (h.hotseat) return;
        const auto = autoPassesFrom(h.game, autopass, init.haltAutopass);
        const [first, ...rest] = auto.steps;
        if (first) moveTo(record(h, [{ ...first, note: first.note && { ...first.note, head: true } }, ...rest]), { autopass: auto.settings });
        else set({ autopass: auto.settings });
      },
      intend: (intent) => {
        const { game, ui } = get();
        attempt(() => applyIntent(game, ui, intent));
      },
      judgeAhead: (intent) => {
        const { game, ui } = get();
        try {
          judgeAhead(game, ui, intent);
        } catch {
          // Only a head start: should the engine fail on this drop, the drop itself says so (attempt).
        }
      },
      click: (id) => {
        const { game, ui } = get();
        attempt(() => clickToIntent(game, ui, id));
      },
      confirm: () => {
        const { game, ui, dispatch } = get();
        const action = draftAction(game, ui);
        return action ? dispatch(action) : false;
      },
      select: (id) => set((s) => (s.ui.selected === id ? s : { ui: { ...s.ui, selected: id } })),
      highlight: (ids) =>
        set((s) => {
          const next = ids.length === 0 ? NO_HIGHLIGHT : ids;
          return s.ui.highlighted === next ? s : { ui: { ...s.ui, highlighted: next } };
        }),
      setDragging: (drag) => set((s) => (s.ui.dragging === drag ? s : { ui: { ...s.ui, dragging: drag } })),
      inspect: (id) => set((s) => (s.ui.inspected === id ? s : { ui: { ...s.ui, inspected: id } })),
      setViewFrom: (viewFrom) => set((s) => ({ ui: { ...s.ui, viewFrom } })),
      explain: (id) => set((s) => ({ ui: { ...s.ui, hint: id === null || s.ui.hint?.object === id ? null : explainWhyNot(s.game, id) } })),
      showHint: (hint) => set((s) => ({ ui: { ...s.ui, hint } })),
    };
  });
}
