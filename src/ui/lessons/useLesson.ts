// useLesson.ts: a lesson by id: a shipped one (its file is imported when it is opened) or one of
// "my lessons" (read from this browser's storage and checked with the runner's schema there).
import { useEffect, useState } from 'react';
import { lessonEntry, rulesOf, type LessonFile, type RulesVariant } from '../../lessons';
import { loadMyLesson } from '../../store/myLessons';

export interface OpenLesson {
  id: string;
  /** A shipped lesson (titled and explained in the reader's language) or one the user saved. */
  builtIn: boolean;
  /** The file's own title and description (English for shipped lessons, translated by LessonDetails;
   *  the user's words otherwise). */
  title: string;
  description: string;
  scenario: Record<string, unknown>;
  rules: RulesVariant;
  pairedWith?: string;
  seeAlso?: string[];
}

export type LessonState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; lesson: OpenLesson };

const text = (x: unknown): string => (typeof x === 'string' ? x : '');

function fromFile(file: LessonFile): OpenLesson {
  return {
    id: file.lesson.id, builtIn: true, title: file.title, description: file.description, scenario: file,
    rules: rulesOf(file), pairedWith: file.lesson.pairedWith, seeAlso: file.lesson.seeAlso,
  };
}

function mine(id: string): LessonState {
  const saved = loadMyLesson(id);
  if (!saved) return { status: 'missing' };
  const scenario = saved.scenario as Record<string, unknown>;
  return { status: 'ready', lesson: { id, builtIn: false, title: saved.title, description: text(scenario.description), scenario, rules: rulesOf(scenario) } };
}

export function useLesson(id: string): LessonState {
  const entry = lessonEntry(id);
  const [state, setState] = useState<LessonState>(() => (entry ? { status: 'loading' } : mine(id)));
  useEffect(() => {
    if (!entry) return;
    let live = true;
    entry.load().then(
      (file) => live && setState({ status: 'ready', lesson: fromFile(file) }),
      () => live && setState({ status: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [entry]);
  return state;
}
