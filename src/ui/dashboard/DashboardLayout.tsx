/**
 * The dashboard's two columns: the journal (or the open editor) and, beside it, the
 * cards. The journal comes first in the document, so a phone shows it (and an open
 * editor) before the profile and strategy cards, and keyboard and screen-reader order
 * match what is seen at every width: on a wide screen the journal takes the wide
 * column on the left and the cards sit in a narrow one on the right.
 * The main column is a plain div: the app shell owns the page's <main> landmark and its
 * width and padding.
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
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,20rem)]">
      <div className="min-w-0">{main}</div>
      <aside className="flex min-w-0 flex-col gap-4">{sidebar}</aside>
    </div>
  );
}
