// render.ts: a message into words, through a translation function (i18next's `t`, from
// `useTranslation()` in a component or `i18n.t` elsewhere). Nested messages are translated first;
// lists become arrays that the resources format with `{{name, list}}` in the reader's language.
import { citation, rulesLink } from './rules';
import type { Explanation, Message, Param, Translate } from './types';

function isMessage(p: Param): p is Message {
  return typeof p === 'object' && p !== null && !Array.isArray(p);
}

function renderParam(t: Translate, p: Param): unknown {
  if (typeof p === 'string' || typeof p === 'number') return p;
  if (Array.isArray(p)) return (p as readonly Param[]).map((x) => String(renderParam(t, x)));
  return renderMessage(t, p as Message);
}

/** The message in words. Parameters are plain text (card and player names may come from an imported
 *  scenario): render the result as text, never as HTML. */
export function renderMessage(t: Translate, m: Message): string {
  if (!m.params) return t(m.key);
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(m.params)) options[name] = isMessage(value) || Array.isArray(value) ? renderParam(t, value) : value;
  return t(m.key, options);
}

export interface RenderedExplanation {
  text: string;
  /** "CR 704.5g, State-Based Actions", or null without a rule. */
  citation: string | null;
  /** The rule in the project's own words, or null. */
  why: string | null;
  /** The engine's own sentence (English), when there is one. */
  detail: string | null;
  /** The official Comprehensive Rules page, when a rule is cited. */
  url: string | null;
  /** Parts of `text` quoted from a card's Oracle text, in English on purpose (shown with lang="en"). */
  quotes: string[];
}

/** The messages whose `text` parameter is a card's Oracle text, quoted as printed. */
const ORACLE_QUOTES = new Set(['explain:log.trigger.triggered', 'explain:log.trigger.delayedTriggered', 'explain:log.trigger.delayedCreated']);

function oracleQuotes(m: Message): string[] {
  const quoted = m.params?.text;
  return ORACLE_QUOTES.has(m.key) && typeof quoted === 'string' && quoted !== '' ? [quoted] : [];
}

export function renderExplanation(t: Translate, e: Explanation): RenderedExplanation {
  const cite = citation(e);
  return {
    text: renderMessage(t, e),
    citation: cite ? renderMessage(t, cite) : null,
    why: e.why ? renderMessage(t, e.why) : null,
    detail: e.detail ?? null,
    url: e.rule ? rulesLink(e.rule) : null,
    quotes: oracleQuotes(e),
  };
}

/** Every key a message uses, nested ones included (for tests and for preloading). */
export function messageKeys(m: Message): string[] {
  const out = [m.key];
  const visit = (p: Param): void => {
    if (Array.isArray(p)) (p as readonly Param[]).forEach(visit);
    else if (isMessage(p)) out.push(...messageKeys(p));
  };
  for (const p of Object.values(m.params ?? {})) visit(p);
  const e = m as Explanation;
  if (e.section) out.push(e.section.key);
  if (e.why) out.push(...messageKeys(e.why));
  return out;
}
