/**
 * The dashboard's two columns: the journal (or the open editor) and, beside it, the
 * cards. The journal comes first in the document, so a phone shows it (and an open
 * editor) before the profile and strategy cards, and keyboard and screen-reader order
 * match what is seen at every width: on a wide screen the journal takes the wide
 * column on the left and the cards sit in a narrow one on the right.
 * The main column is a plain div: the app shell owns the page's <main> landmark and its
 * width and padding.
 *
 * It also remembers which control opened the editor (any element with a
 * `data-focus-key`), so the journal can give that control the focus back when the
 * editor closes: the editor replaces the journal, so the browser cannot. The journal
 * renders only the rows on screen, so it reads that control's key while it renders
 * (`useOpenerKey`) to render the row even when it is far down the list.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

export interface DashboardLayoutProps {
  /** ProfileCard, PreferredStrategies, ActiveDecisionsList, CompletedDecisionsList. */
  sidebar: ReactNode;
  /** The Journal, or the decision editor while a decision is open. */
  main: ReactNode;
}

interface Opener {
  /** The key of the control that opened the editor, forgotten once read. */
  take: () => string | null;
  /** The same, left in place. */
  peek: () => string | null;
}

const OpenerContext = createContext<Opener>({ take: () => null, peek: () => null });

export function DashboardLayout({ sidebar, main }: DashboardLayoutProps) {
  const opener = useRef<string | null>(null);
  const take = useCallback(() => {
    const key = opener.current;
    opener.current = null;
    return key;
  }, []);
  const peek = useCallback(() => opener.current, []);
  const context = useMemo(() => ({ take, peek }), [take, peek]);
  const remember = (event: { target: EventTarget }) => {
    const key =
      event.target instanceof Element && event.target.closest('[data-focus-key]')?.getAttribute('data-focus-key');
    if (key) opener.current = key;
  };
  return (
    <OpenerContext value={context}>
      {/* Enter and Space on a button click it too, so the capture sees keyboard use as well. */}
      <div
        onClickCapture={remember}
        className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,20rem)]"
      >
        <div className="min-w-0">{main}</div>
        <aside className="flex min-w-0 flex-col gap-4">{sidebar}</aside>
      </div>
    </OpenerContext>
  );
}

/** The focus went with an element that is gone or hidden (the editor's Back or Complete button). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active instanceof HTMLElement && typeof active.checkVisibility === 'function' && !active.checkVisibility();
}

/**
 * For the journal: when it comes back after the editor, focuses the control that opened
 * the editor (if the focus has nowhere better to be).
 */
export function useReturnFocusToOpener(): void {
  const { take } = useContext(OpenerContext);
  useEffect(() => {
    const key = take();
    if (!key || !focusIsLost()) return;
    document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();
  }, [take]);
}

/**
 * The key of the control the focus will return to, as the journal first renders
 * (null when none): read once, so the row holding it can be rendered before the
 * focus goes back to it.
 */
export function useOpenerKey(): string | null {
  const { peek } = useContext(OpenerContext);
  const [key] = useState(peek);
  return key;
}
