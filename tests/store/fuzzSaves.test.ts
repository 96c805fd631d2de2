// Seeded mutation fuzzing of what the store opens: saved games (from storage or a file), shared links,
// pasted scenario text, the lessons kept in the browser and the editor's drafts. The inputs are made by
// the store from the project's scenarios (tests/scenarios and the shared seeds), then mutated
// (tests/support/mutate.ts). For every input the store either opens it or says what is wrong in a
// message a user can read (never a crash's text), never throws, never hangs and never pollutes
// Object.prototype; what it opens can be played on (the table asks legalActions first, then
// dispatches), and a refused action leaves the table's game as it was.
// FUZZ_INPUT_RUNS=<n> scales the number of inputs, FUZZ_INPUT_SEED=<n> picks others.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { draftFromScenario, draftIssues, draftToScenario } from '../../src/store/editorDraft';
import { LINK_PREFIX } from '../../src/store/limits';
import { listMyLessons, saveMyLesson, MY_LESSON_KEY_PREFIX } from '../../src/store/myLessons';
import { fingerprint, parseSave, readSaveHeader, serializeGame, type GameHistory } from '../../src/store/saves';
import { createSaveStorage, memoryStorage } from '../../src/store/saveStorage';
import { openScenarioJson, openScenarioLink, openScenarioText, scenarioLinkHash } from '../../src/store/scenarioSource';
import { deepFreeze } from '../engine/freeze';
import { mulberry32 as rng } from '../support/rng';
import { INPUT_RUN_SCALE, INPUT_SEED, RAW_ERROR, mutateJson, mutateText, pick, projectScenarios, prototypesPolluted, type Random } from '../support/mutate';

const SCENARIOS = projectScenarios();
const HANG_MS = 5_000;

/** Runs `open` on a hostile input; what is wrong with how it was handled, or null. */
function handled<T>(what: string, open: () => T, check: (r: T) => string | null): string | null {
  const started = performance.now();
  let r: T;
  try {
    r = open();
  } catch (e) {
    return `${what} threw: ${(e as Error).stack ?? String(e)}`;
  }
  const took = performance.now() - started;
  if (took > HANG_MS) return `${what} took ${Math.round(took)} ms`;
  return prototypesPolluted() ?? check(r);
}

/** A message a user can't read: none, empty, a crash's text. A message to translate (the editor's
 *  issues: a key of the table's namespaces and its parameters) is read as its parameters' text. */
const unclear = (message: unknown): boolean => {
  if (message && typeof message === 'object' && 'key' in message) return typeof message.key !== 'string' || !/^\w+:[\w.]+$/.test(message.key) || RAW_ERROR.test(JSON.stringify(message));
  return typeof message !== 'string' || message.trim() === '' || RAW_ERROR.test(message);
};

/** What is wrong with a refusal's issues (a scenario, a link, a draft), or null. */
function issuesProblem(issues: readonly { path: unknown; message: unknown }[]): string | null {
  if (!issues.length) return 'refused without an issue';
  const bad = issues.find((i) => typeof i.path !== 'string' || unclear(i.message));
  return bad ? `an unclear issue: ${JSON.stringify(bad).slice(0, 300)}` : null;
}

/** What is wrong with a game the store opened: the table asks legalActions, then plays an offered
 *  action; a refused action leaves the table's game as it was. */
function playable(game: GameState, past: GameState[], performed: Action[], random: Random): string | null {
  try {
    const store = createTableStore({ game, past, performed });
    const legal = legalActions(store.getState().game);
    if (game.gameOver) return null;
    if (!legal.actions.length) return 'it opens with nothing to do';
    const before = JSON.stringify(store.getState().game);
    const refused = store.getState().dispatch({ type: 'pass', player: 'nobody' } as Action);
    if (refused || JSON.stringify(store.getState().game) !== before) return 'a refused action changed the table';
    // An offered action the engine then refuses (a forged position may disagree with itself) is
    // shown as a refusal like any other: only a crash is wrong here.
    const action = pick(random, legal.actions);
    const r = applyAction(store.getState().game, action);
    if (!r.ok && unclear(r.error.message)) return `an offered action is refused unclearly: ${JSON.stringify(action)}: ${r.error.message}`;
    store.getState().dispatch(action);
    if (store.getState().lastError?.code === 'engine/internal') return `the engine failed on an offered action: ${JSON.stringify(action)}`;
    legalActions(store.getState().game);
    return null;
  } catch (e) {
    return `playing what was opened threw: ${(e as Error).stack ?? String(e)}`;
  }
}

/** The history the store keeps after opening `json`, with its last `undos` actions undone. */
function historyOf(json: unknown, undos: number): GameHistory | null {
  const opened = openScenarioJson(json);
  if (!opened.ok) throw new Error('a project scenario does not open');
  const states = [...opened.past, opened.game];
  const kept = Math.max(0, states.length - 1 - undos);
  return {
    game: states[kept] as GameState,
    past: states.slice(0, kept),
    future: states.slice(kept + 1).toReversed(),
    performed: opened.performed.slice(0, kept),
    undone: opened.performed.slice(kept).toReversed(),
  };
}

const META = { id: 'fuzz-1', savedAt: '2026-05-01T10:00:00.000Z', title: 'Fuzz' };

function saveProblem(text: string, random: Random): string | null {
  return handled('parseSave', () => parseSave(text), (r) => {
    if (!r.ok) return unclear(r.error.message) || typeof r.error.code !== 'string' ? `an unclear save error: ${JSON.stringify(r.error).slice(0, 400)}` : null;
    return playable(r.restored.game, [...r.restored.past], [...r.restored.performed], random);
  }) ?? handled('readSaveHeader', () => readSaveHeader(text), (r) => (!r.ok && unclear(r.error.message) ? `an unclear header error: ${r.error.message}` : null));
}

describe('fuzz: saved games', () => {
  it(`damaged saves (text cut short or changed, fields of the wrong type or value) open or are refused with a clear message (seed ${INPUT_SEED})`, () => {
    const random = rng(INPUT_SEED + 10);
    const runs = Math.round(120 * INPUT_RUN_SCALE);
    let opened = 0;
    for (let n = 0; n < runs; n++) {
      const [file, json] = pick(random, SCENARIOS);
      const history = historyOf(json, random() < 0.3 ? 1 + Math.floor(random() * 3) : 0);
      if (!history) continue;
      const text = serializeGame(history, META);
      const mode = random();
      let input: string;
      let did: string;
      if (mode < 0.3) ({ text: input, did } = mutateText(text, random));
      else {
        const m = mutateJson(JSON.parse(text) as unknown, random);
        input = JSON.stringify(m.value);
        did = m.did.join('; ');
      }
      const problem = saveProblem(input, random);
      if (problem) throw new Error(`[${file}, run ${n}] ${did}\n${problem}`);
      if (parseSave(input).ok) opened++;
    }
    expect(opened).toBeGreaterThan(0);
  }, 60_000);

  it('forged saves (a changed start position with its fingerprint made to match) open playable or are refused with a clear message', () => {
    const random = rng(INPUT_SEED + 11);
    const runs = Math.round(120 * INPUT_RUN_SCALE);
    for (let n = 0; n < runs; n++) {
      const [file, json] = pick(random, SCENARIOS);
      const history = historyOf(json, 0);
      if (!history) continue;
      // The present is the start (no moves, so the forger needs no replay to make the fingerprint match).
      const save = JSON.parse(serializeGame({ game: history.game, past: [], future: [], performed: [], undone: [] }, META)) as { history: { start: unknown; present: { fingerprint: string } } };
      const { value: start, did } = mutateJson(save.history.start, random);
      save.history.start = start;
      save.history.present.fingerprint = fingerprint(JSON.stringify(JSON.parse(JSON.stringify(start)) as unknown));
      const problem = saveProblem(JSON.stringify(save), random);
      if (problem) throw new Error(`[${file}, run ${n}] ${did.join('; ')}\n${problem}`);
    }
  }, 60_000);

  it('a storage holding damaged saves and lessons lists them without throwing', () => {
    const random = rng(INPUT_SEED + 12);
    const storage = memoryStorage();
    const runs = Math.round(20 * INPUT_RUN_SCALE);
    for (let n = 0; n < runs; n++) {
      const [, json] = pick(random, SCENARIOS);
      const history = historyOf(json, 0);
      if (!history) continue;
      const text = serializeGame(history, { ...META, id: `g${n}` });
      storage.setItem(`mtg-combat-tabletop/save/g${n}`, random() < 0.5 ? mutateText(text, random).text : JSON.stringify(mutateJson(JSON.parse(text) as unknown, random).value));
      const lesson = JSON.stringify({ format: 1, savedAt: '2026-05-01', scenario: mutateJson(json, random).value });
      storage.setItem(`${MY_LESSON_KEY_PREFIX}l${n}`, random() < 0.5 ? mutateText(lesson, random).text : lesson);
    }
    const saves = createSaveStorage(storage);
    const problem = handled('list', () => saves.list(), (list) => {
      const bad = list.find((s) => !s.ok && unclear(s.error.message));
      return bad ? `an unclear listing: ${JSON.stringify(bad).slice(0, 300)}` : null;
    }) ?? handled('listMyLessons', () => listMyLessons(storage), () => null);
    if (problem) throw new Error(problem);
  }, 60_000);
});

/** What is wrong with opening a link or a text, or null. */
function openedProblem(r: ReturnType<typeof openScenarioText> | null, random: Random): string | null {
  if (r === null) return null;
  if (!r.ok) return issuesProblem(r.issues);
  return playable(deepFreeze(r.game), r.past, r.performed, random);
}

const LINK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** A link's payload damaged: cut short, characters changed, dropped or repeated, percent-encoding,
 *  characters outside the alphabet, base64 or random noise. */
function mutateLink(hash: string, random: Random): { hash: string; did: string } {
  const payload = hash.slice(LINK_PREFIX.length);
  const at = Math.floor(random() * payload.length);
  const roll = random();
  const noise = (n: number, alphabet: string) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  let out: string;
  let did: string;
  if (roll < 0.25) [out, did] = [payload.slice(0, at), `cut at ${at}`];
  else if (roll < 0.45) [out, did] = [payload.slice(0, at) + noise(1 + Math.floor(random() * 3), LINK_ALPHABET) + payload.slice(at + 1), `changed at ${at}`];
  else if (roll < 0.55) [out, did] = [payload.slice(0, at) + pick(random, ['%', '%ZZ', '%2B', '%24', ' ', '/', '=', '\u00e9', '%00', '#', '&']) + payload.slice(at), `inserted at ${at}`];
  else if (roll < 0.65) [out, did] = [payload + noise(50, LINK_ALPHABET), 'appended'];
  else if (roll < 0.75) [out, did] = [btoa(noise(200, 'abc{}[]":,0123456789')), 'base64'];
  else if (roll < 0.85) [out, did] = [noise(1 + Math.floor(random() * 3000), LINK_ALPHABET), 'noise'];
  else if (roll < 0.92) [out, did] = [payload.slice(0, at) + payload.slice(at, at + 40).repeat(20) + payload.slice(at + 40), `repeated at ${at}`];
  else [out, did] = [encodeURIComponent(payload).slice(0, Math.max(1, at)), 'percent-encoded and cut'];
  return { hash: LINK_PREFIX + out, did };
}

describe('fuzz: shared links, pasted scenarios, lessons and the editor', () => {
  it(`damaged links and links to mutated scenarios open or say what is wrong (seed ${INPUT_SEED})`, () => {
    const random = rng(INPUT_SEED + 20);
    const runs = Math.round(150 * INPUT_RUN_SCALE);
    for (let n = 0; n < runs; n++) {
      const [file, json] = pick(random, SCENARIOS);
      const mutated = random() < 0.5;
      const m = mutated ? mutateJson(json, random) : { value: json, did: [] };
      const link = random() < 0.5 || !mutated ? mutateLink(scenarioLinkHash(m.value), random) : { hash: scenarioLinkHash(m.value), did: '' };
      const problem = handled('openScenarioLink', () => openScenarioLink(link.hash), (r) => openedProblem(r, random));
      if (problem) throw new Error(`[${file}, run ${n}] ${[...m.did, link.did].join('; ')}\n${problem}`);
    }
  }, 60_000);

  it('pasted scenario text, cut short or changed, opens or says what is wrong', () => {
    const random = rng(INPUT_SEED + 21);
    const runs = Math.round(150 * INPUT_RUN_SCALE);
    for (let n = 0; n < runs; n++) {
      const [file, json] = pick(random, SCENARIOS);
      const m = random() < 0.5 ? mutateJson(json, random) : { value: json, did: [] };
      const t = random() < 0.5 ? mutateText(JSON.stringify(m.value, null, random() < 0.5 ? 2 : undefined), random) : { text: JSON.stringify(m.value), did: '' };
      const problem = handled('openScenarioText', () => openScenarioText(t.text), (r) => openedProblem(r, random));
      if (problem) throw new Error(`[${file}, run ${n}] ${[...m.did, t.did].join('; ')}\n${problem}`);
    }
  }, 60_000);

  it('mutated scenarios saved as lessons or opened in the editor are kept or refused with their issues', () => {
    const random = rng(INPUT_SEED + 22);
    const runs = Math.round(120 * INPUT_RUN_SCALE);
    const storage = memoryStorage();
    for (let n = 0; n < runs; n++) {
      const [file, json] = pick(random, SCENARIOS);
      const { value, did } = mutateJson(json, random);
      const problem =
        handled('saveMyLesson', () => saveMyLesson(value, undefined, storage), (r) => (r.ok ? null : unclear(r.message) ? `unclear: ${r.message}` : r.code === 'invalid' ? issuesProblem(r.issues) : null)) ??
        handled('draftFromScenario', () => draftFromScenario(value), (r) => {
          if (!r.ok) return issuesProblem(r.issues);
          const issues = draftIssues(r.draft);
          if (issues.length) return issuesProblem(issues);
          const back = openScenarioJson(draftToScenario(r.draft));
          return back.ok ? null : `the editor's draft of an accepted scenario does not open: ${JSON.stringify(back.issues).slice(0, 300)}`;
        });
      if (problem) throw new Error(`[${file}, run ${n}] ${did.join('; ')}\n${problem}`);
    }
    const listed = handled('listMyLessons', () => listMyLessons(storage), () => null);
    if (listed) throw new Error(listed);
  }, 60_000);
});
