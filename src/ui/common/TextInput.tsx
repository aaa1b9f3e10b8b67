/**
 * The app's one-line text field: the same size, colours, disabled look and red
 * border for a refused value everywhere. Everything else (type, name,
 * autocomplete, aria wiring) is the caller's, passed straight to the input.
 */
import type { ComponentProps } from 'react';

const BASE =
  'block min-h-10 w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:disabled:bg-slate-800/50 dark:disabled:text-slate-400';

export type TextInputProps = ComponentProps<'input'> & {
  /** Shows the red border of a value that was refused or is missing. */
  invalid?: boolean;
};

export function TextInput({ invalid = false, className, ...props }: TextInputProps) {
  const border = invalid ? 'border-rose-500 dark:border-rose-400' : 'border-slate-300 dark:border-slate-600';
  return <input {...props} className={`${BASE} ${border}${className ? ` ${className}` : ''}`} />;
}
