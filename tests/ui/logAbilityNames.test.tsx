// logAbilityNames.test.tsx: CR 603.3b, 702.91a: the log panel names Hero of Bladehold's two attack
// triggers apart (its battle cry, its token ability), as the explanation panel does, and shows no
// internal id ("hero.2").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { startGame, type ScenarioJson } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const lesson = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'src', 'lessons', 'hero-battle-cry-first.json'), 'utf8')) as ScenarioJson;

describe('the log panel', () => {
  it('CR 603.3b, 702.91a: names the Hero’s battle cry and token ability apart, without ids', async () => {
    const game = play(startGame(lesson), ...scenarioActions(lesson));
    const store = createTableStore({ game });
    render(<Table init={{ game }} store={store} />);
    await waitFor(() => expect(document.querySelector('[data-role="log"]')?.textContent).toContain('battle cry'));
    const log = document.querySelector('[data-role="log"]')?.textContent ?? '';
    expect(log).toContain("Hero of Bladehold's battle cry triggers");
    expect(log).toContain("Hero of Bladehold's token ability triggers");
    expect(log).toContain('gives +1/+0 to no creature');
    expect(log).not.toMatch(/hero\.\d/);
  });
});
