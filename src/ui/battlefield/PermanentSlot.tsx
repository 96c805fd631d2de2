// PermanentSlot.tsx: a permanent on the table: the contract's data-* attributes, the click and Enter
// handlers, the turned card (tapped, or marked to attack), the marks of a draft and the rings of a
// choice. A card that can be dragged or dropped on in the current choice says so with data
// attributes (dropTargets.ts): the table's one dnd-kit draggable is lent to it when a drag starts
// from it, and the place under a drag is found in the page, so no card holds a dnd-kit hook and a
// drag re-renders only the card it moves. Memoised: it re-renders when its own slice of the store
// changes, never because a drag happens elsewhere on the table.
import { memo, useCallback, useContext, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectAssignedDamage, selectDamageOrderPositions, selectDamageSources, selectChoiceRole, selectDraftRole, selectPermanent, selectPlayTargets, type ChoiceRole, type PermanentView } from '../../store/selectors';
import type { Hint } from '../../store/uiState';
import { countSlotRender } from '../benchCounter';
import { CardFace } from '../cards/CardFace';
import { useInspectHandlers } from '../cards/CardTooltip';
import { DetailsButton } from '../cards/DetailsButton';
import { DragInstructions } from '../dnd/dragInstructions';
import { dragSource, dropPlace, preventFocusOnPress } from '../dnd/dropTargets';
import { AssignedDamageBadge, DamageOrderBadge, assignedKey, parseAssigned } from './AssignedDamageBadge';
import { CombatMark } from './CombatMark';
import { HintBox, WhyButton } from './WhyButton';

/** "attacks:B" → ["B"], "blocks:wurm wurm2" → ["wurm", "wurm2"] (selectDraftRole's format). */
const draftTargets = (draft: string) => draft.slice(draft.indexOf(':') + 1).split(' ');

function slotSize(land: boolean, turned: boolean) {
  const [w, h] = land ? ['var(--land-w)', 'var(--land-h)'] : ['var(--card-w)', 'var(--card-h)'];
  return turned ? { width: h, height: w } : { width: w, height: h };
}

/** What a slot shows from the store, besides its drag state. */
interface SlotState {
  view: PermanentView | null;
  role: ChoiceRole | undefined;
  draft: string;
  /** Joined, so that the comparison sees a string; split again for the mark. */
  draftNames: string;
  selected: boolean;
  highlighted: boolean;
  /** It is the card being dragged. */
  dragged: boolean;
  /** Something playable now may target it: a card dragged to be played may be dropped on it. */
  target: boolean;
  hint: Hint | null;
  /** While combat damage is divided and it may be dealt some: the amount drafted for it (assignedKey);
   *  "" otherwise, so that outside that choice the field never changes. */
  assigned: string;
  /** Legacy rules: its place in a damage assignment order (1 = first), 0 when it has none. */
  order: number;
  /** Legacy rules, while the order is chosen: the order it is in (its attacker), else "". */
  orderList: string;
  /** It is dividing its combat damage: a point can be dragged from it onto a recipient. */
  divides: boolean;
}

const sameSlotState = (a: SlotState, b: SlotState) =>
  a.view === b.view && a.role === b.role && a.draft === b.draft && a.draftNames === b.draftNames && a.selected === b.selected && a.highlighted === b.highlighted && a.dragged === b.dragged && a.target === b.target && a.hint === b.hint && a.assigned === b.assigned && a.order === b.order && a.orderList === b.orderList && a.divides === b.divides;

/** One subscription for the card's whole slice, its combat mark and its hint included: every store
 *  change runs one selector per card rather than one per part of it, and the card re-renders only
 *  when a field changed. The fields are compared one by one here, not with zustand's useShallow: a
 *  drop runs the hundred cards' selectors, and its generic comparison cost more than they did. */
function useSlotState(id: string): SlotState {
  const previous = useRef<SlotState | null>(null);
  return useTable((s) => {
    const drafted = selectDraftRole(s, id);
    const orderPlace = s.game.combat ? selectDamageOrderPositions(s.game, s.ui.orderDraft).get(id) : undefined;
    const next: SlotState = {
      view: selectPermanent(s.game, id),
      role: selectChoiceRole(s.game, id),
      draft: drafted,
      draftNames: drafted ? draftTargets(drafted).map((target) => nameOf(s.game, target)).join('\n') : '',
      selected: s.ui.selected === id,
      highlighted: s.ui.highlighted.includes(id),
      dragged: s.ui.dragging?.id === id,
      target: selectPlayTargets(s.game).has(id),
      hint: s.ui.hint?.object === id ? s.ui.hint : null,
      assigned: s.ui.damageDraft.length > 0 ? assignedKey(selectAssignedDamage(s.game, s.ui.damageDraft).get(id)) : '',
      divides: s.ui.damageDraft.length > 0 && selectDamageSources(s.game).has(id),
      order: orderPlace?.position ?? 0,
      orderList: orderPlace?.list ?? '',
    };
    if (previous.current && sameSlotState(previous.current, next)) return previous.current;
    previous.current = next;
    return next;
  });
}

/** What the card can be in a drag of the current choice: dragged (as an attacker or a blocker, or to
 *  activate its ability), or dropped on (an attacker to block, a planeswalker to attack, a target).
 *  Enabled for the whole choice (STYLE §5: from the engine's options), not per dragged card: which
 *  places the dragged card may go to is lit from the store (LitStyle), and a drop on another one is
 *  answered with the engine's refusal. */
const dragKind = (role: ChoiceRole | undefined) => (role === 'can-attack' ? 'attacker' : role === 'can-block' ? 'blocker' : role === 'playable' ? 'play' : undefined);
const dropKind = (role: ChoiceRole | undefined, target: boolean) => (role === 'attacker' || role === 'defender' ? role : target ? 'target' : undefined);

export const PermanentSlot = memo(function PermanentSlot({ id }: { id: string }) {
  countSlotRender();
  const { t } = useTranslation('table');
  const store = useTableStore();
  const instructions = useContext(DragInstructions);
  const { view, role, draft, draftNames, selected, highlighted, dragged, target, hint, assigned, order, orderList, divides } = useSlotState(id);
  const handleClick = useCallback(() => store.getState().click(id), [store, id]);
  // A tap that does nothing else opens the card's details (a finger cannot hover).
  const inspect = useInspectHandlers(id, handleClick);

  if (!view) return null;
  // One point of damage less for this recipient (Shift+click, right-click, − or Backspace).
  const lessDamage = () => store.getState().intend({ type: 'damageAt', target: id, delta: -1 });
  // Space starts a keyboard drag (handled by the table's drag source); Enter picks the card, or
  // gives a recipient of combat damage one point more (as + does; − and Backspace take one off).
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      handleClick();
    } else if (assigned && (event.key === '+' || event.key === '-' || event.key === 'Backspace')) {
      event.preventDefault();
      if (event.key === '+') handleClick();
      else lessDamage();
    }
  };
  const damageHandlers = assigned
    ? {
        onClick: (event: MouseEvent<HTMLElement>) => (event.shiftKey ? lessDamage() : inspect.onClick()),
        onContextMenu: (event: MouseEvent<HTMLElement>) => {
          // A finger's long press still opens the card's details.
          if ((event.nativeEvent as PointerEvent).pointerType === 'touch') return inspect.onContextMenu(event);
          event.preventDefault();
          lessDamage();
        },
      }
    : {};
  const drag = divides ? 'damage' : orderList ? 'order' : dragKind(role);
  // A card that can be dragged is described as dnd-kit describes its draggables.
  const dragAttributes = drag ? { 'aria-roledescription': 'draggable', 'aria-describedby': instructions } : {};
  const attackDraft = draft.startsWith('attacks:') ? draftTargets(draft)[0] : undefined;
  const blockDraft = draft.startsWith('blocks:') ? draftTargets(draft) : [];
  // CR 702.20b: vigilance means attacking doesn't tap it, so the preview doesn't turn it either.
  const turned = view.tapped || (attackDraft !== undefined && !view.keywords.includes('vigilance'));
  const size = slotSize(view.isLand, turned);
  const dimmed = role === 'cannot-attack' || role === 'cannot-block';
  // Lit targets (and a lit target under the dragged card) are drawn by LitStyle.
  const ring = selected ? 'ring-4 ring-amber-400' : highlighted ? 'ring-4 ring-violet-400' : '';
  const named = view.power !== null ? t('battlefield.cardWithPt', { name: view.name, power: view.power, toughness: view.toughness }) : view.name;
  const label = view.tapped ? t('battlefield.cardTapped', { card: named }) : named;
  return (
    // Positioned only while it shows a hint (the hint box is placed under it), or for a finger (the
    // "ⓘ" on the card's corner): a positioned box is a paint layer of its own, a hundred more for the
    // browser to walk and sort at every frame.
    <div className={`${hint ? 'relative ' : 'pointer-coarse:relative '}flex flex-col items-center`} data-slot={id}>
      <div
        role="button"
        tabIndex={0}
        {...dragAttributes}
        {...dragSource(drag)}
        {...dropPlace(assigned ? 'recipient' : orderList ? 'order' : dropKind(role, target), id, orderList)}
        data-object-id={id}
        data-tapped={String(view.tapped)}
        data-attacking={view.attacking ?? undefined}
        data-blocking={view.blocking.length > 0 ? view.blocking.join(' ') : undefined}
        data-draft-attacking={attackDraft}
        data-draft-blocking={blockDraft.length > 0 ? blockDraft.join(' ') : undefined}
        data-choice={role}
        data-assigned-damage={assigned ? parseAssigned(assigned).amount : undefined}
        data-damage-order={order > 0 ? order : undefined}
        aria-label={label}
        aria-pressed={selected}
        onKeyDown={handleKeyDown}
        onMouseDown={preventFocusOnPress}
        {...inspect}
        {...damageHandlers}
        className={`card-slot cursor-pointer focus-visible:ring-4 focus-visible:ring-sky-500 ${ring} ${dimmed ? 'opacity-45 saturate-50' : ''} ${dragged ? 'opacity-30' : ''}`}
        style={size}
      >
        <div className={`card-rotor ${turned ? 'turned' : ''}`}>
          <CardFace view={view} variant={view.isLand ? 'land' : 'permanent'} />
        </div>
        {/* A turned card's name, power/toughness and marked damage, upright across its top. Drawn
            from attributes (card.css), so the card's text and name are said once. */}
        {turned && (
          <span
            aria-hidden="true"
            className="card-upright"
            data-name={view.name}
            data-pt={view.power !== null ? `${view.power}/${view.toughness}` : ''}
          >
            {view.damage > 0 && <span className="card-upright-damage" data-text={t('cards.damage', { count: view.damage })} />}
          </span>
        )}
      </div>
      <DetailsButton id={id} name={view.name} cardWidth={size.width} />
      {order > 0 && <DamageOrderBadge position={order} />}
      {assigned && <AssignedDamageBadge id={id} name={view.name} assigned={assigned} />}
      {(view.attacking || view.blocking.length > 0 || draft) && (
        <CombatMark view={view} draftNames={draftNames ? draftNames.split('\n') : []} drafted={attackDraft !== undefined ? 'attack' : blockDraft.length > 0 ? 'block' : null} />
      )}
      {dimmed && <WhyButton id={id} />}
      {hint && <HintBox hint={hint} />}
    </div>
  );
});
