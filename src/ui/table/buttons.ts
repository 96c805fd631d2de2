// buttons.ts: the table's button styles.
export const primaryButton =
  'rounded bg-stone-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:opacity-40';
// Greyed by colour, not by opacity: an opacity below 1 is a paint effect of its own, and the undo and
// restart buttons turning on or off at a pass then made the browser re-layerize the whole page.
export const secondaryButton =
  'rounded border border-stone-400 bg-white px-3 py-1.5 text-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:border-stone-300 disabled:bg-white disabled:text-stone-400';
export const optionButton =
  'rounded border border-amber-500 bg-amber-50 px-2 py-1 text-left text-sm hover:bg-amber-100';
