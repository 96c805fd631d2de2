// ManaCost.tsx: a mana cost or a mana pool as mana symbols ("{1}{G/W}" → ①, green/white hybrid),
// with the text kept for screen readers.
import { memo } from 'react';

/** The symbols of a cost in braces: "{4}{G}{G}" → ["4", "G", "G"]. */
export function manaSymbols(cost: string): string[] {
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

function symbolClass(symbol: string): string {
  const s = symbol.toLowerCase().replace('/', '');
  return s.length === 2 && !/\d/.test(s) ? `ms-${s} ms-hybrid` : `ms-${s}`;
}

export const ManaCost = memo(function ManaCost({ cost, className = '' }: { cost: string; className?: string }) {
  const symbols = manaSymbols(cost);
  if (symbols.length === 0) return null;
  return (
    <span className={`inline-flex items-center gap-px ${className}`} title={cost}>
      {symbols.map((symbol, i) => (
        <i key={i} className={`ms ms-cost ${symbolClass(symbol)}`} aria-hidden="true" />
      ))}
      <span className="sr-only">{cost}</span>
    </span>
  );
});
