/**
 * The app's one button. Variants keep colours consistent across themes; `busy`
 * shows a spinner, ignores presses and tells assistive tech it is working.
 *
 * A native <button>: hover and focus are styled with CSS (`:hover`, the app's
 * `:focus-visible`), so the state hooks of a headless button would only add
 * work to every render. A journal screen holds dozens of these, drawn while a
 * returning investor waits for the first rows.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-sky-700 text-white hover:bg-sky-800 data-[disabled]:bg-sky-700/50 dark:bg-sky-400 dark:hover:bg-sky-300 dark:text-slate-950',
  secondary:
    'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700',
  danger: 'bg-rose-600 text-white hover:bg-rose-700 dark:bg-rose-500 dark:hover:bg-rose-400 dark:text-slate-950',
  ghost: 'text-slate-700 hover:bg-slate-200/70 dark:text-slate-200 dark:hover:bg-slate-800',
};

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'className' | 'children'> {
  variant?: ButtonVariant;
  busy?: boolean;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Button({
  variant = 'secondary',
  busy = false,
  disabled,
  icon,
  className = '',
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  // Busy is announced, not disabled: a disabled button drops the keyboard focus to the page, and the person who
  // pressed it would have to find their place again once the work is done. Presses meanwhile do nothing (nor
  // submit the form).
  const waiting = busy && !disabled;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={waiting || undefined}
      data-disabled={disabled || busy ? '' : undefined}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-9 min-w-9 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ${VARIANTS[variant]} ${className}`}
      onClick={waiting ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy ? <Spinner /> : icon}
      {children}
    </button>
  );
}
