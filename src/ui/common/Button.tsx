/**
 * The app's one button. Variants keep colours consistent across themes; `busy`
 * shows a spinner, disables the button and tells assistive tech it is working.
 */
import { Button as HeadlessButton } from '@headlessui/react';
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

export interface ButtonProps extends Omit<ComponentProps<typeof HeadlessButton>, 'className' | 'children'> {
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
  ...rest
}: ButtonProps) {
  return (
    <HeadlessButton
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-9 min-w-9 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {busy ? <Spinner /> : icon}
      {children}
    </HeadlessButton>
  );
}
