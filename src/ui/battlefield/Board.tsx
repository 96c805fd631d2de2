// Board.tsx: the middle of the table screen: the other players' sides at the top, the combat lanes,
// a two-headed giant teammate's side, and the side of the player viewed from at the bottom, its hand
// docked along the board's bottom edge. At a table of three or more, the sides across the table that
// have no combat lanes stand side by side at the top (selectSidesBeside), so four players fit a laptop.
// Zoomed to fit the space it has (useFitZoom.ts), so every card that may attack or block is in view;
// only a board too big even for the smallest cards scrolls.
import { useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import type { PlayerTone } from './PlayerArea';
import { CombatStrip } from './CombatStrip';
import { PlayerArea } from './PlayerArea';
import { selectSidesBeside } from './lanes';
import { useFitZoom } from './useFitZoom';

interface Props {
  bottom: string;
  /** The bottom player's teammates (two-headed giant): on their side of the lanes, hands not docked. */
  near: string[];
  top: string[];
  tone: (id: string) => PlayerTone;
}

export function Board({ bottom, near, top, tone }: Props) {
  const { t } = useTranslation('table');
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useFitZoom(frame, content);
  const beside = useTable(useShallow((s) => selectSidesBeside(s.game, s.ui.blockDraft, top)));
  const stacked = top.filter((id) => !beside.includes(id));
  return (
    <div ref={frame} role="region" className="table-board" data-role="board" aria-label={t('screen.board')}>
      <div ref={content} className="board-content" data-role="board-content">
        {/* One list of keyed children: when the decision changes hands and the sides swap, or a side
            goes from beside the others to the lanes' width as a combat begins, React moves the areas
            rather than making them anew, and the cards in them are not rendered again. */}
        {[
          ...beside.map((id) => <PlayerArea key={id} playerId={id} side="top" beside tone={tone(id)} />),
          ...stacked.map((id) => <PlayerArea key={id} playerId={id} side="top" tone={tone(id)} />),
          <CombatStrip key=" combat" />,
          ...near.map((id) => <PlayerArea key={id} playerId={id} side="bottom" handDocked={false} tone={tone(id)} />),
          <PlayerArea key={bottom} playerId={bottom} side="bottom" tone={tone(bottom)} />,
        ]}
      </div>
    </div>
  );
}
