// tableDrag.ts: what a battlefield drag does besides moving the card, kept outside React: the place
// under the drag (DropTracker), the keyboard's walk between places, the intent of the drop, and what
// a screen reader hears. dnd-kit's announcer knows only its own droppables, and these places are the
// page's, so the table announces the whole drag itself, in a live region written to directly.
import type { DragCancelEvent, DragEndEvent, DragMoveEvent, DragStartEvent, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import type { TableStore } from '../../store/createTableStore';
import type { TableIntent } from '../../store/intents';
import { nameOf } from '../../store/names';
import { selectLitTargets, selectPickedPlay } from '../../store/selectors';
import { combatKeyboardCoordinates } from './combatKeyboardCoordinates';
import { DragGhost } from './dragGhost';
import { dragData, dropToAction, type DragData, type DropData } from './dropToAction';
import { afterNextPaint } from '../table/useAfterNextPaint';
import { DRAG_KIND, DropTracker, dropTargetsIn, type Accepts } from './dropTargets';

const anyPlace: Accepts = () => true;
/** A point of combat damage dragged from the creature dividing it goes to a recipient only. */
const recipientPlaces: Accepts = (place) => place.kind === 'recipient';
/** Legacy rules: a blocker dragged in its lane goes onto another blocker's place in the order. */
const orderPlaces: Accepts = (place) => place.kind === 'order';

/** How long one judgement ahead may take (half a 60 Hz frame): the pointer's moves wait while it runs,
 *  so a longer one (a block check on a board near the schema's limits can take tens of milliseconds)
 *  would make the drag stutter at every place it passes over. After one that took longer, the rest of
 *  the drag judges nothing ahead, and the drop judges its own draft, once, as it did before. */
export const JUDGE_AHEAD_BUDGET_MS = 8;

/** The table's translations (namespace `table`). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export class TableDrag {
  private root: HTMLElement | null = null;
  private live: HTMLElement | null = null;
  /** What the start of a drag says, while it is being worked out: the pick-up, then where it is. */
  private opening: string | null = null;
  /** The places the drag in progress can end on (see `start`). */
  private accepts: Accepts = anyPlace;
  /** The dragged card's name, following the drag. */
  private readonly ghost = new DragGhost();
  /** What is being dragged (dnd-kit's data of the drag in progress). */
  private dragged: DragData | undefined;
  /** Cancels the engine's judgement of the drop under the pointer, not yet begun. */
  private cancelJudgement: (() => void) | null = null;
  /** Drops are judged ahead in this drag: none took longer than JUDGE_AHEAD_BUDGET_MS. */
  private judgingAhead = true;
  readonly tracker = new DropTracker((over) => {
    const dragging = this.store.getState().ui.dragging;
    if (!dragging) return;
    this.judgeAfterPaint(over);
    const text = this.t('dnd.over', { card: this.name(dragging.id), place: this.place(over) });
    if (this.opening === null) this.say(text);
    else this.opening = `${this.opening} ${text}`;
  });

  constructor(
    private readonly store: TableStore,
    private readonly t: Translate,
    /** The clock a judgement ahead is timed by (a test's own). */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Callback refs: the table (where the places are looked for), the live region and the ghost. */
  readonly refs = {
    setRoot: (element: HTMLElement | null) => void (this.root = element),
    setLive: (element: HTMLElement | null) => void (this.live = element),
    setGhost: this.ghost.setElement,
  };

  contains(element: Element): boolean {
    return this.root?.contains(element) ?? false;
  }

  /** The sensors' option: the place under the pointer, at every move, and the ghost with it. */
  readonly track = (point: { x: number; y: number }) => {
    this.ghost.follow(point);
    this.tracker.moveTo(this.root, point.x, point.y, this.accepts);
  };

  /** dnd-kit's move, after it has rendered it: the keyboard's ghost (a pointer's follows `track`). */
  readonly move = (event: DragMoveEvent) => {
    if (event.activatorEvent instanceof KeyboardEvent) this.ghost.moveByScrolled(event.delta);
  };

  /** The keyboard: from place to place among those the dragged card may go to (lit), and home. */
  readonly coordinateGetter: KeyboardCoordinateGetter = combatKeyboardCoordinates({
    list: () => {
      const { game, ui } = this.store.getState();
      const lit = selectLitTargets(game, ui);
      return this.root ? dropTargetsIn(this.root).filter(({ data }) => this.accepts(data) && (data.kind === 'home' || data.kind === 'order' || ('id' in data && lit.has(data.id)))) : [];
    },
    current: () => this.tracker.current?.element ?? null,
    pick: (target) => this.tracker.set(target),
  });

  readonly start = (event: DragStartEvent) => {
    const active = dragData(event.active.data);
    if (active?.kind !== 'blocker' && active?.kind !== 'attacker' && active?.kind !== 'play' && active?.kind !== 'damage' && active?.kind !== 'order') return;
    this.accepts = active.kind === 'play' ? this.playPlaces(active.id) : active.kind === 'damage' ? recipientPlaces : active.kind === 'order' ? orderPlaces : anyPlace;
    this.dragged = active;
    this.judgingAhead = true;
    // The card details are hidden while dragging (CardTooltip), and cleared when the drag ends.
    this.store.getState().setDragging({ kind: active.kind, id: active.id });
    // Picked up, and where it is to begin with: over its own side, which the centre of the card lies on.
    this.opening = this.t('dnd.pickedUp', { card: this.name(active.id) });
    const card = this.root?.querySelector(`[${DRAG_KIND}][data-object-id="${CSS.escape(active.id)}"]`);
    const rect = card?.getBoundingClientRect();
    if (rect) {
      // A key press has no coordinates: the keyboard's ghost moves by dnd-kit's delta from the card.
      this.ghost.show(this.name(active.id), rect, getEventCoordinates(event.activatorEvent) ?? { x: rect.left, y: rect.top });
      this.tracker.moveTo(this.root, rect.left + rect.width / 2, rect.top + rect.height / 2, this.accepts);
    }
    this.say(this.opening);
    this.opening = null;
  };

  readonly end = (event: DragEndEvent) => {
    const active = dragData(event.active.data);
    this.stopJudging();
    this.ghost.hide();
    const over = this.tracker.finish();
    this.store.getState().intend({ type: 'endDrag', drop: dropToAction(active, over) });
    // A drop that became an engine action the engine refused changed nothing, the drag state
    // included (a no-op when the drop was applied).
    this.store.getState().setDragging(null);
    const card = this.name(active && 'id' in active ? active.id : '');
    if (over?.kind === 'attacker') this.say(this.t('dnd.blocks', { card, attacker: this.name(over.id) }));
    else if (over?.kind === 'defender') this.say(this.t('dnd.attacks', { card, defender: this.name(over.id) }));
    else this.say(this.t('dnd.droppedOn', { card, place: this.place(over) }));
    if (active && 'id' in active && event.activatorEvent instanceof KeyboardEvent) this.refocus(active.id);
  };

  /** Where a card dragged to be played can go: its player's side, and the creatures and players a
   *  spell or ability that chooses a target may be dropped on. A card with no target to choose (a
   *  creature spell, a land) dropped over a creature on its player's side is dropped on that side. */
  private playPlaces(id: string): Accepts {
    const targeted = selectPickedPlay(this.store.getState().game, id)?.targeted ?? false;
    return (place) => place.kind === 'home' || (targeted && place.kind === 'target');
  }

  /** A card dropped by keyboard stands somewhere new (a blocker in its attacker's lane): its element
   *  was replaced, and focus with it. Once the table has rendered the drop, focus the card where it now
   *  is, so the keyboard user goes on from the card they moved. */
  private refocus(id: string): void {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const card = this.root?.querySelector<HTMLElement>(`[data-object-id="${CSS.escape(id)}"][tabindex]`);
      card?.focus({ preventScroll: true });
    });
  }

  readonly cancel = (event: DragCancelEvent) => {
    const active = dragData(event.active.data);
    this.stopJudging();
    this.ghost.hide();
    this.tracker.finish();
    this.store.getState().intend({ type: 'endDrag', drop: null });
    this.say(this.t('dnd.putBack', { card: this.name(active && 'id' in active ? active.id : '') }));
  };

  /** The engine's verdict on the draft a drop here would make, worked out while the card hovers, in a
   *  task just after the frame that shows the card over the place, so that the drop's own frame finds
   *  it made (store: judgeAhead). Not in the page's idle time: while a drag moves, Chromium gave the
   *  page none soon enough, and in the UI bench's drags half the drops still judged their own draft
   *  (11 of 20 traced, none since). */
  private judgeAfterPaint(over: DropData | null): void {
    this.cancelJudgement?.();
    const drop = this.judgingAhead ? dropToAction(this.dragged, over) : null;
    this.cancelJudgement = drop ? afterNextPaint(() => this.judgeAhead(drop)) : null;
  }

  private judgeAhead(drop: TableIntent): void {
    const began = this.now();
    this.store.getState().judgeAhead({ type: 'endDrag', drop });
    if (this.now() - began > JUDGE_AHEAD_BUDGET_MS) this.judgingAhead = false;
  }

  private stopJudging(): void {
    this.cancelJudgement?.();
    this.cancelJudgement = null;
    this.dragged = undefined;
  }

  private name(id: string): string {
    return nameOf(this.store.getState().game, id);
  }

  private place(over: DropData | null): string {
    if (over?.kind === 'home') return this.t('dnd.side', { player: this.name(over.player) });
    return over && 'id' in over ? this.name(over.id) : this.t('dnd.nothing');
  }

  private say(text: string): void {
    if (this.live) this.live.textContent = text;
  }
}
