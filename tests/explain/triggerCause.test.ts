// triggerCause.test.ts: CR 603.2, each triggered ability says what made it trigger, waiting to be put
// on the stack as on it: "Blood Artist — Soul Warden died", "Soul Warden — Grizzly Bears entered the
// battlefield", "Hero of Bladehold — Hero of Bladehold attacked"; in the reader's language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { namesIn, renderMessage, triggerCause, type TriggerLike } from '../../src/explain';
import { play, scenarioActions } from '../support/play';
import { fixture, startGame, type ScenarioJson } from '../support/scenarios';
import { ROOT, translator } from './support';

const json = (path: string): ScenarioJson => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as ScenarioJson;
const played = (scenario: ScenarioJson): GameState => play(startGame(scenario), ...scenarioActions(scenario));

async function causes(game: GameState, triggers: readonly TriggerLike[], language: 'en' | 'es' | 'it' = 'en'): Promise<string[]> {
  const t = await translator(language);
  const names = namesIn(game);
  return triggers.map((trigger) => {
    const cause = triggerCause(game, trigger, names);
    return cause ? renderMessage(t, cause) : '';
  });
}

describe('CR 603.2: what made each trigger trigger', () => {
  it('CR 603.10a: Blood Artist and two creatures die together; each waiting trigger names the creature that died', async () => {
    const game = played(json('tests/scenarios/triggers-blood-artist-simultaneous-deaths.json'));
    expect(game.pendingChoice?.type).toBe('orderTriggers');
    expect((await causes(game, game.pendingTriggers)).sort()).toEqual([
      'Blood Artist — Blood Artist died',
      'Blood Artist — Grizzly Bears died',
      'Blood Artist — Runeclaw Bear died',
    ]);
    expect((await causes(game, game.pendingTriggers, 'es')).sort()).toContain('Blood Artist — Grizzly Bears murió');
  });

  it('CR 603.6a: both Soul Wardens on the stack say that Grizzly Bears entered the battlefield', async () => {
    const game = played(json('src/lessons/apnap-soul-wardens.json'));
    expect(await causes(game, game.stack)).toEqual(['Soul Warden — Grizzly Bears entered the battlefield', 'Soul Warden — Grizzly Bears entered the battlefield']);
    expect((await causes(game, game.stack, 'it'))[0]).toBe('Soul Warden — Grizzly Bears è entrata nel campo di battaglia');
  });

  it('CR 508.3a: Hero of Bladehold\'s two attack triggers say that it attacked', async () => {
    const battleCry = fixture('battle-cry-triggers');
    const game = played(battleCry);
    const hero = game.pendingTriggers.filter((t) => t.source === 'hero');
    expect(await causes(game, hero)).toEqual(['Hero of Bladehold — Hero of Bladehold attacked', 'Hero of Bladehold — Hero of Bladehold attacked']);
  });

  it('an activated ability did not trigger: it has no cause', async () => {
    const game = played(json('src/lessons/apnap-soul-wardens.json'));
    const top = game.stack.at(-1)!;
    expect(triggerCause(game, { ...top, trigger: undefined }, namesIn(game))).toBeNull();
  });
});
