/** Tailwind classes shared by the widgets, so every control looks and reacts the same. */

export const questionLabel = 'block text-sm font-medium text-slate-900 dark:text-slate-100';

export const helpText = 'text-sm text-slate-500 dark:text-slate-400';

export const errorText = 'text-sm font-medium text-rose-700 dark:text-rose-400';

/** Text-like controls (input, textarea, select); red when invalid, dimmed when disabled. */
export const textControl =
  'block w-full min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 sm:text-sm ' +
  'focus:outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-500/40 ' +
  'aria-invalid:border-rose-500 aria-invalid:ring-1 aria-invalid:ring-rose-500 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 ' +
  'dark:aria-invalid:border-rose-400 dark:aria-invalid:ring-rose-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';

/** One choice row (radio or checkbox + label): a comfortable target on phones. */
export const choiceRow =
  'flex min-h-10 items-start gap-3 rounded-md px-2 py-2 hover:bg-slate-100 has-[:disabled]:hover:bg-transparent dark:hover:bg-slate-800/60';

/** The box of a choice group; red outline while it has an error. */
export function choiceGroup(invalid: boolean): string {
  return `space-y-1 rounded-lg border p-2 ${
    invalid ? 'border-rose-500 dark:border-rose-400' : 'border-slate-200 dark:border-slate-700'
  }`;
}

/** The 24×24 px target (WCAG 2.5.8) holding a native radio or checkbox and its drawn mark. */
export const choiceBox = 'relative mt-px flex size-6 shrink-0 items-center justify-center has-[:disabled]:opacity-50';

/** The native control, drawn by CSS (appearance-none) and filling its box; visible focus ring from the keyboard only. */
const choiceControl =
  'peer absolute inset-0 m-0 size-6 cursor-pointer appearance-none border-2 border-slate-400 bg-white ' +
  'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ' +
  'checked:border-sky-600 checked:bg-sky-600 disabled:cursor-not-allowed ' +
  'dark:border-slate-500 dark:bg-slate-900 dark:checked:border-sky-400 dark:checked:bg-sky-400';

export const radioControl = `${choiceControl} rounded-full`;
export const checkboxControl = `${choiceControl} rounded`;

/** The dot and the tick drawn over a checked control (the input itself cannot hold children). */
export const radioMark =
  'pointer-events-none relative size-2.5 rounded-full bg-white opacity-0 peer-checked:opacity-100 dark:bg-slate-950';
export const checkboxMark =
  'pointer-events-none relative size-3.5 stroke-white opacity-0 peer-checked:opacity-100 dark:stroke-slate-950';

export function choiceLabel(disabled: boolean): string {
  return `text-sm leading-6 text-slate-800 dark:text-slate-200 ${disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'}`;
}

/** The unit after a number control (the "%" of a probability or a range end). */
export const unitText = 'shrink-0 text-sm text-slate-600 dark:text-slate-300';

/** The label of one control inside a question's group (a range's low and high end). */
export const partLabel = 'block text-sm text-slate-700 dark:text-slate-300';
