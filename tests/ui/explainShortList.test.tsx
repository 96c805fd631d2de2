// explainShortList.test.tsx: on a crowded board the explanation panel keeps long lists short — the
// first few options of the decision, then a button for the rest — and the whole list is one click
// away, so the explanation stays complete.
import { act, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n';
import { createTableStore } from '../../src/store/createTableStore';
import { SHORT_LIST_LINES } from '../../src/ui/explain/ShortList';
import { Table } from '../../src/ui/table/Table';
import { hundredPermanentScenario } from '../../scripts/bench/uiScenario';
import { play, scenarioActions } from '../support/play';
import { startGame } from '../support/scenarios';

const BLOCKERS = 30;

function crowdedBlock() {
  const json = hundredPermanentScenario();
  const game = play(startGame(json), ...scenarioActions(json));
  render(<Table init={{ game }} store={createTableStore({ game })} />);
  const options = document.querySelector<HTMLElement>('[data-role="explain-options"]');
  if (!options) throw new Error('no options part');
  return options;
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the explanation panel on a crowded board', () => {
  it('CR 509.1a: shows the first few blockers\' options, and every one of them on demand', async () => {
    const user = userEvent.setup();
    const options = crowdedBlock();
    // One line per blocker naming the attackers it may block, then "block with nobody" (509.1).
    const total = BLOCKERS + 1;
    expect(options.querySelectorAll('li')).toHaveLength(SHORT_LIST_LINES);
    const more = within(options).getByRole('button', { name: `And ${total - SHORT_LIST_LINES} more: show them` });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await user.click(more);
    const lines = [...options.querySelectorAll('li')];
    expect(lines).toHaveLength(total);
    expect(lines.at(-2)?.textContent).toContain('can block');
    expect(lines.at(-1)?.dataset.rule).toBe('509.1');
    expect(more.getAttribute('aria-expanded')).toBe('true');

    await user.click(within(options).getByRole('button', { name: 'Show fewer' }));
    expect(options.querySelectorAll('li')).toHaveLength(SHORT_LIST_LINES);
  });

  it('words the button in Spanish and Italian', async () => {
    const options = crowdedBlock();
    await act(() => setLanguage('es'));
    expect(within(options).getByRole('button').textContent).toBe('Y 27 más: mostrarlas');
    await act(() => setLanguage('it'));
    expect(within(options).getByRole('button').textContent).toBe('E altre 27: mostrale');
  });
});
