// DecisionPanel.tsx: the controls for the choice being asked: attackers, blockers, damage division
// and order (loaded when first needed), a discard, a mulligan, or the picked card's options. Beside
// the board on a wide screen; on a narrower one in a sheet over the board's bottom edge (DecisionSheet.tsx).
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { selectSeesPendingChoice } from '../../store/hidden';
import { useTable } from '../../store/hooks';
import type { TableState } from '../../store/createTableStore';
import { AttackControls } from '../combat/AttackControls';
import { BlockControls } from '../combat/BlockControls';
import { DiscardPanel } from './DiscardPanel';
import { MulliganPanel } from './MulliganPanel';
import { PlayMenu } from './PlayMenu';

const DamagePanel = lazy(() => import('../combat/DamagePanel'));
const DamageOrderPanel = lazy(() => import('../combat/DamageOrderPanel'));

export type DecisionKind = 'attackers' | 'blockers' | 'damage' | 'order' | 'discard' | 'mulligan' | 'play';

/** Which panel the choice asked now has, if any. */
export function selectDecisionKind(s: TableState): DecisionKind | null {
  // Another player's choice (a discard, a mulligan) may show their hand: not to a replay's watcher.
  if (!selectSeesPendingChoice(s)) return null;
  const pending = s.game.pendingChoice?.type ?? null;
  if (pending === 'declareAttackers') return 'attackers';
  if (pending === 'declareBlockers') return 'blockers';
  if (pending === 'assignDamage') return 'damage';
  if (pending === 'orderBlockers' || pending === 'orderAttackers') return 'order';
  if (pending === 'discard') return 'discard';
  if (pending === 'mulligan') return 'mulligan';
  // The play menu is about a picked card: without one it is not mounted at all (mounting it afresh at
  // every position, as the key below does, cost a millisecond of each pass).
  if (pending === 'priority' && s.ui.selected !== null) return 'play';
  return null;
}

const PANELS: Record<DecisionKind, () => ReactNode> = {
  attackers: () => <AttackControls />,
  blockers: () => <BlockControls />,
  damage: () => <DamagePanel />,
  order: () => <DamageOrderPanel />,
  discard: () => <DiscardPanel />,
  mulligan: () => <MulliganPanel />,
  play: () => <PlayMenu />,
};

export function DecisionPanel() {
  const { t } = useTranslation('common');
  const kind = useTable(selectDecisionKind);
  // A new position (any dispatch, undo or redo) starts the panel afresh.
  const position = useTable((s) => s.past.length);
  if (!kind) return null;
  return (
    <div key={position} className="rounded-xl border border-stone-300 bg-white p-3 empty:hidden" data-role="decision">
      <Suspense fallback={<p className="text-sm">{t('app.loading')}</p>}>{PANELS[kind]()}</Suspense>
    </div>
  );
}
