// ExplanationLine.tsx: one explanation in words: the sentence, then the rule it rests on ("CR 704.5g,
// State-Based Actions", a link to the official Comprehensive Rules) and that rule in the project's own
// words. Everything is rendered as text: names in it may come from an imported scenario.
import type { Explanation, RenderedExplanation } from '../../explain';
import { useExplain } from '../../i18n/react';
import { Quoted } from './Quoted';

interface Props {
  explanation: Explanation;
  /** A label before the sentence ("State-based action"). */
  badge?: string;
  /** Keep the rule's own-words summary for the tooltip (long lists where only some lines need it). */
  brief?: boolean;
}

export function ExplanationLine({ explanation, ...rest }: Props) {
  const { explain } = useExplain();
  return <ExplainedLine said={explain(explanation)} rule={explanation.rule} {...rest} />;
}

/** The same line from an explanation already put into words: a list of them (the explanation panel)
 *  translates once for all its lines, rather than each line subscribing to the language. */
export function ExplainedLine({ said: e, rule, badge, brief = false }: Omit<Props, 'explanation'> & { said: RenderedExplanation; rule: string | undefined }) {
  return (
    <li className="space-y-0.5" data-rule={rule}>
      <p>
        {badge && <span className="mr-1 rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-900 uppercase">{badge}</span>}
        <Quoted text={e.text} quotes={e.quotes} />
      </p>
      {e.citation && (
        <p className="text-[11px] text-stone-500">
          {e.url ? (
            <a href={e.url} target="_blank" rel="noreferrer" title={e.why ?? undefined} className="font-mono underline decoration-dotted hover:text-stone-800" data-role="rule-link">
              {e.citation}
            </a>
          ) : (
            <span className="font-mono">{e.citation}</span>
          )}
          {e.why && !brief && <span className="ml-1">— {e.why}</span>}
        </p>
      )}
    </li>
  );
}
