// dom.ts: reading the page in Testing Library tests by the contract's data-* attributes.

/** The one element `selector` finds; throws, naming the selector, when there is none. */
export function q(selector: string, root: ParentNode = document): HTMLElement {
  const el = root.querySelector(selector);
  if (!(el instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return el;
}

/** A control by its `data-action`. */
export const button = (action: string) => q(`[data-action="${action}"]`) as HTMLButtonElement;

/** For waitFor: lazily loaded panels may take a while when the suite runs in parallel. */
export const LOAD = { timeout: 5000 };
