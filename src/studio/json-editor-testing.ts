/**
 * What tests and stories read off the JSON view, as they read a textarea's
 * value and caret before: the whole text (the view draws only the lines in
 * sight, so the page's text content is not it) and the text from the caret on.
 * Test-only helpers.
 */
import { EditorView } from '@codemirror/view';

function viewOf(element: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('not inside the JSON view');
  return view;
}

/** The whole text of the JSON view that `element` (its text box) belongs to. */
export function editorText(element: HTMLElement): string {
  return viewOf(element).state.doc.toString();
}

/** The view's text from its caret to the end. */
export function textAfterCaret(element: HTMLElement): string {
  const { state } = viewOf(element);
  return state.sliceDoc(state.selection.main.head);
}
