/** A titled dashboard panel; the heading names the region for screen readers. */
import { type ReactNode, useId } from 'react';

export interface CardProps {
  title: ReactNode;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Card({ title, actions, children, className = '' }: CardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
