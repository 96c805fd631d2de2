// lessonTexts.test.ts: the library in three languages: every lesson has a title and a short
// explanation in English, Spanish and Italian (the English title is the file's own), every section
// and topic has a name, and every goal sentence and check line (with its hint) of every lesson renders
// in each language with no key left untranslated and no placeholder left over.
import { describe, expect, it } from 'vitest';
import { createGameFromScenario, parseScenario, toResult } from '../../src/engine/index';
import { namesIn, renderMessage } from '../../src/explain';
import { LANGUAGES } from '../../src/i18n/languages';
import { LESSONS, LESSON_SECTIONS, LESSON_TOPICS, checkLesson, loadAllLessons } from '../../src/lessons/index';
import { checkHint } from '../../src/lessons/hints';
import { distinctNames, lessonNames } from '../../src/lessons/fields';
import { goalNamesOf } from '../../src/lessons/goalIssues';
import { goalOf, intendedEnd, lessonStart } from '../../src/lessons/play';
import { fieldSentence, goalSentences } from '../../src/lessons/sentences';
import { flatten, missingKeys, renderAll, resources, translator } from '../explain/support';

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
  it('every sentence of every lesson\'s goal and check, and every hint, renders in English, Spanish and Italian', async () => {
    for (const l of await loadAllLessons()) {
      const parsed = parseScenario(l);
      if (!parsed.ok) throw new Error(l.lesson.id);
      const start = createGameFromScenario(parsed.scenario);
      const names = namesIn(start);
      for (const line of goalSentences(goalOf(l.expect, start), names)) expect(await missingKeys(line.message), `${l.lesson.id} ${line.fields.join(' ')}`).toEqual([]);
      for (const row of checkLesson(l.expect, toResult(start))) {
        for (const value of [row.expected, row.actual]) expect(await missingKeys(fieldSentence(row.field, value, names)), `${l.lesson.id} ${row.field}`).toEqual([]);
        expect(await missingKeys(checkHint(row, start, names)), `${l.lesson.id} ${row.field}`).toEqual([]);
      }
    }
  });

  it('no goal of the library shows an object id or a field path, in any language (the reader sees names and sentences)', async () => {
    for (const l of await loadAllLessons()) {
      const start = lessonStart(l);
      const parsed = parseScenario(l);
      if (!start.ok || !parsed.ok) throw new Error(l.lesson.id);
      // An id as a word of its own, or with the numbers of what it made ("hero", "hero.2.1").
      const idPatterns = [...goalNamesOf(parsed.scenario).objects].map((id) => new RegExp(`(^|[^\\w])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.\\d+)*([^\\w]|$)`));
      const names = lessonNames(distinctNames(start.game), distinctNames(intendedEnd(start.game, start.actions)));
      const said = goalSentences(goalOf(start.expect, start.game), names);
      for (const line of said) {
        const all = await renderAll(line.message);
        for (const text of Object.values(all)) {
          for (const id of idPatterns) expect(text, `${l.lesson.id}: ${text}`).not.toMatch(id);
          expect(text, `${l.lesson.id}: ${text}`).not.toMatch(/\bpending\b|\bkind:|stack\[|permanents\.|\{\{|\{"/);
        }
      }
    }
  });

  it('says each field as a sentence, in each language', async () => {
    const game = createGameFromScenario((parseScenario((await loadAllLessons()).find((l) => l.lesson.id === 'kw-trample'))as { ok: true; scenario: never }).scenario);
    const names = namesIn(game);
    expect(await renderAll(fieldSentence('life.B', 16, names))).toEqual({ en: 'Bruno is at 16 life', es: 'Bruno tiene 16 vidas', it: 'Bruno è a 16 punti vita' });
    expect(await renderAll(fieldSentence('permanents.maw.damage', 2, names))).toEqual({ en: 'Colossal Dreadmaw has 2 damage marked on it', es: 'Colossal Dreadmaw tiene marcado un daño de 2', it: 'Colossal Dreadmaw ha 2 danni segnati' });
    expect((await renderAll(fieldSentence('step', 'combatDamage', names))).es).toBe('La partida está en el paso de daño de combate');
    expect((await renderAll(fieldSentence('graveyard.B', ['Runeclaw Bear', 'Eager Cadet'], names))).it).toBe('Nel cimitero di Bruno ci sono Runeclaw Bear ed Eager Cadet');
    expect((await renderAll(fieldSentence('permanents.maw.tapped', true, names))).es).toBe('Colossal Dreadmaw está girada');
    expect((await renderAll(fieldSentence('winner', null, names))).en).toBe('Nobody has won: the game goes on');
    expect((await renderAll(fieldSentence('pending.type', 'priority', names))).en).toBe('a player has priority');
    // No JSON and no field words: counters counted, alternative rules joined with "or".
    expect(await renderAll(fieldSentence('permanents.maw.counters', { loyalty: 1 }, names))).toEqual({ en: 'Colossal Dreadmaw has 1 loyalty counter', es: 'Colossal Dreadmaw tiene 1 contador de lealtad', it: 'Colossal Dreadmaw ha 1 segnalino fedeltà' });
    expect((await renderAll(fieldSentence('errorRule', ['702.9b', '509.1b'], names))).en).toBe('The move is refused under rule 702.9b or 509.1b');
    expect((await renderAll(fieldSentence('permanents.maw.damage', 0, names))).it).toBe('Colossal Dreadmaw non ha danni segnati');
    // Italian lists take the euphonic "ed" before a word that begins with e.
    expect((await renderAll(fieldSentence('permanents.maw.tapped', true, names))).it).toBe('Colossal Dreadmaw è TAPpata');
    expect(renderMessage(await translator('it'), { key: 'lessons:say.permanent', params: { card: 'Soldier Token', facts: [{ key: 'lessons:say.fact.attacking', params: { value: 'Bruno' } }, { key: 'lessons:say.fact.token' }] } })).toBe('Soldier Token attacca Bruno ed è una pedina');
    // The verb agrees with the cards listed.
    expect((await renderAll(fieldSentence('graveyard.A', ['Fog Elemental'], names))).es).toBe('En el cementerio de Ana está Fog Elemental');
    expect((await renderAll(fieldSentence('hand.A', ['Forest', 'Forest'], names))).it).toBe('In mano a Ana ci sono Forest e Forest');
  });
});
