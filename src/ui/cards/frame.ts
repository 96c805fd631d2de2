// frame.ts: the drawn card frame's colours, from the card's colours and types (no images).
import type { CardFaceView } from '../../store/selectors';

const BY_COLOR: Record<string, string> = {
  W: 'frame-white',
  U: 'frame-blue',
  B: 'frame-black',
  R: 'frame-red',
  G: 'frame-green',
};

export function frameClass(card: Pick<CardFaceView, 'colors' | 'types'>): string {
  if (card.colors.length > 1) return 'frame-gold';
  const single = card.colors[0];
  if (single) return BY_COLOR[single] ?? 'frame-colorless';
  if (card.types.includes('Land')) return 'frame-land';
  return 'frame-colorless';
}

const BASIC_SYMBOL: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** The mana symbol a basic land type stands for, from the type line ("Basic Land — Forest" → "{G}"). */
export function landSymbol(typeLine: string): string | null {
  for (const [type, symbol] of Object.entries(BASIC_SYMBOL)) if (typeLine.includes(type)) return `{${symbol}}`;
  return null;
}

/** "+3/+3"-style comparison for the P/T box: higher is shown green, lower red. */
export function ptTone(current: number | null, base: number | null): string {
  if (current === null || base === null || current === base) return '';
  return current > base ? 'pt-up' : 'pt-down';
}
