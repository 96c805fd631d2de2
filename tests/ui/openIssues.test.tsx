// openIssues.test.tsx: a scenario that is not valid, opened on the table from a link, a file or a
// paste, is listed as the editor lists it: one line per problem, each at its field path, in the
// reader's words (nothing left in the checker's English); and the table already open stays.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEditorStore } from '../../src/store/editorStore';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { App } from '../../src/ui/App';
import EditorScreen from '../../src/ui/editor/EditorScreen';
import { MAX_LISTED_ISSUES } from '../../src/ui/loader/IssueList';
import { fixture, withActions } from '../support/scenarios';

const shock = withActions(fixture('shock-then-titanic-growth'));

/** The shock scenario with a bad step, a life out of range and an unknown card. */
function badFile(): Record<string, unknown> {
  const bad = structuredClone(shock) as { turn: { step: string }; players: { life?: number; battlefield: { card: string }[] }[] };
  bad.turn.step = 'lunch';
  bad.players[0]!.life = 1e30;
  bad.players[1]!.battlefield[0]!.card = 'Mountainn';
  return bad;
}

const LINES = [
  /^turn\.step“lunch” is not a step\. The steps are: “untap” \(Untap step\), .*“cleanup” \(Cleanup step\)\.$/,
  /^players\[0\]\.lifeMust be a whole number from -1,000,000 to 1,000,000, not 1e\+30\.$/,
  /^players\[1\]\.battlefield\[0\]\.cardThere is no card called “Mountainn”, neither in the card pool nor among the file's own cards: did you mean “Mountain”\?$/,
];

/** The lines of the problem list once it is shown (the table is loaded lazily). */
async function shownLines(): Promise<string[]> {
  return waitFor(
    () => {
      const found = document.querySelectorAll('[data-role="scenario-error"] li');
      if (found.length === 0) throw new Error('no problem list yet');
      return [...found].map((li) => li.textContent ?? '');
    },
    { timeout: 10_000 },
  );
}

function expectPlainLines(lines: string[]) {
  expect(lines).toHaveLength(LINES.length);
  LINES.forEach((line, i) => expect(lines[i]).toMatch(line));
  // Nothing in the schema checker's own English.
  expect(document.querySelector('[data-role="scenario-error"] [lang="en"]')).toBeNull();
  expect(lines.join(' ')).not.toMatch(/Invalid|expected/);
}

const title = () => document.querySelector('[data-role="title"]')?.textContent;

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a bad scenario opened on the table', () => {
  it('from a link: every problem, at its field path, in plain words', async () => {
    window.history.replaceState(null, '', `/${scenarioLinkHash(badFile())}`);
    render(<App />);
    expectPlainLines(await shownLines());
    expect(screen.getByRole('alert').textContent).toContain('Could not open the scenario from the link');
    expect(title()).toBeUndefined();
  });

  it('a bad link after a good one changes nothing: the table stays, and the problems are listed', async () => {
    window.history.replaceState(null, '', `/${scenarioLinkHash(shock)}`);
    render(<App />);
    await waitFor(() => expect(title()).toBe(shock.title), { timeout: 10_000 });
    await act(async () => {
      window.location.hash = scenarioLinkHash(badFile());
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expectPlainLines(await shownLines());
    expect(title()).toBe(shock.title);
  });

  it('from a file and from a paste: the same list, with the same component as the editor', async () => {
    const user = userEvent.setup();
    const bad = JSON.stringify(badFile());
    render(<App />);
    await user.upload(document.querySelector('[data-role="scenario-file"]') as HTMLInputElement, new File([bad], 'bad.json', { type: 'application/json' }));
    const fromFile = await shownLines();
    expectPlainLines(fromFile);
    expect(screen.getByRole('alert').textContent).toContain('Could not open the scenario from the file “bad.json”');

    await user.click(document.querySelector('[data-role="scenario-text"]') as HTMLElement);
    await user.paste(bad);
    await user.click(document.querySelector('[data-action="open-pasted"]') as HTMLElement);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Could not open the scenario from the pasted text'));
    expect(await shownLines()).toEqual(fromFile);

    // The editor, given the same file, lists the same lines.
    cleanup();
    render(<EditorScreen store={createEditorStore({ storage: null })} opened={null} />);
    await user.upload(document.querySelector('[data-role="editor-file"]') as HTMLInputElement, new File([bad], 'bad.json', { type: 'application/json' }));
    expect(await shownLines()).toEqual(fromFile);
  });

  it('a file with thousands of problems lists the first hundred and counts the rest', async () => {
    const user = userEvent.setup();
    render(<App />);
    const bad = { ...shock, actions: Array.from({ length: 2500 }, () => ({ type: 'bogus', player: 'A' })) };
    await user.upload(document.querySelector('[data-role="scenario-file"]') as HTMLInputElement, new File([JSON.stringify(bad)], 'many.json', { type: 'application/json' }));
    const lines = await shownLines();
    expect(lines).toHaveLength(MAX_LISTED_ISSUES);
    expect(lines[99]).toMatch(/^actions\[99\]\.type“bogus” is not a kind of action/);
    expect(screen.getByRole('alert').textContent).toContain('… and 2,400 more problems.');
  });

  it('a file too large is refused unread, in plain words', async () => {
    const user = userEvent.setup();
    render(<App />);
    const huge = new File(['x'.repeat(400_001)], 'huge.json', { type: 'application/json' });
    await user.upload(document.querySelector('[data-role="scenario-file"]') as HTMLInputElement, huge);
    expect(await shownLines()).toEqual(['the file is too large: 400,001 bytes, for a scenario of at most 100,000 characters']);
  });
});
