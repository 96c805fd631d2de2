import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { MAX_LINK_CHARS, MAX_SCENARIO_CHARS, openScenarioLink, openScenarioText, scenarioLinkHash } from '../../src/store/scenarioSource';
import { decompressLinkPayload } from '../../src/store/linkCodec';
import { fixture, withActions } from '../support/scenarios';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findObject } from '../../src/engine';
import { checkPlayed } from '../../src/lessons/play';
import { ROOT } from '../explain/support';

const shock = fixture('shock-then-titanic-growth');

describe('opening a scenario', () => {
  it('a #scenario= link opens the scenario and applies its actions as the runner does', () => {
    const opened = openScenarioLink(scenarioLinkHash(shock));
    if (!opened?.ok) throw new Error(JSON.stringify(opened));
    expect(opened.title).toBe(shock.title);
    expect(opened.past).toHaveLength(shock.actions?.length ?? -1);
    expect(opened.game.stack).toEqual([]);
    expect(findObject(opened.game, 'construct')?.damage).toBe(2);
    expect(opened.lastError).toBeNull();
  });

  it('a link without actions opens at the start position with no history', () => {
    const opened = openScenarioLink(scenarioLinkHash(withActions(shock)));
    if (!opened?.ok) throw new Error(JSON.stringify(opened));
    expect(opened.past).toEqual([]);
    expect(opened.game.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 810.9: a two-headed giant scenario whose goal names team life opens, from a link too, and its goal is met after its actions', () => {
    const json = JSON.parse(readFileSync(join(ROOT, 'tests/scenarios/2hg-combined-block-shared-life.json'), 'utf8')) as Record<string, unknown>;
    for (const opened of [openScenarioText(JSON.stringify(json)), openScenarioLink(scenarioLinkHash(json))]) {
      if (!opened?.ok) throw new Error(JSON.stringify(opened));
      expect(opened.goal).toEqual(json.expect);
      expect(opened.goal?.teamLife).toEqual({ T1: 30, T2: 28 });
      expect(checkPlayed(opened.goal ?? {}, opened.game, opened.lastError).filter((row) => !row.ok)).toEqual([]);
    }
  });

  it("every scenario of tests/scenarios, its audit, the lessons and the shared seeds opens in the app's loader, and its goal is met by the app's check", () => {
    const files = ['tests/scenarios', 'tests/scenarios/audit', 'src/lessons', '../shared/scenarios'].flatMap((dir) =>
      readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => join(ROOT, dir, f)),
    );
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) {
      const opened = openScenarioText(readFileSync(file, 'utf8'));
      if (!opened.ok) throw new Error(`${file}: ${JSON.stringify(opened.issues)}`);
      expect(checkPlayed(opened.goal ?? {}, opened.game, opened.lastError).filter((row) => !row.ok), file).toEqual([]);
    }
  }, 60_000);

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
      if (opened && !opened.ok) expect(String(opened.issues[0]?.message ?? '').length).toBeGreaterThan(0);
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

/** A link whose each code repeats the previous text plus one character: n codes decompress to about
 *  n²/2 characters (the shape of a decompression bomb in lz-string's format). */
function bombPayload(codes: number): string {
  const bits: number[] = [];
  const write = (value: number, count: number) => {
    for (let i = 0; i < count; i++) bits.push((value >> i) & 1);
  };
  write(0, 2);
  write('a'.charCodeAt(0), 8);
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  for (let i = 0; i < codes; i++) {
    write(dictSize, numBits);
    dictSize += 1;
    enlargeIn -= 1;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits += 1;
    }
  }
  write(2, numBits);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let value = 0;
    for (let k = 0; k < 6; k++) value |= (bits[i + k] ?? 0) << (5 - k);
    out += alphabet[value];
  }
  return out;
}

describe('hostile links and texts', () => {
  const codeOf = (issue: object | undefined) => (issue && 'code' in issue ? issue.code : undefined);
  const refusal = (opened: ReturnType<typeof openScenarioLink>) => (opened && !opened.ok ? codeOf(opened.issues[0]) : 'opened');

  it('the link decoder reads what lz-string writes', () => {
    for (const text of ['{}', JSON.stringify(shock), 'é€😀'.repeat(50), 'x'.repeat(5000)]) {
      expect(decompressLinkPayload(compressToEncodedURIComponent(text), 1_000_000)).toEqual({ ok: true, text });
    }
    const small = bombPayload(50);
    // 1 + 2 + … + 51 characters: each code is one longer than the one before.
    expect(decompressFromEncodedURIComponent(small)).toBe('a'.repeat(1326));
    expect(decompressLinkPayload(small, 1_000_000)).toEqual({ ok: true, text: decompressFromEncodedURIComponent(small) });
  });

  it('a decompression bomb is stopped at the size limit, not decompressed', () => {
    const payload = bombPayload(20_000);
    // About 200 million characters from a link well under the length limit.
    expect(payload.length).toBeLessThan(MAX_LINK_CHARS);
    expect(decompressLinkPayload(payload, MAX_SCENARIO_CHARS)).toEqual({ ok: false, reason: 'too-large' });
    expect(refusal(openScenarioLink(`#scenario=${payload}`))).toBe('too-large');
  });

  it('refuses each kind of malformed link with its own reason', () => {
    const hash = (text: string) => `#scenario=${compressToEncodedURIComponent(text)}`;
    expect(refusal(openScenarioLink(`#scenario=${'A'.repeat(MAX_LINK_CHARS + 1)}`))).toBe('link-too-long');
    expect(refusal(openScenarioLink('#scenario=not lz <script>'))).toBe('not-compressed');
    expect(refusal(openScenarioLink('#scenario=%E0%A4%A'))).toBe('not-compressed');
    // A link whose "+" and "$" were percent-encoded on the way still opens.
    const encoded = scenarioLinkHash(shock).replace(/\+/g, '%2B').replace(/\$/g, '%24');
    expect(encoded).toContain('%');
    expect(openScenarioLink(encoded)?.ok).toBe(true);
    expect(refusal(openScenarioLink(scenarioLinkHash(shock).slice(0, 200)))).toBe('not-compressed');
    expect(refusal(openScenarioLink(hash('{"turn": ')))).toBe('not-json');
    expect(refusal(openScenarioLink(hash('"a string"')))).toBe('not-object');
    expect(refusal(openScenarioLink(hash('[]')))).toBe('not-object');
    const wrong = openScenarioLink(hash(JSON.stringify({ ...shock, turn: { number: 0, activePlayer: 'A', step: 'lunch' } })));
    expect(wrong?.ok === false && wrong.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['turn.number', 'turn.step']));
  });

  it('prototype keys and inherited names are refused with their paths, and nothing is polluted', () => {
    const withProto = JSON.stringify(shock).replace('{', '{"__proto__": {"polluted": true}, ');
    const top = openScenarioText(withProto);
    expect(top.ok === false && top.issues[0]).toMatchObject({ path: '__proto__', code: 'reserved-name' });
    const players = structuredClone(shock.players) as { battlefield: unknown[] }[];
    players[0]?.battlefield.push({ id: '__proto__', card: 'Grizzly Bears' }, 'constructor', { id: 'x', card: 'Grizzly Bears', counters: { constructor: 1 } });
    const named = openScenarioLink(scenarioLinkHash({ ...shock, players, cards: [{ name: 'toString', types: ['Creature'], power: 1, toughness: 1 }] }));
    expect(named?.ok === false && named.issues.map((i) => i.path).sort()).toEqual(
      ['cards[0].name', 'players[0].battlefield[3].id', 'players[0].battlefield[4]', 'players[0].battlefield[5].counters.constructor'].sort(),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Free text may say anything.
    expect(openScenarioText(JSON.stringify({ ...shock, title: 'constructor', description: '__proto__' })).ok).toBe(true);
  });

  it('nesting deeper than any scenario needs is refused without recursion', () => {
    const deep = `{"expect": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const opened = openScenarioText(deep);
    expect(opened.ok === false && opened.issues.map((i) => ('code' in i ? i.code : undefined))).toContain('too-deep');
  });
});
