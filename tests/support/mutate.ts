// mutate.ts: a small seeded mutator of JSON-like values and of text, for the input fuzzers
// (tests/engine/fuzzScenarios.test.ts, tests/store/fuzzSaves.test.ts). Each mutation is one of the
// ways a hand-edited file, a damaged save or a hostile link goes wrong: a key deleted, a value of
// another type, a number no field accepts, a very long or odd string, an id that collides with another
// one or with a player's, a name JavaScript objects reserve, deep nesting, a list of the wrong length.
// The input is never changed: the mutation works on a copy.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Random = () => number;
type Path = (string | number)[];
type Node = Record<string, unknown> | unknown[];

/** FUZZ_INPUT_RUNS=<n> scales every input fuzzer's number of inputs (1 by default: a few seconds each). */
export const INPUT_RUN_SCALE = Number(process.env.FUZZ_INPUT_RUNS ?? 1);
/** FUZZ_INPUT_SEED=<n> explores other inputs than the default run. */
export const INPUT_SEED = Number(process.env.FUZZ_INPUT_SEED ?? 20260501);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every scenario of tests/scenarios (with its subfolders) and of the shared seeds, as [file, JSON]. */
export function projectScenarios(): [string, unknown][] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const full = join(dir, f);
      return statSync(full).isDirectory() ? walk(full) : f.endsWith('.json') ? [full] : [];
    });
  const files = [...walk(join(ROOT, 'tests/scenarios')), ...walk(join(ROOT, '../shared/scenarios'))].sort();
  return files.map((f) => [f.slice(ROOT.length + 1), JSON.parse(readFileSync(f, 'utf8')) as unknown]);
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Names that reach JavaScript's object machinery when used as keys. */
export const RESERVED_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** Numbers no field of a scenario or a save accepts as they are (NaN and the infinities become null in JSON). */
export const HOSTILE_NUMBERS = [NaN, Infinity, -Infinity, -0, -1, -7, 0.5, 2.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 1e6 + 1];

/** Odd strings: empty, blank, very long, control characters, a lone surrogate, right-to-left, emoji. */
export const HOSTILE_STRINGS = ['', ' ', 'x'.repeat(100_001), 'y'.repeat(201), '\u0000', '\ud800', '\u202eevil', '💥🃏', 'Cr\u0301aw Wurm', '{G}{G}', 'A:hand:0', '%', '../..', '<img src=x onerror=alert(1)>', 'null', '0', 'NaN'];

/** Values of every JSON type (and a few that JSON has not). */
function otherType(random: Random, value: unknown): unknown {
  const options: unknown[] = ['x', 7, null, [], {}, true, false, [value], { value }, undefined];
  return pick(random, options);
}

/** Every path to a value inside `root` (the root itself excluded), objects and lists included, down
 *  to `maxDepth` (a deeply nested value made by an earlier mutation is not walked through). */
export function paths(root: unknown, maxDepth = 12): Path[] {
  const out: Path[] = [];
  const stack: { value: unknown; path: Path }[] = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop() as { value: unknown; path: Path };
    if (path.length) out.push(path);
    if (path.length >= maxDepth) continue;
    if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: [...path, i] }));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stack.push({ value: v, path: [...path, k] });
  }
  return out;
}

/** Every string value and key in `root`: ids, card names and player ids to collide with. */
function strings(root: unknown): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [root];
  while (stack.length && out.size < 5000) {
    const v = stack.pop();
    if (typeof v === 'string' && v.length < 60) out.add(v);
    else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) {
      out.add(k);
      stack.push(x);
    }
  }
  return [...out];
}

/** Sets an own property, `__proto__` included (an assignment to `__proto__` would set the prototype). */
function setOwn(node: Node, key: string | number, value: unknown): void {
  if (Array.isArray(node) && typeof key === 'number') node[key] = value;
  else Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Deep enough to overflow any recursive walk of the engine's, shallow enough for JSON.stringify. */
const DEEP = 3000;

function deep(depth: number, random: Random): unknown {
  let v: unknown = 'bottom';
  const asList = random() < 0.5;
  for (let i = 0; i < depth; i++) v = asList ? [v] : { a: v };
  return v;
}

function numberFor(random: Random, value: unknown): number {
  if (typeof value === 'number' && random() < 0.4) return pick(random, [value + 1, value - 1, -value, value * 1000, value + 0.5]);
  return pick(random, HOSTILE_NUMBERS);
}

/** One mutation of the value at `parent[key]`; returns what it did. */
function mutateAt(parent: Node, key: string | number, random: Random, pool: string[]): string {
  const value = (parent as Record<string | number, unknown>)[key];
  const roll = random();
  const where = String(key);
  if (roll < 0.14) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
    return `delete ${where}`;
  }
  if (roll < 0.3) {
    const v = otherType(random, value);
    setOwn(parent, key, v);
    return `retype ${where} → ${Array.isArray(v) ? `[${v.length}]` : v && typeof v === 'object' ? '{…}' : String(v)}`;
  }
  if (roll < 0.42) {
    const v = numberFor(random, value);
    setOwn(parent, key, v);
    return `number ${where} → ${v}`;
  }
  if (roll < 0.52) {
    const v = pick(random, HOSTILE_STRINGS);
    setOwn(parent, key, v);
    return `string ${where} → ${JSON.stringify(v.slice(0, 20))}`;
  }
  if (roll < 0.66) {
    // An id, a card name or a player id found elsewhere in the file: duplicates and collisions.
    const v = pick(random, pool);
    setOwn(parent, key, v);
    return `collide ${where} → ${JSON.stringify(v)}`;
  }
  if (roll < 0.72) {
    const v = pick(random, RESERVED_NAMES);
    setOwn(parent, key, v);
    return `reserved value ${where} → ${v}`;
  }
  if (roll < 0.78) {
    // A reserved name as a key, next to the value or instead of it.
    const target = value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : parent;
    const name = pick(random, RESERVED_NAMES);
    setOwn(target, name, random() < 0.5 || target === value ? { polluted: true } : value);
    return `reserved key ${name} in ${where}`;
  }
  if (roll < 0.82) {
    setOwn(parent, key, deep(random() < 0.5 ? 40 : DEEP, random));
    return `deep ${where}`;
  }
  if (roll < 0.92 && Array.isArray(value) && value.length) {
    const r = random();
    if (r < 0.3) value.push(value[Math.floor(random() * value.length)]);
    else if (r < 0.5) value.length = Math.floor(random() * value.length);
    else if (r < 0.7) value.splice(0, value.length);
    else if (r < 0.85) {
      // The same value again (shared, not copied: it may be nested thousands deep).
      const item = value[0];
      // Past every list's bound (a battlefield holds at most 500, actions 10,000).
      for (let i = 0; i < 600; i++) value.push(item);
    } else value.reverse();
    return `list ${where}`;
  }
  if (roll < 0.96 && Array.isArray(parent) && parent.length > 1) {
    // Two values swapped: an order that makes no sense, an action before the one it follows.
    const other = Math.floor(random() * parent.length);
    [parent[key as number], parent[other]] = [parent[other], parent[key as number]];
    return `swap ${where}`;
  }
  // An unknown key with a plausible value.
  const target = value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : parent;
  if (!Array.isArray(target)) setOwn(target, pick(random, ['extra', 'id', 'card', 'player', 'type', 'zone', 'controller']), pick(random, pool.length ? pool : ['x']));
  return `extra key in ${where}`;
}

/** A copy of `value` with 1 to `max` mutations, and what they were. */
export function mutateJson<T>(value: T, random: Random, max = 3): { value: T; did: string[] } {
  const copy = structuredClone(value);
  const pool = [...strings(copy), ...RESERVED_NAMES.slice(0, 2), 'nope', ''];
  const did: string[] = [];
  const n = 1 + Math.floor(random() * max);
  for (let i = 0; i < n; i++) {
    const all = paths(copy);
    if (!all.length) break;
    const path = pick(random, all);
    const parent = path.slice(0, -1).reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], copy) as Node;
    did.push(`${path.join('.')}: ${mutateAt(parent, path.at(-1) as string | number, random, pool)}`);
  }
  return { value: copy, did };
}

/** Text mutations: truncated, a character changed, inserted or deleted, garbage appended. */
export function mutateText(text: string, random: Random): { text: string; did: string } {
  const at = Math.floor(random() * text.length);
  const roll = random();
  if (roll < 0.35) return { text: text.slice(0, at), did: `truncated at ${at}` };
  if (roll < 0.55) return { text: text.slice(0, at) + pick(random, ['"', '{', ']', ',', '\\', '\u0000', 'ü', '0', ' ']) + text.slice(at + 1), did: `replaced ${at}` };
  if (roll < 0.7) return { text: text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 20)), did: `deleted at ${at}` };
  if (roll < 0.8) return { text: text + pick(random, ['}', ' garbage', '\n{}', ',']), did: 'appended' };
  if (roll < 0.88) return { text: text.slice(at), did: `head cut at ${at}` };
  if (roll < 0.9) {
    // Nested far deeper than any walk with recursion survives.
    const depth = pick(random, [1000, 100_000]);
    return { text: `${'['.repeat(depth)}${text}${']'.repeat(depth)}`, did: `wrapped ${depth} deep` };
  }
  return { text: text.slice(0, at) + text.slice(at, at + 50).repeat(3) + text.slice(at + 50), did: `repeated at ${at}` };
}

/** Whether Object.prototype and Array.prototype are as JavaScript made them (nothing polluted them). */
const PROTO_NAMES = JSON.stringify([Object.getOwnPropertyNames(Object.prototype).sort(), Object.getOwnPropertyNames(Array.prototype).sort()]);
export function prototypesPolluted(): string | null {
  const now = JSON.stringify([Object.getOwnPropertyNames(Object.prototype).sort(), Object.getOwnPropertyNames(Array.prototype).sort()]);
  if (now !== PROTO_NAMES) return `Object.prototype or Array.prototype gained properties: ${now}`;
  if (({} as Record<string, unknown>).polluted !== undefined) return 'Object.prototype.polluted is set';
  return null;
}

/** Messages of an engine crash, not of a refusal: a TypeError's or RangeError's text. */
export const RAW_ERROR = /Cannot read properties|is not a function|is not iterable|undefined \(reading|of undefined|of null|Maximum call stack|Invalid array length|Invalid string length|is not defined|\[object Object\]/;
