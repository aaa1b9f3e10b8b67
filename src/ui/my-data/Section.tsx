/** One part of "My data": a titled section, named by its title for assistive tech. */
import { type ReactNode, useId } from 'react';

export function Section({
  title,
  danger = false,
  children,
}: {
  title: ReactNode;
  /** The irreversible part: outlined and titled in red. */
  danger?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`space-y-3 ${danger ? 'rounded-lg p-3 ring-1 ring-rose-300 ring-inset dark:ring-rose-800' : ''}`}
    >
      <h3 id={id} className={`font-semibold ${danger ? 'text-rose-800 dark:text-rose-200' : ''}`}>
        {title}
      </h3>
      {children}
    </section>
  );
}
