// buttons.ts: the table's button styles.

// Keyboard focus: the browser's own thin dark ring vanishes on the near-black primary button, so every
// button gets the cards' sky-blue ring, with a 2 px offset in white between it and the button so that
// it shows against the button and against the page alike. The outline is hidden rather than removed:
// forced-colours mode drops box shadows (the ring) and shows the transparent outline instead.
export const focusRing = 'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2';
export const primaryButton = `rounded bg-stone-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;
// Greyed by colour, not by opacity: an opacity below 1 is a paint effect of its own, and the undo and
// restart buttons turning on or off at a pass then made the browser re-layerize the whole page.
export const secondaryButton = `rounded border border-stone-400 bg-white px-3 py-1.5 text-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:border-stone-300 disabled:bg-white disabled:text-stone-400 ${focusRing}`;
export const optionButton = `rounded border border-amber-500 bg-amber-50 px-2 py-1 text-left text-sm hover:bg-amber-100 ${focusRing}`;
/** A form's text field or select, a finger's height. */
export const formField = `min-h-11 rounded border border-stone-400 bg-white px-2 text-base ${focusRing}`;
