// unsafeShape.ts: what a scenario is refused for before any schema sees it. Everything opened is
// untrusted (a link can be written by anyone), so nesting deeper than any scenario needs and names that
// would reach JavaScript's object machinery (`__proto__`, `constructor`) are refused here, by field
// path. Apart from scenarioSource.ts (which opens a scenario) and scenarioIssues.ts (which words its
// problems) so that both can check it, and the second can be used by the first.
import { formatPath } from '../engine/scenario/schema';
import { MAX_SCENARIO_DEPTH, type Issue } from './limits';

// Names an object inherits: used as a key, an id or a card name they would find JavaScript's own
// properties (`objects["constructor"]`) or replace an object's prototype (`__proto__`).
const RESERVED = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
/** Free text, shown and never used to look anything up: the title, the description, a player's
 *  name, a custom card's rules text. */
function isFreeText(path: readonly PropertyKey[]): boolean {
  const [top, , field] = path;
  if (path.length === 1) return top === 'title' || top === 'description';
  return path.length === 3 && ((top === 'players' && field === 'name') || (top === 'cards' && field === 'oracleText'));
}

/** Refusals no schema gives: nesting deeper than any scenario needs, and reserved names as keys or
 *  as ids, card names and other values (free text excepted). Walked without recursion. */
export function unsafeShapeIssues(json: unknown): Issue[] {
  const issues: Issue[] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: json, path: [] }];
  while (stack.length > 0 && issues.length < 20) {
    const { value, path } = stack.pop() as { value: unknown; path: PropertyKey[] };
    const where = formatPath(path);
    if (typeof value === 'string') {
      if (RESERVED.has(value) && !isFreeText(path)) {
        issues.push({ path: where, message: `"${value}" is reserved: it cannot be a name or an id`, code: 'reserved-name', values: { name: value } });
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_SCENARIO_DEPTH) {
      issues.push({ path: where, message: `nested more than ${MAX_SCENARIO_DEPTH} levels deep`, code: 'too-deep', values: { max: MAX_SCENARIO_DEPTH } });
      continue;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
      continue;
    }
    for (const key of Object.keys(value)) {
      if (RESERVED.has(key)) {
        issues.push({ path: formatPath([...path, key]), message: `"${key}" is reserved: it cannot be a key`, code: 'reserved-name', values: { name: key } });
      } else {
        stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
      }
    }
  }
  return issues;
}
