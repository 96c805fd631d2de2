// benchCounter.ts: counts renders for the UI bench (scripts/bench/ui.ts): card faces (the memoised
// faces) and the permanents' slots around them. Only a build made with `--mode bench` counts; in other
// builds the check is the constant false and the bundler drops the body.
declare global {
  interface Window {
    cardRenderCount?: number;
    bodyRenderCount?: number;
  }
}

export function countRender(): void {
  if (import.meta.env.MODE === 'bench') window.cardRenderCount = (window.cardRenderCount ?? 0) + 1;
}

export function countBodyRender(): void {
  if (import.meta.env.MODE === 'bench') window.bodyRenderCount = (window.bodyRenderCount ?? 0) + 1;
}
