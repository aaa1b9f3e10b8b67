/**
 * One of the preview's settings as a row of native radios in a fieldset: one
 * tab stop, arrow keys between the choices, the legend read with each one.
 */
export interface PreviewChoiceProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  choices: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
}

export function PreviewChoice<T extends string>({ legend, name, value, choices, onChange }: PreviewChoiceProps<T>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1 text-sm">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="mr-1 text-slate-600 dark:text-slate-400">
        {legend}
      </span>
      {choices.map((choice) => (
        <label
          key={choice.value}
          lang={choice.lang}
          className="cursor-pointer rounded-md px-2 py-1 ring-1 ring-slate-300 ring-inset has-[:checked]:bg-sky-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-500 dark:ring-slate-600 dark:has-[:checked]:bg-sky-400 dark:has-[:checked]:text-slate-950"
        >
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
