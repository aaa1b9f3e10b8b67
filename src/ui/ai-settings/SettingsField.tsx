/**
 * One labelled field of the AI settings form: label, control, help text and an
 * optional error, wired with htmlFor / aria-describedby / aria-invalid so a
 * screen reader announces the help and the error with the field.
 */
import { type ReactNode, useId } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby': string;
  'aria-invalid': true | undefined;
}

export interface SettingsFieldProps {
  label: ReactNode;
  help: ReactNode;
  error?: ReactNode;
  /** Renders the control with the ids that tie it to the label, help and error. */
  children: (control: FieldControlProps) => ReactNode;
}

export function SettingsField({ label, help, error, children }: SettingsFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': error ? `${errorId} ${helpId}` : helpId,
        'aria-invalid': error ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      )}
      <p id={helpId} className="text-xs text-slate-600 dark:text-slate-400">
        {help}
      </p>
    </div>
  );
}
