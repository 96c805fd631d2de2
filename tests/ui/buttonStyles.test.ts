// buttonStyles.test.ts: every button style of the table carries the keyboard focus ring (see
// buttons.ts), so that a style added later cannot leave its buttons with the browser's thin dark ring.
import { describe, expect, it } from 'vitest';
import * as buttons from '../../src/ui/table/buttons';

describe('the table button styles', () => {
  it.each(Object.entries(buttons))('%s shows a sky-blue focus-visible ring with an offset', (_name, classes) => {
    expect(classes.split(' ')).toEqual(
      expect.arrayContaining(['focus-visible:outline-hidden', 'focus-visible:ring-2', 'focus-visible:ring-sky-500', 'focus-visible:ring-offset-2']),
    );
  });
});
