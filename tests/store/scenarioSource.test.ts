import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { MAX_LINK_CHARS, MAX_SCENARIO_CHARS, openScenarioLink, openScenarioText, scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture, withActions } from '../support/scenarios';

const shock = fixture('shock-then-titanic-growth');

describe('opening a scenario', () => {
  it('a #scenario= link opens the scenario and applies its actions as the runner does', () => {
    const opened = openScenarioLink(scenarioLinkHash(shock));
    if (!opened?.ok) throw new Error(JSON.stringify(opened));
    expect(opened.title).toBe(shock.title);
    expect(opened.past).toHaveLength(shock.actions?.length ?? -1);
    expect(opened.game.stack).toEqual([]);
    expect(opened.game.objects.construct?.damage).toBe(2);
    expect(opened.lastError).toBeNull();
  });

  it('a link without actions opens at the start position with no history', () => {
    const opened = openScenarioLink(scenarioLinkHash(withActions(shock)));
    if (!opened?.ok) throw new Error(JSON.stringify(opened));
    expect(opened.past).toEqual([]);
    expect(opened.game.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('an address without a scenario opens nothing', () => {
    expect(openScenarioLink('')).toBeNull();
    expect(openScenarioLink('#log')).toBeNull();
  });

  it('CR 733: an illegal action stops the scenario there and becomes the last error', () => {
    const json = { ...shock, actions: [{ player: 'B', type: 'pass' }] };
    const opened = openScenarioText(JSON.stringify(json));
    if (!opened.ok) throw new Error(JSON.stringify(opened));
    expect(opened.past).toEqual([]);
    expect(opened.lastError?.message).toContain('Action 1');
  });

  it('an unknown card is reported with its field path', () => {
    const players = structuredClone(shock.players) as { battlefield: { card: string }[] }[];
    const first = players[1]?.battlefield[0];
    if (first) first.card = 'Mountainn';
    const opened = openScenarioLink(scenarioLinkHash({ ...shock, players }));
    expect(opened?.ok).toBe(false);
    if (opened && !opened.ok) expect(opened.issues.map((i) => i.path)).toContain('players[1].battlefield[0].card');
  });

  it('malformed links and texts give readable issues, never exceptions', () => {
    for (const hash of ['#scenario=', '#scenario=%%%garbage', `#scenario=${compressToEncodedURIComponent('{"format": 1')}`]) {
      const opened = openScenarioLink(hash);
      expect(opened?.ok, hash).toBe(false);
      if (opened && !opened.ok) expect(opened.issues[0]?.message.length).toBeGreaterThan(0);
    }
    expect(openScenarioText('[]').ok).toBe(false);
    expect(openScenarioText('null').ok).toBe(false);
  });

  it('oversized links and texts are refused before any work', () => {
    const long = openScenarioLink(`#scenario=${'A'.repeat(MAX_LINK_CHARS + 1)}`);
    expect(long?.ok === false && long.issues[0]?.message).toMatch(/too long/);
    const big = openScenarioText(' '.repeat(MAX_SCENARIO_CHARS + 1));
    expect(big.ok === false && big.issues[0]?.message).toMatch(/too large/);
    const bomb = openScenarioLink(`#scenario=${compressToEncodedURIComponent(JSON.stringify({ pad: 'x'.repeat(MAX_SCENARIO_CHARS) }))}`);
    expect(bomb?.ok === false && bomb.issues[0]?.message).toMatch(/too large/);
  });
});
