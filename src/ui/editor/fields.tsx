// fields.tsx: the editor's form controls. Numbers and lists keep what is being typed ("-", "Craw
// Wurm, ") in the field and hand the draft only finished values, so typing never fights the draft.
import { useState, type ReactNode } from 'react';

export const inputClass = 'rounded border border-stone-300 bg-white px-2 py-1 text-sm';
export const labelClass = 'flex flex-col gap-0.5 text-xs font-medium text-stone-600';

export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className={labelClass}>
      <span>{label}</span>
      {children}
    </label>
  );
}

interface NumberFieldProps {
  value: number;
  onCommit: (value: number) => void;
  min: number;
  max: number;
  label: string;
  field?: string;
  className?: string;
}

/** An integer field: each whole number in range is committed as it is typed; leaving the field
 *  shows the draft's value again if what was typed was not one. */
export function NumberField({ value, onCommit, min, max, label, field, className }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The draft changed from elsewhere (undo, another start): show its value.
  if (shown !== value) {
    setShown(value);
    if (Number(text) !== value) setText(String(value));
  }
  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={label}
      data-field={field}
      value={text}
      className={`${inputClass} w-16 tabular-nums ${className ?? ''}`}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (/^-?\d+$/.test(next.trim())) {
          const n = Number(next.trim());
          if (n >= min && n <= max && n !== value) onCommit(n);
        }
      }}
      onBlur={() => setText(String(value))}
    />
  );
}

/** A comma-separated list of names or ids, committed when the field is left or Enter is pressed. */
export function ListField({ value, onCommit, label, field }: { value: readonly string[]; onCommit: (value: string[]) => void; label: string; field?: string }) {
  const joined = value.join(', ');
  const [text, setText] = useState(joined);
  const [shown, setShown] = useState(joined);
  if (shown !== joined) {
    setShown(joined);
    setText(joined);
  }
  const commit = () => {
    const items = text.split(',').map((s) => s.trim()).filter(Boolean);
    if (items.join(', ') !== joined) onCommit(items);
    else setText(joined);
  };
  return (
    <input
      type="text"
      aria-label={label}
      data-field={field}
      value={text}
      className={`${inputClass} w-full`}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

export function Panel({ title, children, role }: { title: string; children: ReactNode; role?: string }) {
  return (
    <section className="space-y-2 rounded-lg border border-stone-300 bg-white p-3" data-role={role} aria-label={title}>
      <h2 className="text-sm font-semibold text-stone-800">{title}</h2>
      {children}
    </section>
  );
}
