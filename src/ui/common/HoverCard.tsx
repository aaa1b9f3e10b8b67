/**
 * Shows extra content on hover AND on keyboard focus (and on tap, for phones),
 * wired with aria-describedby so screen readers announce it with the trigger.
 */
import { type ReactNode, useId, useState } from 'react';

export interface HoverCardProps {
  /** The element that reveals the card. */
  trigger: ReactNode;
  children: ReactNode;
  /** Set false when the trigger is itself focusable (a button, a link); otherwise the trigger is made a toggle button. */
  triggerFocusable?: boolean;
  placement?: 'top' | 'bottom';
  className?: string;
}

export function HoverCard({
  trigger,
  children,
  triggerFocusable = true,
  placement = 'bottom',
  className = '',
}: HoverCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus-within only mirror what the focusable trigger already offers by keyboard.
    <span
      className={`relative inline-block ${className}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {triggerFocusable ? (
        <button
          type="button"
          aria-expanded={open}
          aria-describedby={open ? id : undefined}
          // A tap opens (phones have no hover); leaving, blurring or Escape closes. Toggling here
          // would shut a card that hovering has just opened.
          onClick={() => setOpen(true)}
          className="cursor-help rounded-sm text-left"
        >
          {trigger}
        </button>
      ) : (
        trigger
      )}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={`absolute left-0 z-40 block w-72 max-w-[80vw] rounded-lg bg-white p-3 text-left text-sm font-normal text-slate-700 shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700 ${placement === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'}`}
        >
          {children}
        </span>
      )}
    </span>
  );
}
