// BarMenu.tsx: the table's controls in the bar (undo, redo, the replay, the share link, a hot-seat
// game's own, a lesson's). Below a wide screen they would take two to four lines above the board:
// there they fold behind a "Menu" button and open over the board.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { focusRing } from './buttons';

/** The controls whose answer is in the menu itself. */
const KEEPS_OPEN = new Set(['share', 'concede', 'concede-pick']);

export function BarMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('table');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-action="bar-menu"
        aria-expanded={open}
        className={`ml-auto min-h-11 rounded border border-stone-400 bg-white px-2 text-sm xl:hidden ${focusRing}`}
        onClick={() => setOpen(!open)}
      >
        {t('screen.menu')} {open ? '▴' : '▾'}
      </button>
      {/* A control used from the open menu closes it (its result is on the board), except the share
          link, which shows the link it made beside it, and the steps of conceding, which ask who and
          whether in the menu itself. */}
      <div
        onClick={(event) => {
          const action = event.target instanceof Element ? event.target.closest('[data-action]')?.getAttribute('data-action') : null;
          if (open && action && !KEEPS_OPEN.has(action)) setOpen(false);
        }}
        data-role="bar-controls"
        className={`flex flex-wrap items-center gap-2 xl:ml-auto ${open ? 'max-xl:absolute max-xl:inset-x-0 max-xl:top-full max-xl:mt-1 max-xl:rounded-lg max-xl:border max-xl:border-stone-300 max-xl:bg-white max-xl:p-2 max-xl:shadow-xl' : 'max-xl:hidden'}`}
      >
        {children}
      </div>
    </>
  );
}
