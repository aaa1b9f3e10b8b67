/**
 * Long lists render only the rows on screen, plus a few either side, so the
 * dashboard costs the same with 10,000 decisions as with 20: opening a
 * decision unmounts a screenful of journal rows, not the whole history.
 * Built on TanStack Virtual: rows are measured as they render (their height
 * depends on the width and the language), placed absolutely in a list as tall as
 * all of them, and each rendered <li> says where it stands in the whole list
 * (aria-posinset, aria-setsize), so a screen reader still hears "3 of 10,000".
 *
 * Two rows are rendered wherever they are: the row holding the focus (scrolling
 * it away must not drop the focus to the page) and a row the caller asks to keep
 * (the one the focus returns to when the editor closes, which may be far down).
 * Rendered rows stay in list order in the document, so Tab moves through them
 * in order; moving the focus scrolls the next row in, which renders the ones
 * after it.
 *
 * Where there is no layout (jsdom, a hidden list) a row measures 0: its
 * estimate stands instead, so such a list renders a screenful, never every row.
 */
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  type Range,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type CSSProperties, type FocusEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** One rendered row: where it is in the list and how far down the list it sits. */
export interface PlacedRow {
  index: number;
  /** The id the list was given for it. */
  id: string;
  /** Pixels from the top of the list. */
  offset: number;
}

export interface VirtualRows {
  /** The <ul>'s style: as tall as every row, the rendered ones placed inside it. */
  listStyle: CSSProperties;
  rows: readonly PlacedRow[];
  /** For each rendered <li> (with `rowProps`): measures it, and again whenever it resizes. */
  measure: (element: HTMLLIElement | null) => void;
  /** For the <ul>: the focused row stays rendered. */
  onFocus: (event: FocusEvent) => void;
}

/**
 * Where a rendered row sits in a virtual list, as its row component takes it
 * (plain numbers, so a memoised row re-renders only when it moves).
 */
export interface RowPlace {
  index: number;
  /** How many rows the whole list holds. */
  setSize: number;
  /** Pixels from the top of the list. */
  offset: number;
  measure: (element: HTMLLIElement | null) => void;
}

/** The <li> attributes that put a row in its place; none for a row of an ordinary list. */
export function placeProps({ index, setSize, offset, measure }: Partial<RowPlace>) {
  if (index === undefined || setSize === undefined || offset === undefined) return {};
  return {
    ref: measure,
    'data-index': index,
    'aria-posinset': index + 1,
    'aria-setsize': setSize,
    style: { transform: `translateY(${offset}px)` },
  };
}

/** Classes of a placed row: absolute, at the list's top until `placeProps` moves it down. */
export const PLACED_ROW = 'absolute inset-x-0 top-0';

interface Options {
  /** Ids of every row, in order. */
  ids: readonly string[];
  /** A row's height before it is measured, in pixels. */
  estimate: number;
  /** Rows rendered beyond each edge of the screen (or of the box). */
  overscan: number;
  /** A row to render wherever it is, by id. */
  keep?: string | null;
}

/** The options every list passes its virtualizer: sizes, keys, and which rows render. */
function useRowOptions({ ids, estimate, overscan, keep }: Options) {
  const indexOf = useMemo(() => new Map(ids.map((id, index) => [id, index])), [ids]);
  const [focused, setFocused] = useState<string | null>(null);
  const kept = [focused, keep].map((id) => (id == null ? undefined : indexOf.get(id)));
  const [first, second] = kept;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      for (const index of [first, second]) if (index !== undefined && !indexes.includes(index)) indexes.push(index);
      return indexes.sort((a, b) => a - b);
    },
    [first, second],
  );
  const onFocus = useCallback(
    (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest('[data-index]') : null;
      const id = row && ids[Number(row.getAttribute('data-index'))];
      if (id) setFocused(id);
    },
    [ids],
  );
  // Stable between renders: a new key function would have the virtualizer lay out every row again.
  const getItemKey = useCallback((index: number) => ids[index] ?? index, [ids]);
  const estimateSize = useCallback(() => estimate, [estimate]);
  return {
    onFocus,
    options: {
      count: ids.length,
      estimateSize,
      getItemKey,
      overscan,
      rangeExtractor,
      measureElement: measuredOrEstimate,
    },
  };
}

/** What both kinds of list hand back once their virtualizer is made. */
function placed(
  virtualizer: Virtualizer<Window, HTMLLIElement> | Virtualizer<HTMLDivElement, HTMLLIElement>,
  ids: readonly string[],
  onFocus: (event: FocusEvent) => void,
): VirtualRows {
  const margin = virtualizer.options.scrollMargin;
  return {
    listStyle: { position: 'relative', height: virtualizer.getTotalSize() },
    rows: virtualizer.getVirtualItems().flatMap(({ index, start }) => {
      const id = ids[index];
      return id === undefined ? [] : [{ index, id, offset: start - margin }];
    }),
    measure: virtualizer.measureElement,
    onFocus,
  };
}

/** A row's measured height, or its estimate where nothing is laid out. */
function measuredOrEstimate<Scroll extends Element | Window>(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Scroll, HTMLLIElement>,
): number {
  return measureElement(element, entry, instance) || instance.options.estimateSize(instance.indexFromElement(element));
}

/**
 * Rows of a list that scrolls with the page (the journal). The list's distance
 * from the top of the page is read after every render, so the window's scroll
 * position maps onto the right rows.
 */
export function useWindowRows(options: Options): VirtualRows & { listRef: (element: HTMLUListElement | null) => void } {
  const { options: rowOptions, onFocus } = useRowOptions(options);
  const list = useRef<HTMLUListElement | null>(null);
  // Null until the list's place on the page is known: which rows are on screen depends on it.
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    ...rowOptions,
    scrollMargin: scrollMargin ?? 0,
    // The window is read on mount, after the first render: a screenful of rows from the first one on.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // No dependencies on purpose: what is above the list (a banner, the counts) can move it at any render.
  useLayoutEffect(() => {
    if (!list.current) return;
    const top = Math.round(list.current.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });
  const listRef = useCallback((element: HTMLUListElement | null) => {
    list.current = element;
  }, []);
  const rows = placed(virtualizer, options.ids, onFocus);
  // The first render draws only the row the focus returns to (it is looked for as soon as the journal shows), and
  // the others follow before the frame is painted: drawn as if the list began at the top of the page, they would
  // be a screenful from there, most of them thrown away at once.
  const shown = scrollMargin === null ? rows.rows.filter((row) => row.id === options.keep) : rows.rows;
  return { ...rows, rows: shown, listRef };
}

/**
 * Rows of a list inside a scrolling box of at most `boxHeight` pixels (the
 * dashboard's side lists). `scrollRef` goes on the box, the rest on the list in it.
 */
export function useBoxRows(
  options: Options & { boxHeight: number; gap: number },
): VirtualRows & { scrollRef: (element: HTMLDivElement | null) => void } {
  const { boxHeight, gap } = options;
  const { options: rowOptions, onFocus } = useRowOptions(options);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    ...rowOptions,
    getScrollElement: () => box,
    gap,
    initialRect: { width: 0, height: boxHeight },
    // A box with no layout (jsdom, hidden) reads as its full height rather than as nothing to show.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height: boxHeight })),
  });
  return { ...placed(virtualizer, options.ids, onFocus), scrollRef: setBox };
}
