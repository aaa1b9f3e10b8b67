/** Tailwind classes shared by the widgets, so every control looks and reacts the same. */

export const questionLabel = 'block text-sm font-medium text-slate-900 dark:text-slate-100';

export const helpText = 'text-sm text-slate-500 dark:text-slate-400';

export const errorText = 'text-sm font-medium text-rose-700 dark:text-rose-400';

/** Text-like controls (input, textarea, select); red when invalid, dimmed when disabled. */
export const textControl =
  'block w-full min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 sm:text-sm ' +
  'focus:outline-none data-[focus]:border-sky-500 data-[focus]:ring-2 data-[focus]:ring-sky-500/40 ' +
  'data-[invalid]:border-rose-500 data-[invalid]:ring-1 data-[invalid]:ring-rose-500 ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 ' +
  'dark:data-[invalid]:border-rose-400 dark:data-[invalid]:ring-rose-400 dark:data-[disabled]:bg-slate-800 dark:data-[disabled]:text-slate-400';

/** One choice row (radio or checkbox + label): a comfortable target on phones. */
export const choiceRow =
  'flex min-h-10 items-start gap-3 rounded-md px-2 py-2 hover:bg-slate-100 has-[[data-disabled]]:hover:bg-transparent dark:hover:bg-slate-800/60';

/** The box of a choice group; red outline while it has an error. */
export function choiceGroup(invalid: boolean): string {
  return `space-y-1 rounded-lg border p-2 ${
    invalid ? 'border-rose-500 dark:border-rose-400' : 'border-slate-200 dark:border-slate-700'
  }`;
}

/** 24×24 px radio and checkbox targets (WCAG 2.5.8), visible focus ring. */
const choiceControl =
  'mt-px flex size-6 shrink-0 cursor-pointer items-center justify-center border-2 border-slate-400 bg-white ' +
  'focus:outline-none data-[focus]:outline-2 data-[focus]:outline-offset-2 data-[focus]:outline-sky-500 ' +
  'data-[checked]:border-sky-600 data-[checked]:bg-sky-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 ' +
  'dark:border-slate-500 dark:bg-slate-900 dark:data-[checked]:border-sky-400 dark:data-[checked]:bg-sky-400';

export const radioControl = `${choiceControl} rounded-full`;
export const checkboxControl = `${choiceControl} rounded`;

export const choiceLabel =
  'cursor-pointer text-sm leading-6 text-slate-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70 dark:text-slate-200';
