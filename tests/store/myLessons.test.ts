import { afterEach, describe, expect, it, vi } from 'vitest';
import { MY_LESSON_KEY_PREFIX, deleteMyLesson, listMyLessons, loadMyLesson, saveMyLesson } from '../../src/store/myLessons';
import { memoryStorage, type KeyValueStorage } from '../../src/store/saveStorage';
import { fixture, withActions } from '../support/scenarios';

const shock = withActions(fixture('shock-then-titanic-growth'));
const wurm = withActions(fixture('craw-wurm-two-blockers'));

/** A storage whose writes fail the way a browser's do. */
function failingStorage(error: Error): KeyValueStorage {
  const inner = memoryStorage();
  return { ...inner, get length() { return inner.length; }, setItem: () => { throw error; } };
}

describe('my lessons', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves, lists (newest first), loads, overwrites and deletes', () => {
    const storage = memoryStorage();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const first = saveMyLesson(shock, undefined, storage);
    if (!first.ok) throw new Error(first.message);
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const second = saveMyLesson(wurm, undefined, storage);
    if (!second.ok) throw new Error(second.message);
    expect(first.id).not.toBe(second.id);

    const listed = listMyLessons(storage);
    expect(listed.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(listed[1]?.title).toBe(shock.title);
    expect(listed[1]?.scenario).toEqual(shock);
    expect(listed[0]?.savedAt).toBe('2026-03-02T10:00:00.000Z');

    const renamed = saveMyLesson({ ...shock, title: 'Renamed' }, first.id, storage);
    expect(renamed).toEqual({ ok: true, id: first.id });
    expect(loadMyLesson(first.id, storage)?.title).toBe('Renamed');
    expect(listMyLessons(storage)).toHaveLength(2);

    expect(deleteMyLesson(first.id, storage)).toBe(true);
    expect(listMyLessons(storage).map((l) => l.id)).toEqual([second.id]);
    expect(loadMyLesson(first.id, storage)).toBeNull();
  });

  it('a damaged entry is left out and never hides the others', () => {
    const storage = memoryStorage();
    const good = saveMyLesson(shock, undefined, storage);
    storage.setItem(`${MY_LESSON_KEY_PREFIX}broken-json`, '{"format": "my-lesson/1", ');
    storage.setItem(`${MY_LESSON_KEY_PREFIX}not-a-scenario`, JSON.stringify({ format: 'my-lesson/1', savedAt: '2026-01-01T00:00:00Z', scenario: { title: 'x' } }));
    const badCard = structuredClone(shock) as { players: { battlefield: unknown[] }[] };
    badCard.players[0]?.battlefield.push('Not A Card');
    storage.setItem(`${MY_LESSON_KEY_PREFIX}unknown-card`, JSON.stringify({ format: 'my-lesson/1', savedAt: '2026-01-01T00:00:00Z', scenario: badCard }));
    storage.setItem('someone-else/key', 'whatever');
    storage.setItem(`${MY_LESSON_KEY_PREFIX}javascript:alert(1)`, storage.getItem(`${MY_LESSON_KEY_PREFIX}${good.ok ? good.id : ''}`) ?? '');
    expect(listMyLessons(storage).map((l) => l.id)).toEqual([good.ok ? good.id : '']);
    expect(loadMyLesson('not-a-scenario', storage)).toBeNull();
  });

  it('an invalid scenario is refused with the field paths, and nothing is stored', () => {
    const storage = memoryStorage();
    const result = saveMyLesson({ ...shock, turn: { number: 1, activePlayer: 'Z', step: 'main1' } }, undefined, storage);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('invalid');
      expect(result.issues.map((i) => i.path)).toContain('turn.activePlayer');
    }
    expect(storage.length).toBe(0);
  });

  it('an id that could escape its key is refused', () => {
    const storage = memoryStorage();
    const result = saveMyLesson(shock, '../../other', storage);
    expect(result.ok === false && result.code).toBe('bad-id');
    expect(deleteMyLesson('__proto__', storage)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('a full or disabled storage is reported, not thrown', () => {
    const full = saveMyLesson(shock, undefined, failingStorage(new DOMException('full', 'QuotaExceededError')));
    expect(full.ok === false && full.code).toBe('storage-full');
    const refused = saveMyLesson(shock, undefined, failingStorage(new Error('SecurityError')));
    expect(refused.ok === false && refused.code).toBe('storage-refused');
    const broken: KeyValueStorage = {
      get length(): number {
        throw new Error('disabled');
      },
      key: () => null, getItem: () => null, setItem: () => undefined, removeItem: () => undefined,
    };
    expect(listMyLessons(broken)).toEqual([]);
  });

  it('a scenario over the size limit is refused', () => {
    const result = saveMyLesson({ ...shock, description: 'x'.repeat(9_000), cards: [] , padding: 'y'.repeat(100_000) }, undefined, memoryStorage());
    expect(result.ok === false && result.code).toBe('too-large');
  });
});
