// engineCompare.ts: checks that a speed change changed no behaviour. It plays the bench's seeded random
// games with this checkout's engine and, in lockstep, with another build (e.g. a checkout of the commit
// before: `git worktree add ../base HEAD~1`), applying the same actions to both, and compares after each
// action the two states, refusals and legal actions as JSON with keys sorted (a field written in another
// order is not a difference), and that neither engine changed its input state (undo).
//
//   npx tsx scripts/bench/engineCompare.ts ../base/src/engine/index.ts [games] [--legacy]
//
// Exits with 1 and the first differences when the engines disagree.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Action, ApplyResult, GameState } from '../../src/engine/types';
import type { EngineApi } from './engineApi';
import { gameSetups, playGame, type RandomPlayOptions } from './engineRandomPlay';

type Engine = typeof import('../../src/engine/index');

/** JSON with every object's keys sorted. A state's objects table (its buckets, engine/objects.ts) is
 *  written as one record, so that an engine from before the table, which kept one record, compares too. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (key, x: unknown) => {
    const merged = key === 'objects' && Array.isArray(x) && x.every((b) => b && typeof b === 'object' && !Array.isArray(b)) ? Object.assign({}, ...x) as object : x;
    return merged && typeof merged === 'object' && !Array.isArray(merged) ? Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : merged;
  });
}

const outcome = (r: ApplyResult): unknown => (r.ok ? r.state : r.error);

async function main(): Promise<void> {
  const [otherPath, gamesArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!otherPath) throw new Error('usage: engineCompare.ts OTHER/src/engine/index.ts [games] [--legacy]');
  const legacy = process.argv.includes('--legacy');
  const games = Number(gamesArg ?? 20);
  const mine = (await import('../../src/engine/index')) as Engine;
  const other = (await import(pathToFileURL(resolve(otherPath)).href)) as Engine;
  const options: RandomPlayOptions = { games, warmupMs: 0, maxActionsPerGame: 2000, passBias: 0.4, attackBias: 0.8, seed: 20240, timeBudgetMs: Infinity };

  const problems: string[] = [];
  let theirs: GameState | null = null;
  let game = 0;
  let step = 0;
  let steps = 0;
  const report = (what: string): void => {
    if (problems.length < 10) problems.push(`game ${game}, action ${step}: ${what}`);
  };
  // The bench drives this checkout's engine; every call is repeated on the other one.
  const api: EngineApi = {
    newGame(o) {
      const withRules = legacy ? { ...o, rules: 'legacy-damage-order' as const } : o;
      const s = mine.newGame(withRules as Parameters<Engine['newGame']>[0]);
      theirs = other.newGame(withRules as Parameters<Engine['newGame']>[0]);
      game++;
      step = 0;
      if (canonical(s) !== canonical(theirs)) report('the new games differ');
      return s;
    },
    applyAction(s: GameState, a: Action) {
      step++;
      steps++;
      const before = [JSON.stringify(s), JSON.stringify(theirs)];
      const r = mine.applyAction(s, a);
      const t = other.applyAction(theirs as GameState, a);
      if (JSON.stringify(s) !== before[0] || JSON.stringify(theirs) !== before[1]) report('an input state was changed');
      if (canonical(outcome(r)) !== canonical(outcome(t))) report(`${a.type} gives different results`);
      if (t.ok) theirs = t.state;
      if (canonical(mine.legalActions(r.ok ? r.state : s)) !== canonical(other.legalActions(theirs as GameState))) report('the legal actions differ');
      return r;
    },
    legalActions: (s) => mine.legalActions(s),
    scenarioGame: () => {
      throw new Error('not used');
    },
  };
  for (const setup of gameSetups(options.seed, games)) playGame(api, setup, options, null, null, false);
  console.log(`${games} games, ${steps} actions${legacy ? ' (legacy damage order)' : ''}: ${problems.length ? 'DIFFERENT' : 'same behaviour'}`);
  for (const p of problems) console.log(`  ${p}`);
  if (problems.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
