// Prompt.tsx: one line that always says who must act and what the choices are, in the deciding
// player's colour, with the pass button beside it when passing is what is asked.
import { useTable } from '../../store/hooks';
import { selectPlayerIds, selectPrompt } from '../../store/selectors';
import { PassButton } from './Controls';
import { toneFor } from './tones';

const KEYBOARD_HELP: Record<string, string> = {
  declareAttackers: 'Keyboard: Tab to a creature, Enter marks it; Space picks it up, arrows choose a planeswalker, Space drops.',
  declareBlockers: 'Keyboard: Tab to a creature, Space picks it up, arrows move between the attackers it may block, Space drops — or Enter on the creature, then Enter on the attacker.',
  priority: 'Keyboard: P passes; Enter on a card in hand picks it.',
};

export function Prompt() {
  const prompt = useTable((s) => selectPrompt(s.game));
  const index = useTable((s) => (prompt.player ? selectPlayerIds(s.game).indexOf(prompt.player) : -1));
  const tone = index >= 0 ? toneFor(index).prompt : 'border-stone-300 bg-white text-stone-900';
  return (
    <div className={`flex flex-wrap items-center gap-3 rounded-lg border-2 px-3 py-2 ${tone}`}>
      <div className="min-w-0 flex-1">
        <p data-role="prompt" data-pending={prompt.pending} data-player={prompt.player ?? ''} aria-live="polite" className="text-lg font-semibold">
          {prompt.text}
        </p>
        {KEYBOARD_HELP[prompt.pending] && <p className="text-xs opacity-75">{KEYBOARD_HELP[prompt.pending]}</p>}
      </div>
      <PassButton />
    </div>
  );
}
