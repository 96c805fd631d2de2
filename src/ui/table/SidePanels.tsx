// SidePanels.tsx: the table's panels (the stack, a lesson's goal or a scenario's description, the
// explanation, the log). On a wide screen a column beside the board, every panel shown, with the
// current choice's controls and the last refusal at its top; on a narrower one a drawer over the
// board, one panel at a time, opened from the tabs in the bar (PanelTabs). The drawer opens by itself
// on the stack for a choice that can only be answered there (an order of triggers, a question), and
// closes again once that choice is answered, unless the player opened it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { ExplainPanel } from '../explain/ExplainPanel';
import { StackPanel } from '../stack/StackPanel';
import { DecisionPanel } from './DecisionPanel';
import { ErrorBanner } from './ErrorBanner';
import { LogView } from './LogView';
import { focusRing } from './buttons';
import { useDecisionSheet, type SheetFold } from './DecisionSheet';

export type PanelTab = 'extra' | 'stack' | 'explain' | 'log';

/** A panel of the table's page's own (a lesson's goal and check, a scenario's description). */
export interface ExtraPanel {
  label: 'lesson' | 'about';
  content: ReactNode;
}

/** The choices answered in the stack panel only. */
const ANSWERED_IN_STACK = new Set(['orderTriggers', 'choose']);

/** Which tab is open: the player's, or the stack while a choice needs it (opened by itself). */
export function usePanelTab(): [PanelTab | null, (tab: PanelTab | null) => void] {
  const [chosen, setChosen] = useState<PanelTab | null>(null);
  const needsStack = useTable((s) => ANSWERED_IN_STACK.has(s.game.pendingChoice?.type ?? ''));
  // Closed by the player while the stack needs it: stays closed until the choice changes.
  const [dismissed, setDismissed] = useState(false);
  const [was, setWas] = useState(needsStack);
  if (was !== needsStack) {
    setWas(needsStack);
    setDismissed(false);
  }
  const open = chosen ?? (needsStack && !dismissed ? 'stack' : null);
  const choose = (tab: PanelTab | null) => {
    if (tab === null && needsStack) setDismissed(true);
    setChosen(tab);
  };
  return [open, choose];
}

// A finger's size (44 px) on a touch screen.
const TAB_BUTTON = `min-h-9 rounded border px-2 text-sm pointer-coarse:min-h-11 ${focusRing}`;

/** The tabs that open the drawer (hidden on a wide screen, where every panel is shown). */
export function PanelTabs({ open, onOpen, extra, fold }: { open: PanelTab | null; onOpen: (tab: PanelTab | null) => void; extra: ExtraPanel | undefined; fold: SheetFold }) {
  const { t } = useTranslation('table');
  const sheet = useDecisionSheet(fold);
  const stackSize = useTable((s) => s.game.stack.length + s.game.pendingTriggers.length);
  const tabs: { tab: PanelTab; label: string }[] = [
    ...(extra ? [{ tab: 'extra' as const, label: t(`screen.${extra.label}`) }] : []),
    { tab: 'stack', label: t('screen.stack') },
    { tab: 'explain', label: t('screen.explain') },
    { tab: 'log', label: t('screen.log') },
  ];
  return (
    <div role="group" aria-label={t('screen.tabs')} className="table-tabs flex flex-wrap gap-1">
      {sheet.present && (
        <button type="button" data-tab="choice" aria-pressed={!sheet.folded} className={`${TAB_BUTTON} ${sheet.folded ? 'border-amber-500 bg-amber-50 hover:bg-amber-100' : 'border-stone-800 bg-stone-800 text-white'}`} onClick={sheet.toggle}>
          {t('screen.choice')}
        </button>
      )}
      {tabs.map(({ tab, label }) => (
        <button
          key={tab}
          type="button"
          data-tab={tab}
          aria-pressed={open === tab}
          className={`${TAB_BUTTON} ${open === tab ? 'border-stone-800 bg-stone-800 text-white' : 'border-stone-300 bg-white hover:bg-stone-100'}`}
          onClick={() => onOpen(open === tab ? null : tab)}
        >
          {label}
          {tab === 'stack' && stackSize > 0 && <span className="ml-1 rounded-full bg-violet-600 px-1.5 text-xs text-white">{stackSize}</span>}
        </button>
      ))}
    </div>
  );
}

interface Props {
  open: PanelTab | null;
  onClose: () => void;
  extra: ExtraPanel | undefined;
  /** On a wide screen the choice's controls and the refusal head the column (else DecisionSheet). */
  withDecision: boolean;
}

export function SidePanels({ open, onClose, extra, withDecision }: Props) {
  const { t } = useTranslation(['table', 'common']);
  const shown = (tab: PanelTab) => (open === tab ? '' : 'hidden');
  return (
    // A paint layer of its own (relative, isolate): a change elsewhere on the page (a lane's label at a
    // drop, the step bar at a pass) then does not make the browser record the panels' text again.
    <aside
      className="table-side relative isolate space-y-3 max-xl:rounded-l-xl max-xl:border max-xl:border-stone-300 max-xl:bg-stone-50 max-xl:p-2 max-xl:shadow-xl"
      data-open={open ? 'true' : undefined}
      aria-label={t('common:panel.sidebar')}
    >
      <div className="sticky top-0 z-10 flex justify-end xl:hidden">
        <button type="button" data-action="close-panel" className={`min-h-9 pointer-coarse:min-h-11 rounded border border-stone-300 bg-white px-2 text-sm ${focusRing}`} onClick={onClose}>
          {t('table:screen.close')}
        </button>
      </div>
      {withDecision && (
        <div className="space-y-3">
          <ErrorBanner />
          <DecisionPanel />
        </div>
      )}
      <div data-tab-panel="stack" className={shown('stack')}>
        <StackPanel />
      </div>
      {extra && (
        <div data-tab-panel="extra" className={`space-y-2 ${shown('extra')}`}>
          {extra.content}
        </div>
      )}
      <div data-tab-panel="explain" className={shown('explain')}>
        <ExplainPanel />
      </div>
      <div data-tab-panel="log" className={shown('log')}>
        <LogView />
      </div>
    </aside>
  );
}
