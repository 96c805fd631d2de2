// sentence.ts: a goal's or a check's sentence (src/lessons/sentences.ts) in words, begun with a
// capital: a sentence may begin with a name's article ("the first Soldier Token is tapped").
import type { Message } from '../../explain';

export function sentence(text: (m: Message) => string, message: Message): string {
  const said = text(message);
  return said.charAt(0).toLocaleUpperCase() + said.slice(1);
}
