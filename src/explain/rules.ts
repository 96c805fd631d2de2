// rules.ts: rule numbers as explanation data: the section a number belongs to (its name is a
// translation, `rules:section.*`), the own-words summary of a rule (`rules:rule.*`), the citation line
// and the link to the official Comprehensive Rules. No rules text lives in the code or the resources:
// summaries are the project's own words, and the number is there to look the rule up.
import type { Explanation, Message, Param, SectionRef } from './types';

/** The official page of the Comprehensive Rules (it offers the current text to download). */
export const RULES_URL = 'https://magic.wizards.com/en/rules';

const RULE_NUMBER = /^(\d{3})(?:\.(\d+)([a-z])?)?$/;

export function isRuleNumber(rule: string): boolean {
  return RULE_NUMBER.test(rule);
}

/** A rule number as part of a key: dots become underscores ("704.5g" → "704_5g"), since i18next
 *  reads dots in keys as nesting. */
export function ruleKeyPart(rule: string): string {
  return rule.replace(/\./g, '_');
}

/** The section a rule belongs to: its three-digit section ("510.1c" → 510, Combat Damage Step), or
 *  for keyword actions (701) and keyword abilities (702) the keyword's own subsection ("702.19b" →
 *  702.19, Trample), which says more than "Keyword Abilities". */
export function sectionOf(rule: string): SectionRef {
  const m = RULE_NUMBER.exec(rule);
  if (!m) return { number: rule, key: 'rules:section.unknown' };
  const [, section, sub] = m;
  const number = (section === '701' || section === '702') && sub ? `${section}.${sub}` : (section as string);
  return { number, key: `rules:section.${ruleKeyPart(number)}` };
}

/** The rule in the project's own words. */
export function ruleSummary(rule: string): Message {
  return { key: `rules:rule.${ruleKeyPart(rule)}` };
}

/** An explanation citing `rule`: the message, the rule number, its section and its summary. */
export function cite(key: string, rule: string | undefined, params?: Record<string, Param>): Explanation {
  const base: Explanation = params ? { key, params } : { key };
  if (!rule || !isRuleNumber(rule)) return base;
  return { ...base, rule, section: sectionOf(rule), why: ruleSummary(rule) };
}

/** "CR 704.5g, State-Based Actions" as a message (`explain:cite`). */
export function citation(e: Pick<Explanation, 'rule' | 'section'>): Message | null {
  if (!e.rule) return null;
  const section = e.section ?? sectionOf(e.rule);
  return { key: 'explain:cite', params: { rule: e.rule, section: { key: section.key }, number: section.number } };
}

/** The link to the official Comprehensive Rules for a rule number (the page has no per-rule anchors,
 *  so every number links to the same page; the number itself is what to look up there). */
export function rulesLink(_rule?: string): string {
  return RULES_URL;
}
