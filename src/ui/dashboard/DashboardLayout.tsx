/**
 * The dashboard's two columns: the cards on the left, the journal (or the open
 * editor) in the main column. Stacks below `md` so phones read top to bottom.
 * The main column is a plain div: the app shell owns the page's <main> landmark.
 */
import type { ReactNode } from 'react';

export interface DashboardLayoutProps {
  /** ProfileCard, PreferredStrategies, ActiveDecisionsList, CompletedDecisionsList. */
  sidebar: ReactNode;
  /** The Journal, or the decision editor while a decision is open. */
  main: ReactNode;
}

export function DashboardLayout({ sidebar, main }: DashboardLayoutProps) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 p-4 md:grid-cols-[minmax(16rem,20rem)_1fr]">
      <aside className="flex min-w-0 flex-col gap-4">{sidebar}</aside>
      <div className="min-w-0">{main}</div>
    </div>
  );
}
