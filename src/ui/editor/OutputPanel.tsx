// OutputPanel.tsx: what becomes of the scenario: play it on the table (its `#scenario=` link), save
// it to "my lessons", export it as a .json file, share it as a link. All of them wait until the
// runner's schema accepts the draft, and say why not.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { clearActions, draftToScenario } from '../../store/editorDraft';
import { LINK_PREFIX, MAX_LINK_CHARS } from '../../store/limits';
import type { ScenarioProblem } from '../../store/scenarioIssues';
import { saveMyLesson } from '../../store/myLessons';
import { scenarioLinkHash } from '../../store/scenarioSource';
import { primaryButton, secondaryButton } from '../table/buttons';
import { useEditor, useEditorStore } from './editorContext';
import { IssueList } from '../loader/IssueList';
import { inputClass } from './fields';

type Notice = { tone: 'ok' | 'error'; text: string } | null;

function fileNameOf(title: string): string {
  const slug = title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
  return `${slug || 'scenario'}.json`;
}

/** `issues`: the schema's verdict on the draft, worked out once by the screen. */
export function OutputPanel({ issues }: { issues: ScenarioProblem[] }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const draft = useEditor((s) => s.draft);
  const lessonId = useEditor((s) => s.lessonId);
  const [notice, setNotice] = useState<Notice>(null);
  // The link shown is for the draft as it was shared; an edit makes it stale, so it goes.
  const [shared, setShared] = useState<{ url: string; hash: string } | null>(null);
  const scenario = useMemo(() => draftToScenario(draft), [draft]);
  const hash = useMemo(() => scenarioLinkHash(scenario), [scenario]);
  const invalid = issues.length > 0;
  const linkTooLong = hash.length - LINK_PREFIX.length > MAX_LINK_CHARS;

  const play = () => {
    window.location.hash = hash;
  };

  const save = (asNew: boolean) => {
    const result = saveMyLesson(scenario, asNew ? undefined : (lessonId ?? undefined));
    if (result.ok) {
      store.getState().saved(result.id);
      setNotice({ tone: 'ok', text: t('output.saved', { title: draft.title || t('output.untitled') }) });
    } else {
      setNotice({ tone: 'error', text: t(`output.saveError.${result.code}`) });
    }
  };

  const exportFile = () => {
    const blob = new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileNameOf(draft.title);
    a.click();
    // The download has started from the click; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setNotice({ tone: 'ok', text: t('output.exported', { file: a.download }) });
  };

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}${hash}`;
    setShared({ url, hash });
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ tone: 'ok', text: t('output.copied') });
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin): the link is shown to copy.
      setNotice({ tone: 'ok', text: t('output.copyByHand') });
    }
  };

  return (
    <section className="space-y-2 rounded-lg border border-stone-300 bg-white p-3" aria-label={t('output.heading')}>
      <h2 className="text-sm font-semibold">{t('output.heading')}</h2>
      {invalid && <IssueList heading={{ key: 'editor:output.invalid', params: { count: issues.length } }} issues={issues} />}
      {!invalid && linkTooLong && <p className="text-sm text-amber-800">{t('output.linkTooLong', { max: MAX_LINK_CHARS })}</p>}
      {draft.actions.length > 0 && <ActionsNote count={draft.actions.length} intended={draft.expect !== undefined} />}
      <div className="flex flex-wrap gap-2">
        <button type="button" data-action="play-scenario" className={primaryButton} disabled={invalid || linkTooLong} onClick={play}>
          {t('output.play')}
        </button>
        <button type="button" data-action="save-lesson" className={secondaryButton} disabled={invalid} onClick={() => save(false)}>
          {lessonId ? t('output.saveAgain') : t('output.save')}
        </button>
        {lessonId && (
          <button type="button" data-action="save-lesson-new" className={secondaryButton} disabled={invalid} onClick={() => save(true)}>
            {t('output.saveNew')}
          </button>
        )}
        <button type="button" data-action="export-file" className={secondaryButton} disabled={invalid} onClick={exportFile}>
          {t('output.export')}
        </button>
        <button type="button" data-action="share-link" className={secondaryButton} disabled={invalid || linkTooLong} onClick={() => void share()}>
          {t('output.share')}
        </button>
      </div>
      {notice && (
        <p role="status" data-role="editor-notice" className={`text-sm ${notice.tone === 'ok' ? 'text-emerald-800' : 'text-red-800'}`}>
          {notice.text}
        </p>
      )}
      {shared?.hash === hash && (
        <label className="flex flex-col gap-1 text-xs text-stone-600">
          {t('output.link', { count: shared.url.length })}
          <input readOnly data-role="share-link" value={shared.url} className={`${inputClass} font-mono text-xs`} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </section>
  );
}

/** `intended`: the draft has a goal, so its actions are also a lesson's intended moves. */
function ActionsNote({ count, intended }: { count: number; intended: boolean }) {
  const { t } = useTranslation('editor');
  const edit = useEditor((s) => s.edit);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700" data-role="actions-note">
      {t(intended ? 'output.intendedMoves' : 'output.actions', { count })}
      <button type="button" data-action="clear-actions" className="text-sky-800 underline" onClick={() => edit(clearActions)}>
        {t('output.clearActions')}
      </button>
    </p>
  );
}
