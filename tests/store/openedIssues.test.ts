// openedIssues.test.ts: a scenario opened on the table (a link, a file's or a paste's text, an
// example's JSON) lists its problems as the editor does: every one, each at the runner's field path,
// in the reader's words rather than the schema checker's English; the refusals made before the schema
// keep their codes, which the interface words; and what is refused opens nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMessage, type Message } from '../../src/explain';
import { MAX_SCENARIO_CHARS, oversizedFile } from '../../src/store/limits';
import { scenarioIssues, type ScenarioProblem } from '../../src/store/scenarioIssues';
import { openScenarioJson, openScenarioLink, openScenarioText, scenarioLinkHash } from '../../src/store/scenarioSource';
import { missingKeys, ROOT, translator } from '../explain/support';
import { fixture } from '../support/scenarios';

const english = await translator('en');
const spanish = await translator('es');
const said = (issue: ScenarioProblem, t = english): string => `${issue.path}: ${typeof issue.message === 'string' ? issue.message : renderMessage(t, issue.message)}`;

const shock = fixture('shock-then-titanic-growth');

/** One file with a problem of each kind the schema words: a step, a number out of range, a mana
 *  cost, a kind of action; and an unknown card, which the runner alone would only name once the
 *  rest is fixed. */
function badFile(): Record<string, unknown> {
  const bad = structuredClone(shock) as { turn: { step: string }; players: { life?: number; battlefield: { card: string }[] }[]; [key: string]: unknown };
  bad.turn.step = 'lunch';
  bad.players[0]!.life = 1e30;
  bad.players[1]!.battlefield[0]!.card = 'Mountainn';
  bad.cards = [{ name: 'Bad Cost', manaCost: '2G', types: ['Creature'], power: 1, toughness: 1 }];
  bad.actions = [{ type: 'bogus', player: 'A' }];
  return bad;
}

const issuesOf = (opened: ReturnType<typeof openScenarioLink>): ScenarioProblem[] => {
  if (!opened || opened.ok) throw new Error('expected a refusal');
  return opened.issues;
};

describe('a bad scenario opened on the table', () => {
  it('a link, a text and an example list every problem as the editor does, each at its path, in plain words', async () => {
    const bad = badFile();
    const issues = issuesOf(openScenarioLink(scenarioLinkHash(bad)));
    expect(issues.map((i) => said(i))).toEqual([
      'cards[0].manaCost: “2G” is not a mana cost: write it like {2}{G}{G}.',
      'turn.step: ' + renderMessage(english, issues[1]!.message as Message),
      'players[0].life: Must be a whole number from -1,000,000 to 1,000,000, not 1e+30.',
      'actions[0].type: ' + renderMessage(english, issues[3]!.message as Message),
      "players[1].battlefield[0].card: There is no card called “Mountainn”, neither in the card pool nor among the file's own cards: did you mean “Mountain”?",
    ]);
    expect(said(issues[1]!)).toMatch(/^turn\.step: “lunch” is not a step\. The steps are: “untap” \(Untap step\), /);
    expect(said(issues[3]!)).toMatch(/^actions\[0\]\.type: “bogus” is not a kind of action\. The kinds are: pass, playLand/);
    // Every one is the interface's own words, in each language: none is the checker's English.
    for (const issue of issues) {
      expect(typeof issue.message, issue.path).not.toBe('string');
      expect(await missingKeys(issue.message as Message)).toEqual([]);
    }
    expect(said(issues[2]!, spanish)).toBe('players[0].life: Debe ser un número entero de -1.000.000 a 1.000.000, no 1e+30.');
    // The same list whichever way the file comes, and the same as the editor's.
    expect(issuesOf(openScenarioText(JSON.stringify(bad)))).toEqual(issues);
    expect(issuesOf(openScenarioJson(bad))).toEqual(issues);
    expect(scenarioIssues(bad)).toEqual(issues);
  });

  it("the runner's findings on a file the schema accepts are kept, by their paths", () => {
    const players = structuredClone(shock.players) as { battlefield: { id: string }[] }[];
    players[1]!.battlefield[0]!.id = 'construct';
    const issues = issuesOf(openScenarioLink(scenarioLinkHash({ ...shock, players })));
    expect(issues.map((i) => i.path)).toEqual(['players[1].battlefield[0].id']);
    expect(said(issues[0]!)).toBe('players[1].battlefield[0].id: The id “construct” is already used at players[0].battlefield[0].id: each card and player needs its own.');
    expect(said(issues[0]!, spanish)).toMatch(/El id «construct» ya se usa en players\[0\]\.battlefield\[0\]\.id/);
  });

  it("the runner's other findings are worded too: a pool card's name taken, a creature without power and toughness, an unknown player", () => {
    const issues = issuesOf(
      openScenarioJson({
        ...shock,
        turn: { ...(shock.turn as object), activePlayer: 'Z' },
        cards: [{ name: 'Shock', types: ['Instant'] }, { name: 'Blob', types: ['Creature'] }],
      }),
    );
    expect(issues.map((issue) => said(issue))).toEqual([
      'cards[0].name: “Shock” is already a card of the card pool: give your own card another name.',
      'cards[1]: A creature needs a power and a toughness.',
      'turn.activePlayer: There is no player with the id “Z”.',
    ]);
  });

  it('a value of any length where a number belongs is quoted cut short', () => {
    const issues = issuesOf(openScenarioJson({ ...shock, turn: { number: 'x'.repeat(90_000), activePlayer: 'A', step: 'main1' } }));
    const line = said(issues[0]!);
    expect(line).toMatch(/^turn\.number: Must be a number, not x+…\.$/);
    expect(line.length).toBeLessThan(120);
  });

  it('hostile files keep their refusals, by code and path, before any schema', () => {
    const withProto = JSON.stringify(badFile()).replace('{', '{"__proto__": {"polluted": true}, ');
    expect(issuesOf(openScenarioText(withProto))).toEqual([expect.objectContaining({ path: '__proto__', code: 'reserved-name' })]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const deep = issuesOf(openScenarioText(`{"players": ${'['.repeat(5000)}${']'.repeat(5000)}}`));
    expect(deep.map((i) => ('code' in i ? i.code : undefined))).toContain('too-deep');
  });

  it('a file too large to be a scenario is refused by its size, unread, with a code the interface words', () => {
    expect(oversizedFile(4 * MAX_SCENARIO_CHARS)).toBeNull();
    const refusal = oversizedFile(4 * MAX_SCENARIO_CHARS + 1);
    expect(refusal).toMatchObject({ path: '', code: 'file-too-large', values: { size: 4 * MAX_SCENARIO_CHARS + 1, max: MAX_SCENARIO_CHARS } });
    expect(renderMessage(english, { key: `table:issue.${refusal?.code}`, params: refusal?.values })).toBe('the file is too large: 400,001 bytes, for a scenario of at most 100,000 characters');
  });

  it('the checks before the schema sit below both the opening and the wording: no import cycle', () => {
    const source = (file: string) => readFileSync(join(ROOT, 'src/store', file), 'utf8');
    expect(source('scenarioIssues.ts')).not.toMatch(/from '\.\/scenarioSource'/);
    expect(source('unsafeShape.ts')).not.toMatch(/from '\.\/(scenarioSource|scenarioIssues)'/);
    expect(source('scenarioSource.ts')).toMatch(/from '\.\/scenarioIssues'/);
  });
});
