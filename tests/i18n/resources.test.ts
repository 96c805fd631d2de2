// resources.test.ts: the translations of src/i18n/locales. Every key exists in English, Spanish and
// Italian and no language has extra keys (plural keys with exactly the plural forms each language
// uses); placeholders match; the seeds' own terms are used; section names are the Comprehensive
// Rules' titles; and the summaries are the project's own words, not the rules' text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, type Language } from '../../src/i18n/languages';
import { KEYWORDS, keywordId } from '../../src/explain';
import { CONTRACT_KEYWORDS } from '../../src/engine';
import { ROOT, flatten, resources } from '../explain/support';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with their plural forms folded: base key → the forms it has (empty for a plain key). */
function folded(lng: Language, ns: string): Map<string, { forms: Set<string>; texts: string[] }> {
  const out = new Map<string, { forms: Set<string>; texts: string[] }>();
  for (const [key, text] of flatten(resources(lng, ns))) {
    const m = PLURAL_SUFFIX.exec(key);
    const base = m ? key.slice(0, -m[0].length) : key;
    const entry = out.get(base) ?? { forms: new Set<string>(), texts: [] };
    if (m) entry.forms.add(m[1] as string);
    entry.texts.push(text);
    out.set(base, entry);
  }
  return out;
}

/** "{{count}}", "{{others, list}}" → the set of "name" / "name, format". */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => (m[1] as string).replace(/\s+/g, ' '));
}

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const en = folded('en', ns);

  it.each(['es', 'it'] as const)('%s has exactly the English keys', (lng) => {
    const other = folded(lng, ns);
    expect([...other.keys()].filter((k) => !en.has(k)), 'extra keys').toEqual([]);
    expect([...en.keys()].filter((k) => !other.has(k)), 'missing keys').toEqual([]);
  });

  it.each(LANGUAGES)('%s: each plural key has exactly the plural forms of the language (Intl.PluralRules)', (lng) => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort();
    const plurals = [...folded(lng, ns)].filter(([, v]) => v.forms.size > 0);
    for (const [key, v] of plurals) expect([...v.forms].sort(), `${lng} ${ns}:${key}`).toEqual(categories);
    // A key is plural in every language or in none.
    for (const [key] of plurals) expect(en.get(key)?.forms.size, `${ns}:${key} is plural in ${lng} only`).toBeGreaterThan(0);
  });

  it.each(['es', 'it'] as const)('%s: the placeholders of every key match the English ones', (lng) => {
    const other = folded(lng, ns);
    for (const [key, v] of en) {
      const want = [...new Set(v.texts.flatMap(placeholders))].sort();
      const got = [...new Set((other.get(key)?.texts ?? []).flatMap(placeholders))].sort();
      expect(got, `${lng} ${ns}:${key}`).toEqual(want);
    }
  });

  it.each(LANGUAGES)('%s: no empty text and no markup (translations are shown as text)', (lng) => {
    for (const [key, text] of flatten(resources(lng, ns))) {
      expect(text.trim().length, `${lng} ${ns}:${key}`).toBeGreaterThan(0);
      expect(text, `${lng} ${ns}:${key} must be plain text`).not.toMatch(/<[a-z/]/i);
    }
  });
});

describe('vocabulary', () => {
  const common = (lng: Language) => flatten(resources(lng, 'common'));
  const sections = (lng: Language) => flatten(resources(lng, 'rules'));

  it('every keyword of the contract and the card pool has a name in every language', () => {
    // The pool is both files (issue 22).
    const cards = ['reference-cards.json', 'more-cards.json'].flatMap((file) => {
      const pool = JSON.parse(readFileSync(join(ROOT, 'src/engine/cards', file), 'utf8')) as unknown;
      return (Array.isArray(pool) ? pool : Object.values(pool as Record<string, unknown>)) as { keywords?: string[] }[];
    });
    const used = new Set<string>([...CONTRACT_KEYWORDS, ...cards.flatMap((c) => c.keywords ?? [])]);
    for (const k of used) expect((KEYWORDS as readonly string[]).includes(k), k).toBe(true);
    for (const lng of LANGUAGES) for (const k of KEYWORDS) expect(common(lng).has(`keyword.${keywordId(k)}`), `${lng} ${k}`).toBe(true);
  });

  it("uses the seeds' Spanish terms", () => {
    const es = common('es');
    expect(es.get('keyword.first_strike')).toBe('dañar primero');
    expect(es.get('keyword.double_strike')).toBe('dañar dos veces');
    expect(es.get('keyword.trample')).toBe('arrollar');
    expect(es.get('keyword.deathtouch')).toBe('toque mortal');
    expect(es.get('stepThe.declareBlockers')).toBe('el paso de declarar bloqueadoras');
    expect(es.get('step.combatDamage')).toBe('Paso de daño de combate');
    expect(sections('es').get('section.510')).toBe('Paso de daño de combate');
    expect(sections('es').get('section.704')).toBe('Acciones basadas en estado');
  });

  it("uses the seeds' Italian terms", () => {
    const italian = common('it');
    expect(italian.get('keyword.first_strike')).toBe('attacco improvviso');
    expect(italian.get('keyword.double_strike')).toBe('doppio attacco');
    expect(italian.get('keyword.trample')).toBe('travolgere');
    expect(italian.get('keyword.deathtouch')).toBe('tocco letale');
    expect(sections('it').get('section.510')).toBe('Sottofase del danno da combattimento');
    expect(sections('it').get('section.704')).toBe('Azioni basate sullo stato');
  });

  it('the English section names are the titles of the Comprehensive Rules (shared/reference)', () => {
    const cr = readFileSync(join(ROOT, '../shared/reference/comprehensive-rules-2026-04-17.txt'), 'utf8');
    const titles = new Map<string, string>();
    for (const m of cr.matchAll(/^(\d{3}(?:\.\d+)?)\. ([^\n]+?)\r?$/gm)) if (!titles.has(m[1] as string)) titles.set(m[1] as string, m[2] as string);
    for (const [key, name] of sections('en')) {
      if (!key.startsWith('section.') || key === 'section.unknown') continue;
      const number = key.slice('section.'.length).replace('_', '.');
      expect(titles.get(number), `section ${number}`).toBe(name);
    }
  });
});

describe('the rules are explained in our own words', () => {
  const words = (s: string): string[] => s.toLowerCase().replace(/[“”"«»]/g, ' ').split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  function shingles(text: string, n: number): Set<string> {
    const w = words(text);
    const out = new Set<string>();
    for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
    return out;
  }
  const N = 10;

  /** Texts sharing a run of N words with the source. Keyword names are the game's own terms (the
   *  contract's keyword list), not explanations, so they are left out. */
  function copiedRuns(langs: readonly Language[], source: Set<string>): string[] {
    const out: string[] = [];
    for (const lng of langs) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of flatten(resources(lng, ns))) {
          if (ns === 'common' && key.startsWith('keyword.')) continue;
          for (const run of shingles(text, N)) if (source.has(run)) out.push(`${lng} ${ns}:${key}: "${run}"`);
        }
      }
    }
    return out;
  }

  it(`no English text shares a run of ${N} words with the Comprehensive Rules`, () => {
    const cr = shingles(readFileSync(join(ROOT, '../shared/reference/comprehensive-rules-2026-04-17.txt'), 'utf8'), N);
    expect(copiedRuns(['en'], cr)).toEqual([]);
  });

  it(`no Spanish or Italian text shares a run of ${N} words with the seeds (one is the Italian rules text)`, () => {
    const seeds = ['000_5527f6de4e6b85fa', '001_2d2f9c5794eb4683', '002_da6f1ea24e792eff', '003_b9bc721df1bfdf1f', '004_32a5285cd812c2bc']
      .map((f) => readFileSync(join(ROOT, `../shared/seeds/${f}.txt`), 'utf8')).join('\n');
    expect(copiedRuns(['es', 'it'], shingles(seeds, N))).toEqual([]);
  });
});
