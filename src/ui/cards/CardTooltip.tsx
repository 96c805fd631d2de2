// CardTooltip.tsx: the full card (Oracle text, current values) of the card under the pointer or the
// keyboard focus, or of the card a finger asked about (a tap that does nothing else, a long press, its
// "ⓘ" button). One for the whole table rather than one hidden in every card: a hundred hidden copies
// were a thousand more elements to style, lay out and walk through on every change.
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { selectCardFace, selectPermanent } from '../../store/selectors';
import { CardDetails } from './CardFace';
import { usePrimaryPointerIsFinger } from './fingerPointer';

type TableStore = ReturnType<typeof useTableStore>;

/** Opens the card's details, or closes them when they are already open. */
export function toggleDetails(store: TableStore, id: string): void {
  const { ui, inspect } = store.getState();
  inspect(ui.inspected === id ? null : id);
}

/** Handlers that make an element show its card's details: on hover, on keyboard focus, and for a
 *  finger, which has no hover, on a tap that does nothing else or a long press. `act` is what a
 *  click on the card means now (the store's click); whether it did anything is read from the store
 *  afterwards (an unchanged store: the engine's options gave the tap no meaning), so the card's
 *  actions keep their taps: a tap on an attacker marks it, a tap on a card in hand picks it. */
export function useInspectHandlers(id: string, act?: () => void) {
  const store = useTableStore();
  // The kind of pointer that pressed last: a click event does not say it in every browser.
  const pressedBy = useRef('mouse');
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void (pressedBy.current = event.pointerType),
    // On a move of the pointer, not on pointerenter: a drop moves cards and removes the drag ghost,
    // which makes the browser send pointerenter to whatever is now under a pointer that stood still,
    // and the details then popped up (a store change and a forced layout) in the frame of the drop.
    // Not while a button is held (a drag passing over cards) nor while dragging.
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const { ui, inspect } = store.getState();
      if (event.buttons === 0 && ui.dragging === null && ui.inspected !== id) inspect(id);
    },
    // A finger's pointer leaves the card as it lifts: the details a tap opened stay until the next tap.
    onPointerLeave: (event: PointerEvent<HTMLElement>) => event.pointerType !== 'touch' && store.getState().inspect(null),
    onClick: () => {
      const before = store.getState();
      act?.();
      if (pressedBy.current === 'touch' && store.getState() === before) toggleDetails(store, id);
    },
    // A long press of a finger on a card that is not dragged (a drag starts sooner, after 150 ms):
    // its details rather than the browser's menu.
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      if (pressedBy.current !== 'touch' || store.getState().ui.dragging !== null) return;
      event.preventDefault();
      store.getState().inspect(id);
    },
    // Only keyboard focus: a click also focuses, and the details would then stay over the table.
    onFocus: (event: FocusEvent<HTMLElement>) => event.currentTarget.matches(':focus-visible') && store.getState().inspect(id),
    onBlur: () => store.getState().inspect(null),
  };
}

/** The elements that belong to card `id`'s details: the card, its "ⓘ" button and the details. */
const ofDetails = (target: EventTarget | null, id: string) =>
  target instanceof Element && target.closest(`[data-object-id="${CSS.escape(id)}"], [data-details-for="${CSS.escape(id)}"], [data-role="card-details"]`) !== null;

/** Details a finger opened have no pointer to leave them: a touch anywhere else closes them (before
 *  it acts, so a tap on another card does what it does with them closed). On a touch screen so does a
 *  scroll of the page: they are placed in the window, beside where the card was, and would stay there
 *  over other things (a mouse's go as the pointer leaves the card; a keyboard's must stay while the
 *  browser scrolls the focused card into view). */
function useCloseOnPressElsewhere(store: TableStore, id: string | null, finger: boolean) {
  useEffect(() => {
    if (!id) return;
    const close = () => store.getState().inspect(null);
    const pressed = (event: globalThis.PointerEvent) => !ofDetails(event.target, id) && close();
    document.addEventListener('pointerdown', pressed, true);
    // The page's scroll only: a panel's own (the log following a move) does not move the card.
    if (finger) window.addEventListener('scroll', close, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', pressed, true);
      window.removeEventListener('scroll', close);
    };
  }, [store, id, finger]);
}

const GAP = 6;
const WIDTH = 256;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the details of a card go: beside it, right or else left, level with its top (kept inside the
 *  window), so that they cover its neighbours in the row rather than the combat strip and the other
 *  side's names above or below it; below or above it only when the window is too narrow for that. */
export function placeDetails(card: Box, height: number, viewport: { width: number; height: number }): { left: number; top: number } {
  const top = Math.max(GAP, Math.min(card.top, viewport.height - GAP - height));
  if (card.right + GAP + WIDTH <= viewport.width) return { left: card.right + GAP, top };
  if (card.left - GAP - WIDTH >= 0) return { left: card.left - GAP - WIDTH, top };
  const below = card.bottom + GAP + height <= viewport.height;
  return {
    left: Math.min(Math.max(GAP, (card.left + card.right) / 2 - WIDTH / 2), viewport.width - WIDTH - GAP),
    top: below ? card.bottom + GAP : Math.max(GAP, card.top - GAP - height),
  };
}

export function CardTooltip() {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const finger = usePrimaryPointerIsFinger();
  const id = useTable((s) => (s.ui.dragging ? null : s.ui.inspected));
  const view = useTable((s) => (id ? (selectPermanent(s.game, id) ?? selectCardFace(s.game, id)) : null));
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    // Measured again when the card's view changes: its details may grow or shrink.
    const anchor = id && view ? document.querySelector(`[data-object-id="${CSS.escape(id)}"]`) : null;
    if (!anchor || !box.current) {
      setPosition(null);
      return;
    }
    setPosition(placeDetails(anchor.getBoundingClientRect(), box.current.offsetHeight, { width: window.innerWidth, height: window.innerHeight }));
  }, [id, view]);
  useCloseOnPressElsewhere(store, view ? id : null, finger);
  if (!view) return null;
  return (
    // For a mouse the details let the pointer through to the cards under them, and go when it leaves
    // the card; a finger's stay until closed, and take touches: a close button, text to select.
    <div ref={box} data-role="card-details" className={`card-details ${finger ? 'card-details-touch' : ''}`} style={{ width: WIDTH, ...(position ?? { left: -9999, top: 0 }) }}>
      <CardDetails view={view} />
      {finger && (
        <button type="button" data-action="close-card-details" className="mt-2 min-h-11 w-full rounded border border-stone-400 bg-stone-50 text-sm font-semibold" onClick={() => store.getState().inspect(null)}>
          {t('battlefield.close')}
        </button>
      )}
    </div>
  );
}
