/**
 * A text control of a studio form (a single line, or with `rows` a text area)
 * that completes glossary marks: typing `[[` lists the glossary's term ids
 * under it (the first few, so the list never scrolls), narrowed as the id is
 * typed. The control keeps the focus (the
 * list is its `aria-activedescendant`): ↓ and ↑ move through the list, Enter
 * or Tab writes `[[id]]`, Escape closes it; a click on a term writes it too.
 */
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Glossary, Lang } from '../content/types';
import { textControl } from '../ui/rjsf-theme/styles';
import { completeTermMark, matchingTermIds, type TermMarkQuery, termMarkQuery } from './term-mark-query';

export interface MarkedTextControlProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Whose term ids are offered; their names are shown in `uiLang`. */
  glossary: Glossary;
  uiLang: Lang;
  rows?: number;
  lang?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  spellCheck?: boolean;
}

type Control = HTMLInputElement & HTMLTextAreaElement;

/** How many term ids the list shows at once: more would need a scrolling list, which the keyboard cannot reach. */
const SHOWN = 8;

export function MarkedTextControl({ value, onChange, glossary, uiLang, rows, ...props }: MarkedTextControlProps) {
  const { t } = useTranslation('studio');
  const listId = useId();
  const control = useRef<Control>(null);
  const [query, setQuery] = useState<TermMarkQuery>();
  const [active, setActive] = useState(0);
  /** Where the caret goes once a completed mark is in the value. */
  const caretAfter = useRef<number | undefined>(undefined);
  const termIds = glossary.terms.map((term) => term.id);
  const ids = query ? matchingTermIds(termIds, query.typed).slice(0, SHOWN) : [];
  const open = query !== undefined && ids.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  useLayoutEffect(() => {
    if (caretAfter.current === undefined) return;
    control.current?.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = undefined;
  });

  const follow = (text: string, caret: number | null) => {
    setQuery(caret === null ? undefined : termMarkQuery(text, caret));
    setActive(0);
  };
  const complete = (id: string) => {
    const caret = control.current?.selectionStart ?? value.length;
    if (!query) return;
    const next = completeTermMark(value, caret, query, id);
    caretAfter.current = next.caret;
    setQuery(undefined);
    onChange(next.text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + ids.length) % ids.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const id = ids[Math.min(active, ids.length - 1)];
      if (id !== undefined) complete(id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(undefined);
    }
  };

  const shared = {
    ...props,
    ref: control,
    value,
    className: rows === undefined ? textControl : `${textControl} resize-y`,
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? optionId(Math.min(active, ids.length - 1)) : undefined,
    onKeyDown,
    onChange: (event: { target: { value: string; selectionStart: number | null } }) => {
      onChange(event.target.value);
      follow(event.target.value, event.target.selectionStart);
    },
    onBlur: () => setQuery(undefined),
  };

  return (
    <div className="relative">
      {rows === undefined ? <input {...shared} type="text" /> : <textarea {...shared} rows={rows} />}
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('marks.listLabel')}
          className="absolute z-10 mt-1 w-full rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-300 dark:bg-slate-900 dark:ring-slate-600"
        >
          {ids.map((id, index) => {
            const name = glossary.terms.find((term) => term.id === id)?.term[uiLang];
            return (
              <div
                key={id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Pressed, not clicked: the control keeps the focus, so the list is not closed by its blur first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  complete(id);
                }}
                className="cursor-pointer px-3 py-1.5 aria-selected:bg-sky-100 dark:aria-selected:bg-sky-900"
              >
                <span className="font-mono">{id}</span>
                {name ? <span className="text-slate-600 dark:text-slate-300"> · {name}</span> : null}
              </div>
            );
          })}
        </div>
      )}
      <span className="sr-only" aria-live="polite">
        {open ? t('marks.offered', { count: ids.length }) : ''}
      </span>
    </div>
  );
}
