// StartPanel.tsx: where a draft starts: an empty board, a lesson, an example, one of "my lessons",
// the scenario open on the table, a file or a link, or the lesson the address names (#editor=<id>,
// the lesson page's "edit" link). Every source is read as untrusted input and
// checked with the runner's schema; what fails is listed by field path and changes nothing.
// Starting over is one undo step, so nothing is lost by a wrong click.
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import { EXAMPLES } from '../../examples';
import { useExplain, useTranslation } from '../../i18n/react';
import { LESSONS } from '../../lessons';
import { blankDraft, draftFromScenario, type Draft } from '../../store/editorDraft';
import { LINK_PREFIX, oversizedFile } from '../../store/limits';
import type { ScenarioProblem } from '../../store/scenarioIssues';
import { loadMyLesson } from '../../store/myLessons';
import type { Message } from '../../explain';
import { readScenarioLink, readScenarioText, type Read } from '../../store/scenarioSource';
import type { Source } from '../Session';
import { secondaryButton } from '../table/buttons';
import { useEditor } from './editorContext';
import { Field, Panel, inputClass } from './fields';
import { IssueList } from '../loader/IssueList';
import { MyLessonsList } from './MyLessonsList';

/** Without its actions: an example's actions are its solution, to be played on the table. */
const atStart = (json: unknown): unknown => (typeof json === 'object' && json !== null ? { ...json, actions: [] } : json);

type Opened = Exclude<Source, { kind: 'failure' }>;

/** The scenario of what the table opened (a link, a file, a paste, an example). */
function readSource(source: Opened): Read {
  switch (source.kind) {
    case 'link':
      return readScenarioLink(source.hash) ?? { ok: false, issues: [] };
    case 'text':
      return readScenarioText(source.text);
    case 'json':
      return { ok: true, json: source.json };
  }
}

/** The `#scenario=…` part of a pasted link (a whole address, or the hash alone). */
function hashOfPastedLink(text: string): string {
  const at = text.indexOf(LINK_PREFIX);
  return at < 0 ? '' : text.slice(at).trim();
}

interface Props {
  opened: Source | null;
  /** A lesson to start from as soon as the editor opens (#editor=<id>). */
  requestedLesson?: string | null;
  onLessonOpened?: (() => void) | undefined;
}

export function StartPanel({ opened, requestedLesson = null, onLessonOpened }: Props) {
  const table = opened && opened.kind !== 'failure' ? opened : null;
  const { t } = useTranslation(['editor', 'lessons']);
  const { text } = useExplain();
  const lessonTitle = (id: string, fallback: string) => t(`lessons:lesson.${id}.title`, { defaultValue: fallback });
  const replace = useEditor((s) => s.replace);
  const [failure, setFailure] = useState<{ heading: Message; issues: ScenarioProblem[] } | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const [link, setLink] = useState('');

  const begin = (label: string, draft: Draft, lessonId: string | null) => {
    setFailure(null);
    replace(draft, lessonId);
    setStarted(t('start.started', { source: label }));
  };
  const start = (label: string, read: Read, lessonId: string | null = null) => {
    const result = read.ok ? draftFromScenario(read.json) : read;
    if (result.ok) {
      begin(label, result.draft, lessonId);
    } else {
      setFailure({ heading: { key: 'editor:start.failed', params: { source: label } }, issues: result.issues });
      setStarted(null);
    }
  };

  /** A lesson as a source of the draft: a shipped one is copied (saving makes a new lesson of mine),
   *  its intended moves with it, so the copy still offers them; one of mine is edited in place. Null:
   *  no such lesson. */
  const readLesson = async (id: string): Promise<{ label: string; read: Read; lessonId: string | null } | null> => {
    const entry = LESSONS.find((l) => l.id === id);
    if (entry) return { label: t('start.fromLesson', { title: lessonTitle(entry.id, entry.title) }), read: { ok: true, json: await entry.load() }, lessonId: null };
    const saved = loadMyLesson(id);
    return saved ? { label: t('start.fromMyLesson', { title: saved.title }), read: { ok: true, json: saved.scenario }, lessonId: saved.id } : null;
  };
  const openLesson = async (id: string) => {
    const found = await readLesson(id);
    if (found) start(found.label, found.read, found.lessonId);
  };
  // The lesson the address asks for, once per request (an effect may run twice for the same one).
  const openRequested = useEffectEvent((id: string) => {
    void readLesson(id).then((found) => {
      if (found) start(found.label, found.read, found.lessonId);
      else {
        setFailure({ heading: { key: 'editor:start.noLesson', params: { id } }, issues: [] });
        setStarted(null);
      }
      onLessonOpened?.();
    });
  });
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (requestedLesson === requested.current) return;
    requested.current = requestedLesson;
    if (requestedLesson) openRequested(requestedLesson);
  }, [requestedLesson]);
  const openExample = async (id: string) => {
    const example = EXAMPLES.find((e) => e.id === id);
    if (example) start(t('start.fromExample', { title: text(example.title) }), { ok: true, json: atStart(await example.load()) });
  };
  const openFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const label = t('start.fromFile', { file: file.name });
    const oversized = oversizedFile(file.size);
    start(label, oversized ? { ok: false, issues: [oversized] } : readScenarioText(await file.text()));
    input.value = '';
  };
  const openLink = () => {
    const hash = hashOfPastedLink(link);
    const read = hash ? readScenarioLink(hash) : null;
    start(t('start.fromLink'), read ?? { ok: false, issues: [{ path: '', code: 'not-compressed', message: 'not a scenario link' }] });
  };

  return (
    <Panel title={t('start.heading')} role="editor-start">
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" data-action="start-blank" className={secondaryButton} onClick={() => begin(t('start.blankSource'), blankDraft(), null)}>
          {t('start.blank')}
        </button>
        {table && (
          <button type="button" data-action="start-table" className={secondaryButton} onClick={() => start(t('start.fromTable'), readSource(table))}>
            {t('start.table')}
          </button>
        )}
        <Field label={t('start.lesson')}>
          <select data-role="start-lesson" value="" className={`${inputClass} max-w-xs`} onChange={(event) => void openLesson(event.currentTarget.value)}>
            <option value="">{t('start.choose')}</option>
            {LESSONS.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>{lessonTitle(lesson.id, lesson.title)}</option>
            ))}
          </select>
        </Field>
        <Field label={t('start.example')}>
          <select data-role="start-example" value="" className={`${inputClass} max-w-xs`} onChange={(event) => void openExample(event.currentTarget.value)}>
            <option value="">{t('start.choose')}</option>
            {EXAMPLES.map((example) => (
              <option key={example.id} value={example.id}>{text(example.title)}</option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('start.file')}>
          <input type="file" accept=".json,application/json" data-role="editor-file" onChange={(event) => void openFile(event)} className="text-sm" />
        </Field>
        <Field label={t('start.link')}>
          <input type="text" data-role="editor-link" value={link} placeholder="…#scenario=…" className={`${inputClass} w-72`} onChange={(event) => setLink(event.currentTarget.value)} />
        </Field>
        <button type="button" data-action="open-link" className={secondaryButton} disabled={link.trim() === ''} onClick={openLink}>
          {t('start.openLink')}
        </button>
      </div>
      <MyLessonsList onOpen={(lesson) => start(t('start.fromMyLesson', { title: lesson.title }), { ok: true, json: lesson.scenario }, lesson.id)} />
      {started && <p role="status" className="text-xs text-emerald-800">{started} {t('start.undoHint')}</p>}
      {failure && <IssueList heading={failure.heading} issues={failure.issues} />}
    </Panel>
  );
}
