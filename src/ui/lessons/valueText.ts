// valueText.ts: a goal's or a check's value (src/lessons/fields.ts) in words.
import type { Message } from '../../explain';
import type { Value } from '../../lessons/fields';

export function valueText(text: (m: Message) => string, value: Value): string {
  return typeof value === 'object' ? text(value) : String(value);
}
