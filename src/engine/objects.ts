// objects.ts: the table of game objects. The objects are spread over OBJECT_BUCKETS small records,
// chosen by a hash of the id, so that a transition that changes one object copies one small record
// and a short list (transaction.ts), not a record of every object in the game. A single record of a
// game's eighty-odd cards cost about 9 µs to copy at each transition that changed an object: the copy
// site sees records of many shapes (every game's tokens add their own ids), so V8 copies them property
// by property. That copy was the largest single cost of random play.
import type { ObjectId, SharedObject } from './types';

export const OBJECT_BUCKETS = 32;

/** The game objects by id, `table[bucketOf(id)][id]`. Plain JSON, like the rest of the state. */
export type ObjectTable = Record<ObjectId, SharedObject>[];

/** The bucket an id lives in. Ids differ mostly at their ends (`A:library:17`, `hero.2.1`, `wall`),
 *  so the hash mixes the length, the first character and the last three; it runs at every lookup, so
 *  it reads four characters, not the whole id. */
export function bucketOf(id: string): number {
  const n = id.length;
  // `| 0` turns the NaN of a missing character (a short id) into 0.
  let h = Math.imul(n ^ (id.charCodeAt(0) | 0), 0x01000193);
  h = Math.imul(h ^ (id.charCodeAt(n - 3) | 0), 0x01000193);
  h = Math.imul(h ^ (id.charCodeAt(n - 2) | 0), 0x01000193);
  h = Math.imul(h ^ (id.charCodeAt(n - 1) | 0), 0x01000193);
  return (h ^ (h >>> 16)) & (OBJECT_BUCKETS - 1);
}

/** A table holding these objects, keyed by their ids. */
export function objectTable(objects: Iterable<SharedObject>): ObjectTable {
  const table: ObjectTable = Array.from({ length: OBJECT_BUCKETS }, () => ({}));
  for (const o of objects) table[bucketOf(o.id)]![o.id] = o;
  return table;
}

/** The object with this id, if any. An object's own id is checked, so an id such as "constructor"
 *  names nothing (a plain lookup would find Object.prototype's member), at the cost of one read. */
export function lookupObject(table: ObjectTable, id: string): SharedObject | undefined {
  const o = table[bucketOf(id)]![id];
  return o !== undefined && o.id === id ? o : undefined;
}

/** Every object of the table, bucket by bucket (an order of no meaning: callers that need one, such as
 *  the battlefield's order of arrival, keep their own list of ids). */
export function allObjects(table: ObjectTable): SharedObject[] {
  const out: SharedObject[] = [];
  for (const bucket of table) for (const id in bucket) out.push(bucket[id]!);
  return out;
}

/** Why a table read from outside (a save) cannot be used, or null: the buckets the engine looks in
 *  must be where each object is, under its own id. */
export function tableProblem(table: ObjectTable): string | null {
  if (table.length !== OBJECT_BUCKETS) return `the objects table has ${table.length} buckets instead of ${OBJECT_BUCKETS}`;
  for (let b = 0; b < table.length; b++) {
    for (const id in table[b]) {
      if (bucketOf(id) !== b) return `the object "${id}" is stored in the wrong bucket (${b})`;
      if (table[b]![id]!.id !== id) return `the object stored as "${id}" has the id "${table[b]![id]!.id}"`;
    }
  }
  return null;
}
