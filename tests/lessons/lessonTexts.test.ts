// lessonTexts.test.ts: the library in three languages: every lesson has a title and a short
// explanation in English, Spanish and Italian (the English title is the file's own), every section
// and topic has a name, and every goal and check line of every lesson renders in each language with
// no key left untranslated and no placeholder left over.
import { describe, expect, it } from 'vitest';
import { createGameFromScenario, parseScenario, toResult } from '../../src/engine/index';
import { namesIn } from '../../src/explain';
import { LANGUAGES } from '../../src/i18n/languages';
import { LESSONS, LESSON_SECTIONS, LESSON_TOPICS, checkLesson, loadAllLessons } from '../../src/lessons/index';
import { fieldMessage, valueParam } from '../../src/lessons/fields';
import { flatten, missingKeys, renderAll, resources } from '../explain/support';

const texts = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(resources(lng, 'lessons'))]));

describe('lesson titles and explanations', () => {
  it.each(LANGUAGES)('%s: every lesson, section and topic has its words', (lng) => {
    const t = texts[lng]!;
    for (const l of LESSONS) {
      expect(t.get(`lesson.${l.id}.title`), `${lng} ${l.id}`).toBeTruthy();
      expect(t.get(`lesson.${l.id}.summary`), `${lng} ${l.id}`).toMatch(/\b\d{3}\.\d+[a-z]?\b/);
    }
    for (const s of LESSON_SECTIONS) expect(t.get(`section.${s}`), s).toBeTruthy();
    for (const topic of Object.keys(LESSON_TOPICS)) expect(t.get(`topic.${topic}`), topic).toBeTruthy();
    // Only lessons the library has.
    const ids = new Set([...t.keys()].filter((k) => k.startsWith('lesson.')).map((k) => k.split('.')[1]));
    expect([...ids].sort()).toEqual(LESSONS.map((l) => l.id).sort());
  });

  it('the English titles are the files\' own, and the Spanish and Italian ones are translations', () => {
    for (const l of LESSONS) {
      expect(texts.en!.get(`lesson.${l.id}.title`)).toBe(l.title);
      expect(texts.es!.get(`lesson.${l.id}.summary`)).not.toBe(texts.en!.get(`lesson.${l.id}.summary`));
      expect(texts.it!.get(`lesson.${l.id}.summary`)).not.toBe(texts.en!.get(`lesson.${l.id}.summary`));
    }
  });

  it("uses the seeds' terms for the keywords", () => {
    expect(texts.es!.get('topic.first-strike')).toBe('Dañar primero');
    expect(texts.es!.get('topic.trample')).toBe('Arrollar');
    expect(texts.it!.get('topic.double-strike')).toBe('Doppio attacco');
    expect(texts.it!.get('topic.deathtouch')).toBe('Tocco letale');
    expect(texts.es!.get('changed.before')).toMatch(/orden de asignación de daño/);
    expect(texts.it!.get('changed.before')).toMatch(/ordine di assegnazione del danno/);
  });
});

describe('goal and check lines', () => {
  it('every line of every lesson\'s goal renders in English, Spanish and Italian', async () => {
    for (const l of await loadAllLessons()) {
      const parsed = parseScenario(l);
      if (!parsed.ok) throw new Error(l.lesson.id);
      const start = createGameFromScenario(parsed.scenario);
      const names = namesIn(start);
      for (const row of checkLesson(l.expect, toResult(start))) {
        const field = fieldMessage(row.field, names);
        expect(await missingKeys(field), `${l.lesson.id} ${row.field}`).toEqual([]);
        for (const value of [row.expected, row.actual]) {
          const v = valueParam(row.field, value, names);
          if (typeof v === 'object') expect(await missingKeys(v), `${l.lesson.id} ${row.field}`).toEqual([]);
        }
      }
    }
  });

  it('says each field in words, in each language', async () => {
    const game = createGameFromScenario((parseScenario((await loadAllLessons()).find((l) => l.lesson.id === 'kw-trample'))as { ok: true; scenario: never }).scenario);
    const names = namesIn(game);
    expect(await renderAll(fieldMessage('life.B', names))).toEqual({ en: "Bruno's life", es: 'Vidas de Bruno', it: 'Punti vita di Bruno' });
    expect(await renderAll(fieldMessage('permanents.maw.damage', names))).toEqual({ en: 'Colossal Dreadmaw: damage', es: 'Colossal Dreadmaw: daño', it: 'Colossal Dreadmaw: danno' });
    expect((await renderAll(valueParam('step', 'combatDamage', names) as never)).es).toBe('Paso de daño de combate');
    expect((await renderAll(valueParam('graveyard.B', ['Runeclaw Bear', 'Eager Cadet'], names) as never)).it).toBe('Runeclaw Bear e Eager Cadet');
    expect((await renderAll(valueParam('permanents.maw.tapped', true, names) as never)).es).toBe('sí');
    expect((await renderAll(valueParam('winner', null, names) as never)).en).toBe('nobody: the game goes on');
  });
});
