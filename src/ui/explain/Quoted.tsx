// Quoted.tsx: a sentence in the reader's language that quotes a card's Oracle text, which stays as
// printed (in English): the quotation is marked lang="en", for screen readers and for the i18n walk.
import type { ReactNode } from 'react';

export function Quoted({ text, quotes }: { text: string; quotes: readonly string[] }): ReactNode {
  const quote = quotes.find((q) => text.includes(q));
  if (!quote) return text;
  const at = text.indexOf(quote);
  return (
    <>
      {text.slice(0, at)}
      <span lang="en">{quote}</span>
      {text.slice(at + quote.length)}
    </>
  );
}
