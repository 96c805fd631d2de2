// goalIssues.test.ts: a scenario's goal is checked as the check reads it (misspelt keys, properties
// no permanent has, players and objects that are not in the scenario, values of the wrong kind), and a
// scenario file's problems are all listed, in the reader's words. Bad input changes nothing: the
// editor does not take such a goal, and a link that carries one is refused with its paths.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../src/explain';
import { blankDraft, addCard, draftGoalNames, draftIssues, setExpect } from '../../src/store/editorDraft';
import { goalIssues, goalNamesOf, type PlainIssue } from '../../src/lessons/goalIssues';
import { scenarioIssues, type ScenarioProblem } from '../../src/store/scenarioIssues';
import { openScenarioJson, openScenarioLink, scenarioLinkHash } from '../../src/store/scenarioSource';
import { missingKeys, ROOT, translator } from '../explain/support';
import { fixture } from '../support/scenarios';

const english = await translator('en');
const said = (issue: ScenarioProblem): string => `${issue.path}: ${typeof issue.message === 'string' ? issue.message : renderMessage(english, issue.message)}`;

const wurm = fixture('craw-wurm-two-blockers');
const names = goalNamesOf(wurm as Parameters<typeof goalNamesOf>[0]);

describe("a scenario's goal", () => {
  it('the audit goal: every mistake is listed by its path, in plain words', async () => {
    const board = addCard(blankDraft(), 0, 'battlefield', 'Grizzly Bears').draft;
    const goal = { lifee: { B: 3 }, permanents: { nope: { damage: 2 } }, stack: [{ controler: 'A' }] };
    const issues = goalIssues(goal, draftGoalNames(board));
    expect(issues.map(said)).toEqual([
      'lifee: “lifee” is not a field of the goal: did you mean “life”?',
      'permanents.nope: No card of this scenario has the id “nope”, and no card of it can create an object with that id.',
      'stack[0].controler: “controler” is not a property the check can compare: did you mean “controller”?',
    ]);
    for (const issue of issues) expect(await missingKeys(issue.message)).toEqual([]);
    // The editor's verdict on a draft with that goal names the same fields under `expect`, and blocks saving.
    expect(draftIssues(setExpect(board, goal)).map((i) => i.path)).toEqual(['expect.lifee', 'expect.permanents.nope', 'expect.stack[0].controler']);
  });

  it('accepts every goal of the shipped lessons and scenarios, and ids the scenario creates (abilities, tokens)', () => {
    const files = [
      ...readdirSync(join(ROOT, 'src/lessons')).filter((f) => f.endsWith('.json')).map((f) => join(ROOT, 'src/lessons', f)),
      ...readdirSync(join(ROOT, '../shared/scenarios')).filter((f) => f.endsWith('.json')).map((f) => join(ROOT, '../shared/scenarios', f)),
      ...['tests/scenarios', 'tests/scenarios/audit'].flatMap((dir) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => join(ROOT, dir, f))),
    ];
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof goalNamesOf>[0] & { expect?: unknown };
      expect(goalIssues(json.expect ?? {}, goalNamesOf(json)), file).toEqual([]);
    }
    expect(goalIssues(wurm.expect, names)).toEqual([]);
    expect(goalIssues({ permanents: { 'wurm.1.2': { token: true } }, gone: ['wall'], winner: null, stack: [{ source: 'wurm.1' }] }, names)).toEqual([]);
  });

  it('players, steps and values of the wrong kind are named', () => {
    const issues = goalIssues(
      { life: { C: 3, A: 'x' }, step: 'teatime', winner: 5, errorRule: ['rule 509'], pending: { type: 'wait', player: 'Z' }, permanents: { wurm: { tapped: 'yes' } }, gone: 'wall' },
      names,
      'expect',
    ).map(said);
    expect(issues).toContain('expect.life.C: There is no player “C” in this scenario (its players are A, B).');
    expect(issues).toContain('expect.life.A: Must be a whole number.');
    expect(issues.find((i) => i.startsWith('expect.step'))).toMatch(/“teatime” is not a step\. The steps are: .*“main1” \(Precombat main phase\)/);
    expect(issues).toContain("expect.winner: Must be a player's id, or null for a draw.");
    expect(issues).toContain('expect.errorRule: Must be a list of rule numbers, like ["509.1b"].');
    expect(issues).toContain('expect.pending.type: “wait” is not a kind of pending choice.');
    expect(issues).toContain('expect.pending.player: There is no player “Z” in this scenario (its players are A, B).');
    expect(issues).toContain('expect.permanents.wurm.tapped: Must be true or false.');
    expect(issues).toContain('expect.gone: Must be a list of texts: ["…", "…"].');
  });

  it('a step or a kind of pending choice written as an object or a list is quoted as written, not as "[object Object]"', () => {
    const issues = goalIssues({ step: { name: 'main1' }, pending: { type: { kind: 'priority' } } }, names, 'expect').map(said);
    expect(issues.find((i) => i.startsWith('expect.step'))).toMatch(/^expect\.step: “\{"name":"main1"\}” is not a step\./);
    expect(issues).toContain('expect.pending.type: “{"kind":"priority"}” is not a kind of pending choice.');
    expect(issues.join('\n')).not.toContain('[object Object]');
  });

  it('CR 810.9, 104.3, 104.2c, 406.2: teamLife, lost, winners and exile are goal fields; unknown teams and players are named, wrong shapes refused', () => {
    const twoHeaded = JSON.parse(readFileSync(join(ROOT, 'tests/scenarios/2hg-combined-block-shared-life.json'), 'utf8')) as Parameters<typeof goalNamesOf>[0];
    const teamNames = goalNamesOf(twoHeaded);
    expect(teamNames.teams).toEqual(['T1', 'T2']);
    expect(goalIssues({ teamLife: { T1: 25, T2: 30 }, lost: ['C', 'D'], winners: ['A', 'B'], exile: { B: ['Grizzly Bears'], C: [] }, pending: { team: 'T1' } }, teamNames)).toEqual([]);
    const issues = goalIssues(
      { teamLife: { T3: 2, T2: 'x' }, lost: ['B', 'Z'], winners: 'A', exile: { B: 'Grizzly Bears', E: [] }, pending: { team: 'T7' } },
      teamNames,
      'expect',
    ).map(said);
    expect(issues).toEqual([
      'expect.teamLife.T3: There is no team “T3” in this scenario (its teams are T1, T2).',
      'expect.teamLife.T2: Must be a whole number.',
      'expect.lost[1]: There is no player “Z” in this scenario (its players are A, B, C, D).',
      'expect.winners: Must be a list of texts: ["…", "…"].',
      'expect.exile.B: Must be a list of texts: ["…", "…"].',
      'expect.exile.E: There is no player “E” in this scenario (its players are A, B, C, D).',
      'expect.pending.team: There is no team “T7” in this scenario (its teams are T1, T2).',
    ]);
    // A two-player scenario has no teams: its goal can't name one.
    expect(goalIssues({ teamLife: { T1: 30 }, winners: ['A'] }, names).map(said)).toEqual(['teamLife.T1: “T1” is not a team of this scenario: only a two-headed giant game has teams.']);
    expect(goalIssues({ teamLife: [30] }, names).map(said)).toEqual(['teamLife: Must be an object: { … }.']);
  });

  it("CR 702.26b, 506.4c, 310.8a: a permanent's phasedOut, attackingNothing and protector are properties the check compares", () => {
    expect(goalIssues({ permanents: { wurm: { phasedOut: false, attackingNothing: true, protector: 'B' } } }, names)).toEqual([]);
    expect(goalIssues({ permanents: { wurm: { phasedOut: 'yes', protector: 'Z' } } }, names).map(said)).toEqual([
      'permanents.wurm.phasedOut: Must be true or false.',
      'permanents.wurm.protector: There is no player “Z” in this scenario (its players are A, B).',
    ]);
  });

  it('a link whose goal the check would misread is refused with those paths; a good goal comes with the opened scenario', () => {
    const bad = openScenarioLink(scenarioLinkHash({ ...wurm, expect: { lifee: { B: 3 } } }));
    expect(bad?.ok).toBe(false);
    expect(bad && !bad.ok && bad.issues.map((i) => i.path)).toEqual(['expect.lifee']);
    const good = openScenarioJson(wurm);
    expect(good.ok && good.goal).toEqual(wurm.expect);
    expect(openScenarioJson({ ...wurm, expect: {} }).ok && openScenarioJson({ ...wurm, expect: {} })).toMatchObject({ goal: null });
  });
});

describe("a scenario file's problems", () => {
  it('every problem is listed, each at its field, in plain words: the step by its name, the unknown card too', async () => {
    const bad = { format: 'tabletop-scenario/1', title: 'x', turn: { number: 1, activePlayer: 'A', step: 'bogus' }, players: [{ id: 'A', battlefield: [{ id: 'x', card: 'No Such Card' }] }, { id: 'B' }] };
    const issues = scenarioIssues(bad);
    const lines = issues.map(said);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^turn\.step: “bogus” is not a step\. The steps are: “untap” \(Untap step\), .*“cleanup” \(Cleanup step\)\.$/);
    expect(lines[1]).toBe("players[0].battlefield[0].card: There is no card called “No Such Card”, neither in the card pool nor among the file's own cards.");
    for (const issue of issues) if (typeof issue.message !== 'string') expect(await missingKeys(issue.message)).toEqual([]);
  });

  it("zod's wording is said again: missing fields, wrong kinds, unknown options and action types", () => {
    const lines = scenarioIssues({ rules: 'x', turn: { number: '1', step: 'main1' }, players: [{ id: 'A', hand: [5] }], actions: [{ type: 'bogus', player: 'A' }] }).map(said);
    expect(lines).toContain('rules: “x” is not allowed here. It must be one of: current and legacy-damage-order.');
    expect(lines).toContain('turn.number: Must be a number, not 1.');
    expect(lines).toContain('turn.activePlayer: This field is missing.');
    expect(lines).toContain('players: Must hold at least 2 entries.');
    expect(lines).toContain('players[0].hand[0]: A card is written as its name, or as { "id": …, "card": … }.');
    expect(lines.find((l) => l.startsWith('actions[0].type'))).toMatch(/“bogus” is not a kind of action\. The kinds are: pass, playLand/);
    expect(lines.every((l) => !/Invalid (option|input)/.test(l))).toBe(true);
  });

  it('a valid scenario has none; an unknown card alone is said once, with the card it nearly names', () => {
    expect(scenarioIssues(wurm)).toEqual([]);
    const one = structuredClone(wurm) as { players: { battlefield: { card: string }[] }[] };
    one.players[1]!.battlefield[0]!.card = 'Wall of Wod';
    expect(scenarioIssues(one).map((i: ScenarioProblem) => i.path)).toEqual(['players[1].battlefield[0].card']);
    expect((scenarioIssues(one)[0] as PlainIssue).message).toEqual({ key: 'common:scenarioIssue.unknownCardSuggested', params: { name: 'Wall of Wod', suggestion: 'Wall of Wood' } });
  });
});
