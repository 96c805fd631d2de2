// lessonHref.ts: the address of a lesson, of the library, and of the editor with a lesson to edit
// (the page shell's routes).
import { hashOf } from '../shell/route';

export const lessonHref = (id: string): string => hashOf({ screen: 'lessons', lesson: id });
export const libraryHref = (): string => hashOf({ screen: 'lessons', lesson: null });
export const editLessonHref = (id: string): string => hashOf({ screen: 'editor', lesson: id });
