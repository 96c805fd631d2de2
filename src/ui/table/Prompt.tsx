// Prompt.tsx: who must act now, and what they are asked.
import { useTable } from '../../store/hooks';
import { selectPrompt } from '../../store/selectors';

export function Prompt() {
  const prompt = useTable((s) => selectPrompt(s.game));
  return (
    <p
      data-role="prompt"
      data-pending={prompt.pending}
      data-player={prompt.player ?? ''}
      aria-live="polite"
      className="text-base font-medium"
    >
      {prompt.text}
    </p>
  );
}
