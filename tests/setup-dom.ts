import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out and gives ranges no rectangles; CodeMirror (the studio's JSON view) asks a range for
// them when it measures or maps a click. Empty rectangles let it run as on a page of no size.
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
const rangeProto = typeof Range === 'undefined' ? undefined : (Range.prototype as Partial<Range>);
if (rangeProto && typeof rangeProto.getClientRects !== 'function') {
  rangeProto.getBoundingClientRect = () => emptyRect() as DOMRect;
  rangeProto.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
}

// A findBy or waitFor gives up after one second by default. The studio's forms re-render a whole bank in jsdom on
// each change, which on a slow or busy two-core machine takes longer than that: the wait is for the app, not a race.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
