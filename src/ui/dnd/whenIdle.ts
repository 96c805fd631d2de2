// whenIdle.ts: runs work the page may do before it is needed once the browser has nothing else to do
// (requestIdleCallback), or in a task of its own where there is no idle callback (Safari).

/** Runs `work` once the page is idle; returns a function that cancels it if it has not run yet. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
