// tones.ts: each player's colour, so the side that must decide is recognisable at a glance.
import type { PlayerTone } from '../battlefield/PlayerArea';

const TONES: (PlayerTone & { prompt: string; chip: string })[] = [
  {
    panel: 'border-amber-500 bg-amber-50',
    deciding: 'border-amber-500',
    prompt: 'border-amber-500 bg-amber-100 text-amber-950',
    chip: 'bg-amber-500 text-white',
  },
  {
    panel: 'border-sky-600 bg-sky-50',
    deciding: 'border-sky-600',
    prompt: 'border-sky-600 bg-sky-100 text-sky-950',
    chip: 'bg-sky-600 text-white',
  },
];

/** The tone of the player at `index` in turn order. */
export function toneFor(index: number) {
  return TONES[index % TONES.length] ?? TONES[0]!;
}
