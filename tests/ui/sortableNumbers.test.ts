import { describe, expect, it } from 'vitest';
import { projectedIndex } from '../../src/ui/dnd/SortableList';

describe('sortable list numbers while a row is dragged', () => {
  // Four rows; the row at 1 is dragged over the row at 3: rows 2 and 3 move up a place, it takes 3.
  const during = (active: number, over: number) => [0, 1, 2, 3].map((i) => projectedIndex(i, active, over));

  it('each row is numbered by the place it will have if dropped now, so the numbers stay 1, 2, 3, 4 down the list', () => {
    expect(during(1, 3)).toEqual([0, 3, 1, 2]);
    expect(during(3, 0)).toEqual([1, 2, 3, 0]);
    // Every place is numbered once.
    expect([...during(1, 3)].sort()).toEqual([0, 1, 2, 3]);
  });

  it('no drag (or over nothing): the rows keep their own numbers', () => {
    expect(during(-1, -1)).toEqual([0, 1, 2, 3]);
    expect(during(2, -1)).toEqual([0, 1, 2, 3]);
    expect(during(2, 2)).toEqual([0, 1, 2, 3]);
  });
});
