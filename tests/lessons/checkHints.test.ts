// checkHints.test.ts: a line of a lesson's check that differs says why as a hint, with the rule that
// decides it: from the game when it explains the difference (an ability still on the stack, CR
// 608.2), else from the kind of field (a player's life, 119.3; the stack's order, 405.5, or 603.3b
// for triggers put there together; a refusal the lesson wants, its own rule or 733.1).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesIn, renderMessage, type Message } from '../../src/explain';
import { checkHint } from '../../src/lessons/hints';
import { distinctNames } from '../../src/lessons/fields';
import { checkPlayed, intendedEnd, lessonStart } from '../../src/lessons/play';
import { fieldSentence } from '../../src/lessons/sentences';
import { play } from '../support/play';
import { missingKeys, ROOT, translator } from '../explain/support';

function lessonAfter(id: string, moves: number) {
  const start = lessonStart(JSON.parse(readFileSync(join(ROOT, `src/lessons/${id}.json`), 'utf8')));
  if (!start.ok) throw new Error('invalid lesson');
  return { start: start.game, game: play(start.game, ...start.actions.slice(0, moves)) };
}

const rule = (m: Message): unknown => m.params?.rule;

describe('the hint of a check line that differs', () => {
  it('CR 608.2: while a trigger waits on the stack, a life total that differs is explained by it, whose ability it is', async () => {
    const { game } = lessonAfter('apnap-soul-wardens-resolve', 3);
    const hint = checkHint({ field: 'life.B', expected: 21, actual: 20, ok: false }, game, namesIn(game));
    expect(rule(hint)).toBe('608.2');
    expect(renderMessage(await translator('en'), hint)).toBe(
      "Hint: Bruno's Soul Warden ability is still on the stack: it has not resolved yet. When both players pass in a row, the top object resolves (CR 608.2)",
    );
    expect(renderMessage(await translator('es'), hint)).toMatch(/^Pista: la habilidad de Soul Warden de Bruno sigue en la pila/);
  });

  it('CR 119.3: with nothing on the stack, a life total that differs gets the rule of life totals', () => {
    const { start } = lessonAfter('kw-trample', 0);
    expect(rule(checkHint({ field: 'life.B', expected: 16, actual: 20, ok: false }, start, namesIn(start)))).toBe('119.3');
  });

  it('CR 603.3b: the stack of two triggers that differs is explained by APNAP order; a single object by 405.5', () => {
    const { game } = lessonAfter('apnap-soul-wardens', 3);
    expect(rule(checkHint({ field: 'stack[1].controller', expected: 'B', actual: 'A', ok: false }, game, namesIn(game)))).toBe('603.3b');
    const { start } = lessonAfter('kw-trample', 0);
    expect(rule(checkHint({ field: 'stack.length', expected: 1, actual: 0, ok: false }, start, namesIn(start)))).toBe('405.5');
  });

  it('CR 733.1: a lesson that wants a move refused, whose move was accepted, says to play the illegal move; a refusal under another rule cites the lesson\'s rule', () => {
    const { start } = lessonAfter('kw-flying-ground-blocker-refused', 0);
    expect(checkHint({ field: 'ok', expected: false, actual: true, ok: false }, start, namesIn(start)).params?.why).toEqual({ key: 'lessons:hint.notRefused' });
    expect(rule(checkHint({ field: 'errorRule', expected: ['702.9b', '509.1b'], actual: '', ok: false }, start, namesIn(start)))).toBe('702.9b');
  });

  it('CR 810.9: a wrong team life fails after a two-headed giant combat, and the hint says in plain words that the team shares its life', async () => {
    const start = lessonStart(JSON.parse(readFileSync(join(ROOT, 'tests/scenarios/2hg-combined-block-shared-life.json'), 'utf8')));
    if (!start.ok) throw new Error('invalid scenario');
    const game = intendedEnd(start.game, start.actions);
    expect(checkPlayed(start.expect, game, null).every((row) => row.ok)).toBe(true);
    const [row] = checkPlayed({ teamLife: { T2: 25 } }, game, null).filter((r) => !r.ok);
    expect(row).toEqual({ field: 'teamLife.T2', expected: 25, actual: 28, ok: false });
    const names = distinctNames(game);
    const hint = checkHint(row!, game, names);
    expect(rule(hint)).toBe('810.9');
    const en = await translator('en');
    expect(renderMessage(en, fieldSentence(row!.field, row!.expected, names))).toBe("Carla and Dario's team is at 25 life");
    expect(renderMessage(en, fieldSentence(row!.field, row!.actual, names))).toBe("Carla and Dario's team is at 28 life");
    expect(renderMessage(en, hint)).toBe(
      "Hint: in two-headed giant, damage, life loss and life gain happen to each player, and the result is applied to the team's shared life total (CR 810.9)",
    );
    expect(renderMessage(await translator('it'), hint)).toMatch(/^Suggerimento: in Gigante a Due Teste .* \(CR 810\.9\)$/);
    expect(await missingKeys(hint)).toEqual([]);
  });

  it('CR 104.3, 104.2, 406.2: a player who has not lost, other winners and the exile get the rules of losing, winning and exile', async () => {
    const { start } = lessonAfter('kw-trample', 0);
    const names = namesIn(start);
    const lines = [
      checkHint({ field: 'lost.B', expected: true, actual: false, ok: false }, start, names),
      checkHint({ field: 'winners', expected: ['A'], actual: [], ok: false }, start, names),
      checkHint({ field: 'exile.B', expected: ['Runeclaw Bear'], actual: [], ok: false }, start, names),
    ];
    expect(lines.map(rule)).toEqual(['104.3', '104.2', '406.2']);
    for (const line of lines) expect(await missingKeys(line)).toEqual([]);
    expect(renderMessage(await translator('en'), lines[0]!)).toMatch(/^Hint: a player loses the game at 0 or less life, .* \(CR 104\.3\)$/);
  });
});
