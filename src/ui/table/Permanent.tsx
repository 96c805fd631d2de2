// Permanent.tsx: a permanent on the battlefield with its current characteristics and combat role.
import type { ReactNode } from 'react';
import type { PermanentView } from '../../store/selectors';

export function Permanent({ permanent: p }: { permanent: PermanentView }) {
  const ring = p.attacking ? 'border-red-500 ring-2 ring-red-300' : p.blocking.length > 0 ? 'border-sky-500 ring-2 ring-sky-300' : 'border-stone-400';
  return (
    <li
      data-object-id={p.id}
      data-tapped={String(p.tapped)}
      data-attacking={p.attacking ?? undefined}
      data-blocking={p.blocking.length > 0 ? p.blocking.join(' ') : undefined}
      aria-label={p.name}
      className={`flex w-36 flex-col gap-1 rounded-md border-2 p-2 text-xs transition-transform ${ring} ${
        p.tapped ? 'rotate-6 bg-stone-200 text-stone-600' : 'bg-amber-50'
      }`}
    >
      <div className="flex items-start justify-between gap-1">
        <span className="text-sm leading-tight font-semibold">{p.name}</span>
        {p.power !== null && p.toughness !== null && (
          <span className="shrink-0 rounded bg-stone-800 px-1.5 font-mono text-white" data-role="pt">
            {p.power}/{p.toughness}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-1">
        {p.tapped && <Badge className="bg-stone-500 text-white">tapped</Badge>}
        {p.damage > 0 && <Badge className="bg-red-600 text-white">{p.damage} damage</Badge>}
        {p.summoningSick && !p.isLand && <Badge className="bg-stone-300">summoning sick</Badge>}
        {p.token && <Badge className="bg-stone-300">token</Badge>}
        {p.counters.map(([name, n]) => (
          <Badge key={name} className="bg-emerald-600 text-white">
            {n}× {name}
          </Badge>
        ))}
        {p.keywords.map((keyword) => (
          <Badge key={keyword} className="bg-indigo-100 text-indigo-900">
            {keyword}
          </Badge>
        ))}
      </div>
      {p.attackingName && <p className="font-medium text-red-700">Attacking {p.attackingName}{p.blockedByNames.length > 0 && `, blocked by ${p.blockedByNames.join(', ')}`}</p>}
      {p.blockingNames.length > 0 && <p className="font-medium text-sky-700">Blocking {p.blockingNames.join(', ')}</p>}
    </li>
  );
}

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return <span className={`rounded px-1 ${className}`}>{children}</span>;
}
