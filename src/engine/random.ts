// random.ts: a seeded generator (sfc32) whose whole state lives in the game state, so a replay of
// the same actions from the same state gives the same shuffles (no Math.random in the engine).

export type RngState = [number, number, number, number];

/** Seeds the generator from a number, mixing it with splitmix32 so nearby seeds diverge. */
export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances `state` in place (callers pass a draft or their own copy) and returns a 32-bit number. */
export function nextUint32(state: RngState): number {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  state[0] = a >>> 0;
  state[1] = b;
  state[2] = c;
  state[3] = d;
  return t;
}

/** A whole number in [0, n). */
export function nextInt(state: RngState, n: number): number {
  return Math.floor((nextUint32(state) / 0x100000000) * n);
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(state: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(state, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
}
