// LessonsScreen.tsx: the lessons section of the page: the library (`#lessons`), or one lesson
// (`#lesson=<id>`, a shipped lesson or one of "my lessons" saved from the editor).
import { LessonLibrary } from './LessonLibrary';
import { LessonView } from './LessonView';

export default function LessonsScreen({ lesson }: { lesson?: string | null }) {
  return lesson ? <LessonView key={lesson} id={lesson} /> : <LessonLibrary />;
}
