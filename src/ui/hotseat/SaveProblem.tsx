// SaveProblem.tsx: why a saved game cannot be opened, in the reader's language (by the error's code),
// with the check's own English sentence beneath for the details (a move number, a card's name).
import { useTranslation } from '../../i18n/react';
import type { SaveError } from '../../store/saves';

export function SaveProblem({ error }: { error: SaveError }) {
  const { t } = useTranslation('hotseat');
  return (
    <span className="block text-sm" data-role="save-problem" data-code={error.code}>
      <span className="block font-medium text-red-800">{t(`saves.error.${error.code}`)}</span>
      <span lang="en" className="block text-xs text-stone-600">
        {error.message}
      </span>
    </span>
  );
}
