interface Props<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
}

/** A row of mutually exclusive views (open/closed, active/archived...). */
export function StateTabs<T extends string>({ label, value, onChange, options }: Props<T>) {
  return (
    <fieldset aria-label={label} className="flex flex-wrap gap-1 rounded-xl border-0 bg-white p-1 shadow-sm">
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className="flex-1 rounded-lg px-4 py-2 font-semibold text-subtitle aria-pressed:bg-primary aria-pressed:text-on-primary sm:flex-none"
        >
          {text}
        </button>
      ))}
    </fieldset>
  );
}
