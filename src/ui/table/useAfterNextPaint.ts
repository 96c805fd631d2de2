// useAfterNextPaint.ts: a value that follows another one frame later, for the secondary panels of the
// table (the explanation panel, the log). A pass first paints what the player looks at (the prompt,
// the stack, the step bar); the panels' dozens of translated lines would double the work of that
// frame, so they are rendered right after it has been painted: a requestAnimationFrame callback runs
// just before that paint, and a timer it starts runs once the paint is done (the pattern web.dev
// recommends for deferring non-urgent work past the next paint). The update is then a transition, so
// a further move interrupts it rather than waits for it. Everything put off from one frame is done in
// one task after it, so a move costs one more commit and one more frame, not one per panel.
// What a drop changes (the decision panel, the prompt's count, the engine's verdict on the draft, the
// lit rings) is not put off: those are a few lines, and a second frame for them cost a drop more than
// drawing them in its own (issue 20, traced with scripts/bench/traceDrops.ts --settled).
import { startTransition, useEffect, useState } from 'react';

/** The callbacks waiting for the next paint. Those whose frame has been painted run together, in one
 *  task after it: the panels that follow a move (the prompt's count, the decision panel with the
 *  explanation, the log) then render in one React commit, painted in one more frame, where a task
 *  each had cost a move a commit and a frame per panel.
 *  Each callback still asks for its own animation frame, so one frame that never comes (a test's
 *  stubbed requestAnimationFrame) holds back no other. */
interface Waiting {
  run: () => void;
  frame: number;
  /** Its frame has come: it runs in the task after that frame's paint. */
  painted: boolean;
}

const waiting = new Set<Waiting>();
let timer: ReturnType<typeof setTimeout> | undefined;

function runPainted(): void {
  timer = undefined;
  const due = [...waiting].filter((entry) => entry.painted);
  for (const entry of due) waiting.delete(entry);
  for (const entry of due) {
    try {
      entry.run();
    } catch (error) {
      // As if it had a task of its own: the others still run, and the error still reaches the console.
      setTimeout(() => {
        throw error;
      }, 0);
    }
  }
}

/** Runs `callback` once the next frame has been painted; returns a function that cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  const entry: Waiting = { run: callback, frame: 0, painted: false };
  entry.frame = requestAnimationFrame(() => {
    entry.painted = true;
    timer ??= setTimeout(runPainted, 0);
  });
  waiting.add(entry);
  return () => {
    cancelAnimationFrame(entry.frame);
    waiting.delete(entry);
    if (timer !== undefined && ![...waiting].some((other) => other.painted)) {
      clearTimeout(timer);
      timer = undefined;
    }
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
