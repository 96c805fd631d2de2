// ErrorBanner.tsx: why the last intent was refused, with the rule it breaks.
import { useTable } from '../../store/hooks';

export function ErrorBanner() {
  const error = useTable((s) => s.lastError);
  if (!error) return null;
  return (
    <div role="alert" data-role="last-error" data-rule={error.rule} className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Not allowed{error.rule && <span className="ml-2 font-mono font-normal">CR {error.rule}</span>}</p>
      <p className="mt-1">{error.message}</p>
    </div>
  );
}
