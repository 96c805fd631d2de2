// lessonHref.ts: the address of a lesson and of the library (the page shell's routes).
import { hashOf } from '../shell/route';

export const lessonHref = (id: string): string => hashOf({ screen: 'lessons', lesson: id });
export const libraryHref = (): string => hashOf({ screen: 'lessons', lesson: null });
