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
import { missingKeys, renderAll, ROOT, translator } from '../explain/support';

/** A scenario of tests/scenarios opened as a lesson is: its start, goal and intended moves. */
function scenario(name: string) {
  const start = lessonStart(JSON.parse(readFileSync(join(ROOT, `tests/scenarios/${name}.json`), 'utf8')));
  if (!start.ok || start.goalIssues.length) throw new Error(`invalid scenario ${name}`);
  return start;
}

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

  it("CR 810.9, 104.3, 104.2c: a two-headed giant goal says the team by its players, who lost and who won, in each language, never a team's id", async () => {
    const start = scenario('2hg-team-loses-together');
    const names = lessonNames(distinctNames(start.game), distinctNames(intendedEnd(start.game, start.actions)));
    const goal = goalSentences(goalOf(start.expect, start.game), names);
    for (const line of goal) expect(await missingKeys(line.message), line.fields.join(' ')).toEqual([]);
    const en = await Promise.all(goal.map(async (line) => (await renderAll(line.message)).en));
    expect(en).toEqual(expect.arrayContaining([
      'Carla has lost the game', 'Dario has lost the game', "Carla and Dario's team is at -1 life", "Ana and Bruno's team is at 30 life",
      'Ana has won the game', 'Ana and Bruno won the game',
    ]));
    expect(en.join('\n')).not.toMatch(/\bT[12]\b|teamLife|winners|lost\./);
    expect(await renderAll(fieldSentence('teamLife.T1', 25, names))).toEqual({
      en: "Ana and Bruno's team is at 25 life", es: 'el equipo de Ana y Bruno tiene 25 vidas', it: 'la squadra di Ana e Bruno è a 25 punti vita',
    });
    expect(await renderAll(fieldSentence('lost.B', true, names))).toEqual({ en: 'Bruno has lost the game', es: 'Bruno ha perdido la partida', it: 'Bruno ha perso la partita' });
    expect((await renderAll(fieldSentence('lost.B', false, names))).en).toBe('Bruno is still in the game');
    expect(await renderAll(fieldSentence('winners', ['A', 'C'], names))).toEqual({ en: 'Ana and Carla won the game', es: 'Ana y Carla han ganado la partida', it: 'Ana e Carla hanno vinto la partita' });
    expect(await renderAll(fieldSentence('winners', ['A'], names))).toEqual({ en: 'Ana won the game', es: 'Ana ha ganado la partida', it: 'Ana ha vinto la partita' });
    expect((await renderAll(fieldSentence('winners', [], names))).en).toBe('Nobody has won');
  });

  it("CR 805.5: in two-headed giant the goal's pending choice names the team that decides by its players, never by its id", async () => {
    const en = await goalIn('en', 'mp-two-headed-giant-team-block');
    expect(en).toContain("Ana has priority, for Ana and Bruno's team");
    expect(en).toContain("Carla and Dario's team is at 28 life");
    expect(en.join('\n')).not.toMatch(/\bT[12]\b|team:/);
    expect(await goalIn('es', 'mp-two-headed-giant-team-block')).toContain('Ana tiene la prioridad, por el equipo de Ana y Bruno');
    expect(await goalIn('it', 'mp-two-headed-giant-team-block')).toContain('Ana ha la priorità, per la squadra di Ana e Bruno');
    // A check line about the team alone says it by its players too.
    const start = lesson('mp-two-headed-giant-team-block');
    const names = distinctNames(start.game);
    expect(await renderAll(fieldSentence('pending.team', 'T2', names))).toEqual({
      en: "Carla and Dario's team is the one to decide", es: 'Decide el equipo de Carla y Dario', it: 'Decide la squadra di Carla e Dario',
    });
  });

  it("CR 406.2: the exile is said like the graveyard, the verb agreeing with the cards", async () => {
    const start = scenario('2hg-team-loses-together');
    const names = distinctNames(start.game);
    expect(await renderAll(fieldSentence('exile.B', ['Grizzly Bears'], names))).toEqual({
      en: "Bruno's exile holds Grizzly Bears", es: 'En el exilio de Bruno está Grizzly Bears', it: 'Nell’esilio di Bruno c’è Grizzly Bears',
    });
    expect((await renderAll(fieldSentence('exile.B', ['Grizzly Bears', 'Shock'], names))).es).toBe('En el exilio de Bruno están Grizzly Bears y Shock');
    expect(await renderAll(fieldSentence('exile.A', [], names))).toEqual({ en: "Ana's exile is empty", es: 'El exilio de Ana está vacío', it: 'L’esilio di Ana è vuoto' });
  });

  it('CR 702.26b, 506.4c, 310.8a: a permanent phased out, attacking nothing, or a battle with its protector, in words', async () => {
    const names = (id: string) => ({ A: 'Ana', B: 'Bruno', bk: 'Breezekeeper' })[id] ?? id;
    expect(await renderAll(fieldSentence('permanents.bk.phasedOut', true, names))).toEqual({ en: 'Breezekeeper is phased out', es: 'Breezekeeper está fuera de fase', it: 'Breezekeeper è fuori fase' });
    expect((await renderAll(fieldSentence('permanents.bk.phasedOut', false, names))).en).toBe('Breezekeeper is phased in');
    expect((await renderAll(fieldSentence('permanents.bk.attackingNothing', true, names))).en).toBe('Breezekeeper is attacking nothing: what it attacked has left combat');
    expect((await renderAll(fieldSentence('permanents.bk.protector', 'B', names))).en).toBe('Breezekeeper is protected by Bruno');
  });
});
