// checkHints.test.ts: a line of a lesson's check that differs says why as a hint, with the rule that
// decides it: from the game when it explains the difference (an ability still on the stack, CR
// 608.2), else from the kind of field (a player's life, 119.3; the stack's order, 405.5, or 603.3b
// for triggers put there together; a refusal the lesson wants, its own rule or 733.1).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesIn, renderMessage, type Message } from '../../src/explain';
import { checkHint } from '../../src/lessons/hints';
import { lessonStart } from '../../src/lessons/play';
import { play } from '../support/play';
import { ROOT, translator } from '../explain/support';

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
});
