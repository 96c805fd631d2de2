import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { App } from '../../src/ui/App';
import { fixture, withActions, type ScenarioJson } from '../support/scenarios';

const crawWurm = fixture('craw-wurm-two-blockers');

const q = (selector: string) => {
  const el = document.querySelector(selector);
  if (!(el instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return el;
};
const pending = () => [q('[data-role="prompt"]').dataset.pending, q('[data-role="prompt"]').dataset.player];
const permanent = (id: string) => q(`[data-player-id] [data-object-id="${id}"][data-tapped]`);

function openAt(json: ScenarioJson) {
  window.history.replaceState(null, '', `/${scenarioLinkHash(json)}`);
  render(<App />);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the choice forms', () => {
  it('CR 508.1, 509.1, 510.1: attackers, blockers and damage are declared with the forms', async () => {
    const user = userEvent.setup();
    openAt(withActions(crawWurm));
    expect(pending()).toEqual(['declareAttackers', 'A']);
    await user.click(q('[data-attacker="wurm"]'));
    await user.click(q('[data-action="confirm-attackers"]'));
    expect(permanent('wurm').dataset.attacking).toBe('B');
    await user.click(q('[data-action="pass"]'));
    await user.click(q('[data-action="pass"]'));

    expect(pending()).toEqual(['declareBlockers', 'B']);
    await user.click(q('[data-blocker="wall"][data-attacker="wurm"]'));
    await user.click(q('[data-blocker="cadet"][data-attacker="wurm"]'));
    await user.click(q('[data-action="confirm-blockers"]'));
    expect(permanent('wall').dataset.blocking).toBe('wurm');
    expect(permanent('wurm').textContent).toContain('blocked by Wall of Wood, Eager Cadet');
    await user.click(q('[data-action="pass"]'));
    await user.click(q('[data-action="pass"]'));

    expect(pending()).toEqual(['assignDamage', 'A']);
    const toWall = q('[data-source="wurm"][data-target="wall"]') as HTMLInputElement;
    const toCadet = q('[data-source="wurm"][data-target="cadet"]') as HTMLInputElement;
    await user.clear(toWall);
    await user.type(toWall, '5');
    await user.clear(toCadet);
    await user.type(toCadet, '1');
    await user.click(q('[data-action="confirm-damage"]'));
    expect(pending()).toEqual(['priority', 'A']);
    expect(document.querySelector('[data-object-id="wall"][data-tapped]')).toBeNull();
    expect(document.querySelector('[data-object-id="cadet"][data-tapped]')).toBeNull();
  });

  it('CR 510.1c: a damage split the engine refuses shows the error and keeps the choice open', async () => {
    const user = userEvent.setup();
    openAt(withActions(crawWurm, 6));
    expect(pending()).toEqual(['assignDamage', 'A']);
    const toWall = q('[data-source="wurm"][data-target="wall"]') as HTMLInputElement;
    await user.clear(toWall);
    await user.type(toWall, '9');
    await user.click(q('[data-action="confirm-damage"]'));
    expect(pending()).toEqual(['assignDamage', 'A']);
    expect(screen.getByRole('alert').textContent).toMatch(/CR \d{3}/);
  });

  it('generated buttons answer the same choices: "Attack: Craw Wurm → Bruno"', async () => {
    const user = userEvent.setup();
    openAt(withActions(crawWurm));
    await user.click(screen.getByRole('button', { name: 'Attack: Craw Wurm → Bruno' }));
    expect(permanent('wurm').dataset.attacking).toBe('B');
  });
});
