// StackView.tsx: the stack, top first.
import { useTable } from '../../store/hooks';
import { selectStack } from '../../store/selectors';

export function StackView() {
  const stack = useTable((s) => selectStack(s.game));
  return (
    <section aria-label="Stack" className="rounded border border-stone-300 bg-white p-3">
      <h2 className="mb-2 text-sm font-semibold">Stack {stack.length > 0 && <span className="font-normal text-stone-500">(top first)</span>}</h2>
      {stack.length === 0 && <p className="text-xs text-stone-500">Empty</p>}
      <ol data-role="stack" className="space-y-2">
        {stack.map((item) => (
          <li key={item.id} data-object-id={item.id} className="rounded border border-violet-300 bg-violet-50 p-2 text-sm">
            <p className="font-medium">
              {item.name} <span className="text-xs font-normal text-stone-500">({item.kind}, {item.controllerName})</span>
            </p>
            {item.text && <p className="text-xs text-stone-700">{item.text}</p>}
            {item.targets.length > 0 && <p className="text-xs">Targets: {item.targets.map((t) => t.name).join(', ')}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
