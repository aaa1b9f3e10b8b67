/**
 * What tests and stories read off the JSON view, as they read a textarea's
 * value and caret before: the whole text (the view draws only the lines in
 * sight, so the page's text content is not it) and the text from the caret on;
 * and the editor held as the studio holds it, for the browser tests and the
 * stories to drive alike. Test-only helpers.
 */
import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import glossary from '../../questionnaires/schema/glossary.schema.json';
import { JsonEditor, type JsonEditorHandle } from './JsonEditor';
import { jsonParseError } from './json-parse-error';
import type { JsonSchema } from './use-file-schema';

function viewOf(element: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('not inside the JSON view');
  return view;
}

/** The whole text of the JSON view that `element` (its text box) belongs to. */
export function editorText(element: HTMLElement): string {
  return viewOf(element).state.doc.toString();
}

/** The messages of what the view has underlined, in the text's order. */
export function editorDiagnostics(element: HTMLElement): string[] {
  const messages: string[] = [];
  forEachDiagnostic(viewOf(element).state, (diagnostic) => messages.push(diagnostic.message));
  return messages;
}

/**
 * Whether the view underlines what the parser says of its current text. The checks run a moment after typing
 * stops, so a story waits for this before its screenshot, which would otherwise catch them or not by timing.
 */
export function parserObjectionShown(element: HTMLElement): boolean {
  const objection = jsonParseError(editorText(element));
  return objection !== undefined && editorDiagnostics(element).includes(objection);
}

/** The view's text from its caret to the end. */
export function textAfterCaret(element: HTMLElement): string {
  const { state } = viewOf(element);
  return state.sliceDoc(state.selection.main.head);
}

/** The file the harness edits, and its schema (a JSON import types its `type` as any string). */
export const HELD_FILE = 'questionnaires/glossary.json';
const glossarySchema = glossary as JsonSchema;
/** A glossary with one entry still empty, for a caret to go inside it. */
export const EMPTY_ENTRY = '{\n  "$schema": "./schema/glossary.schema.json",\n  "terms": [\n    {  }\n  ]\n}\n';

/** What a test may do from outside: reach the editor's handle, or set the text as a save or a form would. */
export interface HeldEditorControl {
  editor: JsonEditorHandle | null;
  setText: (text: string) => void;
}

export interface HeldJsonEditorProps {
  initial: string;
  /** Puts the caret right after the first occurrence of this text once the view is drawn. */
  caretAt?: string;
  control?: Ref<HeldEditorControl>;
  /** What follows the editor on the page, e.g. a button for Tab to reach. */
  children?: ReactNode;
}

/** The JSON view held as the studio holds it: the glossary's text in state, the parser's message beside it, the glossary's schema. */
export function HeldJsonEditor({ initial, caretAt, control, children }: HeldJsonEditorProps) {
  const [text, setText] = useState(initial);
  const editor = useRef<JsonEditorHandle>(null);
  useImperativeHandle(control, () => ({ editor: editor.current, setText }), []);
  useEffect(() => {
    if (caretAt !== undefined) editor.current?.select(initial.indexOf(caretAt) + caretAt.length);
  }, [initial, caretAt]);
  return (
    <div className="flex h-96 max-w-3xl flex-col">
      <JsonEditor
        ref={editor}
        file={HELD_FILE}
        text={text}
        onChange={setText}
        parseError={jsonParseError(text)}
        schema={glossarySchema}
      />
      {children}
    </div>
  );
}
