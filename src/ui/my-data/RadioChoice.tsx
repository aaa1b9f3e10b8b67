/** One choice among a few, each a round radio with its label: how the My data forms ask "which way?". */
import { Field, Label, Radio, RadioGroup } from '@headlessui/react';

export interface RadioChoiceProps<T extends string> {
  /** Names the group for assistive tech, and is shown above it. */
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

export function RadioChoice<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: RadioChoiceProps<T>) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={label} className="space-y-2" disabled={disabled}>
      <p className="text-sm font-medium" aria-hidden="true">
        {label}
      </p>
      {options.map((option) => (
        <Field key={option.value} className="flex items-start gap-2">
          <Radio
            value={option.value}
            className="group mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full ring-1 ring-slate-400 data-[checked]:bg-sky-600 data-[disabled]:opacity-60 data-[focus]:outline-2 data-[focus]:outline-sky-500 dark:ring-slate-500 dark:data-[checked]:bg-sky-500"
          >
            <span className="invisible size-2 rounded-full bg-white group-data-[checked]:visible" />
          </Radio>
          <Label className="text-sm">{option.label}</Label>
        </Field>
      ))}
    </RadioGroup>
  );
}
