// lessonDetails.test.ts: every shipped lesson's full explanation in Spanish and Italian
// (src/lessons/details/<language>.json): one per lesson and no other, none empty, none left in
// English, and each keeps every figure of the English: its rule numbers, amounts and P/T, no more and
// no fewer (a teacher's explanation that cites 510.1c in English must cite it in Italian too).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translatedDetails } from '../../src/lessons/details';
import { LESSONS, loadAllLessons } from '../../src/lessons/index';
import { ROOT } from '../explain/support';

const TRANSLATED = ['es', 'it'] as const;
const details = (lng: string) => JSON.parse(readFileSync(`${ROOT}/src/lessons/details/${lng}.json`, 'utf8')) as Record<string, unknown>;

/** "510.1c", "3/6", "2 + 1 = 3" → the set of numbers and rule numbers. */
const figures = (text: string) => [...new Set(text.match(/\d+(?:\.\d+[a-z]?)?/g) ?? [])].sort();

describe.each(TRANSLATED)('%s lesson details', (lng) => {
  it('has one text per shipped lesson and no other', () => {
    expect(Object.keys(details(lng)).sort()).toEqual(LESSONS.map((l) => l.id).sort());
  });

  it('keeps every rule number and figure of the English explanation, and adds none', async () => {
    const translated = details(lng);
    for (const file of await loadAllLessons()) {
      const text = translated[file.lesson.id];
      expect(typeof text === 'string' && text.trim().length > 0, file.lesson.id).toBe(true);
      expect(text, `${file.lesson.id} is not translated`).not.toBe(file.description);
      expect(figures(text as string), `${lng} ${file.lesson.id}`).toEqual(figures(file.description));
    }
  });
});

describe('translatedDetails', () => {
  it("loads a lesson's explanation in Spanish or Italian, and none in English (the file's own) or for an unknown lesson", async () => {
    const id = 'kw-trample';
    expect(await translatedDetails(id, 'es')).toBe(details('es')[id]);
    expect(await translatedDetails(id, 'it')).toBe(details('it')[id]);
    expect(await translatedDetails(id, 'en')).toBeNull();
    expect(await translatedDetails('no-such-lesson', 'es')).toBeNull();
  });
});
