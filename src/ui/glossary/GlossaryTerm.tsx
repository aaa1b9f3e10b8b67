/**
 * A glossary term inside a question text or option label: underlined, and on
 * hover, keyboard focus or tap it shows the definition in the current language.
 *
 * The definition bubble is portalled out of the text (fixed position), so it is
 * never clipped and never becomes part of the option's accessible name: into
 * the enclosing dialog's panel when there is one (the page behind a modal
 * dialog is inert, and a click outside the panel closes it), else into the
 * body (see portal-host.ts). A plain React portal does this; the form needs no
 * overlay library. It stays in the DOM while hidden because aria-describedby
 * may point at hidden content, so screen readers hear the definition as soon as
 * the term is focused. The host is found once the term is in the document.
 * The trigger is a span with role="button" (a real <button> may not sit inside
 * a <label>); its clicks and keys stay with it so they never tick the option.
 */

import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { GlossaryEntry, Lang } from '../../content/types';
import { portalHostOf } from '../common/portal-host';

const GAP_PX = 6;
const EDGE_PX = 8;
const BUBBLE_MAX_PX = 288;

export interface GlossaryTermProps {
  entry: GlossaryEntry;
  /** The words shown in the text. */
  children: string;
  lang: Lang;
}

function bubblePosition(trigger: HTMLElement): CSSProperties {
  const rect = trigger.getBoundingClientRect();
  const width = Math.min(BUBBLE_MAX_PX, window.innerWidth - 2 * EDGE_PX);
  const left = Math.max(EDGE_PX, Math.min(rect.left, window.innerWidth - width - EDGE_PX));
  const below = window.innerHeight - rect.bottom > rect.top;
  return below
    ? { left, width, top: rect.bottom + GAP_PX }
    : { left, width, bottom: window.innerHeight - rect.top + GAP_PX };
}

export function GlossaryTerm({ entry, children, lang }: GlossaryTermProps) {
  const bubbleId = useId();
  const triggerRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({});
  const [host, setHost] = useState<Element | null>(null);

  useLayoutEffect(() => {
    setHost(portalHostOf(triggerRef.current));
  }, []);

  const place = useCallback(() => {
    if (triggerRef.current) setStyle(bubblePosition(triggerRef.current));
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, place]);

  const onClick = (event: MouseEvent) => {
    // Keep the click from reaching an enclosing <label> (which would tick the option).
    event.preventDefault();
    event.stopPropagation();
    setOpen((value) => !value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') return;
    // Radio groups listen for arrows and Space; a key pressed on a term is the term's.
    event.stopPropagation();
    if (event.key === 'Escape') setOpen(false);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen((value) => !value);
    }
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a <button> may not sit inside the option's <label> (see above). */}
      <span
        ref={triggerRef}
        role="button"
        tabIndex={0}
        aria-describedby={bubbleId}
        aria-expanded={open}
        data-glossary-term={entry.id}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="cursor-help rounded-sm underline decoration-sky-600 decoration-dotted decoration-2 underline-offset-4 hover:decoration-solid dark:decoration-sky-400"
      >
        {children}
      </span>
      {host &&
        createPortal(
          <span
            id={bubbleId}
            role="tooltip"
            hidden={!open}
            style={{ position: 'fixed', ...style }}
            className="z-50 block rounded-lg bg-white p-3 text-left text-sm font-normal leading-relaxed text-slate-700 shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600"
          >
            <strong className="block font-semibold text-slate-900 dark:text-white">{entry.term[lang]}</strong>
            {entry.definition[lang]}
          </span>,
          host,
        )}
    </>
  );
}
