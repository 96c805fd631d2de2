import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftIssues, draftToScenario } from '../../src/store/editorDraft';
import { createEditorStore, type EditorStore } from '../../src/store/editorStore';
import { listMyLessons, MY_LESSON_KEY_PREFIX } from '../../src/store/myLessons';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import EditorScreen from '../../src/ui/editor/EditorScreen';
import type { Source } from '../../src/ui/Session';
import { ROOT } from '../explain/support';
import { fixture, withActions } from '../support/scenarios';

let store: EditorStore;

function renderEditor(opened: Source | null = null) {
  store = createEditorStore({ storage: null });
  const user = userEvent.setup();
  render(<EditorScreen store={store} opened={opened} />);
  return user;
}

const entry = (id: string) => {
  const el = document.querySelector(`[data-role="editor"] [data-object-id="${id}"]`);
  if (!(el instanceof HTMLElement)) throw new Error(`no card ${id} in the editor`);
  return el;
};
const field = (root: ParentNode, name: string) => {
  const el = root.querySelector(`[data-field="${name}"]`);
  if (!(el instanceof HTMLElement)) throw new Error(`no field ${name}`);
  return el;
};
const lessonActions = (id: string): unknown => (JSON.parse(readFileSync(`${ROOT}/src/lessons/${id}.json`, 'utf8')) as { actions: unknown }).actions;
const scenario = () => draftToScenario(store.getState().draft) as { players: Record<string, unknown>[]; turn: unknown; expect?: unknown; title: string };

function clearMyLessons() {
  for (const key of Object.keys(localStorage)) if (key.startsWith(MY_LESSON_KEY_PREFIX)) localStorage.removeItem(key);
}

beforeEach(clearMyLessons);
afterEach(clearMyLessons);

// Every keystroke re-renders the whole editor and checks the draft with the schema: typing tests need time.
describe('the scenario editor', { timeout: 30_000 }, () => {
  it('adds cards found by name to any zone of either player, and sets their state, the life and the step', async () => {
    const user = renderEditor();
    await user.type(screen.getByRole('searchbox'), 'grizz');
    await user.click(document.querySelector('[data-card-option="Grizzly Bears"]') as HTMLElement);
    expect(screen.getByText("Grizzly Bears added to Ana's battlefield.")).toBeTruthy();
    await user.selectOptions(document.querySelector('[data-role="add-player"]') as HTMLElement, '1');
    await user.selectOptions(document.querySelector('[data-role="add-zone"]') as HTMLElement, 'graveyard');
    await user.clear(screen.getByRole('searchbox'));
    // Enter adds the first match.
    await user.type(screen.getByRole('searchbox'), 'craw wu{Enter}');

    await user.click(field(entry('grizzly-bears'), 'tapped'));
    const damage = field(entry('grizzly-bears'), 'damage');
    await user.clear(damage);
    await user.type(damage, '1');
    await user.click(within(entry('grizzly-bears')).getByRole('button', { name: 'Add counter' }));
    const life = field(document.querySelector('[data-editor-player="B"]') as HTMLElement, 'life');
    await user.clear(life);
    await user.type(life, '-3');
    await user.selectOptions(field(document, 'step'), 'combatDamage');

    expect(entry('grizzly-bears').dataset).toMatchObject({ tapped: 'true', damage: '1', zone: 'battlefield' });
    expect(entry('craw-wurm').dataset.zone).toBe('graveyard');
    const out = scenario();
    expect(out.players[0]?.battlefield).toEqual([{ id: 'grizzly-bears', card: 'Grizzly Bears', tapped: true, damage: 1, counters: { '+1/+1': 1 } }]);
    expect(out.players[1]).toMatchObject({ life: -3, graveyard: [{ id: 'craw-wurm', card: 'Craw Wurm' }] });
    expect(out.turn).toMatchObject({ step: 'combatDamage' });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(scenario().turn).toMatchObject({ step: 'main1' });
  });

  it('the goal form and the goal JSON stay in step; JSON that is not valid yet changes nothing', async () => {
    const user = renderEditor();
    await user.selectOptions(field(document, 'goal-ok'), 'false');
    await user.type(field(document, 'goal-errorRule'), '509.1b, 702.9b{Enter}');
    const bruno = document.querySelector('[data-goal-player="B"]') as HTMLElement;
    await user.type(field(bruno, 'goal-life'), '14{Enter}');
    await user.type(field(bruno, 'goal-graveyard'), 'Wall of Wood, Eager Cadet');
    await user.tab();
    // CR 406.2: the exile, a multiset of card names like the graveyard.
    await user.type(field(bruno, 'goal-exile'), 'Grizzly Bears');
    await user.tab();
    const goal = { ok: false, errorRule: ['509.1b', '702.9b'], life: { B: 14 }, graveyard: { B: ['Wall of Wood', 'Eager Cadet'] }, exile: { B: ['Grizzly Bears'] } };
    expect(scenario().expect).toEqual(goal);
    const json = field(document, 'goal-json') as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual(goal);

    fireEvent.change(json, { target: { value: '{"winner": "A", ' } });
    expect(screen.getByText(/Not valid JSON yet/)).toBeTruthy();
    expect(scenario().expect).toEqual(goal);
    fireEvent.change(json, { target: { value: '{"winner": "A", "stack": []}' } });
    expect(scenario().expect).toEqual({ winner: 'A', stack: [] });
    expect((field(document, 'goal-winner') as HTMLSelectElement).value).toBe('A');
    expect((field(document, 'goal-ok') as HTMLSelectElement).value).toBe('');
  });

  it('goal JSON the check would misread is listed by path before anything is saved, and the goal is unchanged', async () => {
    const user = renderEditor();
    const bruno = document.querySelector('[data-goal-player="B"]') as HTMLElement;
    await user.type(field(bruno, 'goal-life'), '14{Enter}');
    const json = field(document, 'goal-json') as HTMLTextAreaElement;
    fireEvent.change(json, { target: { value: '{"lifee":{"B":3},"permanents":{"nope":{"damage":2}},"stack":[{"controler":"A"}]}' } });
    const list = within(field(document, 'goal-json').parentElement as HTMLElement).getByRole('alert');
    expect(list.textContent).toContain('The goal was not changed: 3 problems in what is typed');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'lifee“lifee” is not a field of the goal: did you mean “life”?',
      'permanents.nopeNo card of this scenario has the id “nope”, and no card of it can create an object with that id.',
      'stack[0].controler“controler” is not a property the check can compare: did you mean “controller”?',
    ]);
    expect(json.getAttribute('aria-invalid')).toBe('true');
    expect(scenario().expect).toEqual({ life: { B: 14 } });
    // Fixed, it is the goal.
    fireEvent.change(json, { target: { value: '{"life":{"B":3},"stack":[{"controller":"A"}]}' } });
    expect(scenario().expect).toEqual({ life: { B: 3 }, stack: [{ controller: 'A' }] });
    expect(within(field(document, 'goal-json').parentElement as HTMLElement).queryByRole('alert')).toBeNull();
  });

  it('a goal that names a card no longer on the board blocks saving, listed under expect', async () => {
    const user = renderEditor();
    await user.type(screen.getByRole('searchbox'), 'grizz{Enter}');
    fireEvent.change(field(document, 'goal-json'), { target: { value: '{"permanents":{"grizzly-bears":{"tapped":true}}}' } });
    await user.click(within(entry('grizzly-bears')).getByRole('button', { name: 'Remove Grizzly Bears' }));
    const output = screen.getByRole('region', { name: 'Play, save, share' });
    expect(within(output).getByRole('alert').textContent).toContain('expect.permanents.grizzly-bears');
    expect((document.querySelector('[data-action="save-lesson"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts from the scenario open on the table, or from a copy of a lesson with its intended moves', async () => {
    const wurm = fixture('craw-wurm-two-blockers');
    const user = renderEditor({ kind: 'link', hash: scenarioLinkHash(wurm) });
    await user.click(document.querySelector('[data-action="start-table"]') as HTMLElement);
    expect(entry('wurm').dataset.card).toBe('Craw Wurm');
    expect(store.getState().draft.actions).toEqual(wurm.actions);
    // The scenario has a goal: its actions are also a lesson's intended moves, and the note says both.
    expect(document.querySelector('[data-role="actions-note"]')?.textContent).toMatch(/carries \d+ intended moves: a saved lesson offers to play them; on the table and in a shared link they are applied/);
    await user.click(document.querySelector('[data-action="clear-actions"]') as HTMLElement);
    expect(store.getState().draft.actions).toEqual([]);

    await user.selectOptions(document.querySelector('[data-role="start-lesson"]') as HTMLElement, 'kw-trample');
    await waitFor(() => expect(store.getState().draft.title).toMatch(/Trample/));
    expect(store.getState().draft.actions).toEqual(lessonActions('kw-trample'));
    expect(store.getState().draft.expect).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().draft.players[0]?.zones.battlefield.map((c) => c.id)).toContain('wurm');
  });

  it('CR 806, 810: seats up to six players; with four, two-headed giant, each team’s life set in one field; a player removed with their cards', async () => {
    const user = renderEditor();
    const add = () => user.click(screen.getByRole('button', { name: 'Add a player' }));
    const panels = () => [...document.querySelectorAll('[data-editor-player]')].map((el) => el.getAttribute('data-editor-player'));
    expect(document.querySelector('[data-role="editor-variant"]')).toBeNull();
    await add();
    expect(panels()).toEqual(['A', 'B', 'C']);
    expect(scenario()).toMatchObject({ variant: 'free-for-all' });
    // Free-for-all's attack option (806.2b); two-headed giant needs four.
    expect((field(document, 'variant-two-headed-giant') as HTMLInputElement).disabled).toBe(true);
    await user.selectOptions(field(document, 'attack'), 'right');
    expect(scenario()).toMatchObject({ options: { attack: 'right' } });
    await add();
    await user.click(field(document, 'variant-two-headed-giant'));
    expect(scenario()).toMatchObject({ variant: 'two-headed-giant', teams: [{ id: 'T1', players: ['A', 'B'], life: 30 }, { id: 'T2', players: ['C', 'D'], life: 30 }] });
    // CR 810.4: the team's life, not the players'.
    expect(document.querySelector('[data-editor-player="A"] [data-field="life"]')).toBeNull();
    const teamLife = field(document, 'team-life-T2');
    await user.clear(teamLife);
    await user.type(teamLife, '17');
    expect(scenario()).toMatchObject({ teams: [{ life: 30 }, { life: 17 }] });
    expect(screen.getByLabelText('Life of Player 3 and Player 4')).toBe(teamLife);
    // A card for Player 4, then Player 4 removed: their panel and their card go, and it is free-for-all again.
    await user.selectOptions(document.querySelector('[data-role="add-player"]') as HTMLElement, '3');
    await user.type(screen.getByRole('searchbox'), 'grizz{Enter}');
    expect(entry('grizzly-bears')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Player 4' }));
    expect(panels()).toEqual(['A', 'B', 'C']);
    expect(document.querySelector('[data-object-id="grizzly-bears"]')).toBeNull();
    expect(scenario()).toMatchObject({ variant: 'free-for-all' });
    await add();
    await add();
    await add();
    expect(panels()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect((screen.getByRole('button', { name: 'Add a player' }) as HTMLButtonElement).disabled).toBe(true);
    expect(draftIssues(store.getState().draft)).toEqual([]);
  });

  it('a file that is not a valid scenario is listed by field path, and the draft is unchanged', async () => {
    const user = renderEditor();
    await user.type(screen.getByRole('searchbox'), 'shock{Enter}');
    const before = store.getState().draft;
    const bad = withActions(fixture('craw-wurm-two-blockers'));
    (bad.players as { battlefield: { card: string }[] }[])[1]!.battlefield[0]!.card = 'Wall of Wod';
    const file = new File([JSON.stringify(bad)], 'bad.json', { type: 'application/json' });
    await user.upload(document.querySelector('[data-role="editor-file"]') as HTMLInputElement, file);
    const error = await waitFor(() => {
      const el = document.querySelector('[data-role="scenario-error"]');
      if (!el) throw new Error('no error yet');
      return el;
    });
    expect(error.textContent).toContain('Could not start from the file “bad.json”');
    expect(error.textContent).toContain('players[1].battlefield[0].card');
    expect(store.getState().draft).toBe(before);
  });

  it('a bad file lists every problem, each at its field, in plain words (the step as the app names it)', async () => {
    const user = renderEditor();
    const before = store.getState().draft;
    const bad = { format: 'tabletop-scenario/1', title: 'x', turn: { number: 1, activePlayer: 'A', step: 'bogus' }, players: [{ id: 'A', battlefield: [{ id: 'x', card: 'No Such Card' }] }, { id: 'B' }] };
    await user.upload(document.querySelector('[data-role="editor-file"]') as HTMLInputElement, new File([JSON.stringify(bad)], 'bad.json', { type: 'application/json' }));
    const lines = await waitFor(() => {
      const found = document.querySelectorAll('[data-role="scenario-error"] li');
      if (found.length === 0) throw new Error('no error yet');
      return [...found].map((li) => li.textContent ?? '');
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^turn\.step“bogus” is not a step\. The steps are: “untap” \(Untap step\), /);
    expect(lines[0]).not.toContain('Invalid option');
    expect(lines[1]).toBe("players[0].battlefield[0].cardThere is no card called “No Such Card”, neither in the card pool nor among the file's own cards.");
    expect(store.getState().draft).toBe(before);
  });

  it('a number out of range in a file: one line for the field, naming the allowed range', async () => {
    const user = renderEditor();
    const bad = withActions(fixture('craw-wurm-two-blockers'));
    (bad.players as { life?: number }[])[0]!.life = 1e30;
    const file = new File([JSON.stringify(bad)], 'huge.json', { type: 'application/json' });
    await user.upload(document.querySelector('[data-role="editor-file"]') as HTMLInputElement, file);
    const lines = await waitFor(() => {
      const found = document.querySelectorAll('[data-role="scenario-error"] li');
      if (found.length === 0) throw new Error('no error yet');
      return [...found].map((li) => li.textContent);
    });
    expect(lines).toEqual(['players[0].lifeMust be a whole number from -1,000,000 to 1,000,000, not 1e+30.']);
  });

  it('text from an imported scenario is shown as text, never as HTML', async () => {
    const user = renderEditor();
    const hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';
    const json = {
      ...withActions(fixture('craw-wurm-two-blockers')),
      title: hostile,
      description: hostile,
      cards: [{ name: `${hostile} Wall`, types: ['Creature'], power: 0, toughness: 4 }],
      players: [{ id: 'A', name: hostile, battlefield: [{ id: 'w', card: `${hostile} Wall` }] }, { id: 'B' }],
      turn: { number: 1, activePlayer: 'A', step: 'main1' },
    };
    await user.click(document.querySelector('[data-role="editor-link"]') as HTMLElement);
    await user.paste(scenarioLinkHash(json));
    await user.click(document.querySelector('[data-action="open-link"]') as HTMLElement);
    await waitFor(() => expect(entry('w').textContent).toContain(`${hostile} Wall`));
    const editor = document.querySelector('[data-role="editor"]') as HTMLElement;
    expect(editor.querySelector('img, script')).toBeNull();
    expect((field(editor, 'title') as HTMLInputElement).value).toBe(hostile);
    expect(editor.textContent).toContain(hostile);
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('saves to my lessons, then saves the same lesson again, or as a new one', async () => {
    const user = renderEditor();
    await user.type(field(document, 'title'), 'My wall');
    await user.click(document.querySelector('[data-action="save-lesson"]') as HTMLElement);
    expect(screen.getByText('Saved to my lessons: “My wall”.')).toBeTruthy();
    const [saved] = listMyLessons();
    expect(saved).toMatchObject({ title: 'My wall', id: store.getState().lessonId });
    expect(document.querySelector(`[data-my-lesson="${saved?.id}"]`)?.textContent).toContain('My wall');

    await user.type(field(document, 'title'), ' again');
    await user.click(screen.getByRole('button', { name: 'Save my lesson' }));
    expect(listMyLessons().map((l) => l.title)).toEqual(['My wall again']);
    await user.click(screen.getByRole('button', { name: 'Save as a new lesson' }));
    expect(listMyLessons()).toHaveLength(2);
    await waitFor(() => expect(document.querySelectorAll('[data-my-lesson]')).toHaveLength(2));
  });

  it('a draft the schema refuses cannot be played, saved, exported or shared, and says why', async () => {
    const user = renderEditor();
    await user.type(screen.getByRole('searchbox'), 'grizz{Enter}');
    const kind = within(entry('grizzly-bears')).getByRole('combobox', { name: 'Kind of counter' });
    await user.clear(kind);
    await user.type(kind, '__proto__');
    await user.click(within(entry('grizzly-bears')).getByRole('button', { name: 'Add counter' }));
    const error = document.querySelector('[data-role="scenario-error"]');
    expect(error?.textContent).toContain('players[0].battlefield[0].counters.__proto__');
    for (const action of ['play-scenario', 'save-lesson', 'export-file', 'share-link']) {
      expect((document.querySelector(`[data-action="${action}"]`) as HTMLButtonElement).disabled, action).toBe(true);
    }
    await act(() => store.getState().undo());
    expect(document.querySelector('[data-role="scenario-error"]')).toBeNull();
    expect((document.querySelector('[data-action="share-link"]') as HTMLButtonElement).disabled).toBe(false);
  });
});
