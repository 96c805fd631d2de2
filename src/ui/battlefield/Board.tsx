// Board.tsx: the middle of the table screen: the other players' sides at the top, the combat lanes,
// a two-headed giant teammate's side, and the side of the player viewed from at the bottom, its hand
// docked along the board's bottom edge. Zoomed to fit the space it has (useFitZoom.ts), so every card
// that may attack or block is in view; only a board too big even for the smallest cards scrolls.
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PlayerTone } from './PlayerArea';
import { CombatStrip } from './CombatStrip';
import { PlayerArea } from './PlayerArea';
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
  return (
    <div ref={frame} role="region" className="table-board" data-role="board" aria-label={t('screen.board')}>
      <div ref={content} className="space-y-1.5" data-role="board-content">
        {/* One list of keyed children: when the decision changes hands and the sides swap, React moves
            the two areas rather than making them anew, and the cards in them are not rendered again. */}
        {[
          ...top.map((id) => <PlayerArea key={id} playerId={id} side="top" tone={tone(id)} />),
          <CombatStrip key=" combat" />,
          ...near.map((id) => <PlayerArea key={id} playerId={id} side="bottom" handDocked={false} tone={tone(id)} />),
          <PlayerArea key={bottom} playerId={bottom} side="bottom" tone={tone(bottom)} />,
        ]}
      </div>
    </div>
  );
}
