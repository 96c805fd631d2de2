// goalFields.test.ts: a lesson's goal and check read as a teacher says them: sentences in the
// reader's language with the players' and cards' names, never a field's path or an id. CR 111.1: the
// tokens a trigger creates are named by which one they are ("the first Soldier Token"), not by their
// id ("hero.2.1"). CR 405.5: a stack object's place is counted from the top, as the stack panel shows
// it. CR 117.3: the pending choice reads as who has priority, not "kind: priority".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMessage, type Message } from '../../src/explain';
import { distinctNames, lessonNames } from '../../src/lessons/fields';
import { goalOf, intendedEnd, lessonStart } from '../../src/lessons/play';
import { fieldSentence, goalSentences } from '../../src/lessons/sentences';
import { ROOT, translator } from '../explain/support';

function lesson(id: string) {
  const start = lessonStart(JSON.parse(readFileSync(join(ROOT, `src/lessons/${id}.json`), 'utf8')));
  if (!start.ok) throw new Error('invalid lesson');
  return start;
}

async function goalIn(language: 'en' | 'es' | 'it', id: string): Promise<string[]> {
  const start = lesson(id);
  const names = lessonNames(distinctNames(start.game), distinctNames(intendedEnd(start.game, start.actions)));
  const t = await translator(language);
  return goalSentences(goalOf(start.expect, start.game), names).map((line) => renderMessage(t, line.message));
}

const NO_IDS_OR_PATHS = /\b(hero|warden[AB])\.|\bpending\b|\bkind:|\bstack\[|\bpermanents\./;

describe('a goal read as sentences', () => {
  it('CR 111.1: a token the intended moves create is named by which one it is, and what is wanted of it is said in one sentence', async () => {
    const en = await goalIn('en', 'hero-tokens-first');
    expect(en).toContain('the first Soldier Token has power 2, is tapped, is attacking Bruno, and is a token');
    expect(en).toContain('Bruno is at 13 life');
    expect(en.join('\n')).not.toMatch(NO_IDS_OR_PATHS);
    const es = await goalIn('es', 'hero-tokens-first');
    expect(es).toContain('la primera Soldier Token tiene fuerza 2, está girada, ataca a Bruno y es una ficha');
    expect(es).toContain('Bruno tiene 13 vidas');
  });

  it("CR 603.3b, 405.5: the APNAP goal says whose trigger is on top of the stack, and who has priority (117.3)", async () => {
    const en = await goalIn('en', 'apnap-soul-wardens');
    expect(en).toContain('Ana has priority');
    expect(en).toContain("Bruno's Soul Warden ability is on top of the stack: it resolves first");
    expect(en).toContain("Ana's Soul Warden ability is at the bottom of the stack: it resolves last");
    expect(en.join('\n')).not.toMatch(NO_IDS_OR_PATHS);
    const italian = await goalIn('it', 'apnap-soul-wardens');
    expect(italian).toContain('Ana ha la priorità');
    expect(italian).toContain('l’abilità di Soul Warden di Bruno è in cima alla pila: si risolve per prima');
  });

  it('CR 111.1: a check line about a token the game has not made yet names it by its maker, never by its id', async () => {
    const start = lesson('hero-tokens-first');
    const names = lessonNames(distinctNames(start.game));
    const t = await translator('en');
    const say = (m: Message) => renderMessage(t, m);
    expect(say(fieldSentence('permanents.hero.2.1', null, names))).toBe('object no. 1 made by Hero of Bladehold is not on the battlefield');
    expect(say(fieldSentence('permanents.hero.power', 3, names))).toBe('Hero of Bladehold has power 3');
    expect(say(fieldSentence('gone.hero', 'on the battlefield', names))).toBe('Hero of Bladehold is still on the battlefield');
  });

  it('CR 405.5: the bottom object of a two-object stack is said to be at the bottom, the other on top', async () => {
    const t = await translator('en');
    const names = (id: string) => ({ A: 'Ana', B: 'Bruno' })[id] ?? id;
    expect(renderMessage(t, fieldSentence('stack[0].controller', 'A', names, 2))).toBe('an object controlled by Ana is at the bottom of the stack: it resolves last');
    expect(renderMessage(t, fieldSentence('stack[1].controller', 'B', names, 2))).toBe('an object controlled by Bruno is on top of the stack: it resolves first');
  });
});
