// abilityNames.test.ts: CR 603.3b (a player orders their own simultaneous triggers) and 702.91a
// (battle cry) taught with Hero of Bladehold: its two attack triggers are named apart everywhere the
// explanation names them (the order option, the ordering line, putting them on the stack, resolving),
// no internal id ("hero.2") reaches the reader, and a battle cry that pumped nobody says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, createGameFromScenario, logEntries, parseScenario, referenceCardNames, cardDefinition, type Action, type GameState } from '../../src/engine';
import { abilityName, explainLog, explainStep, renderMessage, type Message } from '../../src/explain';
import { ROOT, translator } from './support';

function lesson(id: string): { game: GameState; actions: Action[] } {
  const raw = JSON.parse(readFileSync(join(ROOT, 'src/lessons', `${id}.json`), 'utf8')) as Record<string, unknown>;
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { game: createGameFromScenario(parsed.scenario), actions: (parsed.scenario.actions ?? []) as Action[] };
}

function play(game: GameState, actions: readonly Action[]): GameState {
  return actions.reduce((g, a) => {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  }, game);
}

async function logText(game: GameState, lng: 'en' | 'es' | 'it' = 'en'): Promise<string[]> {
  const t = await translator(lng);
  return explainLog(game).map((e) => renderMessage(t, e));
}

describe('CR 603.3b: the triggers a player orders are named apart', () => {
  it('the option to order them names the battle cry and the token ability', async () => {
    const { game, actions } = lesson('hero-battle-cry-first');
    const asked = play(game, actions.slice(0, 1));
    const t = await translator('en');
    const option = explainStep(asked).options.map((o) => renderMessage(t, o)).join('\n');
    expect(option).toContain("Hero of Bladehold's battle cry and Hero of Bladehold's token ability");
  });

  it.each(['hero-battle-cry-first', 'hero-tokens-first'])('%s: the log says which ability went on the stack and which resolved, with no ids', async (id) => {
    const { game, actions } = lesson(id);
    const lines = await logText(play(game, actions));
    const text = lines.join('\n');
    expect(text).not.toMatch(/\bhero\.\d/);
    const first = id === 'hero-tokens-first' ? 'battle cry' : 'token ability';
    const second = id === 'hero-tokens-first' ? 'token ability' : 'battle cry';
    expect(text).toContain(`in this order: Hero of Bladehold's ${first} and Hero of Bladehold's ${second}`);
    expect(text).toContain(`Ana puts Hero of Bladehold's ${second} on the stack`);
    expect(text).toContain("Hero of Bladehold's token ability resolves");
    expect(text).toMatch(/Hero of Bladehold's battle cry (triggers|resolves)/);
  });

  it('names them in the seeds\' Spanish and Italian terms', async () => {
    const { game, actions } = lesson('hero-tokens-first');
    const done = play(game, actions);
    expect((await logText(done, 'es')).join('\n')).toContain('el grito de batalla de Hero of Bladehold');
    expect((await logText(done, 'it')).join('\n')).toContain('il grido di battaglia di Hero of Bladehold');
  });

  it('every reference card with several abilities names each one differently', () => {
    const state = { customCards: {} };
    for (const name of referenceCardNames) {
      const abilities = cardDefinition(state, name)?.abilities ?? [];
      const named = abilities.flatMap((a, i) => (a.kind === 'triggered' || a.kind === 'activated' ? [JSON.stringify(abilityName(cardDefinition(state, name), name, i) as Message)] : []));
      expect(new Set(named).size, name).toBe(named.length);
    }
  });
});

describe('CR 702.91a: battle cry pumps only the other attacking creatures', () => {
  it('resolving first, with the Hero attacking alone, it says that no creature got +1/+0', async () => {
    const { game, actions } = lesson('hero-battle-cry-first');
    const done = play(game, actions);
    const explained = explainLog(done);
    const resolves = explained.findIndex((e) => e.key === 'explain:log.stack.resolves');
    // Said as the battle cry resolves: the line right after its resolution.
    const nobody = explained[resolves + 1];
    expect(nobody?.key).toBe('explain:log.effect.battleCryNobody');
    expect(nobody?.rule).toBe('702.91a');
    const t = await translator('en');
    expect(renderMessage(t, explained[resolves] as Message)).toBe("Hero of Bladehold's battle cry resolves");
    expect(renderMessage(t, nobody as Message)).toBe("Hero of Bladehold's battle cry gives +1/+0 to no creature: no other creature is attacking");
  });

  it('resolving after the tokens, it is an ordinary resolution followed by the pumps', () => {
    const { game, actions } = lesson('hero-tokens-first');
    const done = play(game, actions);
    expect(explainLog(done).some((e) => e.key === 'explain:log.effect.battleCryNobody')).toBe(false);
    expect(logEntries(done).filter((e) => e.rule === '611.2')).toHaveLength(2);
  });
});
