// engineSection.ts: the "engine" section of `npm run bench` (issue 2, item 10): random legal play
// with real decks, heap per game, one action on a 100-permanent board, and boardgame.io's move
// cost on the same combat as the reference point.

import { loadEngine } from './engineApi';
import { measureHeap, runRandomPlay, type HeapResult, type RandomPlayOptions, type RandomPlayResult } from './engineRandomPlay';
import { runBoardSize, type BoardSizeResult } from './boardSize';
import { runBoardgameio, type BoardgameioResult } from './boardgameio';
import { fmt, round, roundStats, type BenchSection, type Figure, type SectionContext, type SectionOutput } from './harness';
import { firstLine } from './engineApi';

/** The issue's targets, printed next to each figure. "A few MB per game" is read as at most 5. */
export const ENGINE_TARGETS = {
  actionP50Us: 20,
  actionP99Us: 200,
  gamesPerSecond: 100,
  heapPerGameMB: 5,
  /** Issue 22: a 4-player free-for-all action's p99 within twice the two-player p99. */
  multiplayerP99OverTwoPlayer: 2,
};

function numberSetting(ctx: SectionContext, key: string, fallback: number): number {
  const raw = ctx.settings[key];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

export const engineSection: BenchSection = {
  key: 'engine',
  title: 'Rules engine (src/engine)',
  async run(ctx: SectionContext): Promise<SectionOutput> {
    const details: string[] = [];
    const data: Record<string, unknown> = {};

    // The reference runs first and whatever the engine's state, so the ratio's denominator exists
    // even when the engine cannot load.
    ctx.progress('boardgame.io reference: timing moves of the combat game');
    let bgio: BoardgameioResult | null = null;
    try {
      bgio = runBoardgameio(numberSetting(ctx, 'bgioMoves', ctx.quick ? 3000 : 8000), 2);
    } catch (err) {
      details.push(`boardgame.io reference failed: ${firstLine(err)}`);
    }

    const options: RandomPlayOptions = {
      games: numberSetting(ctx, 'games', ctx.quick ? 20 : 200),
      warmupMs: numberSetting(ctx, 'warmupMs', ctx.quick ? 300 : 20000),
      maxActionsPerGame: numberSetting(ctx, 'maxActions', 2000),
      passBias: numberSetting(ctx, 'passBias', 0.4),
      attackBias: numberSetting(ctx, 'attackBias', 0.8),
      seed: numberSetting(ctx, 'seed', 20240),
      // Keeps the whole bench under about a minute even if the engine is far off its targets.
      timeBudgetMs: numberSetting(ctx, 'budgetMs', ctx.quick ? 5000 : 18000),
    };

    let play: RandomPlayResult | null = null;
    let multiplayer: RandomPlayResult | null = null;
    let twoHeaded: RandomPlayResult | null = null;
    let heap: HeapResult | null = null;
    let board: BoardSizeResult | null = null;
    const loaded = await loadEngine(ctx.settings.engine);
    if (ctx.settings.engine) data.engineModule = ctx.settings.engine;
    if (!loaded.ok) {
      details.push(`engine unavailable: ${loaded.reason}`);
      data.unavailable = loaded.reason;
    } else {
      const api = loaded.api;
      ctx.progress(`engine: random play, up to ${options.games} games (after ${options.warmupMs} ms of warm-up games)`);
      try {
        play = runRandomPlay(api, options, ctx.progress);
      } catch (err) {
        details.push(`random play failed: ${firstLine(err)}`);
      }
      // Issue 22: 4-player free-for-all games (attack multiple players), the same random play.
      ctx.progress('engine: random play, 4-player free-for-all games');
      try {
        multiplayer = runRandomPlay(api, {
          ...options,
          players: 4,
          games: numberSetting(ctx, 'multiplayerGames', ctx.quick ? 10 : 100),
          warmupMs: ctx.quick ? 300 : 5000,
          timeBudgetMs: numberSetting(ctx, 'multiplayerBudgetMs', ctx.quick ? 4000 : 12000),
        }, ctx.progress);
      } catch (err) {
        details.push(`4-player random play failed: ${firstLine(err)}`);
      }
      // Issue 22: two-headed giant games (CR 810), the same random play with team turns and priority.
      ctx.progress('engine: random play, two-headed giant games');
      try {
        twoHeaded = runRandomPlay(api, {
          ...options,
          players: 4,
          variant: 'two-headed-giant',
          games: numberSetting(ctx, 'twoHeadedGames', ctx.quick ? 10 : 100),
          warmupMs: ctx.quick ? 300 : 3000,
          timeBudgetMs: numberSetting(ctx, 'twoHeadedBudgetMs', ctx.quick ? 4000 : 8000),
        }, ctx.progress);
      } catch (err) {
        details.push(`two-headed giant random play failed: ${firstLine(err)}`);
      }
      ctx.progress('engine: heap per game');
      try {
        heap = measureHeap(api, options, numberSetting(ctx, 'heapGames', ctx.quick ? 3 : 10), ctx.quick ? 2000 : 4000, ctx.gc);
      } catch (err) {
        details.push(`heap measurement failed: ${firstLine(err)}`);
      }
      ctx.progress('engine: one action on a board of 100 permanents');
      try {
        board = runBoardSize(api, {
          reps: numberSetting(ctx, 'boardReps', ctx.quick ? 200 : 2000),
          budgetMs: ctx.quick ? 300 : 1200,
        });
      } catch (err) {
        details.push(`board of 100 failed: ${firstLine(err)}`);
      }
    }

    const bgioUs = bgio ? bgio.reducer.p50 : NaN;
    const ratio = play && bgio ? bgio.reducer.p50 / play.apply.p50 : NaN;
    Object.assign(data, {
      actionP50Us: round(play?.apply.p50 ?? NaN),
      actionP99Us: round(play?.apply.p99 ?? NaN),
      legalActionsP50Us: round(play?.legal.p50 ?? NaN),
      legalActionsP99Us: round(play?.legal.p99 ?? NaN),
      gamesPerSecond: round(play?.gamesPerSecond ?? NaN, 1),
      heapPerGameMB: round(heap?.perGameWithHistoryMB ?? NaN),
      boardgameioMoveUs: round(bgioUs),
      boardgameioClientMoveUs: round(bgio?.client.p50 ?? NaN),
      boardgameioOverEngineP50: round(ratio, 3),
      board100ActionUs: round(board?.headlineUs ?? NaN),
      actionsIncluded: play?.actionsIncluded ?? {},
      targets: ENGINE_TARGETS,
      multiplayer: multiplayer && {
        variant: 'free-for-all',
        players: 4,
        attack: 'multiple',
        games: multiplayer.games,
        gamesOver: multiplayer.gamesOver,
        gamesCapped: multiplayer.gamesCapped,
        gamesPerSecond: round(multiplayer.gamesPerSecond, 1),
        actionP50Us: round(multiplayer.apply.p50),
        actionP99Us: round(multiplayer.apply.p99),
        legalActionsP50Us: round(multiplayer.legal.p50),
        legalActionsP99Us: round(multiplayer.legal.p99),
        p99OverTwoPlayer: round(multiplayer.apply.p99 / (play?.apply.p99 ?? NaN), 2),
        meanActionsPerGame: round(multiplayer.meanActionsPerGame, 1),
        meanTurnsPerGame: round(multiplayer.meanTurnsPerGame, 1),
        pendingChoices: multiplayer.pendingChoices,
        problems: multiplayer.problems,
      },
      twoHeadedGiant: twoHeaded && {
        variant: 'two-headed-giant',
        players: 4,
        games: twoHeaded.games,
        gamesOver: twoHeaded.gamesOver,
        gamesCapped: twoHeaded.gamesCapped,
        gamesPerSecond: round(twoHeaded.gamesPerSecond, 1),
        actionP50Us: round(twoHeaded.apply.p50),
        actionP99Us: round(twoHeaded.apply.p99),
        legalActionsP50Us: round(twoHeaded.legal.p50),
        legalActionsP99Us: round(twoHeaded.legal.p99),
        p99OverTwoPlayer: round(twoHeaded.apply.p99 / (play?.apply.p99 ?? NaN), 2),
        meanActionsPerGame: round(twoHeaded.meanActionsPerGame, 1),
        meanTurnsPerGame: round(twoHeaded.meanTurnsPerGame, 1),
        pendingChoices: twoHeaded.pendingChoices,
        problems: twoHeaded.problems,
      },
      randomPlay: play && {
        options,
        games: play.games,
        gamesOver: play.gamesOver,
        gamesCapped: play.gamesCapped,
        gamesStuck: play.gamesStuck,
        gamesErrored: play.gamesErrored,
        totalActions: play.totalActions,
        meanActionsPerGame: round(play.meanActionsPerGame, 1),
        meanTurnsPerGame: round(play.meanTurnsPerGame, 1),
        wallMs: round(play.wallMs, 1),
        budgetHit: play.budgetHit,
        warmupGamesPerSecond: play.warmupGamesPerSecond,
        applyActionUs: roundStats(play.apply),
        legalActionsUs: roundStats(play.legal),
        applyActionUsByType: Object.fromEntries(Object.entries(play.byType).map(([k, v]) => [k, roundStats(v)])),
        pendingChoices: play.pendingChoices,
        rejectedOffered: play.rejectedOffered,
        fallbackAnswers: play.fallbackAnswers,
        deckPairs: play.deckPairs,
        problems: play.problems,
      },
      heap: heap && {
        games: heap.games,
        method: heap.method,
        perGameWithHistoryMB: round(heap.perGameWithHistoryMB),
        perGameFinalStateMB: round(heap.perGameFinalStateMB),
        meanStatesPerGame: round(heap.meanStatesPerGame, 1),
        meanFinalStateJsonKB: round(heap.meanFinalStateJsonKB, 1),
      },
      board100: board && {
        permanents: board.permanents,
        error: board.error,
        ops: Object.fromEntries(
          Object.entries(board.ops).map(([k, v]) => [k, { label: v.label, note: v.note, error: v.error, us: v.stats && roundStats(v.stats) }]),
        ),
      },
      boardgameio: bgio && {
        version: '0.50.2',
        mode: 'production (NODE_ENV=production); reducerDevelopmentUs: development mode',
        moves: bgio.moves,
        games: bgio.games,
        invalidMoves: bgio.invalidMoves,
        reducerUs: roundStats(bgio.reducer),
        clientUs: roundStats(bgio.client),
        reducerDevelopmentUs: roundStats(bgio.reducerDevelopment),
        reducerUsByMove: Object.fromEntries(Object.entries(bgio.byMove).map(([k, v]) => [k, roundStats(v)])),
      },
    });

    const figures: Figure[] = [
      { label: 'applyAction p50', value: play?.apply.p50 ?? null, unit: 'µs', target: { kind: 'max', limit: ENGINE_TARGETS.actionP50Us } },
      { label: 'applyAction p99', value: play?.apply.p99 ?? null, unit: 'µs', target: { kind: 'max', limit: ENGINE_TARGETS.actionP99Us } },
      { label: 'legalActions p50', value: play?.legal.p50 ?? null, unit: 'µs', note: `p99 ${fmt(play?.legal.p99)} µs` },
      { label: 'full games per second', value: play?.gamesPerSecond ?? null, unit: 'games/s', target: { kind: 'min', limit: ENGINE_TARGETS.gamesPerSecond } },
      {
        label: 'heap per game (with history)',
        value: heap?.perGameWithHistoryMB ?? null,
        unit: 'MB',
        target: { kind: 'max', limit: ENGINE_TARGETS.heapPerGameMB },
        note: heap ? `final state alone ${fmt(heap.perGameFinalStateMB, 3)} MB; ${heap.method}` : undefined,
      },
      {
        label: 'one action, 100 permanents',
        value: board?.headlineUs ?? null,
        unit: 'µs',
        target: { kind: 'max', limit: ENGINE_TARGETS.actionP99Us },
        note: 'p50 of a pass that ends a step, held to the p99 target',
      },
      {
        label: '4-player free-for-all applyAction p99',
        value: multiplayer?.apply.p99 ?? null,
        unit: 'µs',
        target: { kind: 'max', limit: ENGINE_TARGETS.multiplayerP99OverTwoPlayer * (play?.apply.p99 ?? NaN) },
        note: multiplayer ? `p50 ${fmt(multiplayer.apply.p50)} µs; ${fmt(multiplayer.gamesPerSecond)} games/s; target: twice the two-player p99` : undefined,
      },
      {
        label: 'two-headed giant applyAction p99',
        value: twoHeaded?.apply.p99 ?? null,
        unit: 'µs',
        target: { kind: 'max', limit: ENGINE_TARGETS.multiplayerP99OverTwoPlayer * (play?.apply.p99 ?? NaN) },
        note: twoHeaded ? `p50 ${fmt(twoHeaded.apply.p50)} µs; ${fmt(twoHeaded.gamesPerSecond)} games/s; target: twice the two-player p99` : undefined,
      },
      {
        label: 'boardgame.io move (reducer) p50',
        value: bgio?.reducer.p50 ?? null,
        unit: 'µs',
        note: !Number.isFinite(ratio)
          ? 'reference'
          : ratio >= 1
            ? `reference; the engine's applyAction p50 is ${fmt(ratio)}x faster`
            : `reference; the engine's applyAction p50 is ${fmt(1 / ratio)}x slower`,
      },
    ];

    if (play) {
      details.push(
        `random play: ${play.games} games (${play.gamesOver} ended, ${play.gamesCapped} hit the ${options.maxActionsPerGame}-action cap, ` +
          `${play.gamesStuck} stuck, ${play.gamesErrored} errors) in ${fmt(play.wallMs / 1000, 2)} s; ` +
          `${play.totalActions} actions, ${fmt(play.meanActionsPerGame)} per game, ${fmt(play.meanTurnsPerGame)} turns per game` +
          (play.budgetHit ? ' (time budget reached)' : ''),
      );
      details.push(`legal actions included (applied, by type): ${formatCounts(play.actionsIncluded)}`);
      details.push(
        `applyAction p50/p99 by type: ${Object.entries(play.byType)
          .map(([type, s]) => `${type} ${fmt(s.p50)}/${fmt(s.p99)}`)
          .join(', ')} µs`,
      );
      details.push(`choices asked: ${formatCounts(play.pendingChoices)}`);
      if (play.rejectedOffered > 0) details.push(`offered actions the engine refused: ${play.rejectedOffered}`);
      if (play.fallbackAnswers > 0) details.push(`choices answered by the bench (no action offered): ${play.fallbackAnswers}`);
      for (const problem of play.problems) details.push(`problem: ${problem}`);
    }
    if (heap) {
      details.push(
        `heap: ${heap.games} games retained, ${fmt(heap.meanStatesPerGame, 0)} states each; final state JSON ${fmt(heap.meanFinalStateJsonKB)} KB` +
          (heap.method === 'gc' ? '' : ' (no gc available: figures include uncollected garbage)'),
      );
    }
    if (board) {
      if (board.error) details.push(`board of 100: ${board.error}`);
      else details.push(`board of 100: ${board.permanents} permanents on the battlefield`);
      for (const o of Object.values(board.ops)) {
        details.push(
          o.stats
            ? `  ${o.label}: p50 ${fmt(o.stats.p50)} µs, p99 ${fmt(o.stats.p99)} µs${o.note ? ` (${o.note})` : ''}`
            : `  ${o.label}: failed: ${o.error ?? 'unknown'}`,
        );
      }
    }
    if (bgio) {
      details.push(
        `boardgame.io 0.50.2 combat game: ${bgio.moves} moves over ${bgio.games} games; p50/p99 in production mode: reducer ` +
          `${fmt(bgio.reducer.p50)}/${fmt(bgio.reducer.p99)} µs, Client ${fmt(bgio.client.p50)}/${fmt(bgio.client.p99)} µs; ` +
          `reducer in development mode ${fmt(bgio.reducerDevelopment.p50)}/${fmt(bgio.reducerDevelopment.p99)} µs; reducer p50 by move: ` +
          Object.entries(bgio.byMove)
            .map(([name, s]) => `${name} ${fmt(s.p50)}`)
            .join(', ') +
          (bgio.invalidMoves > 0 ? `; ${bgio.invalidMoves} invalid moves (driver bug)` : ''),
      );
    }
    return { data, figures, details };
  },
};

function formatCounts(counts: Record<string, number>): string {
  // Most frequent first; the array is a fresh one from Object.entries (toSorted needs lib ES2023).
  // oxlint-disable-next-line unicorn/no-array-sort
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return entries.length ? entries.map(([k, v]) => `${k} ${v}`).join(', ') : 'none';
}
