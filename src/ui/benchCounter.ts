// benchCounter.ts: counts renders for the UI bench (scripts/bench/ui.ts): card faces (the memoised
// faces) and the permanents' slots around them. Only a build made with `--mode bench` counts; in other
// builds the check is the constant false and the bundler drops the body.
declare global {
  interface Window {
    cardRenderCount?: number;
    slotRenderCount?: number;
  }
}

export function countRender(): void {
  if (import.meta.env.MODE === 'bench') window.cardRenderCount = (window.cardRenderCount ?? 0) + 1;
}

export function countSlotRender(): void {
  if (import.meta.env.MODE === 'bench') window.slotRenderCount = (window.slotRenderCount ?? 0) + 1;
}
