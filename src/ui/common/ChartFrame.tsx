/**
 * The frame of a chart loaded on demand: a figure of fixed height (so nothing
 * moves when the chart arrives), a same-sized skeleton meanwhile, and a caption
 * for assistive tech. The chart itself comes through React.lazy.
 */
import { type ReactNode, Suspense } from 'react';

export function ChartFrame({
  label,
  loadingLabel,
  heightClass,
  children,
}: {
  label: string;
  loadingLabel: string;
  /** Tailwind height class, e.g. 'h-56'. */
  heightClass: string;
  children: ReactNode;
}) {
  return (
    <figure className={`${heightClass} w-full text-slate-600 dark:text-slate-300`}>
      <Suspense
        fallback={
          <div role="status" className="h-full w-full animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800">
            <span className="sr-only">{loadingLabel}</span>
          </div>
        }
      >
        {children}
      </Suspense>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
