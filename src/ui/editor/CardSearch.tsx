// CardSearch.tsx: find a card of the pool (or of the scenario's custom cards) by name and put it into
// a zone of any player. Enter adds the first match.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { searchCards } from '../../store/editorCards';
import { DRAFT_ZONES, addCard, type DraftZone, type PlayerIndex } from '../../store/editorDraft';
import { ManaCost } from '../cards/ManaCost';
import { useTypeLine } from '../cards/CardFace';
import { useDraft } from './editorContext';
import { Field, Panel, inputClass } from './fields';

export function CardSearch() {
  const { t } = useTranslation(['editor', 'common']);
  const [draft, edit] = useDraft();
  const [query, setQuery] = useState('');
  const [chosen, setPlayer] = useState<PlayerIndex>(0);
  // The player chosen may have been removed since.
  const player = Math.min(chosen, draft.players.length - 1);
  const [zone, setZone] = useState<DraftZone>('battlefield');
  const [added, setAdded] = useState<string | null>(null);
  const listId = useId();
  const hits = useMemo(() => searchCards(query, draft.cards, 12), [query, draft.cards]);

  const add = (name: string) => {
    edit((d) => addCard(d, player, zone, name).draft);
    const owner = draft.players[player];
    setAdded(t('search.added', { card: name, player: owner?.name || owner?.id, zone: t(`common:zone.${zone}`) }));
  };

  return (
    <Panel title={t('search.heading')} role="card-search-panel">
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('search.label')}>
          <input
            type="search"
            data-role="card-search"
            aria-controls={listId}
            value={query}
            placeholder={t('search.placeholder')}
            className={`${inputClass} w-64`}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              const first = hits[0];
              if (event.key === 'Enter' && first) add(first.name);
            }}
          />
        </Field>
        <Field label={t('search.player')}>
          <select data-role="add-player" value={player} className={inputClass} onChange={(event) => setPlayer(Number(event.currentTarget.value) as PlayerIndex)}>
            {draft.players.map((p, i) => (
              <option key={p.id} value={i}>{p.name || p.id}</option>
            ))}
          </select>
        </Field>
        <Field label={t('search.zone')}>
          <select data-role="add-zone" value={zone} className={inputClass} onChange={(event) => setZone(event.currentTarget.value as DraftZone)}>
            {DRAFT_ZONES.map((z) => (
              <option key={z} value={z}>{t(`zone.${z}`)}</option>
            ))}
          </select>
        </Field>
      </div>
      <ul id={listId} aria-label={t('search.results')} className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2 xl:grid-cols-3">
        {hits.map((hit) => (
          <li key={hit.name}>
            <button
              type="button"
              data-card-option={hit.name}
              className="flex w-full items-center gap-2 rounded border border-stone-200 px-2 py-1 text-left text-sm hover:border-sky-400 hover:bg-sky-50"
              onClick={() => add(hit.name)}
            >
              <span className="font-medium">{hit.name}</span>
              {hit.manaCost && <ManaCost cost={hit.manaCost} />}
              <span className="ml-auto text-xs text-stone-500">
                <TypeLine typeLine={hit.typeLine} />
                {hit.powerToughness && ` · ${hit.powerToughness}`}
                {hit.custom && ` · ${t('search.custom')}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hits.length === 0 && <p className="text-sm text-stone-500">{t('search.none', { query })}</p>}
      <p role="status" className="min-h-5 text-xs text-emerald-800">{added}</p>
    </Panel>
  );
}

/** A hit's type line in the reader's language, as the card faces show it. */
function TypeLine({ typeLine }: { typeLine: string }) {
  return useTypeLine(typeLine);
}
