// types.ts: explanation messages. An explanation is data, not text: a translation key (namespaced,
// "explain:log.sba.lethalDamage"), its parameters, and the rule it cites. The UI turns it into words
// in the reader's language with i18next (`renderMessage` in render.ts); nothing here knows a language.

/** A value put into a message: a name or number as it is, a nested message translated first, or a
 *  list (formatted as a list in the reader's language, "A, B and C" / "A, B y C" / "A, B e C"). */
export type Param = string | number | Message | readonly Param[];

export interface Message {
  /** An i18next key with its namespace: `explain:log.resolves`. */
  key: string;
  params?: Readonly<Record<string, Param>>;
}

/** The section of the Comprehensive Rules a rule number belongs to, e.g. 510 "Combat Damage Step",
 *  or a keyword's own subsection, e.g. 702.19 "Trample". */
export interface SectionRef {
  /** "510", "702.19". */
  number: string;
  /** The key of its name: `rules:section.510`, `rules:section.702_19`. */
  key: string;
}

/** A message that cites a rule: what happened (or what is asked, or why something was refused), the
 *  rule number, the section's name, and the rule in the project's own words. */
export interface Explanation extends Message {
  /** The Comprehensive Rules number, e.g. "704.5g". */
  rule?: string;
  section?: SectionRef;
  /** The rule in the project's own words (`rules:rule.704_5g`). */
  why?: Message;
  /** Extra text from the engine in English (a refusal's sentence with the card names), shown as-is. */
  detail?: string;
}

/** A translation function as i18next's `t` is called: key and options in, text out. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
