// rules.test.ts: rule numbers as explanations (src/explain/rules.ts). Every rule number the engine
// logs with, and every rule number anywhere in its code (refusals, pending choices), has a section
// name and an own-words summary in all three languages; sections resolve by prefix; citations and the
// link to the official rules.
import { describe, expect, it } from 'vitest';
import { citation, cite, explainRefusal, REFUSAL_KINDS, RULES_URL, rulesLink, ruleSummary, sectionOf, STEP_RULES, CHOICE_RULES } from '../../src/explain';
import { LANGUAGES } from '../../src/i18n/languages';
import { allEngineRuleLiterals, allLanguages, logCallRules, renderAll } from './support';

async function hasSummaryAndSection(rule: string): Promise<string[]> {
  const i = await allLanguages();
  const missing: string[] = [];
  for (const lng of LANGUAGES) {
    if (!i.exists(ruleSummary(rule).key, { lng })) missing.push(`${lng} summary of ${rule}`);
    if (!i.exists(sectionOf(rule).key, { lng })) missing.push(`${lng} section of ${rule} (${sectionOf(rule).number})`);
  }
  return missing;
}

describe('the rule numbers the engine uses', () => {
  const calls = logCallRules();

  it('finds the log calls, and the rule of each (traced through parameters, fields and the step table)', () => {
    expect(calls.length).toBeGreaterThan(80);
    expect(calls.filter((c) => c.rules.length === 0).map((c) => c.file)).toEqual([]);
    const traced = calls.filter((c) => c.via).map((c) => c.via);
    expect(traced).toEqual(expect.arrayContaining(['STEP_RULE', 'x.rule', 'markLost(rule)', 'addTrigger(rule)', 'drawCard(rule)', 'destroy(rule)']));
  });

  const logged = [...new Set(calls.flatMap((c) => c.rules))].sort();
  it.each(logged)('CR %s (logged) has a section name and a summary in en, es and it', async (rule) => {
    expect(await hasSummaryAndSection(rule)).toEqual([]);
  });

  it('every rule number in the engine\'s code (refusals, pending choices, tables) has them too', async () => {
    const all = allEngineRuleLiterals();
    expect(all.length).toBeGreaterThan(100);
    const missing = (await Promise.all(all.map(hasSummaryAndSection))).flat();
    expect(missing).toEqual([]);
  });

  it('and so does every rule the explanations cite themselves', async () => {
    const own = [...Object.values(STEP_RULES), ...Object.values(CHOICE_RULES), '502.4', '503.1', '505.1', '511.1', '513.1', '117.4', '702.2c'];
    expect((await Promise.all(own.map(hasSummaryAndSection))).flat()).toEqual([]);
  });
});

describe('sections and citations', () => {
  it('a rule belongs to its three-digit section, or to its keyword\'s subsection in 701 and 702', () => {
    expect(sectionOf('510.1c')).toEqual({ number: '510', key: 'rules:section.510' });
    expect(sectionOf('510')).toEqual({ number: '510', key: 'rules:section.510' });
    expect(sectionOf('704.5g')).toEqual({ number: '704', key: 'rules:section.704' });
    expect(sectionOf('702.19b')).toEqual({ number: '702.19', key: 'rules:section.702_19' });
    expect(sectionOf('702.111b')).toEqual({ number: '702.111', key: 'rules:section.702_111' });
    expect(sectionOf('701.8')).toEqual({ number: '701.8', key: 'rules:section.701_8' });
    expect(sectionOf('not a rule').key).toBe('rules:section.unknown');
  });

  it('cites "CR 510.1c, Combat Damage Step" in each language', async () => {
    const e = cite('explain:log.damage.noCombatDamage', '510.1c');
    expect(await renderAll(citation(e)!)).toEqual({
      en: 'CR 510.1c, Combat Damage Step',
      es: 'RC 510.1c, Paso de daño de combate',
      it: 'RC 510.1c, Sottofase del danno da combattimento',
    });
    expect(await renderAll(citation(cite('x', '702.19b'))!)).toEqual({ en: 'CR 702.19b, Trample', es: 'RC 702.19b, Arrollar', it: 'RC 702.19b, Travolgere' });
    expect(citation({})).toBeNull();
  });

  it('links to the official Comprehensive Rules page', () => {
    expect(RULES_URL).toBe('https://magic.wizards.com/en/rules');
    expect(rulesLink('704.5g')).toBe(RULES_URL);
  });
});

describe('refusals', () => {
  it.each(REFUSAL_KINDS)('a %s/… refusal has a headline in every language', async (kind) => {
    const e = explainRefusal({ code: `${kind}/x`, rule: '733.1', message: 'engine says' });
    expect(e.key).toBe(`explain:refusal.${kind}`);
    expect(e.detail).toBe('engine says');
    const text = await renderAll(e);
    for (const lng of LANGUAGES) expect(text[lng]).not.toContain('explain:');
  });

  it('an unknown kind falls back to a general headline, still citing the rule', () => {
    const e = explainRefusal({ code: 'new/kind', rule: '702.9b', message: 'm' });
    expect(e.key).toBe('explain:refusal.other');
    expect(e.section?.number).toBe('702.9');
  });
});
