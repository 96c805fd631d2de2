// lessonLayout.test.tsx: where things sit on the lesson screens (src/ui/lessons): the library names a
// topic only when it says more than its section's heading; a 2024 lesson's comparison of both rules
// sits with its header, above the table, as a labelled section that opens in place (and what changed
// in 2024, for a lesson without a pair played under the other rules); its full explanation is in the
// reader's language; a lesson opens at the top of the page, wherever the library was scrolled to (the
// scrolling itself in Chromium: tests/e2e/lessons.test.ts).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n';
import { saveMyLesson } from '../../src/store/myLessons';
import LessonsScreen from '../../src/ui/lessons/LessonsScreen';
import { ROOT } from '../explain/support';
import { LOAD, q } from '../support/dom';

const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => localStorage.clear());

describe('the library', () => {
  it('does not repeat "Combat basics" as a topic of the section of that name, and still shows its rules', () => {
    render(<LessonsScreen />);
    const basics = q('[data-section="basics"]');
    expect(within(basics).getAllByText('Combat basics')).toHaveLength(1);
    expect(within(basics).getByRole('heading', { level: 3 }).textContent).toBe('Combat basics');
    expect(within(basics).queryAllByRole('heading', { level: 4 })).toHaveLength(0);
    expect(q('[data-topic="combat-basics"] [data-role="topic-rules"]').textContent).toBe('Rules CR 506, CR 510.1b, and CR 704.5a');
    // A topic that says more than its section keeps its heading.
    const keywords = q('[data-section="keywords"]');
    expect(within(keywords).getByRole('heading', { level: 4, name: /^Flying and reach/ })).toBeTruthy();
  });
});

describe('a 2024 lesson', () => {
  it('CR 510.1c: its comparison of both rules sits below its header and above the goal in the lesson’s panel, folded under its title', async () => {
    render(<LessonsScreen lesson="dmg2024-regrower-current" />);
    await waitFor(() => q('[data-role="lesson"] [data-role="prompt"]'), LOAD);
    const comparison = q('[data-role="rules-comparison"]');
    expect(comparison.tagName).toBe('DETAILS');
    expect((comparison as HTMLDetailsElement).open).toBe(false);
    expect(within(comparison).getByRole('heading', { name: 'The same combat under both rules' }).closest('summary')).not.toBeNull();
    expect(follows(q('[data-role="title"]'), comparison)).toBe(true);
    expect(follows(comparison, q('[data-role="lesson-goal"]'))).toBe(true);
    // In the lesson's panel beside the board (a drawer on a narrower screen), not above the board.
    expect(q('[data-tab-panel="extra"]').contains(comparison)).toBe(true);
    await waitFor(() => expect(comparison.querySelectorAll('[data-role="rules-side"]')).toHaveLength(2), LOAD);
    expect(comparison.querySelector('[data-role="what-changed-2024"]')).not.toBeNull();
  });
});

describe('a lesson without a pair, played under the other damage rules', () => {
  it('CR 510.1c: what changed in 2024 sits under the rules switch and above the goal in the lesson’s panel, folded under its title', async () => {
    const user = userEvent.setup();
    render(<LessonsScreen lesson="kw-trample" />);
    await waitFor(() => q('[data-role="lesson"] [data-role="prompt"]'), LOAD);
    expect(document.querySelector('[data-role="what-changed-2024"]')).toBeNull();
    await user.selectOptions(q('[data-role="lesson-rules"]'), 'legacy-damage-order');
    const changed = q('[data-role="what-changed-2024"]');
    expect(changed.tagName).toBe('DETAILS');
    expect((changed as HTMLDetailsElement).open).toBe(false);
    expect(within(changed).getByRole('heading', { name: 'What changed in 2024' }).closest('summary')).not.toBeNull();
    expect(follows(q('[data-role="lesson-other-rules"]'), changed)).toBe(true);
    expect(follows(changed, q('[data-role="lesson-goal"]'))).toBe(true);
    expect(q('[data-tab-panel="extra"]').contains(changed)).toBe(true);
    expect(changed.textContent).toContain('510.1c');
  });
});

describe("a lesson's full explanation", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("is in the reader's language, and in the file's English once English is chosen again", async () => {
    const english = (JSON.parse(readFileSync(`${ROOT}/src/lessons/kw-trample.json`, 'utf8')) as { description: string }).description;
    const spanish = (JSON.parse(readFileSync(`${ROOT}/src/lessons/details/es.json`, 'utf8')) as Record<string, string>)['kw-trample'];
    await act(() => setLanguage('es'));
    render(<LessonsScreen lesson="kw-trample" />);
    const text = () => q('[data-role="lesson-details"] p');
    await waitFor(() => expect(text().textContent).toBe(spanish), LOAD);
    expect(text().lang).toBe('es');
    await act(() => setLanguage('en'));
    await waitFor(() => expect(text().textContent).toBe(english), LOAD);
    expect(text().lang).toBe('en');
  });
});

describe('opening a lesson', () => {
  it('shows its title and goal in the lesson panel beside the board, and the board in the same screen', async () => {
    const saved = saveMyLesson({ ...JSON.parse(readFileSync(`${ROOT}/src/lessons/kw-vigilance.json`, 'utf8')), title: 'Angel drill' });
    if (!saved.ok) throw new Error(saved.message);
    render(<LessonsScreen lesson={saved.id} />);
    await screen.findByText('Angel drill', undefined, LOAD);
    const panel = q('[data-tab-panel="extra"]');
    expect(panel.querySelector('[data-role="title"]')?.textContent).toContain('Angel drill');
    expect(panel.querySelector('[data-role="lesson-goal"]')).not.toBeNull();
    expect(q('[data-role="table-screen"]').contains(panel)).toBe(true);
    expect(q('[data-role="table-screen"] [data-role="board"]')).toBeTruthy();
  });
});
