// EditorScreen.tsx: the scenario editor (#editor): set up any position, write the goal, then play it,
// save it to "my lessons", export it or share it as a link. The draft is data in the editor store
// (store/editorDraft.ts); whether it is a valid scenario is the runner's schema's verdict.
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { draftIssues } from '../../store/editorDraft';
import type { EditorStore } from '../../store/editorStore';
import type { Source } from '../Session';
import { secondaryButton } from '../table/buttons';
import { CardSearch } from './CardSearch';
import { DetailsPanel } from './DetailsPanel';
import { EditorProvider, useEditor } from './editorContext';
import { GoalPanel } from './GoalPanel';
import { OutputPanel } from './OutputPanel';
import { PlayerPanel } from './PlayerPanel';
import { PlayersPanel } from './PlayersPanel';
import { StartPanel } from './StartPanel';

interface Props {
  /** What the table has open, to start from it. */
  opened?: Source | null;
  /** A lesson to start from (#editor=<id>): a copy of a shipped one, or one of "my lessons". */
  lesson?: string | null;
  /** Told once that lesson is the draft (or could not be opened). */
  onLessonOpened?: () => void;
  /** A store made by the caller (tests); otherwise one per screen. */
  store?: EditorStore;
}

export default function EditorScreen({ opened = null, lesson = null, onLessonOpened, store }: Props) {
  return (
    <EditorProvider store={store}>
      <Editor opened={opened} lesson={lesson} onLessonOpened={onLessonOpened} />
    </EditorProvider>
  );
}

function Editor({ opened, lesson, onLessonOpened }: { opened: Source | null } & Pick<Props, 'lesson' | 'onLessonOpened'>) {
  const { t } = useTranslation('editor');
  const draft = useEditor((s) => s.draft);
  const issues = useMemo(() => draftIssues(draft), [draft]);
  return (
    <div data-role="editor" className="mx-auto max-w-7xl space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('heading')}</h2>
        <UndoRedo />
      </div>
      <StartPanel opened={opened} requestedLesson={lesson ?? null} onLessonOpened={onLessonOpened} />
      <DetailsPanel />
      <PlayersPanel />
      <CardSearch />
      <div className="grid gap-3 lg:grid-cols-2">
        {draft.players.map((player, index) => (
          <PlayerPanel key={player.id} index={index} issues={issues} />
        ))}
      </div>
      <GoalPanel />
      <OutputPanel issues={issues} />
    </div>
  );
}

/** Undo and redo for the draft, with Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y outside text fields (where the
 *  browser's own undo of the typing comes first). */
function UndoRedo() {
  const { t } = useTranslation('editor');
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const undo = useEditor((s) => s.undo);
  const redo = useEditor((s) => s.redo);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!(event.ctrlKey || event.metaKey) || target?.closest('input, textarea, select')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [undo, redo]);
  return (
    <span className="flex gap-2">
      <button type="button" data-action="editor-undo" className={secondaryButton} disabled={!canUndo} onClick={undo}>
        {t('undo')}
      </button>
      <button type="button" data-action="editor-redo" className={secondaryButton} disabled={!canRedo} onClick={redo}>
        {t('redo')}
      </button>
    </span>
  );
}
