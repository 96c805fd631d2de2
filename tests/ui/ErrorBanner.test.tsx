import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { TableProvider } from '../../src/store/hooks';
import { ErrorBanner } from '../../src/ui/table/ErrorBanner';
import { Prompt } from '../../src/ui/table/Prompt';
import { fixture, startGame } from '../support/scenarios';

describe('the last error', () => {
  it('CR 733: a refused intent shows its rule and reason, and the game stays where it was', () => {
    const store = createTableStore({ game: startGame(fixture('shock-then-titanic-growth')) });
    render(
      <TableProvider store={store}>
        <Prompt />
        <ErrorBanner />
      </TableProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      store.getState().dispatch({ type: 'pass', player: 'B' });
    });
    const alert = screen.getByRole('alert');
    const error = store.getState().lastError;
    // What was refused in the reader's words, the rule with its section, and the engine's own sentence.
    expect(alert.textContent).toMatch(/^Not allowed: /);
    expect(alert.textContent).toContain(`CR ${error?.rule}, `);
    expect(alert.querySelector('[lang="en"]')?.textContent).toBe(error?.message);
    expect(document.querySelector('[data-role="prompt"]')?.getAttribute('data-player')).toBe('A');
  });
});
