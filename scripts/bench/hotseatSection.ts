// hotseatSection.ts: the "hotseat" section of the bench JSON (issue 6): how many clicks a typical turn
// of a hot-seat game takes with the default stops, next to the priority passes the engine needed in
// that turn. Seeded games between the ready-made decks are played headless through the table store,
// with the clicks a simple player makes in the UI: a land and one spell in the first main phase (a
// click on the card, which plays it when it has one way to be played; else the card, then its target
// or its option in the menu), attacking with everything from turn 3 ("attack with all", confirm), no
// blocks (confirm), the default damage (confirm), a pass at every other stop; every other answer is
// the store's automatic passing. The "pass the device" screens are counted apart: that screen is optional.
import { legalActions, type GameState, type PlayerId } from '../../src/engine';
import { DECKS } from '../../src/engine/cards/decks';
import { DEFAULT_AUTOPASS } from '../../src/store/autopass';
import { createTableStore, type TableStore } from '../../src/store/createTableStore';
import { startHotSeatGame } from '../../src/store/gameSetup';
import { viewerFor } from '../../src/store/hidden';
import { selectPassAction, selectPlayOptions } from '../../src/store/selectors';
import { createRng, fmt, round, type BenchSection, type SectionContext } from './harness';

interface TurnCount {
  clicks: number;
  handOvers: number;
}

/** Clicks for one decision of the player asked, as the table's controls take them. */
function decide(store: TableStore, played: Set<string>, attackFrom: number): number {
  const { game, click, confirm, dispatch, intend } = store.getState();
  const pending = game.pendingChoice;
  if (!pending) return 0;
  const player = pending.player;
  switch (pending.type) {
    case 'mulligan':
      return confirm() ? 1 : 0;
    case 'priority': {
      const key = (what: string) => `${game.turn.number}:${what}`;
      if (game.turn.step === 'main1' && game.turn.activePlayer === player && game.stack.length === 0) {
        for (const [what, type] of [['land', 'playLand'], ['spell', 'cast']] as const) {
          if (played.has(key(what))) continue;
          const option = [...selectPlayOptions(game).values()].flat().find((o) => o.action.type === type);
          if (!option) continue;
          played.add(key(what));
          // The card, which plays it when it has one way to be played and nothing to choose (issue 21)…
          click(option.action.type === 'playLand' || option.action.type === 'cast' ? option.action.card : '');
          if (store.getState().game !== game) return 1;
          // …else picks it: then its target on the table, or its option in the menu.
          const [target, ...more] = option.targets;
          if (target !== undefined && more.length === 0) click(target);
          else dispatch(option.action);
          return store.getState().game !== game ? 2 : 1;
        }
      }
      const pass = selectPassAction(game);
      return pass && dispatch(pass) ? 1 : 0;
    }
    case 'declareAttackers': {
      if (game.turn.number >= attackFrom) {
        intend({ type: 'attackWithAll' });
        if (confirm()) return 2;
        // A declaration the engine refuses ("cannot attack alone"): no attack after all.
        intend({ type: 'clearAttackers' });
        return confirm() ? 4 : 3;
      }
      return confirm() ? 1 : 0;
    }
    case 'declareBlockers':
    case 'assignDamage':
    case 'orderTriggers':
    case 'orderBlockers':
    case 'orderAttackers':
      if (confirm()) return 1;
      break;
    case 'discard': {
      const hand = game.players.find((p) => p.id === player)?.hand ?? [];
      for (const id of hand.slice(0, pending.count)) click(id);
      return pending.count + (confirm() ? 1 : 0);
    }
    default:
      break;
  }
  // A target or a mode: the first the engine offers, one click.
  const action = legalActions(game).actions.find((a) => a.type !== 'concede');
  return action && dispatch(action) ? 1 : 0;
}

interface GameResult {
  turns: Map<number, TurnCount>;
  /** Priority passes (given by a player or automatically) in each turn. */
  passes: Map<number, number>;
  autoPasses: number;
}

function playGame(seed: number, decks: [string, string], maxTurns: number): GameResult {
  const started = startHotSeatGame({ players: [{ name: 'Ana', deckId: decks[0] }, { name: 'Bruno', deckId: decks[1] }], seed, firstPlayer: 'random', rules: 'current' });
  if (!started.ok) throw new Error(started.problems.map((p) => p.message).join('; '));
  const store = createTableStore({ game: started.game, hotseat: { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: true } });
  const turns = new Map<number, TurnCount>();
  const played = new Set<string>();
  let holder: PlayerId | null = null;
  for (let i = 0; i < 5000; i++) {
    const before: GameState = store.getState().game;
    if (before.gameOver || before.turn.number > maxTurns) break;
    // The mulligans come before the first turn (CR 103.5), though the state already names turn 1:
    // they are counted as turn 0, which is not measured.
    const turn = before.pregame ? 0 : before.turn.number;
    const count = turns.get(turn) ?? { clicks: 0, handOvers: 0 };
    turns.set(turn, count);
    // The device changes hands when the player to decide changes (hidden.ts).
    const decider = viewerFor(before, false);
    if (decider !== holder) {
      count.handOvers++;
      holder = decider;
    }
    const clicks = decide(store, played, 3);
    if (clicks === 0) throw new Error(`no decision possible at turn ${before.turn.number}, ${before.turn.step}`);
    count.clicks += clicks;
  }
  const { performed, notes, past } = store.getState();
  const passes = new Map<number, number>();
  performed.forEach((action, i) => {
    if (action.type !== 'pass') return;
    const turn = (past[i] as GameState).turn.number;
    passes.set(turn, (passes.get(turn) ?? 0) + 1);
  });
  return { turns, passes, autoPasses: notes.filter(Boolean).length };
}

const mean = (values: number[]): number => (values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length);

export const hotseatSection: BenchSection = {
  key: 'hotseat',
  title: 'Hot-seat game through the table store: clicks per turn with the default stops',
  async run(ctx: SectionContext) {
    const games = Number(ctx.settings.hotseatGames ?? (ctx.quick ? 4 : 16));
    const maxTurns = Number(ctx.settings.hotseatTurns ?? 10);
    const rng = createRng(Number(ctx.settings.seed ?? 20240));
    const clicks: number[] = [];
    const handOvers: number[] = [];
    const passes: number[] = [];
    let autoPasses = 0;
    for (let g = 0; g < games; g++) {
      const decks: [string, string] = [rng.pick(DECKS).id, rng.pick(DECKS).id];
      ctx.progress(`hot-seat game ${g + 1}/${games}: ${decks.join(' vs ')}`);
      const result = playGame(rng.int(1_000_000), decks, maxTurns);
      autoPasses += result.autoPasses;
      // Turn 0 is the mulligans; the last turn may be cut short by the limit or the game's end.
      const full = [...result.turns.keys()].filter((t) => t > 0 && t < Math.max(...result.turns.keys()));
      for (const t of full) {
        const count = result.turns.get(t) as TurnCount;
        clicks.push(count.clicks);
        handOvers.push(count.handOvers);
        passes.push(result.passes.get(t) ?? 0);
      }
    }
    const data = {
      clicksPerTurn: round(mean(clicks), 2),
      passesPerTurn: round(mean(passes), 2),
      handOversPerTurn: round(mean(handOvers), 2),
      turnsMeasured: clicks.length,
      autoPasses,
    };
    return {
      data,
      figures: [
        { label: 'clicks per turn (default stops)', value: data.clicksPerTurn, unit: '', note: `next to ${fmt(data.passesPerTurn)} priority passes by the engine` },
        { label: 'priority passes per turn (engine)', value: data.passesPerTurn, unit: '' },
        { label: 'pass-the-device screens per turn', value: data.handOversPerTurn, unit: '' },
      ],
      details: [`${data.turnsMeasured} turns of ${games} seeded games; ${autoPasses} automatic passes logged`],
    };
  },
};
