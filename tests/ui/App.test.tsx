import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { App } from '../../src/ui/App';
import { fixture, withActions } from '../support/scenarios';

const shock = fixture('shock-then-titanic-growth');

const prompt = () => document.querySelector('[data-role="prompt"]');
const object = (id: string) => document.querySelector(`[data-player-id] [data-object-id="${id}"][data-tapped]`);
const stackIds = () => [...document.querySelectorAll('[data-role="stack"] [data-object-id]')].map((el) => el.getAttribute('data-object-id'));
const control = (action: string) => {
  const el = document.querySelector(`[data-action="${action}"]`);
  if (!(el instanceof HTMLButtonElement)) throw new Error(`no ${action} button`);
  return el;
};

/** Renders the app at an address (replaceState: no hashchange event arrives after the render). */
function renderAt(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  return render(<App />);
}

/** Opens a scenario link and waits for its table (the table is loaded lazily). */
async function openAt(json: unknown) {
  const rendered = renderAt(scenarioLinkHash(json));
  // The first lazy import transforms the whole table in this runner: allow it time.
  await waitFor(() => expect(prompt()).not.toBeNull(), { timeout: 10_000 });
  return rendered;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the table page', () => {
  it('opens a #scenario= link at its start position, with the contract attributes', async () => {
    await openAt(withActions(shock));
    expect(document.querySelector('[data-role="title"]')?.textContent).toBe(shock.title);
    expect(prompt()?.getAttribute('data-pending')).toBe('priority');
    expect(prompt()?.getAttribute('data-player')).toBe('A');
    expect(document.querySelector('[data-role="step"]')?.getAttribute('data-step')).toBe('main1');
    const ana = document.querySelector('[data-player-id="A"]');
    expect(ana?.querySelector('[data-life]')?.getAttribute('data-life')).toBe('20');
    expect(object('construct')?.getAttribute('data-tapped')).toBe('false');
    expect(object('construct')?.textContent).toContain('2/2');
    expect(ana?.querySelector('[data-zone="hand"] [data-object-id="tg"]')?.textContent).toContain('Titanic Growth');
  });

  it('plays Shock then Titanic Growth by clicking; undo and redo step through it', async () => {
    const user = userEvent.setup();
    await openAt(withActions(shock));
    await user.click(control('pass'));
    expect(prompt()?.getAttribute('data-player')).toBe('B');
    // Click the spell in hand, then its target on the table.
    await user.click(within(document.querySelector('[data-player-id="B"] [data-zone="hand"]') as HTMLElement).getByRole('button', { name: /Shock/ }));
    await user.click(object('construct') as HTMLElement);
    expect(stackIds()).toEqual(['shock']);
    expect(object('bm1')?.getAttribute('data-tapped')).toBe('true');
    await user.click(control('pass'));
    // Or pick it, then choose the target from the menu.
    await user.click(within(document.querySelector('[data-player-id="A"] [data-zone="hand"]') as HTMLElement).getByRole('button', { name: /Titanic Growth/ }));
    await user.click(screen.getByRole('button', { name: 'Cast Titanic Growth → Eager Construct' }));
    expect(stackIds()).toEqual(['tg', 'shock']);
    for (let i = 0; i < 4; i++) await user.click(control('pass'));
    expect(stackIds()).toEqual([]);
    expect(object('construct')?.textContent).toContain('6/6');
    expect(object('construct')?.textContent).toContain('2 damage');
    expect(prompt()?.getAttribute('data-player')).toBe('A');

    await user.click(control('undo'));
    expect(stackIds()).toEqual(['shock']);
    await user.click(control('redo'));
    expect(stackIds()).toEqual([]);
    expect(control('redo').disabled).toBe(true);
  });

  it('the P key passes priority', async () => {
    const user = userEvent.setup();
    await openAt(withActions(shock));
    await user.keyboard('p');
    expect(prompt()?.getAttribute('data-player')).toBe('B');
    await user.keyboard('{Control>}z{/Control}');
    expect(prompt()?.getAttribute('data-player')).toBe('A');
  });

  it('a scenario whose action is illegal opens where it stopped and shows the error with its rule', async () => {
    await openAt({ ...shock, actions: [{ player: 'A', type: 'pass' }, { player: 'A', type: 'pass' }] });
    expect(prompt()?.getAttribute('data-player')).toBe('B');
    const alert = document.querySelector('[data-role="last-error"]');
    expect(alert?.textContent).toContain('Action 2');
    expect(alert?.getAttribute('data-rule')).toMatch(/^\d{3}/);
  });

  it('a malformed link shows a readable error, not a blank page', async () => {
    renderAt('#scenario=not-a-scenario');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not open the scenario from the link/);
    expect(screen.getByText('Open a scenario')).toBeTruthy();
  });

  it('a broken link in a fresh tab shows its message and, under it, the examples list, open; an example picked there opens', async () => {
    const user = userEvent.setup();
    renderAt('#scenario=garbage');
    // The first lazy import transforms the whole table in this runner: allow it time.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    const details = document.querySelector('details') as HTMLDetailsElement;
    await waitFor(() => expect(alert.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
    expect(details.open).toBe(true);
    const examples = details.querySelectorAll('[data-example]');
    expect(examples.length).toBeGreaterThan(3);
    await user.click(examples[0] as HTMLElement);
    await waitFor(() => expect(prompt()).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    // The table is open: the loader is back above it, folded.
    await waitFor(() => expect(details.compareDocumentPosition(prompt() as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
    expect(details.open).toBe(false);
  });

  it('a broken link while a table is open: the message above the table, which stays; the loader stays folded at the top', async () => {
    await openAt(withActions(shock));
    await act(async () => {
      window.location.hash = '#scenario=garbage';
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    const alert = await screen.findByRole('alert');
    const details = document.querySelector('details') as HTMLDetailsElement;
    expect(details.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(details.open).toBe(false);
    expect(prompt()).not.toBeNull();
  });

  it('a pasted scenario that is refused keeps its text to fix, under the message', async () => {
    const user = userEvent.setup();
    render(<App />);
    const textarea = document.querySelector('[data-role="scenario-text"]') as HTMLTextAreaElement;
    await act(async () => {
      await user.click(textarea);
      await user.paste('{ "turn": 1 }');
    });
    await user.click(control('open-pasted'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.compareDocumentPosition(textarea) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
    expect(textarea.isConnected && textarea.value).toBe('{ "turn": 1 }');
  });

  it('a new link in the address opens that scenario', async () => {
    await openAt(withActions(shock));
    await act(async () => {
      window.location.hash = scenarioLinkHash(withActions(shock, 2));
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    await waitFor(() => expect(stackIds()).toEqual(['shock']));
  });

  it('an invalid scenario lists the field paths', async () => {
    renderAt(scenarioLinkHash({ ...shock, players: 'nobody' }));
    expect((await screen.findByRole('alert')).textContent).toContain('players');
  });

  it('a first visit to the home page says what the app is and leads to a hot-seat game, the lessons and the editor; an example opened there takes its place', async () => {
    const user = userEvent.setup();
    renderAt('');
    const welcome = screen.getByRole('region', { name: 'Magic combat, step by step' });
    const links = within(welcome).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#play', '#lessons', '#editor']);
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Hot-seat game'), expect.stringContaining('Lessons'), expect.stringContaining('Scenario editor')]);
    // Below it, the examples, open.
    const details = document.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(welcome.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(details.querySelector('[data-example]') as HTMLElement);
    await waitFor(() => expect(prompt()).not.toBeNull(), { timeout: 10_000 });
    expect(document.querySelector('[data-role="welcome"]')).toBeNull();
  });

  it('an example picked while a table is open opens, and the list of examples folds away', async () => {
    const user = userEvent.setup();
    await openAt(withActions(shock));
    const details = document.querySelector('details') as HTMLDetailsElement;
    await user.click(screen.getByText('Open a scenario'));
    expect(details.open).toBe(true);
    await user.click(document.querySelector('[data-example]') as HTMLElement);
    await waitFor(() => expect(details.open).toBe(false));
  });

  it('opens pasted JSON', async () => {
    const user = userEvent.setup();
    render(<App />);
    const textarea = document.querySelector('[data-role="scenario-text"]') as HTMLTextAreaElement;
    await act(async () => {
      await user.click(textarea);
      await user.paste(JSON.stringify(withActions(shock, 2)));
    });
    await user.click(control('open-pasted'));
    await waitFor(() => expect(stackIds()).toEqual(['shock']));
  });

  it('opens a file, and reports a file that is not JSON', async () => {
    const user = userEvent.setup();
    render(<App />);
    const input = document.querySelector('[data-role="scenario-file"]') as HTMLInputElement;
    await user.upload(input, new File(['{ nope'], 'broken.json', { type: 'application/json' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not valid JSON');
    await user.upload(input, new File([JSON.stringify(withActions(shock))], 'shock.json', { type: 'application/json' }));
    await waitFor(() => expect(document.querySelector('[data-role="title"]')?.textContent).toBe(shock.title));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders scenario text as text, never as HTML', async () => {
    await openAt({ ...withActions(shock), title: '<img src=x onerror="alert(1)">', players: [{ ...(shock.players as object[])[0], name: '<b>Ana</b>' }, (shock.players as object[])[1]] });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
  });
});
