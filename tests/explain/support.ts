// Support for the i18n and explanation tests: the resources read from disk, an i18next instance with
// all three languages loaded at once (the app loads one at a time), and the engine's rule numbers.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, NAMESPACES, type Language } from '../../src/i18n/languages';
import { addListFormat } from '../../src/i18n/listFormat';
import { messageKeys, renderMessage, type Message, type Translate } from '../../src/explain';

// A string path, not `new URL(…)`: under happy-dom the global URL is the DOM's.
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCALES = join(ROOT, 'src/i18n/locales');

export type Tree = { [key: string]: string | Tree };

export function resources(lng: Language, ns: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Tree;
}

/** "a.b.c" → text, for every leaf. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

let shared: I18n | null = null;

/** One i18next instance with every language and namespace, as the app would have them one by one. */
export async function allLanguages(): Promise<I18n> {
  if (shared) return shared;
  const i = i18next.createInstance();
  const res: Record<string, Record<string, Tree>> = {};
  for (const lng of LANGUAGES) {
    res[lng] = {};
    for (const ns of NAMESPACES) res[lng][ns] = resources(lng, ns);
  }
  await i.init({ resources: res, lng: 'en', fallbackLng: false, supportedLngs: LANGUAGES, ns: NAMESPACES, defaultNS: 'common', interpolation: { escapeValue: false } });
  addListFormat(i);
  shared = i;
  return i;
}

export async function translator(lng: Language): Promise<Translate> {
  const i = await allLanguages();
  return i.getFixedT(lng) as unknown as Translate;
}

/** The keys of a message that no language has (plural keys count when their forms exist). */
export async function missingKeys(m: Message): Promise<string[]> {
  const i = await allLanguages();
  const missing: string[] = [];
  for (const key of messageKeys(m)) {
    for (const lng of LANGUAGES) {
      if (!i.exists(key, { lng, count: 1 }) || !i.exists(key, { lng, count: 5 })) missing.push(`${lng}:${key}`);
    }
  }
  return missing;
}

/** A message rendered in each language, failing on a key left untranslated or a placeholder left over. */
export async function renderAll(m: Message): Promise<Record<Language, string>> {
  const out = {} as Record<Language, string>;
  for (const lng of LANGUAGES) out[lng] = renderMessage(await translator(lng), m);
  return out;
}

// ---- The engine's rule numbers, read from its source ----

const RULE = /'(\d{3}(?:\.\d+[a-z]?)?)'/g;

export function engineFiles(dir = join(ROOT, 'src/engine')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return engineFiles(p);
    return d.name.endsWith('.ts') ? [p] : [];
  });
}

/** The source without comments (string contents kept), so commented rule numbers don't count. */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      i = src.indexOf('*/', i + 2);
      i = i < 0 ? src.length : i + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      const end = skipString(src, i);
      out += src.slice(i, end);
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The index just past the string literal starting at `start` (template literals with ${…} inside). */
function skipString(src: string, start: number): number {
  const q = src[start];
  let i = start + 1;
  while (i < src.length) {
    const c = src[i];
    if (c === '\\') i += 2;
    else if (c === q) return i + 1;
    else if (q === '`' && c === '$' && src[i + 1] === '{') i = skipBraces(src, i + 1);
    else i++;
  }
  return i;
}

function skipBraces(src: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < src.length) {
    const c = src[i];
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(src, i);
      continue;
    }
    if (c === '{') depth++;
    if (c === '}' && --depth === 0) return i + 1;
    i++;
  }
  return i;
}

/** The argument text of the call whose "(" is at `open`. */
export function callArgs(src: string, open: number): string {
  let depth = 0;
  let i = open;
  while (i < src.length) {
    const c = src[i];
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(src, i);
      continue;
    }
    if (c === '(' || c === '{' || c === '[') depth++;
    if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return src.slice(open + 1, i);
    }
    i++;
  }
  return src.slice(open + 1);
}

export function ruleLiterals(text: string): string[] {
  return [...text.matchAll(RULE)].map((m) => m[1] as string);
}

/** Every call of `fn(` in the engine's code (not its declaration, not a method of another object). */
export function calls(fn: string): { file: string; args: string; at: number; src: string }[] {
  const out: { file: string; args: string; at: number; src: string }[] = [];
  const re = new RegExp(`(?<![.\\w])${fn}\\(`, 'g');
  for (const file of engineFiles()) {
    const src = stripComments(readFileSync(file, 'utf8'));
    for (const m of src.matchAll(re)) {
      const before = src.slice(Math.max(0, m.index - 9), m.index);
      if (before.endsWith('function ')) continue;
      out.push({ file, args: callArgs(src, m.index + fn.length), at: m.index, src });
    }
  }
  return out;
}

/** The name of the function a position is inside (the nearest `function name(` before it). */
function enclosingFunction(src: string, at: number): string | null {
  const before = src.slice(0, at);
  const all = [...before.matchAll(/function (\w+)\(/g)];
  return all.at(-1)?.[1] ?? null;
}

export interface LogCall {
  file: string;
  /** The rule numbers this call can log with. */
  rules: string[];
  /** How a rule passed in was found, for a call whose rule is not written at the call. */
  via?: string;
}

/** The rule numbers of every `log(` call in src/engine. A call with its rule in a variable is traced:
 *  a parameter of the enclosing function (the literals its callers pass, and its default), an object
 *  field `x.rule` (the `rule: '…'` literals of that file), or the STEP_RULE table. */
export function logCallRules(): LogCall[] {
  return calls('log').map(({ file, args, at, src }) => {
    const direct = ruleLiterals(args);
    if (direct.length) return { file, rules: direct };
    const third = splitTopLevel(args)[2]?.trim() ?? '';
    if (!third) return { file, rules: [] };
    if (third.startsWith('STEP_RULE[')) {
      const table = /const STEP_RULE[^{]*\{([^}]*)\}/.exec(src)?.[1] ?? '';
      return { file, rules: ruleLiterals(table), via: 'STEP_RULE' };
    }
    if (/^\w+\.rule$/.test(third)) {
      return { file, rules: fieldRules(src), via: third };
    }
    const fn = enclosingFunction(src, at);
    if (fn && /^\w+$/.test(third)) return { file, rules: paramRules(src, fn, third, new Set()), via: `${fn}(${third})` };
    return { file, rules: [] };
  });
}

const fieldRules = (src: string): string[] => [...src.matchAll(/rule: '(\d{3}(?:\.\d+[a-z]?)?)'/g)].map((m) => m[1] as string);

/** The rule numbers a parameter of `fn` (declared in `src`) can hold: its default, and what every
 *  caller passes: a literal, a field `x.rule` (that file's `rule: '…'` literals), or a parameter of
 *  the caller's own function, traced the same way. */
function paramRules(src: string, fn: string, param: string, seen: Set<string>): string[] {
  const id = `${fn}:${param}`;
  if (seen.has(id)) return [];
  seen.add(id);
  const signature = new RegExp(`function ${fn}\\(([^)]*)\\)`).exec(src)?.[1] ?? '';
  const params = splitTopLevel(signature).map((p) => p.trim().split(/[:=\s?]/)[0]);
  const index = params.indexOf(param);
  if (index < 0) return [];
  const out = new Set(ruleLiterals(signature));
  for (const c of calls(fn)) {
    const arg = (splitTopLevel(c.args)[index] ?? '').trim();
    const lits = ruleLiterals(arg);
    if (lits.length) lits.forEach((r) => out.add(r));
    else if (/^\w+\.rule$/.test(arg)) fieldRules(c.src).forEach((r) => out.add(r));
    else if (/^\w+$/.test(arg)) {
      const caller = enclosingFunction(c.src, c.at);
      if (caller) paramRules(c.src, caller, arg, seen).forEach((r) => out.add(r));
    }
  }
  return [...out];
}

/** Splits an argument list at its top-level commas. */
export function splitTopLevel(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < args.length) {
    const c = args[i];
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(args, i);
      continue;
    }
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(args.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  out.push(args.slice(start));
  return out;
}

/** Every rule-number literal in the engine's code: log calls, refusals, pending choices, tables. */
export function allEngineRuleLiterals(): string[] {
  const set = new Set<string>();
  for (const file of engineFiles()) for (const r of ruleLiterals(stripComments(readFileSync(file, 'utf8')))) set.add(r);
  return [...set].sort();
}
