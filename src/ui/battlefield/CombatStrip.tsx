// CombatStrip.tsx: the middle of the table in combat: one label per lane, aligned with the attacker
// and its blockers above and below it ("Craw Wurm → Bruno, blocked by Wall of Wood and Eager Cadet").
import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectCombatDamagePrevented, selectCombatLanes } from '../../store/selectors';
import { RuleNumber } from '../table/RuleNumber';
import { laneWidths } from './lanes';

interface LaneProps {
  attacker: string;
  defender: string;
  /** Blockers' names, one per line (a string, so that an unchanged lane is not rendered again). */
  blockers: string;
  declared: boolean;
  /** Blocked, with or without blockers left (CR 509.1h). */
  blocked: boolean;
  width: number;
}

/** One lane's label. Memoised: a drop changes one lane of thirty, and only that one is rendered. */
const LaneLabel = memo(function LaneLabel({ attacker, defender, blockers, declared, blocked, width }: LaneProps) {
  const { t } = useTranslation('table');
  return (
    // Three lines tall at least ("Craw Wurm → Bruno", and blockers' names over two), so the strip
    // keeps its height as blockers are dropped and the table below does not move (see CreatureRow).
    <li style={{ width: `${width}rem` }} className="max-w-full min-h-[calc(3lh+0.25rem)] rounded bg-red-100 px-1.5 py-0.5 text-center text-[11px] leading-tight text-red-950">
      <span className="font-semibold">{attacker}</span> {t('battlefield.strip.attacks', { defender })}
      <br />
      {blockers ? (
        <span className="text-sky-900">{t(declared ? 'battlefield.strip.blockedBy' : 'battlefield.strip.toBeBlockedBy', { blockers: blockers.split('\n') })}</span>
      ) : (
        <span className="text-stone-600">{t(!declared ? 'battlefield.strip.noBlockerYet' : blocked ? 'battlefield.strip.blockersLeft' : 'battlefield.strip.unblocked')}</span>
      )}
    </li>
  );
});

export function CombatStrip() {
  const { t } = useTranslation('table');
  const lanes = useTable((s) => selectCombatLanes(s.game, s.ui.blockDraft));
  const widths = useTable((s) => laneWidths(s.game, lanes));
  const game = useTable((s) => s.game);
  const prevented = useTable((s) => selectCombatDamagePrevented(s.game));
  if (lanes.length === 0) return null;
  return (
    // The spacer matches the player panel's width, so the lanes line up with the rows (on a narrow
    // board the panel is a strip above the rows, and the label one above the lanes). A paint layer of
    // its own (relative, isolate), so a drop that changes a label records the strip again, not the page
    // around it.
    <div className="relative isolate flex gap-3 border-x-2 border-transparent px-2 max-md:flex-col max-md:gap-1" aria-label={t('battlefield.strip.label')} data-role="combat">
      <div className="w-44 shrink-0 text-xs font-semibold text-red-900 max-md:w-auto">
        <span className="uppercase">{t('battlefield.strip.label')}</span>
        {prevented && (
          <p data-role="combat-damage-prevented" className="mt-1 font-normal text-sky-900">
            {t('battlefield.strip.damagePrevented')} <RuleNumber rule="615.1" />
          </p>
        )}
      </div>
      <ol className="flex min-w-0 flex-1 flex-wrap gap-2">
        {lanes.map((lane, i) => (
          <LaneLabel
            key={lane.attacker}
            attacker={nameOf(game, lane.attacker)}
            defender={lane.attackingNothing ? t('battlefield.strip.defenderLeft', { defender: nameOf(game, lane.defender) }) : nameOf(game, lane.defender)}
            blockers={lane.blockers.map((id) => nameOf(game, id)).join('\n')}
            declared={lane.declared}
            blocked={lane.blocked}
            width={widths[i] ?? 0}
          />
        ))}
      </ol>
    </div>
  );
}
