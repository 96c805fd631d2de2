// Every card of the reference pool is covered: named in a card test of this folder, and, if its
// Oracle text says more than its keywords, given abilities as data (cards/abilities.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import reference from '../../../../shared/cards/reference-cards.json';
import more from '../../../../shared/cards/more-cards.json';

// The pool is both files (issue 22).
const raw = [...reference, ...more];
import { CARD_ABILITIES, STATIC_KEYWORDS } from '../../../src/engine/cards/abilities';
import { referenceCardNames } from '../../../src/engine/index';

interface RawCard { name: string; oracleText?: string; keywords?: string[]; types: string[] }
const POOL = raw as RawCard[];
const dir = import.meta.dirname;
const sources = readdirSync(dir).filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts').map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');

/** Oracle paragraphs that are neither keywords nor reminder text nor a mode's bullet: abilities the
 *  engine must know. An instant's paragraphs are one spell ability. */
function rulesLines(c: RawCard): string[] {
  if (c.types.includes('Instant')) return ['spell'];
  const keywords = (c.keywords ?? []).map((k) => k.toLowerCase());
  return (c.oracleText ?? '').split('\n').map((l) => l.replace(/\([^)]*\)/g, '').trim()).filter((l) => {
    if (!l || l.startsWith('•')) return false;
    const parts = l.split(',').map((p) => p.trim().toLowerCase());
    return !parts.every((p) => keywords.includes(p));
  });
}

describe('the reference pool', () => {
  it('has 95 cards, all known to the engine', () => {
    expect(POOL.length).toBe(95);
    expect([...referenceCardNames].sort()).toEqual(POOL.map((c) => c.name).sort());
  });

  for (const c of POOL) {
    it(`${c.name} is named in a card test`, () => {
      expect(sources.includes(c.name)).toBe(true);
    });
    const lines = rulesLines(c);
    if (lines.length > 0) {
      it(`${c.name}: its rules text is given to the engine (${lines.length} ${lines.length === 1 ? 'ability' : 'abilities'})`, () => {
        const data = (CARD_ABILITIES[c.name] ?? []).length + (STATIC_KEYWORDS[c.name] ?? []).length;
        expect(data).toBeGreaterThanOrEqual(c.name === 'Boros Guildgate' ? 1 : lines.length);
      });
    }
  }
});
