// objects.test.ts: the objects table (src/engine/objects.ts) that holds a state's game objects in
// buckets, and mutObject's copy of an object.
import { describe, expect, it } from 'vitest';
import { OBJECT_BUCKETS, allObjects, bucketOf, lookupObject, objectTable, tableProblem } from '../../src/engine/objects';
import { blankObject } from '../../src/engine/scenario/create';
import { findObject, mutObject } from '../../src/engine/state';
import { transact } from '../../src/engine/transaction';
import { game } from './helpers';

describe('the objects table', () => {
  it('finds every object in the bucket of its id, and spreads a deck over the buckets', () => {
    const ids = [...Array(60).keys()].flatMap((i) => [`A:library:${i}`, `B:library:${i}`]);
    const table = objectTable(ids.map((id) => blankObject(id, 'Forest', id[0]!, 'library')));
    for (const id of ids) expect(lookupObject(table, id)?.id).toBe(id);
    expect(allObjects(table).map((o) => o.id).toSorted()).toEqual(ids.toSorted());
    const sizes = table.map((bucket) => Object.keys(bucket).length);
    // 120 ids over 32 buckets: none empty or crowded, so a change copies a handful of entries.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
    expect(tableProblem(table)).toBeNull();
  });

  it('a name JavaScript objects inherit names no object', () => {
    const table = objectTable([blankObject('wall', 'Wall of Wood', 'A', 'battlefield')]);
    for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty', '']) expect(lookupObject(table, id)).toBeUndefined();
    expect(findObject({ objects: table }, 'wall')?.card).toBe('Wall of Wood');
  });

  it('bucketOf reads short ids and is the same for equal ids', () => {
    for (const id of ['a', 'ab', 'abc', 'hero.2.1']) {
      expect(bucketOf(id)).toBe(bucketOf(`${id}`));
      expect(bucketOf(id)).toBeGreaterThanOrEqual(0);
      expect(bucketOf(id)).toBeLessThan(OBJECT_BUCKETS);
    }
  });

  it('tableProblem names an object out of its bucket, under another id, or a table of the wrong size', () => {
    const table = objectTable([blankObject('wall', 'Wall of Wood', 'A', 'battlefield')]);
    const wrong = table.map((bucket) => ({ ...bucket }));
    const home = bucketOf('wall');
    wrong[(home + 1) % OBJECT_BUCKETS]!.wall = wrong[home]!.wall!;
    delete wrong[home]!.wall;
    expect(tableProblem(wrong)).toMatch(/"wall" is stored in the wrong bucket/);
    const renamed = table.map((bucket) => ({ ...bucket }));
    renamed[home]!.wall = { ...renamed[home]!.wall!, id: 'bear' };
    expect(tableProblem(renamed)).toMatch(/stored as "wall" has the id "bear"/);
    expect(tableProblem(table.slice(1))).toMatch(/31 buckets instead of 32/);
  });
});

describe('mutObject (state.ts)', () => {
  it('copies every field, the optional ones included, and leaves the previous state as it was', () => {
    const s = game({
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [{ id: 'A', battlefield: [{ id: 'pw', card: 'Ajani Goldmane' }] }, { id: 'B' }],
    });
    const marked = transact(s, (g) => {
      const o = mutObject(g, 'pw');
      Object.assign(o, { loyaltyActivatedTurn: 3, regenerationShields: 1, skipNextUntap: true, noCombatDamageTurn: 3, damage: 1 });
    });
    const copied = transact(marked, (g) => {
      mutObject(g, 'pw').tapped = true;
    });
    expect(findObject(copied, 'pw')).toEqual({ ...findObject(marked, 'pw'), tapped: true });
    expect(findObject(marked, 'pw')?.tapped).toBe(false);
    expect(findObject(s, 'pw')).toMatchObject({ damage: 0, tapped: false });
    expect(findObject(s, 'pw')?.regenerationShields).toBeUndefined();
  });
});
