// suggest.ts: the card a mistyped name most likely meant ("Craw Wurmm": did you mean Craw Wurm?),
// for the runner's and the app's unknown-card messages. Edit distance (fastest-levenshtein, plain JS)
// over lower-case names, so "craw wurm" finds Craw Wurm too.
import { distance } from 'fastest-levenshtein';
import { referenceCardNames } from '../cards/pool';

/** Names longer than this get no suggestion: no card name is near it, and a hostile file may hold
 *  hundreds of 200-character names, each compared with every card. */
const MAX_COMPARED_LENGTH = 60;
/** Distinct unknown names that get a suggestion in one file: a file of thousands of made-up names
 *  needs the first few, not minutes of comparing. */
const MAX_SUGGESTED_NAMES = 50;

/** How many edits still count as a typo: one in a short name, up to three in a long one. Past that
 *  the closest card is a different card, and naming it would mislead. */
const allowedEdits = (length: number): number => Math.max(1, Math.min(3, Math.floor(length / 4)));

/** The closest of `candidates` to `name` within the allowed edits (the first of equals), or undefined. */
export function closestCardName(name: string, candidates: readonly string[]): string | undefined {
  if (name.length > MAX_COMPARED_LENGTH) return undefined;
  const wanted = name.toLowerCase();
  let best: string | undefined;
  let bestEdits = allowedEdits(wanted.length) + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - wanted.length) >= bestEdits) continue;
    const edits = distance(wanted, candidate.toLowerCase());
    if (edits < bestEdits) {
      best = candidate;
      bestEdits = edits;
    }
  }
  return best;
}

/** A suggester for one file: its own cards' names, then the pool's; each unknown name is worked out
 *  once, and only the first MAX_SUGGESTED_NAMES distinct ones get a suggestion. */
export function cardNameSuggester(customNames: readonly string[]): (name: string) => string | undefined {
  const candidates = [...customNames, ...referenceCardNames];
  const found = new Map<string, string | undefined>();
  return (name) => {
    if (found.has(name)) return found.get(name);
    if (found.size >= MAX_SUGGESTED_NAMES) return undefined;
    const suggestion = closestCardName(name, candidates);
    found.set(name, suggestion);
    return suggestion;
  };
}

/** The runner's words for an unknown card, with the suggestion when there is one. */
export function unknownCardMessage(name: string, suggestion: string | undefined): string {
  return suggestion === undefined ? `unknown card "${name}"` : `unknown card "${name}" (did you mean ${suggestion}?)`;
}
