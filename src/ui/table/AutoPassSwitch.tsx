// AutoPassSwitch.tsx: automatic passing on a table that is not a hot-seat game (a scenario, a
// lesson), as one switch: on, the players get a new hot-seat game's default stops (autopassSettings.ts),
// so the game is stopped only where someone could do something; off, every pass is a click.
import { useTranslation } from '../../i18n/react';
import { DEFAULT_AUTOPASS } from '../../store/autopass';
import { useTable, useTableStore } from '../../store/hooks';

export function AutoPassSwitch() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const on = useTable((s) => s.autopass !== null);
  return (
    <label className="flex min-h-10 items-center gap-2 rounded border border-stone-300 bg-white px-2 text-xs" title={t('controls.autoPassTitle')}>
      <input
        type="checkbox"
        role="switch"
        data-switch="autopass"
        className="size-5"
        checked={on}
        onChange={(e) => store.getState().setAutopass(e.target.checked ? DEFAULT_AUTOPASS : null)}
      />
      {t('controls.autoPass')}
    </label>
  );
}
