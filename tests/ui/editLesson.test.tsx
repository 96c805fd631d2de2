// editLesson.test.tsx: a lesson opened in the scenario editor. The address #editor=<lesson id> is read
// as #lesson= is (a plain id or nothing); a lesson page links to it; the editor starts from a copy of a
// shipped lesson (its intended moves kept, saving makes a new lesson) or from one of "my lessons"
// (saving updates it); then the address becomes plain #editor so a reload keeps the edited draft. An
// unknown lesson is said so and changes nothing.
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EDITOR_SESSION_KEY } from '../../src/store/editorStore';
import { saveMyLesson } from '../../src/store/myLessons';
import { App } from '../../src/ui/App';
import { hashOf, routeOf } from '../../src/ui/shell/route';
import { ROOT } from '../explain/support';

const LOAD = { timeout: 10_000 };
const lessonFile = (id: string) => JSON.parse(readFileSync(`${ROOT}/src/lessons/${id}.json`, 'utf8')) as Record<string, unknown>;
const titleField = () => document.querySelector<HTMLInputElement>('[data-role="editor"] [data-field="title"]');

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  return render(<App />);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the #editor=<lesson id> address', () => {
  it('names a lesson the way #lesson= does: a plain id, anything else ignored', () => {
    expect(routeOf('#editor')).toEqual({ screen: 'editor', lesson: null });
    expect(routeOf('#editor=kw-trample')).toEqual({ screen: 'editor', lesson: 'kw-trample' });
    expect(hashOf({ screen: 'editor', lesson: 'kw-trample' })).toBe('#editor=kw-trample');
    expect(hashOf({ screen: 'editor', lesson: null })).toBe('#editor');
    for (const hostile of ['#editor=', '#editor=../x', '#editor=<b>x</b>', '#editor=KW', `#editor=${'a'.repeat(81)}`, '#editor=%E0%A4%A']) {
      expect(routeOf(hostile)).toEqual({ screen: 'editor', lesson: null });
    }
    // A broken escape in a lesson address is ignored too, instead of throwing while the page starts.
    expect(routeOf('#lesson=%E0%A4%A')).toEqual({ screen: 'lessons', lesson: null });
    expect(routeOf('#lesson=kw-trample')).toEqual({ screen: 'lessons', lesson: 'kw-trample' });
  });
});

describe('editing a lesson', () => {
  it('a lesson page links to the editor with that lesson', async () => {
    renderAt('#lesson=kw-trample');
    const link = await screen.findByRole('link', { name: 'Edit a copy in the scenario editor' }, LOAD);
    expect(link.getAttribute('href')).toBe('#editor=kw-trample');
  });

  it('opens a copy of a shipped lesson as the draft, its intended moves kept; the address becomes #editor', async () => {
    renderAt('#editor=kw-trample');
    await screen.findByText(/Now editing a copy of the lesson “Trample: Colossal Dreadmaw runs over Runeclaw Bear”/, undefined, LOAD);
    expect(titleField()?.value).toBe(lessonFile('kw-trample').title);
    expect(window.location.hash).toBe('#editor');
    const kept = JSON.parse(sessionStorage.getItem(EDITOR_SESSION_KEY) ?? 'null') as { scenario: { title: string; actions?: unknown[] }; lessonId: string | null } | null;
    expect(kept?.scenario.title).toBe(lessonFile('kw-trample').title);
    // The intended moves come along, so the saved copy can still offer them.
    expect(kept?.scenario.actions).toEqual(lessonFile('kw-trample').actions);
    // A copy: not one of "my lessons" until it is saved.
    expect(kept?.lessonId).toBeNull();
  });

  it('opens one of my lessons to edit it in place', async () => {
    const saved = saveMyLesson({ ...lessonFile('kw-trample'), title: 'My own trample' });
    if (!saved.ok) throw new Error(saved.message);
    const { id } = saved;
    renderAt('#editor=' + id);
    await screen.findByText(/Now editing your lesson “My own trample”/, undefined, LOAD);
    expect(titleField()?.value).toBe('My own trample');
    expect(window.location.hash).toBe('#editor');
    const kept = JSON.parse(sessionStorage.getItem(EDITOR_SESSION_KEY) ?? 'null') as { lessonId: string | null } | null;
    expect(kept?.lessonId).toBe(id);
  });

  it('an unknown lesson is said so and leaves the draft as it was', async () => {
    renderAt('#editor=no-such-lesson');
    const alert = await screen.findByRole('alert', undefined, LOAD);
    expect(alert.textContent).toContain('There is no lesson “no-such-lesson” to edit; the draft is unchanged');
    expect(titleField()?.value).toBe('');
    expect(window.location.hash).toBe('#editor');
  });
});
