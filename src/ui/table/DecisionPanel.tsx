// DecisionPanel.tsx: the controls for the choice being asked, beside the table: attackers, blockers,
// damage division and order (loaded when first needed), a discard, or the picked card's options.
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react';
import { selectSeesPendingChoice } from '../../store/hidden';
import { useTable } from '../../store/hooks';
import { AttackControls } from '../combat/AttackControls';
import { BlockControls } from '../combat/BlockControls';
import { DiscardPanel } from './DiscardPanel';
import { MulliganPanel } from './MulliganPanel';
import { PlayMenu } from './PlayMenu';

const DamagePanel = lazy(() => import('../combat/DamagePanel'));
const DamageOrderPanel = lazy(() => import('../combat/DamageOrderPanel'));

export function DecisionPanel() {
  const { t } = useTranslation('common');
  const pending = useTable((s) => s.game.pendingChoice?.type ?? null);
  // A new position (any dispatch, undo or redo) starts the panel afresh.
  const position = useTable((s) => s.past.length);
  // Another player's choice (a discard, a mulligan) may show their hand: not to a replay's watcher.
  const seen = useTable(selectSeesPendingChoice);
  // The play menu is about a picked card: without one it is not mounted at all (mounting it afresh at
  // every position, as the key below does, cost a millisecond of each pass).
  const picked = useTable((s) => s.ui.selected !== null);
  if (!seen) return null;
  let panel = null;
  if (pending === 'declareAttackers') panel = <AttackControls />;
  else if (pending === 'declareBlockers') panel = <BlockControls />;
  else if (pending === 'assignDamage') panel = <DamagePanel />;
  else if (pending === 'orderBlockers' || pending === 'orderAttackers') panel = <DamageOrderPanel />;
  else if (pending === 'discard') panel = <DiscardPanel />;
  else if (pending === 'mulligan') panel = <MulliganPanel />;
  else if (pending === 'priority' && picked) panel = <PlayMenu />;
  if (!panel) return null;
  return (
    <div key={position} className="rounded-xl border border-stone-300 bg-white p-3 empty:hidden" data-role="decision">
      <Suspense fallback={<p className="text-sm">{t('app.loading')}</p>}>{panel}</Suspense>
    </div>
  );
}
