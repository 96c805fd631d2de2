// SavedGames.tsx: the games saved in this browser, newest first: resume, export to a file or delete
// each; a damaged one (the listing replays every save) is listed with its players and why, to be
// deleted, never resumed; and a game file to import.
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SaveListing } from '../../store/saveStorage';
import { secondaryButton } from '../table/buttons';
import { SaveProblem } from './SaveProblem';

interface Props {
  saves: SaveListing[];
  onResume: (id: string) => void;
  onExport: (id: string) => void;
  onDelete: (id: string) => void;
  onImport: (text: string) => void;
}

const button = `${secondaryButton} min-h-11`;

export function SavedGames({ saves, onResume, onExport, onDelete, onImport }: Props) {
  const { t, i18n } = useTranslation('hotseat');
  const fileId = useId();
  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onImport(await file.text());
  };
  const when = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(i18n.language);
  };
  return (
    <section aria-label={t('saves.title')} className="space-y-2 rounded-xl border border-stone-300 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('saves.title')}</h2>
        <label htmlFor={fileId} className={`${button} inline-flex cursor-pointer items-center`}>
          {t('saves.import')}
          <input id={fileId} data-action="import-save" type="file" accept=".json,application/json" className="sr-only" onChange={handleFile} />
        </label>
      </div>
      {saves.length === 0 && <p className="text-sm text-stone-600">{t('saves.none')}</p>}
      <ul className="divide-y divide-stone-200" data-role="saved-games">
        {saves.map((save) => (
          <li key={save.id} data-save-id={save.id} data-damaged={save.ok ? undefined : 'true'} className="flex flex-wrap items-center gap-2 py-2">
            {save.ok ? (
              <>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{save.players.map((p) => p.name).join(' – ')}</span>
                  <span className="block text-xs text-stone-600">
                    {save.over ? t('saves.finished', { count: save.moves }) : t('saves.inProgress', { turn: save.turn, count: save.moves })} · {when(save.savedAt)}
                  </span>
                </span>
                <button type="button" data-action="resume-save" className={button} onClick={() => onResume(save.id)}>
                  {save.over ? t('saves.open') : t('saves.resume')}
                </button>
                <button type="button" data-action="export-save" className={button} onClick={() => onExport(save.id)}>
                  {t('saves.export')}
                </button>
              </>
            ) : (
              <span className="min-w-0 flex-1">
                {save.players && <span className="block font-medium">{save.players.map((p) => p.name).join(' – ')}</span>}
                <SaveProblem error={save.error} />
              </span>
            )}
            <button type="button" data-action="delete-save" className={`${button} text-red-800`} onClick={() => onDelete(save.id)}>
              {t('saves.delete')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
