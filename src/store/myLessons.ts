// myLessons.ts: the user's own lessons ("my lessons"), made in the editor and listed in the lesson
// library. Each lesson is kept under its own localStorage key, so a damaged or hand-edited entry is
// skipped on its own and never hides the others; every entry is checked with the runner's scenario
// schema when it is read, because storage is as untrusted as any file. Storage that is full or
// disabled is reported as a result, never thrown.
import { parseScenario } from '../engine';
import { MAX_SCENARIO_CHARS, type Issue } from './limits';
import { SAVE_APP } from './saveSchema';
import { browserStorage, type KeyValueStorage } from './saveStorage';

export const MY_LESSON_KEY_PREFIX = `${SAVE_APP}/my-lesson/`;
const ENTRY_FORMAT = 'my-lesson/1';

export interface MyLesson {
  id: string;
  title: string;
  /** ISO 8601, when it was last saved. */
  savedAt: string;
  /** A valid scenario of the contract (checked on read). */
  scenario: unknown;
}

/** Why a lesson was not saved: the interface words it by the code; `message` is for logs and tests. */
export type MyLessonErrorCode = 'bad-id' | 'invalid' | 'too-large' | 'storage-full' | 'storage-refused';
export type MyLessonResult = { ok: true; id: string } | { ok: false; code: MyLessonErrorCode; message: string; issues: Issue[] };

/** The storage used when none is given: localStorage, or memory when the browser refuses it. */
const defaultStorage = (): KeyValueStorage => browserStorage().storage;

const keyOf = (id: string) => `${MY_LESSON_KEY_PREFIX}${id}`;
const ID_PATTERN = /^[a-z0-9-]{1,40}$/;

function newLessonId(): string {
  const bytes = new Uint8Array(5);
  crypto.getRandomValues(bytes);
  return `my-${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function titleOf(scenario: unknown): string {
  const title = typeof scenario === 'object' && scenario !== null ? (scenario as Record<string, unknown>).title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title : 'Untitled lesson';
}

/** One stored entry, or null when it is missing, unreadable or not a valid scenario. */
function readEntry(storage: KeyValueStorage, id: string): MyLesson | null {
  let text: string | null;
  try {
    text = storage.getItem(keyOf(id));
  } catch {
    return null;
  }
  if (text === null || text.length > 2 * MAX_SCENARIO_CHARS) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof entry !== 'object' || entry === null) return null;
  const { format, savedAt, scenario } = entry as Record<string, unknown>;
  if (format !== ENTRY_FORMAT || typeof savedAt !== 'string' || !parseScenario(scenario).ok) return null;
  return { id, title: titleOf(scenario), savedAt, scenario };
}

/** Every readable lesson, most recently saved first; damaged entries are left out. */
export function listMyLessons(storage: KeyValueStorage = defaultStorage()): MyLesson[] {
  const ids: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      const id = key?.startsWith(MY_LESSON_KEY_PREFIX) ? key.slice(MY_LESSON_KEY_PREFIX.length) : null;
      // A key written by hand may hold anything; ids end up in addresses (#lesson=<id>).
      if (id !== null && ID_PATTERN.test(id)) ids.push(id);
    }
  } catch {
    return [];
  }
  return ids
    .map((id) => readEntry(storage, id))
    .filter((lesson): lesson is MyLesson => lesson !== null)
    .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
}

/** One lesson by id, or null when it is gone or damaged. */
export function loadMyLesson(id: string, storage: KeyValueStorage = defaultStorage()): MyLesson | null {
  return ID_PATTERN.test(id) ? readEntry(storage, id) : null;
}

/** Saves a scenario as a lesson: a new one, or over the lesson `id`. An invalid scenario is refused
 *  with the runner's field paths; storage that is full or disabled is reported. */
export function saveMyLesson(scenario: unknown, id?: string, storage: KeyValueStorage = defaultStorage()): MyLessonResult {
  if (id !== undefined && !ID_PATTERN.test(id)) return { ok: false, code: 'bad-id', message: `"${id}" is not a lesson id`, issues: [] };
  const parsed = parseScenario(scenario);
  if (!parsed.ok) return { ok: false, code: 'invalid', message: 'the scenario is not valid', issues: parsed.issues };
  const lessonId = id ?? newLessonId();
  const text = JSON.stringify({ format: ENTRY_FORMAT, savedAt: new Date().toISOString(), scenario });
  // The same bound as a file or a link: a saved lesson can always be exported and shared again.
  if (text.length > MAX_SCENARIO_CHARS) {
    return { ok: false, code: 'too-large', message: `the scenario is too large: ${text.length} characters, at most ${MAX_SCENARIO_CHARS}`, issues: [] };
  }
  try {
    storage.setItem(keyOf(lessonId), text);
    return { ok: true, id: lessonId };
  } catch (error) {
    const full = error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
    if (full) return { ok: false, code: 'storage-full', message: "the browser's storage for this page is full", issues: [] };
    return { ok: false, code: 'storage-refused', message: `the browser refused to store the lesson: ${error instanceof Error ? error.message : String(error)}`, issues: [] };
  }
}

/** Deletes a lesson; false when the browser refused (a missing lesson counts as deleted). */
export function deleteMyLesson(id: string, storage: KeyValueStorage = defaultStorage()): boolean {
  if (!ID_PATTERN.test(id)) return false;
  try {
    storage.removeItem(keyOf(id));
    return true;
  } catch {
    return false;
  }
}
