// ZoneList.tsx: the cards of one zone of one player, in order (a library's top card first), each
// with what can be changed about it: its state on the battlefield, its place, its zone.
import { useTranslation } from '../../i18n/react';
import { DRAFT_ZONES, issueTarget, moveCard, removeCard, reorderCard, type DraftZone, type PlayerIndex } from '../../store/editorDraft';
import type { ScenarioProblem } from '../../store/scenarioIssues';
import { IssueText } from '../loader/IssueList';
import { PermanentControls } from './PermanentControls';
import { useDraft } from './editorContext';
import { inputClass } from './fields';

const smallButton = 'rounded border border-stone-300 px-1.5 text-xs hover:bg-stone-100 disabled:opacity-30';

export function ZoneList({ player, zone, issues }: { player: PlayerIndex; zone: DraftZone; issues: ScenarioProblem[] }) {
  const { t } = useTranslation('editor');
  const [draft, edit] = useDraft();
  const owner = draft.players[player];
  const issuesAt = (index: number) =>
    issues.filter((issue) => {
      const target = issueTarget(issue.path);
      return target?.player === player && target.zone === zone && target.index === index;
    });
  if (!owner) return null;
  const cards = owner.zones[zone];
  const playerId = owner.id;
  return (
    <div data-zone={zone} className="space-y-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-500">
        {t(`zone.${zone}`)} <span className="font-normal">({cards.length})</span>
        {zone === 'library' && cards.length > 1 && <span className="ml-2 font-normal normal-case">{t('zone.libraryOrder')}</span>}
      </h3>
      {cards.length === 0 && <p className="text-xs text-stone-400">{t('zone.empty')}</p>}
      <ul className="space-y-1">
        {cards.map((card, i) => {
          const problems = issuesAt(i);
          return (
            <li
              key={card.id}
              data-object-id={card.id}
              data-card={card.card}
              data-zone={zone}
              data-tapped={zone === 'battlefield' ? String(card.tapped ?? false) : undefined}
              data-damage={zone === 'battlefield' ? String(card.damage ?? 0) : undefined}
              data-summoning-sick={zone === 'battlefield' ? String(card.summoningSick ?? false) : undefined}
              className={`rounded border px-2 py-1 text-sm ${problems.length ? 'border-red-400 bg-red-50' : 'border-stone-200'}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{card.card}</span>
                <code className="text-xs text-stone-500">{card.id}</code>
                <span className="ml-auto flex items-center gap-1">
                  <button type="button" className={smallButton} aria-label={t('card.up', { card: card.card })} disabled={i === 0} onClick={() => edit((d) => reorderCard(d, player, zone, card.id, -1))}>
                    ↑
                  </button>
                  <button type="button" className={smallButton} aria-label={t('card.down', { card: card.card })} disabled={i === cards.length - 1} onClick={() => edit((d) => reorderCard(d, player, zone, card.id, 1))}>
                    ↓
                  </button>
                  <select
                    aria-label={t('card.moveTo', { card: card.card })}
                    data-field="move"
                    value=""
                    className={`${inputClass} py-0 text-xs`}
                    onChange={(event) => {
                      const [to, toZone] = event.currentTarget.value.split(':');
                      if (to === undefined || !toZone) return;
                      edit((d) => moveCard(d, { player, zone }, card.id, { player: Number(to) as PlayerIndex, zone: toZone as DraftZone }));
                    }}
                  >
                    <option value="">{t('card.move')}</option>
                    {draft.players.map((p, pi) =>
                      DRAFT_ZONES.filter((z) => pi !== player || z !== zone).map((z) => (
                        <option key={`${pi}:${z}`} value={`${pi}:${z}`}>
                          {t('card.moveOption', { player: p.name || p.id, zone: t(`zone.${z}`) })}
                        </option>
                      )),
                    )}
                  </select>
                  <button type="button" className={smallButton} data-action="remove-card" aria-label={t('card.remove', { card: card.card })} onClick={() => edit((d) => removeCard(d, player, zone, card.id))}>
                    ✕
                  </button>
                </span>
              </div>
              {zone === 'battlefield' && <PermanentControls player={player} card={card} playerId={playerId} />}
              {problems.map((issue, k) => (
                <p key={k} className="text-xs text-red-800"><IssueText issue={issue} /></p>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
