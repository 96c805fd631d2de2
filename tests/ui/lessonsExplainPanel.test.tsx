// lessonsExplainPanel.test.tsx: the explanation panel beside the table (src/ui/explain): what happens
// in the current step, what the last move caused (state-based actions badged as they happen), who
// decides and what they may do, why a move was refused — with rule numbers, section names and the
// link to the official rules — and all of it in the language chosen from the menu.
import { act, render, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine';
import { RULES_URL } from '../../src/explain';
import { setLanguage } from '../../src/i18n';
import { lessonStart } from '../../src/lessons/play';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { ROOT } from '../explain/support';
import { q } from '../support/dom';


function lessonTable(id: string, moves?: number) {
  const start = lessonStart(JSON.parse(readFileSync(`${ROOT}/src/lessons/${id}.json`, 'utf8')));
  if (!start.ok) throw new Error(id);
  const store = createTableStore({ game: start.game });
  for (const action of start.actions.slice(0, moves)) store.getState().dispatch(action);
  render(<Table init={{ game: start.game }} store={store} />);
  return { store, actions: start.actions };
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the explanation panel', () => {
  it('CR 510, 704.5g: after combat damage it explains the step and each state-based action as it happened', () => {
    lessonTable('kw-trample');
    const panel = q('[data-role="explain-panel"]');
    expect(q('[data-role="explain-step"]').textContent).toContain("Turn 3 · Ana's turn · Combat damage step");
    expect(q('[data-role="explain-step"]').textContent).toContain('CR 510, Combat Damage Step');
    const last = q('[data-role="explain-last-move"]');
    const sba = [...last.querySelectorAll<HTMLElement>('li[data-rule="704.5g"]')];
    expect(sba).toHaveLength(1);
    expect(sba[0]?.textContent).toContain('State-based action');
    expect(sba[0]?.textContent).toContain('Runeclaw Bear has lethal damage and is destroyed');
    expect(sba[0]?.textContent).toContain('CR 704.5g, State-Based Actions');
    const dealt = [...last.querySelectorAll('li[data-rule="510.2"]')].map((li) => li.querySelector('p')?.textContent);
    expect(dealt).toContain('Colossal Dreadmaw deals 4 combat damage to Bruno');
    expect(within(panel).getAllByRole('link').every((a) => a.getAttribute('href') === RULES_URL)).toBe(true);
    // Who decides now, and what they may do.
    expect(q('[data-role="explain-decision"]').textContent).toContain('Ana has priority');
    expect(q('[data-role="explain-options"]').textContent).toMatch(/Pass/);
  });

  it('lists the turn-based actions of the step', () => {
    lessonTable('kw-trample', 0);
    expect(q('[data-role="explain-turn-based"]').textContent).toContain('CR 508.1');
    expect(q('[data-role="explain-step"]').dataset.step).toBe('declareAttackers');
    expect(document.querySelector('[data-role="explain-last-move"]')).toBeNull();
  });

  it('CR 702.9b: says why a block was refused, with the rule, its section and the engine\'s reason', async () => {
    const { store, actions } = lessonTable('kw-flying-ground-blocker-refused', 3);
    act(() => {
      store.getState().dispatch(actions[3] as Action);
    });
    // The panel follows a frame after the move (useAfterNextPaint.ts), saying so meanwhile.
    expect(q('[data-role="explain-panel"]').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(q('[data-role="explain-panel"]').getAttribute('aria-busy')).toBe('false'));
    const refusal = q('[data-role="explain-refusal"]');
    expect(refusal.dataset.rule).toMatch(/^(702\.9b|509\.1b)$/);
    expect(refusal.textContent).toContain('This block is not allowed.');
    expect(refusal.textContent).toMatch(/CR (702\.9b, Flying|509\.1b, Declare Blockers Step)/);
    expect(refusal.textContent).toContain('The game engine says');
  });

  it('speaks Spanish and Italian when the language is switched', async () => {
    lessonTable('kw-trample');
    const english = q('[data-role="explain-panel"]').textContent;
    await act(() => setLanguage('es'));
    const panel = q('[data-role="explain-panel"]');
    expect(panel.textContent).not.toBe(english);
    expect(q('[data-role="explain-step"]').textContent).toContain('Paso de daño de combate');
    expect(q('li[data-rule="704.5g"]').textContent).toContain('Runeclaw Bear tiene daño letal y se destruye');
    expect(q('li[data-rule="704.5g"]').textContent).toContain('Acción basada en estado');
    expect(q('li[data-rule="704.5g"]').textContent).toContain('RC 704.5g, Acciones basadas en estado');
    await act(() => setLanguage('it'));
    expect(q('[data-role="explain-step"]').textContent).toContain('Sottofase del danno da combattimento');
    expect(q('li[data-rule="704.5g"]').textContent).toContain('Runeclaw Bear ha danno letale e viene distrutta');
    expect(q('li[data-rule="704.5g"]').textContent).toContain('Azioni basate sullo stato');
  });
});
