// useAfterNextPaint.ts: a value that follows another one frame later, for the secondary panels of the
// table (the explanation panel, the log). A move first paints what the player looks at (the prompt,
// the stack, the step bar); the panels' dozens of translated lines would double the work of that
// frame, so they are rendered right after it has been painted: a requestAnimationFrame callback runs
// just before that paint, and a timer it starts runs once the paint is done (the pattern web.dev
// recommends for deferring non-urgent work past the next paint). The update is then a transition, so
// a further move interrupts it rather than waits for it.
import { startTransition, useEffect, useState } from 'react';

/** Runs `callback` once the next frame has been painted; returns a function that cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `value` as it was when the last frame was painted: the first render shows it at once, and each
 *  later change is shown just after the next paint. `behind` is true until then. */
export function useAfterNextPaint<T>(value: T): { shown: T; behind: boolean } {
  const [shown, setShown] = useState(value);
  const behind = !Object.is(shown, value);
  useEffect(() => {
    if (!behind) return;
    // A newer value (or leaving the page) cancels this one: the panel skips straight to the newest.
    return afterNextPaint(() => startTransition(() => setShown(value)));
  }, [behind, value]);
  return { shown, behind };
}
