// lessons.test.ts: the lesson library of src/lessons. Every lesson is a valid scenario (the runner's
// own schema), carries its metadata, and reaches its goal when played as intended; the library covers
// the topics issue 7 asks for; paired lessons exist under both damage rules; copies of the shared seed
// scenarios are faithful; and checkLesson reports mismatches field by field.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario, type ScenarioResult } from '../../src/engine/index';
import {
  LESSONS, LESSON_SECTIONS, LESSON_TOPICS, checkLesson, lessonEntry, lessonPassed, lessonsInSection, loadAllLessons, loadLesson,
  type CheckRow, type LessonExpect, type LessonFile,
} from '../../src/lessons/index';

const DIR = fileURLToPath(new URL('../../src/lessons/', import.meta.url));
const SEEDS = fileURLToPath(new URL('../../../shared/scenarios/', import.meta.url));
const SCENARIOS = fileURLToPath(new URL('../scenarios/', import.meta.url));
/** A scenario of tests/scenarios, by file name without `.json`. */
const scenario = (name: string): LessonFile => JSON.parse(readFileSync(join(SCENARIOS, `${name}.json`), 'utf8')) as LessonFile;
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const lessons: LessonFile[] = files.map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as LessonFile);
const byId = new Map(lessons.map((l) => [l.lesson.id, l]));

function run(l: LessonFile): ScenarioResult {
  const out = runScenario(l);
  if (out.exitCode !== 0) throw new Error(`${l.lesson.id}: ${out.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return out.result;
}
/** The runner's result of a scenario that is not a lesson. */
function runFile(json: LessonFile): ScenarioResult {
  const out = runScenario(json);
  if (out.exitCode !== 0) throw new Error(out.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return out.result;
}
const failures = (rows: CheckRow[]) => rows.filter((r) => !r.ok).map((r) => `${r.field}: expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.actual)}`);

describe('the lesson files', () => {
  it('there are at least 24 lessons, and the catalogue lists exactly the files, in order', () => {
    expect(files.length).toBeGreaterThanOrEqual(24);
    expect(LESSONS.map((l) => `${l.id}.json`).sort()).toEqual(files);
    expect(LESSONS.map((l) => l.order)).toEqual(LESSONS.map((_, i) => i + 1));
  });

  describe.each(files)('%s', (file) => {
    const l = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as LessonFile;

    it('parses with the runner\'s schema (parseScenario)', () => {
      const parsed = parseScenario(l);
      expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    });

    it('has a title, a description citing rule numbers, a goal, the intended actions and its metadata', () => {
      expect(l.format).toBe('tabletop-scenario/1');
      expect(l.title.trim().length).toBeGreaterThan(0);
      expect(l.description.trim().length).toBeGreaterThan(40);
      expect(l.description).toMatch(/\b\d{3}\.\d+[a-z]?\b/);
      expect(l.expect).toBeTypeOf('object');
      expect(Object.keys(l.expect).length).toBeGreaterThan(0);
      expect(l.actions.length).toBeGreaterThan(0);
      const m = l.lesson;
      expect(`${m.id}.json`).toBe(file);
      expect(Object.keys(LESSON_TOPICS)).toContain(m.topic);
      expect(Number.isInteger(m.order) && m.order >= 1).toBe(true);
      expect(m.rulesVariant).toBe(l.rules ?? 'current');
      for (const id of [...(m.seeAlso ?? []), ...(m.pairedWith ? [m.pairedWith] : [])]) expect(byId.has(id), `${m.id} refers to ${id}`).toBe(true);
      const e = lessonEntry(m.id)!;
      expect({ id: e.id, title: e.title, topic: e.topic, order: e.order, rulesVariant: e.rulesVariant, pairedWith: e.pairedWith })
        .toEqual({ id: m.id, title: l.title, topic: m.topic, order: m.order, rulesVariant: m.rulesVariant, pairedWith: m.pairedWith });
    });

    it('runs with runScenario and its check passes on every field', () => {
      const result = run(l);
      const rows = checkLesson(l.expect, result);
      expect(failures(rows)).toEqual([]);
      expect(lessonPassed(rows)).toBe(true);
      // Every action of the intended play is applied, except the illegal one a refusal lesson ends with.
      expect(result.actionsApplied).toBe(l.expect.ok === false ? l.actions.length - 1 : l.actions.length);
    });
  });
});

describe('the library as a whole', () => {
  const covered = new Set(lessons.flatMap((l) => [l.lesson.topic, ...(l.lesson.tags ?? [])]));

  it('covers every topic the issue asks for', () => {
    const required = [
      'flying-reach', 'menace', 'first-strike', 'double-strike', 'trample', 'deathtouch', 'lifelink', 'vigilance', 'haste',
      'defender', 'indestructible', 'landwalk', 'strike-steps', 'trample-arithmetic', 'removal-from-combat', 'regeneration',
      'stack-lifo', 'apnap', 'trigger-order', 'intervening-if', 'delayed-trigger', 'damage-assignment-2024',
      'multiplayer-combat', 'multiplayer-apnap', 'two-headed-giant',
    ];
    expect(required.filter((t) => !covered.has(t))).toEqual([]);
    for (const t of Object.keys(LESSON_TOPICS)) expect(covered.has(t), `topic ${t} has no lesson`).toBe(true);
    for (const s of LESSON_SECTIONS) expect(lessonsInSection(s).length, `section ${s}`).toBeGreaterThan(0);
  });

  it('has the named examples: Mogg Fanatic, Gustcloak Runner, River Boa, Shock/Titanic Growth both ways, both Soul Wardens, Hero both ways, Resolute Archangel, Wall of Tears', () => {
    const cardsIn = (l: LessonFile) => JSON.stringify(l.players);
    const withCard = (name: string) => lessons.filter((l) => cardsIn(l).includes(`"${name}"`));
    expect(withCard('Mogg Fanatic').some((l) => l.lesson.topic === 'removal-from-combat')).toBe(true);
    expect(withCard('Gustcloak Runner').some((l) => l.lesson.topic === 'removal-from-combat')).toBe(true);
    expect(withCard('River Boa').some((l) => l.lesson.tags?.includes('regeneration'))).toBe(true);
    expect(withCard('Titanic Growth').filter((l) => l.lesson.topic === 'stack-lifo')).toHaveLength(2);
    expect(withCard('Soul Warden').some((l) => l.lesson.topic === 'apnap' && (l.expect.stack ?? []).length === 2)).toBe(true);
    const hero = withCard('Hero of Bladehold').filter((l) => l.lesson.topic === 'trigger-order').map((l) => l.expect.life?.B);
    expect(hero.sort()).toEqual([13, 15]); // 7 and 5 damage
    expect(withCard('Resolute Archangel').filter((l) => l.lesson.topic === 'intervening-if').length).toBeGreaterThanOrEqual(2);
    expect(withCard('Wall of Tears').some((l) => l.lesson.topic === 'delayed-trigger')).toBe(true);
  });

  it('CR 802.4, 803.1a, 603.3b, 810.9: the multiplayer section comes last, each lesson played in its variant with the players the contract names', () => {
    const mp = lessonsInSection('multiplayer');
    expect(LESSON_SECTIONS.at(-1)).toBe('multiplayer');
    expect(mp.map((e) => e.id)).toEqual(['mp-attack-several-players', 'mp-attack-left-refused', 'mp-apnap-three-soul-wardens', 'mp-two-headed-giant-team-block']);
    expect(mp.map((e) => e.order)).toEqual([LESSONS.length - 3, LESSONS.length - 2, LESSONS.length - 1, LESSONS.length]);
    const [several, left, apnap, giant] = mp.map((e) => byId.get(e.id)!);
    for (const l of [several!, left!, apnap!]) expect(l.variant, l.lesson.id).toBe('free-for-all');
    expect(giant!.variant).toBe('two-headed-giant');
    // Each defending player blocks for themselves, in APNAP order from the active player (802.4).
    const blockers = several!.actions.filter((a) => (a as { type: string }).type === 'declareBlockers').map((a) => (a as { player: string }).player);
    expect(blockers).toEqual(['B', 'C']);
    expect(failures(checkLesson({ life: { A: 20, B: 20, C: 18 }, graveyard: { B: ['Wall of Wood'] } }, run(several!)))).toEqual([]);
    // Attack left: the opponent on the right is refused under 803.1a.
    expect(left!.options).toEqual({ attack: 'left' });
    expect(run(left!).error?.rule).toMatch(/^803\.1a/);
    // Three triggers, the active player's at the bottom and the last player's in turn order on top.
    expect(failures(checkLesson({ stack: [{ controller: 'A' }, { controller: 'B' }, { controller: 'C' }] }, run(apnap!)))).toEqual([]);
    // Two-headed giant: one block by the defending team (Dario for Carla), the damage off the shared life.
    expect(giant!.actions).toContainEqual(expect.objectContaining({ player: 'D', type: 'declareBlockers' }));
    expect(failures(checkLesson({ teamLife: { T1: 30, T2: 28 } }, run(giant!)))).toEqual([]);
  });

  it('pairs each 2024 lesson with the same board under the other rule, both ways', () => {
    const paired = lessons.filter((l) => l.lesson.pairedWith);
    expect(paired.length).toBeGreaterThanOrEqual(6);
    expect(paired.some((l) => l.rules === 'legacy-damage-order')).toBe(true);
    for (const l of paired) {
      const other = byId.get(l.lesson.pairedWith!)!;
      expect(other, l.lesson.id).toBeDefined();
      expect(other.lesson.pairedWith, `${other.lesson.id} pairs back`).toBe(l.lesson.id);
      expect(new Set([l.rules ?? 'current', other.rules ?? 'current'])).toEqual(new Set(['current', 'legacy-damage-order']));
      expect(other.turn, `${l.lesson.id}: same turn`).toEqual(l.turn);
      expect(other.players, `${l.lesson.id}: same board`).toEqual(l.players);
      expect(other.cards).toEqual(l.cards);
      expect(l.description).toMatch(/2024/);
    }
  });

  it.skipIf(!existsSync(SEEDS))('copies every shared seed scenario faithfully (same board, play, goal and rules)', () => {
    const seeds = readdirSync(SEEDS).filter((f) => f.endsWith('.json'));
    expect(seeds.length).toBeGreaterThan(0);
    for (const f of seeds) {
      const seed = JSON.parse(readFileSync(join(SEEDS, f), 'utf8')) as Record<string, unknown>;
      const copy = lessons.find((l) => l.lesson.source === `shared/scenarios/${f}`);
      expect(copy, f).toBeDefined();
      for (const k of ['rules', 'seed', 'cards', 'turn', 'players', 'actions', 'expect']) expect(copy![k], `${f} ${k}`).toEqual(seed[k]);
    }
  });

  it('loads lazily: every catalogue entry imports its own file', async () => {
    const loaded = await loadAllLessons();
    expect(loaded.map((l) => l.lesson.id)).toEqual(LESSONS.map((l) => l.id));
    for (const l of loaded) expect(JSON.parse(JSON.stringify(l))).toEqual(byId.get(l.lesson.id));
    await expect(loadLesson('no-such-lesson')).rejects.toThrow(/unknown lesson/);
  });
});

describe('checkLesson', () => {
  // A real result to tamper with: Colossal Dreadmaw tramples over Runeclaw Bear (B at 16).
  const base = run(byId.get('kw-trample')!);
  const clone = (): ScenarioResult => JSON.parse(JSON.stringify(base)) as ScenarioResult;
  const check = (exp: LessonExpect, r: ScenarioResult = base) => checkLesson(exp, r);
  const bad = (exp: LessonExpect, r: ScenarioResult = base) => check(exp, r).filter((x) => !x.ok);

  it('passes on the lesson\'s own goal and lists every field it compared', () => {
    const rows = check({ step: 'combatDamage', life: { B: 16 }, graveyard: { B: ['Runeclaw Bear'] }, permanents: { maw: { damage: 2 } } });
    expect(rows.map((r) => r.field)).toEqual(['ok', 'step', 'life.B', 'graveyard.B', 'permanents.maw.damage']);
    expect(rows.every((r) => r.ok)).toBe(true);
    expect(rows.find((r) => r.field === 'life.B')).toEqual({ field: 'life.B', expected: 16, actual: 16, ok: true });
  });

  it('an empty or missing goal still checks that no action was refused', () => {
    expect(check({})).toEqual([{ field: 'ok', expected: true, actual: true, ok: true }]);
    expect(checkLesson(undefined, base)).toEqual([{ field: 'ok', expected: true, actual: true, ok: true }]);
    const refused = { ...clone(), ok: false, error: { actionIndex: 3, rule: '509.1b', message: 'no', code: 'x' } };
    expect(bad({}, refused).map((r) => r.field)).toEqual(['ok', 'error']);
  });

  it('reports a wrong life total, step, turn and active player with expected and actual values', () => {
    expect(bad({ life: { B: 15, A: 20 } })).toEqual([{ field: 'life.B', expected: 15, actual: 16, ok: false }]);
    expect(bad({ step: 'endCombat', activePlayer: 'B', turnNumber: 4 })).toEqual([
      { field: 'step', expected: 'endCombat', actual: 'combatDamage', ok: false },
      { field: 'activePlayer', expected: 'B', actual: 'A', ok: false },
      { field: 'turnNumber', expected: 4, actual: 3, ok: false },
    ]);
  });

  it('compares hand, graveyard and battlefield as exact multisets', () => {
    expect(bad({ graveyard: { B: ['Runeclaw Bear'] }, battlefield: { A: ['Colossal Dreadmaw'], B: [] } })).toEqual([]);
    expect(bad({ graveyard: { B: ['Runeclaw Bear', 'Runeclaw Bear'] } })).toEqual([
      { field: 'graveyard.B', expected: ['Runeclaw Bear', 'Runeclaw Bear'], actual: ['Runeclaw Bear'], ok: false },
    ]);
    expect(bad({ graveyard: { B: [] } })[0]?.field).toBe('graveyard.B');
    expect(bad({ battlefield: { A: [] } })[0]).toMatchObject({ field: 'battlefield.A', actual: ['Colossal Dreadmaw'] });
    expect(bad({ hand: { A: ['Giant Growth'] } })).toEqual([{ field: 'hand.A', expected: ['Giant Growth'], actual: [], ok: false }]);
    expect(bad({ handCount: { A: 1 } })).toEqual([{ field: 'handCount.A', expected: 1, actual: 0, ok: false }]);
    // Order does not matter in a multiset.
    const r = clone();
    (r.players[1] as { graveyard: { id: string; card: string }[] }).graveyard.push({ id: 'x', card: 'Eager Cadet' });
    expect(bad({ graveyard: { B: ['Runeclaw Bear', 'Eager Cadet'] } }, r)).toEqual([]);
    expect(bad({ graveyard: { B: ['Eager Cadet', 'Runeclaw Bear'] } }, r)).toEqual([]);
  });

  it('checks the listed fields of a permanent, and reports a permanent that is not there', () => {
    expect(bad({ permanents: { maw: { damage: 2, tapped: true, attacking: 'B', power: 6, counters: {} } } })).toEqual([]);
    expect(bad({ permanents: { maw: { damage: 0, tapped: true } } })).toEqual([{ field: 'permanents.maw.damage', expected: 0, actual: 2, ok: false }]);
    expect(bad({ permanents: { bear: { damage: 2 } } })).toEqual([{ field: 'permanents.bear', expected: { damage: 2 }, actual: null, ok: false }]);
    expect(bad({ permanents: { maw: { blockedBy: ['x'] } } })[0]).toMatchObject({ field: 'permanents.maw.blockedBy', actual: [] });
  });

  it('checks that gone ids are on no battlefield', () => {
    expect(bad({ gone: ['bear'] })).toEqual([]);
    expect(bad({ gone: ['maw'] })).toEqual([{ field: 'gone.maw', expected: 'not on the battlefield', actual: 'on the battlefield', ok: false }]);
  });

  it('checks the stack\'s exact length, then the listed fields of each object from the bottom', () => {
    expect(bad({ stack: [] })).toEqual([]);
    expect(bad({ stack: [{ controller: 'A' }] })).toEqual([{ field: 'stack.length', expected: 1, actual: 0, ok: false }]);
    const r = clone();
    r.stack = [{ id: 'w1.1', kind: 'ability', source: 'w1', controller: 'A' }, { id: 'w2.1', kind: 'ability', source: 'w2', controller: 'B' }];
    expect(bad({ stack: [{ controller: 'A', source: 'w1' }, { controller: 'B' }] }, r)).toEqual([]);
    expect(bad({ stack: [{ controller: 'B' }, { controller: 'A' }] }, r)).toEqual([
      { field: 'stack[0].controller', expected: 'B', actual: 'A', ok: false },
      { field: 'stack[1].controller', expected: 'A', actual: 'B', ok: false },
    ]);
  });

  it('checks pendingChoice fields, the mana pool and the winner', () => {
    expect(bad({ pending: { type: 'priority', player: 'A' } })).toEqual([]);
    expect(bad({ pending: { type: 'assignDamage' } })).toEqual([{ field: 'pending.type', expected: 'assignDamage', actual: 'priority', ok: false }]);
    expect(bad({ manaPool: { A: '' } })).toEqual([]);
    expect(bad({ manaPool: { A: '{G}' } })).toEqual([{ field: 'manaPool.A', expected: '{G}', actual: '', ok: false }]);
    expect(bad({ winner: null })).toEqual([]);
    expect(bad({ winner: 'A' })).toEqual([{ field: 'winner', expected: 'A', actual: null, ok: false }]);
    const over = { ...clone(), gameOver: { winner: 'A', reason: 'life' } } as unknown as ScenarioResult;
    expect(bad({ winner: 'A' }, over)).toEqual([]);
  });

  it('with ok false, wants a refusal whose rule starts with one of the prefixes (a leading "CR" is ignored)', () => {
    const refused = { ...clone(), ok: false, error: { actionIndex: 3, rule: '702.9b', message: 'flying', code: 'x' } };
    expect(bad({ ok: false, errorRule: ['509.1b', '702.9'] }, refused)).toEqual([]);
    expect(bad({ ok: false, errorRule: ['702.19'] }, refused)).toEqual([{ field: 'errorRule', expected: ['702.19'], actual: '702.9b', ok: false }]);
    const withCR = { ...refused, error: { ...refused.error, rule: 'CR 702.9b' } };
    expect(bad({ ok: false, errorRule: ['702.9b'] }, withCR)).toEqual([]);
    // A refusal was wanted, but every action was legal.
    expect(bad({ ok: false, errorRule: ['702.9b'] })).toEqual([
      { field: 'ok', expected: false, actual: true, ok: false },
      { field: 'errorRule', expected: ['702.9b'], actual: '', ok: false },
    ]);
  });

  it('CR 810.9, 104.3, 104.2c: the two-headed giant and multiplayer goals (teamLife, lost, winners) pass on the runner\'s result after their actions', () => {
    const names = readdirSync(SCENARIOS).filter((f) => /^(2hg|mp)-.*\.json$/.test(f)).map((f) => f.replace(/\.json$/, ''));
    expect(names).toEqual(expect.arrayContaining(['2hg-combined-block-shared-life', '2hg-team-loses-together', '2hg-concede-team-leaves', 'mp-ffa-concede-with-trigger-on-stack']));
    for (const name of names) {
      const json = scenario(name);
      const out = runScenario(json);
      if (out.exitCode !== 0) throw new Error(name);
      expect(failures(checkLesson(json.expect, out.result)), name).toEqual([]);
    }
    const loses = scenario('2hg-team-loses-together');
    const rows = checkLesson(loses.expect, runFile(loses));
    expect(rows.filter((r) => /^(lost|teamLife|winners?)\b/.test(r.field))).toEqual([
      { field: 'lost.C', expected: true, actual: true, ok: true },
      { field: 'lost.D', expected: true, actual: true, ok: true },
      { field: 'teamLife.T2', expected: -1, actual: -1, ok: true },
      { field: 'teamLife.T1', expected: 30, actual: 30, ok: true },
      { field: 'winner', expected: 'A', actual: 'A', ok: true },
      { field: 'winners', expected: ['A', 'B'], actual: ['A', 'B'], ok: true },
    ]);
  });

  it('CR 810.9: a wrong team life, a player still in the game and other winners are reported with expected and actual values; winners are a multiset', () => {
    const r = runFile(scenario('2hg-team-loses-together'));
    expect(bad({ teamLife: { T1: 25 } }, r)).toEqual([{ field: 'teamLife.T1', expected: 25, actual: 30, ok: false }]);
    expect(bad({ lost: ['A', 'C'] }, r)).toEqual([{ field: 'lost.A', expected: true, actual: false, ok: false }]);
    expect(bad({ winners: ['B', 'A'] }, r)).toEqual([]);
    expect(bad({ winners: ['A', 'C'] }, r)).toEqual([{ field: 'winners', expected: ['A', 'C'], actual: ['A', 'B'], ok: false }]);
    expect(bad({ winners: ['A', 'B', 'B'] }, r)[0]?.field).toBe('winners');
    // A team the result does not have, as the runner's check: never met.
    expect(bad({ teamLife: { T9: 30 } }, r)).toEqual([{ field: 'teamLife.T9', expected: 30, actual: undefined, ok: false }]);
    // Outside two-headed giant there are no teams; with the game going on there are no winners.
    expect(bad({ teamLife: { T1: 20 } })[0]).toMatchObject({ field: 'teamLife.T1', actual: undefined });
    expect(bad({ winners: [] })).toEqual([]);
    expect(bad({ winners: ['A'] })).toEqual([{ field: 'winners', expected: ['A'], actual: [], ok: false }]);
  });

  it('CR 406.2: compares the exile as an exact multiset, like the graveyard', () => {
    expect(bad({ exile: { A: [], B: [] } })).toEqual([]);
    expect(bad({ exile: { B: ['Runeclaw Bear'] } })).toEqual([{ field: 'exile.B', expected: ['Runeclaw Bear'], actual: [], ok: false }]);
    const r = clone();
    (r.players[1] as { exile: { id: string; card: string }[] }).exile.push({ id: 'x', card: 'Eager Cadet' }, { id: 'y', card: 'Runeclaw Bear' });
    expect(bad({ exile: { B: ['Runeclaw Bear', 'Eager Cadet'] } }, r)).toEqual([]);
    expect(bad({ exile: { B: ['Eager Cadet'] } }, r)).toEqual([{ field: 'exile.B', expected: ['Eager Cadet'], actual: ['Eager Cadet', 'Runeclaw Bear'], ok: false }]);
  });

  it('is pure: it does not change the goal or the result', () => {
    const exp: LessonExpect = { life: { B: 16 }, graveyard: { B: ['Runeclaw Bear'] }, stack: [] };
    const before = JSON.stringify([exp, base]);
    check(exp);
    expect(JSON.stringify([exp, base])).toBe(before);
  });
});
