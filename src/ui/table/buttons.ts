// buttons.ts: the table's button styles.
export const primaryButton =
  'rounded bg-stone-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:opacity-40';
export const secondaryButton =
  'rounded border border-stone-400 bg-white px-3 py-1.5 text-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';
export const optionButton =
  'rounded border border-amber-500 bg-amber-50 px-2 py-1 text-left text-sm hover:bg-amber-100';
