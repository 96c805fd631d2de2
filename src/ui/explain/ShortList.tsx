// ShortList.tsx: a list that shows its first few lines and a button for the rest. On a crowded board
// the options of one decision run to dozens of lines (one per blocker, naming every attacker it may
// block): shown whole, they made the sidebar thousands of pixels tall, and every change above them
// moved all of it. The rest stays one click away, so the explanation is complete on demand.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

/** Lines shown before the button. */
export const SHORT_LIST_LINES = 4;

export function ShortList({ items, className }: { items: ReactNode[]; className?: string }) {
  const { t } = useTranslation('explain');
  const [open, setOpen] = useState(false);
  // One hidden line is not worth a button: it takes as much room as the line itself.
  const long = items.length > SHORT_LIST_LINES + 1;
  const hidden = items.length - SHORT_LIST_LINES;
  return (
    <>
      <ul className={className}>{long && !open ? items.slice(0, SHORT_LIST_LINES) : items}</ul>
      {long && (
        <button
          type="button"
          data-role="show-more"
          aria-expanded={open}
          className="mt-1 text-[11px] text-sky-800 underline hover:text-sky-950 focus-visible:ring-2 focus-visible:ring-sky-500"
          onClick={() => setOpen(!open)}
        >
          {open ? t('panel.showFewer') : t('panel.showMore', { count: hidden })}
        </button>
      )}
    </>
  );
}
