// PlayMenu.tsx: what the picked card or permanent can do now, from the engine's legal actions: play
// a land, cast a spell, activate an ability. A card in hand with one way to be played and nothing to
// choose is played by its click and has no menu (store/clickToIntent.ts). With targets, the legal ones
// light up on the table (a click there chooses) and are listed here as buttons too. Picking a card
// brings the menu into view when it is out of it (low in the side column, or in the choice's sheet,
// each of which scrolls on its own).
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { selectPickedPlay, selectPickOptions } from '../../store/selectors';
import { useBroughtIntoView } from './bringIntoView';
import { optionButton, secondaryButton } from './buttons';

export function PlayMenu() {
  const { t } = useTranslation('table');
  const { text } = useExplain();
  const store = useTableStore();
  const selected = useTable((s) => s.ui.selected);
  const options = useTable((s) => (s.ui.selected ? selectPickOptions(s.game, s.ui.selected) : undefined));
  const picked = useTable((s) => (s.ui.selected ? selectPickedPlay(s.game, s.ui.selected) : null));
  // The card whose menu is on the page. Brought into view once per card picked, not at every render:
  // a hover lighting targets must not move the page.
  const ref = useBroughtIntoView<HTMLElement>(options && picked ? selected : null);
  if (!selected || !options || !picked) return null;
  const { dispatch, select, highlight } = store.getState();
  const { name, targeted } = picked;
  return (
    <section ref={ref} aria-label={t('play.label', { card: name })} className="space-y-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-3" data-role="play-menu">
      <h2 className="text-sm font-semibold">{name}</h2>
      {targeted && <p className="text-xs text-stone-700">{t('play.chooseTarget')}</p>}
      <ul className="flex flex-col gap-1">
        {options.map((option, i) => (
          <li key={i}>
            <button
              type="button"
              className={`${optionButton} w-full`}
              data-action-type={option.action.type}
              onMouseEnter={() => highlight(option.targets)}
              onMouseLeave={() => highlight([])}
              onClick={() => dispatch(option.action)}
            >
              {text(option.label)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={secondaryButton} onClick={() => select(null)}>
        {t('play.cancel')}
      </button>
    </section>
  );
}
