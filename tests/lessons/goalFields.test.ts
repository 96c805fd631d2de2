// goalFields.test.ts: a lesson's goal and check lines in words. CR 111.1: the tokens a trigger
// creates are named by what they are ("Soldier Token (1)"), not by the card whose id prefixes theirs,
// and a goal about a token that doesn't exist yet lists its wanted properties instead of raw JSON.
// CR 405.5: the stack's objects are numbered from the top, as the stack panel shows them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesIn, renderMessage, type Message } from '../../src/explain';
import { distinctNames, fieldMessage, lessonNames, stackSizeOf, valueParam } from '../../src/lessons/fields';
import { goalOf, intendedEnd, lessonStart } from '../../src/lessons/play';
import { ROOT, translator } from '../explain/support';

function heroTokensFirst() {
  const start = lessonStart(JSON.parse(readFileSync(join(ROOT, 'src/lessons/hero-tokens-first.json'), 'utf8')));
  if (!start.ok) throw new Error('invalid lesson');
  return start;
}

const say = (t: Awaited<ReturnType<typeof translator>>, v: Message | string | number): string => (typeof v === 'object' ? renderMessage(t, v) : String(v));

describe('CR 111.1: tokens in a lesson goal', () => {
  it('the goal names a token the intended moves create and lists what is wanted of it', async () => {
    const start = heroTokensFirst();
    const names = lessonNames(distinctNames(start.game), distinctNames(intendedEnd(start.game, start.actions)));
    const row = goalOf(start.expect, start.game).find((r) => r.field === 'permanents.hero.2.1');
    expect(row).toBeDefined();
    const t = await translator('en');
    const line = `${say(t, fieldMessage(row!.field, names))}: ${say(t, valueParam(row!.field, row!.expected, names))}`;
    expect(line).toBe('Soldier Token (1): power: 2, tapped: yes, attacking: Bruno, and token: yes');
    const es = await translator('es');
    expect(say(es, valueParam(row!.field, row!.expected, names))).toContain('girada: sí');
  });

  it('a check line about a token property names the token, not the card its id starts with', async () => {
    const start = heroTokensFirst();
    const end = intendedEnd(start.game, start.actions);
    const names = lessonNames(namesIn(start.game), distinctNames(end));
    const t = await translator('en');
    expect(say(t, fieldMessage('permanents.hero.2.2.power', names))).toBe('Soldier Token (2): power');
    expect(say(t, fieldMessage('permanents.hero.power', names))).toBe('Hero of Bladehold: power');
    expect(say(t, fieldMessage('gone.hero.2.1', names))).toBe('Where Soldier Token (1) is');
  });
});

describe('CR 405.5: stack objects counted from the top', () => {
  it('the bottom object of a two-object stack is #2 from the top, the top one #1', async () => {
    const t = await translator('en');
    const rows = [{ field: 'stack.length', expected: 2 }, { field: 'stack[0].controller', expected: 'A' }, { field: 'stack[1].controller', expected: 'B' }];
    const names = (id: string) => id;
    expect(say(t, fieldMessage('stack[0].controller', names, stackSizeOf(rows)))).toBe('Stack object #2 from the top: controller');
    expect(say(t, fieldMessage('stack[1].controller', names, stackSizeOf(rows)))).toBe('Stack object #1 from the top: controller');
  });
});
